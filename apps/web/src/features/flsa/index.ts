/** What the scheduling page shows of FLSA: its tab, and the shift form's overtime warning. */
export { FlsaAssignmentWarning } from "./components/flsa-assignment-warning";
export { FlsaPanel } from "./components/flsa-panel";
