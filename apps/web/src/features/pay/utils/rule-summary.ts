import { formatHours } from "@rollcall/shared/flsa";
import { type AccrualRuleRecord, formatPayDay, OVER_CARRY_OVER_LABELS } from "@rollcall/shared/pay";

const h = (hours: number) => `${formatHours(hours)} h`;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

const PER = { per_pay_period: "each pay period", per_month: "each month" } as const;

/**
 * An accrual rule as the Leave Accrual card lists it: what it earns ("4 h each pay period"), the tiers after the
 * first ("6 h from 5 years"), and its wait, cap, carry-over, proration and first day, each a label and a value.
 */
export function ruleSummary(rule: AccrualRuleRecord) {
  const [first, ...later] = rule.tiers;
  const per = PER[rule.basis];
  const details: { label: string; value: string }[] = [
    { label: "Wait", value: rule.waitingDays ? `${plural(rule.waitingDays, "day")} after hire` : "None" },
    { label: "Cap", value: rule.capHours === null ? "No cap" : h(rule.capHours) },
    {
      label: "Carry-over",
      value:
        rule.carryOverHours === null
          ? "Everything carries over"
          : `${h(rule.carryOverHours)}; above it ${OVER_CARRY_OVER_LABELS[rule.overCarryOver].toLowerCase()} on Jan 1`,
    },
    {
      label: "Part-time",
      value:
        rule.prorateByHours && rule.standardHoursPerPeriod !== null
          ? `Prorated by hours worked of ${h(rule.standardHoursPerPeriod)} ${per.replace("each", "a")}`
          : "Full hours",
    },
    {
      label: "Accrues from",
      value: rule.startsOn ? formatPayDay(rule.startsOn) : "The first pay period",
    },
  ];
  return {
    earns: first ? `${h(first.hours)} ${per}` : "",
    tiers: later.map((t) => `${h(t.hours)} from ${plural(t.fromYears, "year")}`),
    details,
  };
}
