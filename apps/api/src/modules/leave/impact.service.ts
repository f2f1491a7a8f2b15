/**
 * What approving a leave request would do to minimum staffing: the gaps the agency's rules find with the
 * member away (and their shifts in those days open) that are not already there without the leave. Approval
 * is still allowed; the approve dialog shows these as a warning.
 */
import { TZDate } from "@date-fns/tz";
import { LEAVE_MESSAGES, type LeaveImpact } from "@rollcall/shared/leave";
import type { StaffingGap } from "@rollcall/shared/staffing";
import { format } from "date-fns";
import { and, eq } from "drizzle-orm";
import { leaveRequests } from "../../db/schema/leave";
import { addDaysIso, displayDate } from "../../lib/dates";
import { notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { findStaffingGaps } from "../staffing";
import { leaveInstants, shiftsToOpen } from "./leave.rules";

type Span = { start: string; end: string };

/** `span` minus `cut` (ISO 8601 UTC instants compare as text): none, one or two pieces. */
function subtract(span: Span, cut: Span): Span[] {
  if (cut.end <= span.start || cut.start >= span.end) return [span];
  return [
    ...(cut.start > span.start ? [{ start: span.start, end: cut.start }] : []),
    ...(cut.end < span.end ? [{ start: cut.end, end: span.end }] : []),
  ];
}

/**
 * The parts of the gaps with the member away that are new: a time a gap of the same rule already covered
 * with as few people (or fewer) before the leave is not the leave's doing.
 */
export function newGaps(withLeave: StaffingGap[], before: StaffingGap[]): StaffingGap[] {
  return withLeave.flatMap((g) => {
    let pieces: Span[] = [{ start: g.start, end: g.end }];
    for (const b of before)
      if (b.ruleId === g.ruleId && b.have <= g.have) pieces = pieces.flatMap((p) => subtract(p, b));
    return pieces.map((p) => ({ ...g, ...p }));
  });
}

/** The days whose rule frames a leave can touch: from the evening before (overnight) to the day after. */
export function leaveGapDays(w: { startDate: string; endDate: string }, timeZone: string) {
  return { startDate: addDaysIso(w.startDate, -1), endDate: addDaysIso(w.endDate, 1), timeZone };
}

export async function leaveImpact(scope: AgencyScope, id: string): Promise<LeaveImpact> {
  return scope.run(async (tx) => {
    const [row] = await tx
      .select()
      .from(leaveRequests)
      .where(and(eq(leaveRequests.agencyId, scope.agencyId), eq(leaveRequests.id, id)));
    if (!row) throw notFound(LEAVE_MESSAGES.notFound);
    const opened = await shiftsToOpen(tx, scope.agencyId, scope.timeZone, row);
    const { start, end } = leaveInstants(scope.timeZone, row.startDate, row.endDate);
    const days = leaveGapDays(row, scope.timeZone);
    const before = await findStaffingGaps(tx, days);
    const withLeave = await findStaffingGaps(tx, {
      ...days,
      excludeShiftIds: opened.map((s) => s.id),
      away: [{ userId: row.userId, start, end }],
    });
    const time = (iso: string) => format(new TZDate(Date.parse(iso), scope.timeZone), "HH:mm");
    return {
      openedShifts: opened.length,
      gaps: newGaps(withLeave, before).map((g) => ({
        date: g.date,
        message: `Approving leaves ${g.ruleName} short on ${displayDate(g.date)}, ${time(g.start)}–${time(g.end)}: ${g.text.charAt(0).toLowerCase()}${g.text.slice(1)}`,
      })),
    };
  });
}
