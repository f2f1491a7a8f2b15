/** ePCR on the web: Settings → NEMSIS (the settings page shows it). */
export { NemsisSettingsCard } from "./components/nemsis-settings-card";
