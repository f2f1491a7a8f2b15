/**
 * The demo's leave: every member's balances (so a request can be approved at once) and a few requests past the
 * seeded schedule, so the officers' queue has something to decide and the week view marks an approved one.
 * What a request costs follows the leave module's rule for days without shifts: 8 h a weekday. Balances are the
 * ledger's sums: an opening row per type, then the approved requests' draws.
 */
import { randomUUID } from "node:crypto";
import { LEAVE_DEFAULT_WEEKDAY_MINUTES } from "@rollcall/shared/leave";
import { LEAVE_TYPE_LABELS, type LeaveStatus, type LeaveType } from "@rollcall/shared/staffing";
import { leaveBalances, leaveLedger, leaveRequests } from "../../db/schema/leave";
import { DAY, type DemoContext, insertRows, rowsOf, type SeedStep } from "../../db/seed/context";
import type { MemberKey } from "../../db/seed/people";
import { ROSTER } from "../../db/seed/people";

type NewLeaveBalance = typeof leaveBalances.$inferInsert;
type NewLeaveRequest = typeof leaveRequests.$inferInsert;
type NewLedgerRow = typeof leaveLedger.$inferInsert;

/** The day the demo's ledgers open: 400 days back, before the pay module's year of accruals (pay.seed.ts). */
export const DEMO_LEDGER_OPENS = -400;

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

  // Ids up front: the ledger's draws name their requests.
  const leaveRequestIds = REQUESTS.map(() => randomUUID());
  const leaveRequestRows: NewLeaveRequest[] = REQUESTS.map((r, i) => ({
    agencyId,
    id: leaveRequestIds[i],
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
  const types = Object.keys(BALANCE_HOURS) as LeaveType[];
  // The ledger: each member's opening balances, then the approved requests' draws (decided yesterday).
  const ledgerRows: NewLedgerRow[] = [
    ...ROSTER.flatMap((m) =>
      types.map((type) => ({
        agencyId,
        userId: m.id,
        type,
        kind: "opening" as const,
        day: dateIn(DEMO_LEDGER_OPENS),
        minutes: BALANCE_HOURS[type] * 60,
        note: `${LEAVE_TYPE_LABELS[type]}: balance carried over from the previous system`,
      })),
    ),
    ...leaveRequestRows.flatMap((r, i) =>
      r.status === "approved" && r.minutes
        ? [
            {
              agencyId,
              userId: r.userId,
              type: r.type,
              kind: "leave_taken" as const,
              day: dateIn(-1),
              minutes: -r.minutes,
              note: `${LEAVE_TYPE_LABELS[r.type]} leave, ${r.startDate} to ${r.endDate}, approved`,
              actorId: idOf("hale"),
              leaveRequestId: leaveRequestIds[i],
            },
          ]
        : [],
    ),
  ];
  // The balances are the ledger's sums.
  const sums = new Map<string, NewLeaveBalance>();
  for (const row of ledgerRows) {
    const key = `${row.userId}:${row.type}`;
    const sum = sums.get(key) ?? { agencyId, userId: row.userId, type: row.type, balanceMinutes: 0 };
    sum.balanceMinutes = (sum.balanceMinutes ?? 0) + row.minutes;
    sums.set(key, sum);
  }
  return { leaveRequestRows, leaveBalanceRows: [...sums.values()], ledgerRows };
}

export const leaveSeed: SeedStep = (ctx) => {
  const { leaveRequestRows, leaveBalanceRows, ledgerRows } = buildLeave(ctx);
  return insertRows(
    rowsOf(leaveBalances, leaveBalanceRows),
    rowsOf(leaveRequests, leaveRequestRows),
    rowsOf(leaveLedger, ledgerRows),
  );
};
