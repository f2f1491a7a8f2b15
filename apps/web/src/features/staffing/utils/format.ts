import { seatLabel } from "@rollcall/shared/board";
import { ROLE_LABELS } from "@rollcall/shared/roles";
import { DAY_OF_WEEK_LABELS, DAYS_OF_WEEK } from "@rollcall/shared/scheduling";
import type { StaffingGap, StaffingRule } from "@rollcall/shared/staffing";
import { differenceInCalendarDays, format } from "date-fns";
import { formatTimeRange, inZone } from "@/lib/dates";

/** "07:00 – 19:00", or "19:00 – 07:00 next day" for a frame past midnight. */
export function ruleFrame(rule: Pick<StaffingRule, "startTime" | "endTime">) {
  const overnight = rule.endTime <= rule.startTime;
  return `${rule.startTime} – ${rule.endTime}${overnight ? " next day" : ""}`;
}

/** "Every day", "Weekdays", "Weekends" or "Mon, Wed, Fri". */
export function ruleDays(rule: Pick<StaffingRule, "daysOfWeek">) {
  const days = rule.daysOfWeek;
  if (!days.length || days.length === 7) return "Every day";
  const key = days.join(",");
  if (key === DAYS_OF_WEEK.slice(0, 5).join(",")) return "Weekdays";
  if (key === DAYS_OF_WEEK.slice(5).join(",")) return "Weekends";
  return days.map((d) => DAY_OF_WEEK_LABELS[d].slice(0, 3)).join(", ");
}

/**
 * Who counts toward the minimum: "EMTs holding Paramedic on Engine 1", "Paramedic holders", "Anyone on duty",
 * "Driver/Operator holders on Engine 1 · Driver/Operator", "Anyone at Station 2".
 */
export function ruleFilter(
  rule: Pick<
    StaffingRule,
    "role" | "qualification" | "equipmentName" | "equipmentId" | "positionName" | "stationName"
  >,
) {
  const who = rule.role
    ? `${ROLE_LABELS[rule.role]}s${rule.qualification ? ` holding ${rule.qualification}` : ""}`
    : rule.qualification
      ? `${rule.qualification} holders`
      : "Anyone";
  const apparatus = rule.equipmentId
    ? `on ${seatLabel({ equipmentName: rule.equipmentName ?? "the apparatus", positionName: rule.positionName })}`
    : null;
  const station = rule.stationName ? `at ${rule.stationName}` : null;
  return `${who} ${[apparatus, station].filter(Boolean).join(" ") || "on duty"}`;
}

/** A gap's time in the agency's zone: "07:00 – 19:00", "19:00 – 07:00 +1" when it ends the next day. */
export function gapTime(gap: StaffingGap, timeZone: string) {
  const start = inZone(gap.start, timeZone);
  const end = inZone(gap.end, timeZone);
  const days = differenceInCalendarDays(end, start);
  if (days > 1) return formatTimeRange(gap.start, gap.end, timeZone);
  return `${format(start, "HH:mm")} – ${format(end, "HH:mm")}${days === 1 ? " +1" : ""}`;
}
