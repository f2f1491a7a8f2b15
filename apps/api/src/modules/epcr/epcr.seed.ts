/**
 * The demo's patient care reports: twelve EMS calls of the month, each with a complete report (the NEMSIS
 * fixtures and demo calls, moved to the call's own times and place) by Priya Patel (the EMT account) with the
 * call's responders as crew, Medic 3 as the vehicle and one of the demo's hospitals as destination. Marcus Hale
 * (officer) is the QA reviewer: he reviewed the oldest, returned the refusal for its witness, and the rest wait in
 * his queue; yesterday's hip fracture is still open with its crew. The agency's NEMSIS settings are filled in so
 * its exports can be made (no state web service: that is the state's to give).
 */
import type { PcrContent } from "@rollcall/shared/epcr/report";
import { and, eq } from "drizzle-orm";
import { agencies } from "../../db/schema/agencies";
import { pcrComments, pcrCrew, pcrFacilities, pcrReports, pcrReviewers } from "../../db/schema/epcr";
import { nemsisSettings } from "../../db/schema/epcr-settings";
import { equipment } from "../../db/schema/equipment";
import { incidentApparatus, incidentResponders, incidents } from "../../db/schema/incidents";
import { builtBy, DAY, HOUR, type SeedStep } from "../../db/seed/context";
import { type MemberKey, ROSTER } from "../../db/seed/people";
import { nemsisInstant } from "./epcr.service";
import {
  anaphylaxisReport,
  asthmaReport,
  crashReport,
  hipFractureReport,
  hypoglycemiaReport,
  overdoseReport,
  seizureReport,
  strokeReport,
  syncopeReport,
} from "./nemsis/demo-calls";
import type { EmsExportReport } from "./nemsis/ems-dataset";
import { cardiacArrestReport, chestPainReport, refusalReport } from "./nemsis/nemsis.fixtures";

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The content with each of its strings passed through `change`. */
function eachString<T>(value: T, change: (text: string) => string): T {
  if (Array.isArray(value)) return value.map((v) => eachString(v, change)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, eachString(v, change)])) as T;
  return (typeof value === "string" ? change(value) : value) as T;
}

/** Every instant of the content moved by `ms`, written with the agency's offset. */
const moved = <T>(value: T, ms: number, timeZone: string): T =>
  eachString(value, (text) =>
    INSTANT.test(text) ? nemsisInstant(new Date(new Date(text).getTime() + ms), timeZone) : text,
  );

/** The fixtures' crew ids (P-1001, E-2002) replaced by the members'. */
const renamed = <T>(value: T, ids: Record<string, string>): T =>
  eachString(value, (text) => (Object.hasOwn(ids, text) ? ids[text] : text));

type Review = "reviewed" | "queued" | "returned" | "open";
/** Each call (the incident's sequence number), its report, the paramedic on it and where QA has it. */
const CALLS: { seq: string; report: EmsExportReport; paramedic: MemberKey; review: Review }[] = [
  { seq: "3081", report: chestPainReport, paramedic: "ortega", review: "reviewed" },
  { seq: "5307", report: cardiacArrestReport, paramedic: "thompson", review: "queued" },
  { seq: "3322", report: syncopeReport, paramedic: "ortega", review: "queued" },
  { seq: "3517", report: asthmaReport, paramedic: "ortega", review: "queued" },
  { seq: "3694", report: hypoglycemiaReport, paramedic: "ortega", review: "queued" },
  { seq: "3840", report: crashReport, paramedic: "ortega", review: "queued" },
  { seq: "4019", report: refusalReport, paramedic: "ortega", review: "returned" },
  { seq: "4276", report: anaphylaxisReport, paramedic: "ortega", review: "queued" },
  { seq: "4433", report: seizureReport, paramedic: "ortega", review: "queued" },
  { seq: "4608", report: strokeReport, paramedic: "ortega", review: "queued" },
  { seq: "4851", report: overdoseReport, paramedic: "ortega", review: "queued" },
  { seq: "6678", report: hipFractureReport, paramedic: "ortega", review: "open" },
];

const RETURN_COMMENT =
  "Refusal against advice: add the witness's signature (the neighbour was there) and write in the narrative " +
  "which risks you explained to him.";

/** Where the demo is: Riverside, Oregon (ANSI state 41, Marion County 41047). */
const DEMO_PLACE = { state: "41", county: "41047", zip: "97000" } as const;

/** The demo's hospitals; the fixtures' h1 and h2 are the first two. */
const FACILITIES = [
  {
    name: "Riverside General Hospital",
    type: "1701005",
    code: "RGH",
    address: "1 Hospital Way",
    city: "Riverside",
    phone: "(555) 010-7000",
  },
  {
    name: "St. Anne Medical Center",
    type: "1701005",
    code: "SAMC",
    address: "2400 Orchard Avenue",
    city: "Riverside",
    phone: "(555) 010-7300",
  },
  {
    name: "Hillcrest Emergency Center",
    type: "1701021", // freestanding emergency department
    code: "HEC",
    address: "60 Summit Road",
    city: "Riverside",
    phone: "(555) 010-7600",
  },
].map((f) => ({ ...f, state: DEMO_PLACE.state, zip: DEMO_PLACE.zip }));

const LEVEL = { EMT: "9925005", Paramedic: "9925007" } as const;
/** eCrew.03: the paramedic cares at the scene and in transport, the EMT writing helps, Medic 3's other EMT drives. */
const PATIENT_CAREGIVER = ["2403011", "2403013"] as const;
const OTHER_CAREGIVER = ["2403007", "2403009"] as const;
const DRIVER = ["2403001", "2403003"] as const;
const AT_SCENE = ["2403007"] as const;

/** The report's place: the demo's state, county and ZIP (the fixtures' are North Carolina's). */
function placed(content: PcrContent): PcrContent {
  const { city: _sceneCity, ...scene } = content.scene ?? {};
  const { city: _patientCity, ...patient } = content.patient ?? {};
  const here = {
    state: { value: DEMO_PLACE.state },
    county: { value: DEMO_PLACE.county },
    zip: { value: DEMO_PLACE.zip },
  };
  return { ...content, scene: { ...scene, ...here }, patient: { ...patient, ...here } };
}

export const epcrSeed: SeedStep = (ctx) => {
  const incidentNumber = builtBy(ctx, "incidentNumber", "incidents");
  return async ({ tx }) => {
    const { agencyId, idOf, member } = ctx;
    const author = idOf("patel");
    const reviewer = idOf("hale");
    const [agency] = await tx
      .select({ timeZone: agencies.timeZone })
      .from(agencies)
      .where(eq(agencies.id, agencyId));
    await tx.insert(nemsisSettings).values({
      agencyId,
      stateId: "OR-EMS-1047",
      agencyNumber: "1047",
      stateCode: DEMO_PLACE.state,
      counties: [DEMO_PLACE.county],
      serviceType: "9920001", // 911 response (scene) with transport capability
      levelOfService: "9917007", // paramedic
      organizationStatus: "1016003", // non-volunteer
      organizationalType: "9912001", // fire department
      taxStatus: "1018003", // government
      emd: "1213003", // EMD in all of the service area
      // dConfiguration.10: the protocols the demo's reports name.
      protocols: [
        ...new Set(
          CALLS.flatMap(({ report }) =>
            report.protocols && "values" in report.protocols ? report.protocols.values : [],
          ),
        ),
      ].sort(),
    });
    await tx.insert(pcrReviewers).values({ agencyId, userId: reviewer });
    const hospitals = await tx
      .insert(pcrFacilities)
      .values(FACILITIES.map((f) => ({ agencyId, ...f })))
      .returning({ id: pcrFacilities.id, name: pcrFacilities.name });
    const facilityIds: Record<string, string> = { h1: hospitals[0].id, h2: hospitals[1].id };

    for (const { seq, report, paramedic, review } of CALLS) {
      const [call] = await tx
        .select()
        .from(incidents)
        .where(
          and(eq(incidents.agencyId, agencyId), eq(incidents.incidentNumber, incidentNumber(seq) ?? "")),
        );
      if (!call) throw new Error(`demo seed: no incident ${seq} for its patient care report`);
      // The ambulance that carried the patient.
      const [unit] = await tx
        .select({ equipmentId: incidentApparatus.equipmentId, dispatchedAt: incidentApparatus.dispatchedAt })
        .from(incidentApparatus)
        .innerJoin(
          equipment,
          and(
            eq(equipment.agencyId, incidentApparatus.agencyId),
            eq(equipment.id, incidentApparatus.equipmentId),
          ),
        )
        .where(
          and(
            eq(incidentApparatus.agencyId, agencyId),
            eq(incidentApparatus.incidentId, call.id),
            eq(equipment.type, "ambulance"),
          ),
        );
      const responders = await tx
        .select({ userId: incidentResponders.userId })
        .from(incidentResponders)
        .where(and(eq(incidentResponders.agencyId, agencyId), eq(incidentResponders.incidentId, call.id)));

      // The crew: the paramedic, Priya Patel, then the other responders as they rode.
      const keys = [
        ...new Set<MemberKey>([
          paramedic,
          "patel",
          ...responders.map((r) => ROSTER.find((m) => m.id === r.userId)?.key as MemberKey),
        ]),
      ];
      const crew = keys.map((key) => {
        const { medical, post } = member(key);
        const roles =
          key === paramedic
            ? PATIENT_CAREGIVER
            : key === "patel"
              ? OTHER_CAREGIVER
              : post === "Medic 3"
                ? DRIVER
                : AT_SCENE;
        return { memberId: idOf(key), ...(medical && { level: LEVEL[medical] }), roles: [...roles] };
      });

      const { id: _id, ...fixture } = report;
      const dispatched = unit?.dispatchedAt ?? call.dispatchedAt ?? call.incidentDate;
      const shift = dispatched.getTime() - new Date(fixture.times?.unitNotified ?? dispatched).getTime();
      const { first, last } = member(paramedic);
      const content: PcrContent = placed({
        ...renamed(moved(fixture, shift, agency.timeZone), { "P-1001": idOf(paramedic), "E-2002": author }),
        pcrNumber: `PCR-${call.incidentNumber}`.slice(0, 50),
        response: {
          ...fixture.response,
          incidentNumber: { value: call.incidentNumber.slice(0, 50) },
          vehicleId: unit?.equipmentId,
        },
        crew,
        reportWriterId: author,
        ...(fixture.disposition && {
          disposition: {
            ...fixture.disposition,
            facilityId: fixture.disposition.facilityId && facilityIds[fixture.disposition.facilityId],
          },
        }),
        narrative: fixture.narrative?.replaceAll("Riverbend General", "Riverside General"),
        // The paramedic signs the handover.
        signatures: moved(fixture.signatures, shift, agency.timeZone)?.map((s) =>
          s.signerType === "4512003" ? { ...s, lastName: last, firstName: first } : s,
        ),
      });

      const open = review === "open";
      const returned = review === "returned";
      // Closed two hours after the call (never after now); reviewed the next day.
      const closedAt = new Date(Math.min(dispatched.getTime() + 2 * HOUR, ctx.now.getTime()));
      const [row] = await tx
        .insert(pcrReports)
        .values({
          agencyId,
          status: open || returned ? "draft" : "closed",
          version: returned ? 4 : open ? 2 : 3,
          incidentId: call.id,
          unitId: unit?.equipmentId ?? null,
          content,
          createdById: author,
          closedAt: open || returned ? null : closedAt,
          closedById: open || returned ? null : author,
          returnedReason: returned ? RETURN_COMMENT : null,
          reviewedAt: review === "reviewed" ? new Date(closedAt.getTime() + DAY) : null,
          reviewedById: review === "reviewed" ? reviewer : null,
          createdAt: dispatched,
          updatedAt: closedAt,
        })
        .returning({ id: pcrReports.id });
      await tx.insert(pcrCrew).values(keys.map((key) => ({ agencyId, reportId: row.id, userId: idOf(key) })));
      if (returned)
        await tx.insert(pcrComments).values({
          agencyId,
          reportId: row.id,
          byId: reviewer,
          kind: "return",
          text: RETURN_COMMENT,
          createdAt: closedAt,
          updatedAt: closedAt,
        });
    }
  };
};
