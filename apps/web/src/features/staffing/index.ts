/**
 * What the scheduling page shows of staffing: its tab, the week's gap marks with their read, the shift form's
 * Apparatus select and the question before a removal opens a gap. Call-backs read the gaps too.
 */
export { useStaffingGaps } from "./api/get-staffing-gaps";
export { ApparatusField } from "./components/apparatus-field";
export { DayGapMarks } from "./components/gap-marks";
export { useRemovalGapCheck } from "./components/removal-gap-check";
export { StaffingPanel } from "./components/staffing-panel";
