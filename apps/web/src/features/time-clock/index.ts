/**
 * What the dashboard shows of the time clock: its two cards, and the reads its one call seeds; and Settings' Time
 * Clock Rules card.
 */
export { currentShiftQueryKey } from "./api/get-current-shift";
export { todaysShiftsQueryKey } from "./api/get-todays-shifts";
export { TimeClockCard } from "./components/time-clock-card";
export { TimeClockRulesCard } from "./components/time-clock-rules-card";
export { TodaysShiftsCard } from "./components/todays-shifts-card";
