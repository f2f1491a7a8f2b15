/** What the settings page shows of incident reporting: the Settings → NERIS card. */
export { NerisSettingsCard } from "./components/neris/neris-settings-card";
