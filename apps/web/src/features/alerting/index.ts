/** What the settings page shows of alerting: a member's own alerting preferences. */
export { AlertingPreferencesForm } from "./components/alerting-preferences";
