/**
 * The demo's patient care reports: the three latest medical calls, each with a complete report (the NEMSIS
 * fixtures, moved to the call's own times) by Priya Patel (the EMT account) and the call's responders. One is
 * reviewed by QA, one waits in QA's queue, one was returned to its crew. Marcus Hale (officer) is QA reviewer.
 */
import type { PcrContent } from "@rollcall/shared/epcr/report";
import { and, asc, desc, eq } from "drizzle-orm";
import { agencies } from "../../db/schema/agencies";
import { pcrComments, pcrCrew, pcrFacilities, pcrReports, pcrReviewers } from "../../db/schema/epcr";
import { incidentApparatus, incidentResponders, incidents } from "../../db/schema/incidents";
import type { SeedStep } from "../../db/seed/context";
import { nemsisInstant } from "./epcr.service";
import { cardiacArrestReport, chestPainReport, refusalReport } from "./nemsis/nemsis.fixtures";

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Every instant of the content moved by `ms`, written with the agency's offset. */
function moved<T>(value: T, ms: number, timeZone: string): T {
  if (Array.isArray(value)) return value.map((v) => moved(v, ms, timeZone)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, moved(v, ms, timeZone)])) as T;
  if (typeof value === "string" && INSTANT.test(value))
    return nemsisInstant(new Date(new Date(value).getTime() + ms), timeZone) as T;
  return value;
}

const FIXTURES = [chestPainReport, cardiacArrestReport, refusalReport];

export const epcrSeed: SeedStep =
  (ctx) =>
  async ({ tx }) => {
    const { agencyId } = ctx;
    const author = ctx.idOf("patel");
    const reviewer = ctx.idOf("hale");
    const [agency] = await tx
      .select({ timeZone: agencies.timeZone })
      .from(agencies)
      .where(eq(agencies.id, agencyId));
    const calls = await tx
      .select()
      .from(incidents)
      .where(and(eq(incidents.agencyId, agencyId), eq(incidents.incidentType, "medical")))
      .orderBy(desc(incidents.incidentDate))
      .limit(FIXTURES.length);
    await tx.insert(pcrReviewers).values({ agencyId, userId: reviewer });
    await tx.insert(pcrFacilities).values({
      agencyId,
      name: "Riverside General Hospital",
      code: "h1",
      address: "1 Hospital Way",
      city: "Riverside",
    });

    for (const [i, call] of calls.entries()) {
      const { id: _id, ...fixture } = FIXTURES[i];
      const [unit] = await tx
        .select()
        .from(incidentApparatus)
        .where(and(eq(incidentApparatus.agencyId, agencyId), eq(incidentApparatus.incidentId, call.id)))
        .orderBy(asc(incidentApparatus.dispatchedAt))
        .limit(1);
      const responders = await tx
        .select({ userId: incidentResponders.userId })
        .from(incidentResponders)
        .where(and(eq(incidentResponders.agencyId, agencyId), eq(incidentResponders.incidentId, call.id)));
      const dispatched = unit?.dispatchedAt ?? call.dispatchedAt ?? call.incidentDate;
      const shift = dispatched.getTime() - new Date(fixture.times?.unitNotified ?? dispatched).getTime();
      const content: PcrContent = {
        ...moved(fixture, shift, agency.timeZone),
        pcrNumber: `PCR-${call.incidentNumber}`.slice(0, 50),
        response: {
          ...fixture.response,
          incidentNumber: { value: call.incidentNumber.slice(0, 50) },
          ...(unit && { vehicleId: unit.equipmentId }),
        },
      };
      // Closed two hours after the call (never after now).
      const closedAt = new Date(Math.min(dispatched.getTime() + 2 * 3_600_000, ctx.now.getTime()));
      const returned = i === 2;
      const [report] = await tx
        .insert(pcrReports)
        .values({
          agencyId,
          status: returned ? "draft" : "closed",
          version: returned ? 4 : 3,
          incidentId: call.id,
          unitId: unit?.equipmentId ?? null,
          content,
          createdById: author,
          closedAt: returned ? null : closedAt,
          closedById: returned ? null : author,
          returnedReason: returned ? "Add the time the refusal was signed and the witness's signature" : null,
          reviewedAt: i === 0 ? new Date(closedAt.getTime() + 86_400_000) : null,
          reviewedById: i === 0 ? reviewer : null,
          createdAt: dispatched,
          updatedAt: closedAt,
        })
        .returning({ id: pcrReports.id });
      const crew = [...new Set([author, ...responders.map((r) => r.userId)])];
      await tx.insert(pcrCrew).values(crew.map((userId) => ({ agencyId, reportId: report.id, userId })));
      if (returned)
        await tx.insert(pcrComments).values({
          agencyId,
          reportId: report.id,
          byId: reviewer,
          kind: "return",
          text: "Add the time the refusal was signed and the witness's signature",
          createdAt: closedAt,
          updatedAt: closedAt,
        });
    }
  };
