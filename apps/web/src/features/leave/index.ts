/** What the scheduling page shows of leave: its tab, and the week's "On leave" marks with their read. */
export { useApprovedLeave } from "./api/get-leave-requests";
export { LeaveDayMarkers } from "./components/leave-day-markers";
export { LeaveTab } from "./components/leave-tab";
