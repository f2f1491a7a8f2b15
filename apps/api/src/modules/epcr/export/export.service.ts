/**
 * The agency's NEMSIS v3.5.1 files: the EMSDataSet of the closed reports started in a date range (QA reviewers
 * and admins; each report's access log gets an "export" opening), and the DEMDataSet of the agency (admins). A
 * file is made only when Settings → NEMSIS has what the state requires; the 409 says what it lacks.
 */
import { PCR_MESSAGES } from "@rollcall/shared/epcr/api";
import type { PcrContent } from "@rollcall/shared/epcr/report";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { Transaction } from "../../../db/client";
import { pcrAccessLog, pcrReports } from "../../../db/schema/epcr";
import { agencyDay } from "../../../lib/dates";
import { conflict, forbidden, notFound } from "../../../lib/errors";
import type { AgencyScope } from "../../../plugins/auth";
import { isReviewer } from "../epcr.access";
import { loadNemsisAgency } from "../nemsis/agency";
import { demDataSetXml } from "../nemsis/dem-dataset";
import { emsDataSetXml } from "../nemsis/ems-dataset";

/** The agency's NEMSIS facts, or a 409 naming what the settings lack. */
export async function agencyForExport(tx: Transaction, agencyId: string) {
  const { agency, missing } = await loadNemsisAgency(tx, agencyId);
  if (!agency) throw conflict(`${PCR_MESSAGES.exportIncomplete} ${missing.join(", ")}`);
  return agency;
}

export async function emsExport(scope: AgencyScope, range: { from: string; to: string }) {
  return scope.run(async (tx) => {
    if (!(await isReviewer(tx, scope))) throw forbidden(PCR_MESSAGES.notReviewer);
    const agency = await agencyForExport(tx, scope.agencyId);
    const rows = await tx
      .select({ id: pcrReports.id, content: pcrReports.content })
      .from(pcrReports)
      .where(
        and(
          eq(pcrReports.agencyId, scope.agencyId),
          eq(pcrReports.status, "closed"),
          gte(pcrReports.createdAt, agencyDay(scope.timeZone, range.from).start),
          lt(pcrReports.createdAt, agencyDay(scope.timeZone, range.to).end),
        ),
      )
      .orderBy(asc(pcrReports.createdAt));
    if (rows.length === 0) throw notFound(PCR_MESSAGES.exportEmpty);
    await tx.insert(pcrAccessLog).values(
      rows.map((r) => ({
        agencyId: scope.agencyId,
        reportId: r.id,
        userId: scope.userId,
        action: "export",
      })),
    );
    const xml = emsDataSetXml(
      agency,
      rows.map((r) => ({ ...(r.content as PcrContent), id: r.id })),
    );
    return { xml, filename: `nemsis-ems-${range.from}-to-${range.to}.xml` };
  });
}

export async function demExport(scope: AgencyScope) {
  return scope.run(async (tx) => {
    const agency = await agencyForExport(tx, scope.agencyId);
    return { xml: demDataSetXml(agency), filename: `nemsis-dem-${agency.number}.xml` };
  });
}
