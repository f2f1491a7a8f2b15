/**
 * Who opens a patient care report: its crew (the member who started it is crew), the agency's QA reviewers and
 * its admins. Everyone else gets the same 404 as for a report that does not exist, so a report's existence is
 * not told to a member who may not read it; another agency's reports are already invisible (row-level security).
 */
import { PCR_MESSAGES } from "@rollcall/shared/epcr/api";
import { isAdmin, isManager } from "@rollcall/shared/roles";
import { and, eq } from "drizzle-orm";
import type { Queryable, Transaction } from "../../db/client";
import { type PcrReportRow, pcrAccessLog, pcrCrew, pcrReports, pcrReviewers } from "../../db/schema/epcr";
import { forbidden, notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";

type Who = Pick<AgencyScope, "agencyId" | "userId" | "role">;

/**
 * A QA reviewer the admin named, or an admin. An officer moved to firefighter stops reviewing, though the admin's
 * list still names them (the role is the flag's condition).
 */
export async function isReviewer(tx: Queryable, who: Who): Promise<boolean> {
  if (isAdmin(who)) return true;
  if (!isManager(who)) return false;
  const [row] = await tx
    .select({ userId: pcrReviewers.userId })
    .from(pcrReviewers)
    .where(and(eq(pcrReviewers.agencyId, who.agencyId), eq(pcrReviewers.userId, who.userId)));
  return Boolean(row);
}

export async function isCrew(tx: Transaction, who: Who, reportId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: pcrCrew.userId })
    .from(pcrCrew)
    .where(
      and(eq(pcrCrew.agencyId, who.agencyId), eq(pcrCrew.reportId, reportId), eq(pcrCrew.userId, who.userId)),
    );
  return Boolean(row);
}

export type OpenedReport = { row: PcrReportRow; reviewer: boolean };

/**
 * The report, locked for the write when `forUpdate`, if the member may open it; 404 otherwise. `reviewer` says
 * whether they act as QA (reviewers and admins).
 */
export async function openReport(
  tx: Transaction,
  who: Who,
  id: string,
  forUpdate = false,
): Promise<OpenedReport> {
  const query = tx
    .select()
    .from(pcrReports)
    .where(and(eq(pcrReports.agencyId, who.agencyId), eq(pcrReports.id, id)));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound(PCR_MESSAGES.notFound);
  const reviewer = await isReviewer(tx, who);
  if (!reviewer && !(await isCrew(tx, who, id))) throw notFound(PCR_MESSAGES.notFound);
  return { row, reviewer };
}

/** QA's actions: 403 to the crew member who is no reviewer (they may open the report, not review it). */
export function assertReviewer(opened: OpenedReport) {
  if (!opened.reviewer) throw forbidden(PCR_MESSAGES.notReviewer);
}

/** The agency data export with its reports: one "export" opening of each report the admin took. */
export async function logExportAccess(tx: Transaction, who: { agencyId: string; userId: string }) {
  const reports = await tx
    .select({ id: pcrReports.id })
    .from(pcrReports)
    .where(eq(pcrReports.agencyId, who.agencyId));
  for (let i = 0; i < reports.length; i += 500)
    await tx
      .insert(pcrAccessLog)
      .values(
        reports
          .slice(i, i + 500)
          .map((r) => ({ agencyId: who.agencyId, reportId: r.id, userId: who.userId, action: "export" })),
      );
}

/** One opening of a report in its access log: "open" (GET), "pdf", "export". */
export async function logAccess(tx: Transaction, who: Who, reportId: string, action: string) {
  await tx.insert(pcrAccessLog).values({ agencyId: who.agencyId, reportId, userId: who.userId, action });
}
