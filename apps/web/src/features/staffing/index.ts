/**
 * What the scheduling page shows of staffing: its tab, the week's gap marks with their read, the shift form's
 * Station / Apparatus / Position selects (SeatFields, the staffing rules' too) and the question before a removal opens a gap. Call-backs read the gaps too.
 */
export { useStaffingGaps } from "./api/get-staffing-gaps";
export { DayGapMarks } from "./components/gap-marks";
export { useRemovalGapCheck } from "./components/removal-gap-check";
export { SeatFields } from "./components/seat-fields";
export { StaffingPanel } from "./components/staffing-panel";
