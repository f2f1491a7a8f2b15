/**
 * The demo's leave: every member's balances (so a request can be approved at once) and a few requests past the
 * seeded schedule, so the officers' queue has something to decide and the week view marks an approved one.
 * What a request costs follows the leave module's rule for days without shifts: 8 h a weekday.
 */
import { LEAVE_DEFAULT_WEEKDAY_MINUTES } from "@rollcall/shared/leave";
import type { LeaveStatus, LeaveType } from "@rollcall/shared/staffing";
import { leaveBalances, leaveRequests } from "../../db/schema/leave";
import { DAY, type DemoContext, insertRows, rowsOf, type SeedStep } from "../../db/seed/context";
import type { MemberKey } from "../../db/seed/people";
import { ROSTER } from "../../db/seed/people";

type NewLeaveBalance = typeof leaveBalances.$inferInsert;
type NewLeaveRequest = typeof leaveRequests.$inferInsert;

/** Hours a member starts the demo with, per type. */
const BALANCE_HOURS: Record<LeaveType, number> = { vacation: 144, sick: 96, kelly: 48, personal: 24 };

const REQUESTS: Array<{
  who: MemberKey;
  type: LeaveType;
  from: number;
  days: number;
  status: LeaveStatus;
  notes: string | null;
}> = [
  {
    who: "ortega",
    type: "vacation",
    from: 24,
    days: 4,
    status: "pending",
    notes: "Family trip to the coast",
  },
  { who: "foster", type: "personal", from: 27, days: 1, status: "pending", notes: "Moving house" },
  { who: "whitaker", type: "kelly", from: 21, days: 1, status: "approved", notes: null },
  { who: "patel", type: "vacation", from: 35, days: 3, status: "approved", notes: "Paramedic school visit" },
  { who: "holloway", type: "vacation", from: 22, days: 2, status: "denied", notes: "Concert" },
];

export function buildLeave(ctx: DemoContext) {
  const { agencyId, day, dateIn, idOf, now } = ctx;
  const weekdayMinutes = (from: number, days: number) =>
    Array.from({ length: days }, (_, i) => new Date(day(from + i)).getUTCDay()).filter(
      (d) => d !== 0 && d !== 6,
    ).length * LEAVE_DEFAULT_WEEKDAY_MINUTES;

  const leaveRequestRows: NewLeaveRequest[] = REQUESTS.map((r) => ({
    agencyId,
    userId: idOf(r.who),
    type: r.type,
    startDate: dateIn(r.from),
    endDate: dateIn(r.from + r.days - 1),
    notes: r.notes,
    status: r.status,
    minutes: weekdayMinutes(r.from, r.days),
    decidedById: r.status === "pending" ? null : idOf("hale"),
    decidedAt: r.status === "pending" ? null : new Date(now.getTime() - DAY),
  }));
  const drawn = (key: string, type: LeaveType) =>
    leaveRequestRows
      .filter((r, i) => r.status === "approved" && REQUESTS[i].who === key && r.type === type)
      .reduce((sum, r) => sum + (r.minutes ?? 0), 0);
  const leaveBalanceRows: NewLeaveBalance[] = ROSTER.flatMap((m) =>
    (Object.keys(BALANCE_HOURS) as LeaveType[]).map((type) => ({
      agencyId,
      userId: m.id,
      type,
      balanceMinutes: BALANCE_HOURS[type] * 60 - drawn(m.key, type),
    })),
  );
  return { leaveRequestRows, leaveBalanceRows };
}

export const leaveSeed: SeedStep = (ctx) => {
  const { leaveRequestRows, leaveBalanceRows } = buildLeave(ctx);
  return insertRows(rowsOf(leaveBalances, leaveBalanceRows), rowsOf(leaveRequests, leaveRequestRows));
};
