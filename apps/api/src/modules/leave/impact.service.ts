/**
 * What approving a leave request would do: what it draws (and why), and to minimum staffing the gaps the
 * agency's rules find with the member's shifts starting in those days open that are not already there. Approval
 * is still allowed; the approve dialog shows these as a warning.
 */
import { TZDate } from "@date-fns/tz";
import { LEAVE_MESSAGES, type LeaveImpact, minutesToLeaveHours } from "@rollcall/shared/leave";
import type { StaffingGap } from "@rollcall/shared/staffing";
import { format } from "date-fns";
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { leaveRequests } from "../../db/schema/leave";
import { addDaysIso, displayDate } from "../../lib/dates";
import { notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { findStaffingGaps } from "../staffing";
import { leaveDraw, shiftsToOpen } from "./leave.rules";

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

/**
 * The minimum staffing gaps approving opens: the schedule with the shifts approval opens (the member's shifts
 * starting in the leave days, not started yet: shiftsToOpen) taken off, against the schedule as it is. The
 * member's other shifts, such as a night shift that started the evening before, stay theirs and keep counting.
 * Approval starts its call-backs from the same answer (leave.service.ts).
 */
export async function gapsLeaveOpens(
  tx: Transaction,
  timeZone: string,
  w: { startDate: string; endDate: string },
  opened: { id: string }[],
): Promise<StaffingGap[]> {
  if (!opened.length) return [];
  const days = leaveGapDays(w, timeZone);
  const before = await findStaffingGaps(tx, days);
  const after = await findStaffingGaps(tx, { ...days, excludeShiftIds: opened.map((s) => s.id) });
  return newGaps(after, before);
}

export async function leaveImpact(scope: AgencyScope, id: string): Promise<LeaveImpact> {
  return scope.run(async (tx) => {
    const [row] = await tx
      .select()
      .from(leaveRequests)
      .where(and(eq(leaveRequests.agencyId, scope.agencyId), eq(leaveRequests.id, id)));
    if (!row) throw notFound(LEAVE_MESSAGES.notFound);
    const draw = await leaveDraw(tx, scope.agencyId, scope.timeZone, row);
    const opened = await shiftsToOpen(tx, scope.agencyId, scope.timeZone, row);
    const gaps = await gapsLeaveOpens(tx, scope.timeZone, row, opened);
    const time = (iso: string) => format(new TZDate(Date.parse(iso), scope.timeZone), "HH:mm");
    return {
      draw: {
        hours: minutesToLeaveHours(draw.minutes),
        shifts: draw.shifts,
        standardDays: draw.standardDays,
      },
      openedShifts: opened.length,
      gaps: gaps.map((g) => ({
        date: g.date,
        message: `Approving leaves ${g.ruleName} short on ${displayDate(g.date)}, ${time(g.start)}–${time(g.end)}: ${g.text.charAt(0).toLowerCase()}${g.text.slice(1)}`,
      })),
    };
  });
}
