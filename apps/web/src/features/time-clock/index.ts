/**
 * What the dashboard shows of the time clock: its two cards, and the reads its one call seeds; Settings' Time
 * Clock Rules card; and the board's officer punch for a member.
 */
export { currentShiftQueryKey } from "./api/get-current-shift";
export { todaysShiftsQueryKey } from "./api/get-todays-shifts";
export { PunchForMember } from "./components/punch-for-member";
export { TimeClockCard } from "./components/time-clock-card";
export { TimeClockRulesCard } from "./components/time-clock-rules-card";
export { TodaysShiftsCard } from "./components/todays-shifts-card";
