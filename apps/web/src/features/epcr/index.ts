/** ePCR on the web: Settings → NEMSIS, QA Reviewers and Facilities (the settings page shows them). */
export { FacilitiesCard } from "./components/facilities-card";
export { NemsisSettingsCard } from "./components/nemsis-settings-card";
export { QaReviewersCard } from "./components/qa-reviewers-card";
