/**
 * CAD opening and updating incident reports (POST /api/cad/incidents, decision 034). A dispatch centre's CAD
 * sends the NERIS DispatchPayload, checked against the NERIS schema itself; its `incident_number` finds the
 * report the agency's CAD opened before (incidents.cad_incident_number, unique per agency), else a draft is
 * opened. Either way the call fills what dispatch knows: the alarm (the call's arrival), the first unit's
 * dispatch, en route and on-scene times, the last unit cleared, the dispatch details of incidents.neris, and
 * each unit matched by name to the agency's apparatus with its own times and staffing. What the crew writes
 * (narrative, modules, responders, status, codes) is never touched; the location, description, type and
 * incident date follow CAD until a member changes them.
 */

import {
  generateIncidentNumber,
  INCIDENT_TYPES,
  type IncidentType,
  incidentFields,
  incidentRuleIssues,
  MANAGER_ONLY_STATUSES,
} from "@rollcall/shared/incidents";
import { CAD_MESSAGES, type CadIncidentAnswer } from "@rollcall/shared/neris/cad";
import {
  type NerisIncidentData,
  type NerisLocation,
  nerisIncidentDataSchema,
  nerisLocationSchema,
} from "@rollcall/shared/neris/incident";
import { and, eq, isNull } from "drizzle-orm";
import type { Transaction } from "../../../db/client";
import { equipment } from "../../../db/schema/equipment";
import { incidentApparatus, incidents } from "../../../db/schema/incidents";
import { agencyToday } from "../../../lib/dates";
import { AppError, badRequest, conflict, databaseError } from "../../../lib/errors";
import { queueWebhookEvent } from "../../../lib/webhooks";
import type { AgencyScope } from "../../../plugins/auth";
import {
  type IncidentRow,
  loadIncident,
  takenIncidentNumbers,
  toIncident,
  type UnitTimes,
} from "../incidents.queries";
import { dispatchPayloadErrors } from "./neris.validate";

// ---------------------------------------------------------------------------------------------------------
// The payload (as the schema has checked it)
// ---------------------------------------------------------------------------------------------------------

type Moment = string | null | undefined;

type UnitResponse = {
  unit_neris_id?: string | null;
  reported_unit_id?: string | null;
  staffing?: number | null;
  unable_to_dispatch?: boolean | null;
  dispatch?: Moment;
  enroute_to_scene?: Moment;
  on_scene?: Moment;
  canceled_enroute?: Moment;
  unit_clear?: Moment;
};

/** The parts of a DispatchPayload this service reads (the schema has checked the whole of it). */
export type DispatchPayload = {
  incident_number: string;
  center_id?: string | null;
  determinant_code?: string | null;
  incident_code?: string | null;
  automatic_alarm?: boolean | null;
  incident_clear?: Moment;
  call_arrival: string;
  call_answered: string;
  call_create: string;
  disposition?: string | null;
  location: Record<string, unknown>;
  comments?: { timestamp?: Moment; comment: string }[] | null;
  unit_responses: UnitResponse[];
  tactic_timestamps?: Record<string, Moment> | null;
};

type Dispatch = NonNullable<NerisIncidentData["dispatch"]>;

const invalid = (errors: Record<string, string>) =>
  badRequest(Object.values(errors)[0] ?? CAD_MESSAGES.invalid, errors);

/** Each path once, its first message. */
function byPath(list: { path: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of list) errors[path || "body"] ??= message;
  return errors;
}

/** An instant of the payload; the schema's date-time also takes what JavaScript cannot read (a leap second). */
function instant(value: Moment, path: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw invalid({ [path]: "Enter a date and time with its zone" });
  return date;
}

// ---------------------------------------------------------------------------------------------------------
// What the report takes from it
// ---------------------------------------------------------------------------------------------------------

/**
 * The incident type from the call's determinant (the Priority Dispatch protocols: medical 1–37, fire 51–83,
 * "69-D-6" is protocol 69, a structure fire), else from the CAD's own incident code by its usual words; the
 * generic "other" where neither fits one of ours.
 */
const DETERMINANT_TYPES: Array<[number[], IncidentType]> = [
  [[29, 77], "vehicle"], // traffic and transportation incidents, motor vehicle collisions
  [[69], "fire"], // structure fire
  [[82], "wildfire"], // vegetation, wildland, brush, grass fire
  [[59, 60, 61], "hazmat"], // fuel spill, gas leak, hazardous materials
  [[54, 58, 62, 72, 78, 81], "rescue"], // confined space, extrication, high angle, water, backcountry, sinking vehicle
  [[65], "assist"], // mutual aid, assisting another agency
];
const CODE_TYPES: Array<[RegExp, IncidentType]> = [
  [/^(MVA|MVC|TC|PIA|VEH|ACC)/, "vehicle"],
  [/^(WILD|BRUSH|GRASS|VEG|WLF)/, "wildfire"],
  [/^(STR|SF|BLDG|RES.?F|COM.?F)/, "fire"],
  [/^(HAZ|GAS|FUEL|SPILL)/, "hazmat"],
  [/^(RESC|TR|WR|EXTR|ENTRAP)/, "rescue"],
  [/^(MED|EMS|ALS|BLS|CPR|ARREST)/, "medical"],
  [/^(MA|MUTUAL|AID|ASSIST)/, "assist"],
];

export function cadIncidentType(
  dispatch: Pick<Dispatch, "determinant_code" | "incident_code">,
): IncidentType {
  const protocol = Number(/^\s*(\d{1,2})\D/.exec(dispatch.determinant_code ?? "")?.[1] ?? Number.NaN);
  if (Number.isInteger(protocol)) {
    const found = DETERMINANT_TYPES.find(([protocols]) => protocols.includes(protocol));
    if (found) return found[1];
    if (protocol >= 1 && protocol <= 37) return "medical";
  }
  const code = (dispatch.incident_code ?? "").trim().toUpperCase();
  const byWord = INCIDENT_TYPES.find((t) => code === t.toUpperCase());
  if (byWord) return byWord;
  return CODE_TYPES.find(([pattern]) => pattern.test(code))?.[1] ?? "other";
}

/** "STRF1 · 69-D-6", or "Opened by CAD". */
export function cadDescription(dispatch: Pick<Dispatch, "determinant_code" | "incident_code">): string {
  const parts = [dispatch.incident_code, dispatch.determinant_code].filter((p): p is string => !!p);
  return parts.length ? `CAD ${parts.join(" · ")}` : CAD_MESSAGES.description;
}

/** "123 N Main St Apt 4, Springfield VA 22150" from the address' parts; at most 200 characters. */
export function cadLocationText(location: NerisLocation | null | undefined): string {
  const l = location ?? {};
  const join = (parts: unknown[]) =>
    parts
      .filter((p) => p !== null && p !== undefined && p !== "")
      .map(String)
      .join(" ");
  const number = l.complete_number ?? join([l.number_prefix, l.number, l.number_suffix]);
  const street = join([
    number,
    l.street_prefix_direction,
    l.street_prefix,
    l.street,
    l.street_postfix,
    l.street_postfix_direction,
    l.unit_prefix || l.unit_value ? join([l.unit_prefix, l.unit_value]) : null,
  ]);
  const place = join([l.incorporated_municipality ?? l.postal_community, l.state, l.postal_code]);
  const text = [l.site, street, place].filter(Boolean).join(", ") || l.additional_info || l.marker || "";
  return (text || CAD_MESSAGES.noLocation).slice(0, 200);
}

/** The CAD's dispatch part of incidents.neris, as the report's own shape takes it (unknown address parts left out). */
function dispatchPart(payload: DispatchPayload): Dispatch {
  const locationKeys = Object.keys(nerisLocationSchema.shape);
  const location = Object.fromEntries(
    Object.entries(payload.location).filter(([k, v]) => locationKeys.includes(k) && v !== null),
  );
  const part = {
    incident_number: payload.incident_number,
    center_id: payload.center_id ?? null,
    determinant_code: payload.determinant_code ?? null,
    incident_code: payload.incident_code ?? null,
    automatic_alarm: payload.automatic_alarm ?? null,
    call_answered: payload.call_answered,
    call_create: payload.call_create,
    disposition: payload.disposition ?? null,
    location,
    comments: payload.comments ?? null,
  };
  const parsed = nerisIncidentDataSchema.shape.dispatch.safeParse(part);
  if (!parsed.success)
    throw invalid(byPath(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }))));
  return parsed.data as Dispatch;
}

const UNIT_ORDER = [
  ["dispatch", "dispatchedAt"],
  ["enroute_to_scene", "enRouteAt"],
  ["on_scene", "onSceneAt"],
  ["unit_clear", "clearedAt"],
] as const;

/** A unit's times, in order (dispatched, en route, on scene, cleared), or 400 naming the one out of order. */
function unitTimes(unit: UnitResponse, at: string): UnitTimes {
  const times: UnitTimes = {
    dispatchedAt: instant(unit.dispatch, `${at}.dispatch`),
    enRouteAt: instant(unit.enroute_to_scene, `${at}.enroute_to_scene`),
    onSceneAt: instant(unit.on_scene, `${at}.on_scene`),
    canceledAt: instant(unit.canceled_enroute, `${at}.canceled_enroute`),
    clearedAt: instant(unit.unit_clear, `${at}.unit_clear`),
    staffing: unit.staffing ?? null,
  };
  let latest: Date | null = null;
  for (const [field, key] of UNIT_ORDER) {
    const value = times[key];
    if (!value) continue;
    if (latest && value < latest) throw invalid({ [`${at}.${field}`]: CAD_MESSAGES.timesOrder });
    latest = value;
  }
  if (times.staffing !== null && times.staffing < 0)
    throw invalid({ [`${at}.staffing`]: "Enter a whole number, 0 or more" });
  return times;
}

/** The unit's name as CAD gives it (how it is matched and listed when unmatched). */
const unitName = (unit: UnitResponse, index: number) =>
  unit.reported_unit_id?.trim() || unit.unit_neris_id || `unit_responses.${index}`;

const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/** Everything the call says, read and checked before the database is touched. */
function readPayload(body: unknown) {
  const schemaErrors = dispatchPayloadErrors(body);
  if (schemaErrors.length) throw invalid(byPath(schemaErrors));
  const payload = body as DispatchPayload;
  const dispatch = dispatchPart(payload);
  const alarmAt = instant(payload.call_arrival, "call_arrival") as Date;

  const units = payload.unit_responses
    .map((unit, index) => ({ unit, index, at: `unit_responses.${index}` }))
    .filter(({ unit }) => unit.unable_to_dispatch !== true)
    .map(({ unit, index, at }) => ({ index, at, name: unitName(unit, index), times: unitTimes(unit, at) }));
  const seen = new Map<string, string>();
  for (const u of units) {
    const key = nameKey(u.name);
    if (seen.has(key)) throw invalid({ [`${u.at}.reported_unit_id`]: CAD_MESSAGES.duplicateUnit });
    seen.set(key, u.at);
  }

  /** The earliest (or latest) of one time over the units, with the path that gave it. */
  const pick = (key: keyof Omit<UnitTimes, "staffing">, field: string, latest = false) => {
    let best: { value: Date; path: string } | null = null;
    for (const u of units) {
      const value = u.times[key];
      if (value && (!best || (latest ? value > best.value : value < best.value)))
        best = { value, path: `${u.at}.${field}` };
    }
    return best;
  };
  const dispatched = pick("dispatchedAt", "dispatch");
  const enRoute = pick("enRouteAt", "enroute_to_scene");
  const arrival = pick("onSceneAt", "on_scene");
  const incidentClear = instant(payload.incident_clear, "incident_clear");
  const cleared = incidentClear
    ? { value: incidentClear, path: "incident_clear" }
    : pick("clearedAt", "unit_clear", true);
  const times = {
    alarmAt,
    dispatchedAt: dispatched?.value ?? null,
    enRouteAt: enRoute?.value ?? null,
    arrivalAt: arrival?.value ?? null,
    lastUnitClearedAt: cleared?.value ?? null,
  };
  const paths: Record<string, string> = {
    alarmAt: "call_arrival",
    dispatchedAt: dispatched?.path ?? "unit_responses",
    enRouteAt: enRoute?.path ?? "unit_responses",
    arrivalAt: arrival?.path ?? "unit_responses",
    lastUnitClearedAt: cleared?.path ?? "incident_clear",
  };
  const issues = incidentRuleIssues(times);
  if (Object.keys(issues).length)
    throw invalid(Object.fromEntries(Object.entries(issues).map(([k, message]) => [paths[k] ?? k, message])));

  const tactics = payload.tactic_timestamps
    ? nerisIncidentDataSchema.shape.tactic_timestamps.safeParse(
        Object.fromEntries(Object.entries(payload.tactic_timestamps).filter(([, v]) => v != null)),
      )
    : null;
  if (tactics && !tactics.success)
    throw invalid(
      byPath(
        tactics.error.issues.map((i) => ({
          path: ["tactic_timestamps", ...i.path].join("."),
          message: i.message,
        })),
      ),
    );
  return { payload, dispatch, times, units, tactics: tactics?.data ?? null };
}

type Read = ReturnType<typeof readPayload>;

// ---------------------------------------------------------------------------------------------------------
// Writing the report
// ---------------------------------------------------------------------------------------------------------

/** The CAD number when it is a report number of ours and free, else a generated one no report uses. */
async function reportNumber(tx: Transaction, scope: AgencyScope, cadNumber: string) {
  const fits = incidentFields.incidentNumber.safeParse(cadNumber).success;
  if (fits && !(await takenIncidentNumbers(tx, scope.agencyId, [cadNumber])).size) return cadNumber;
  const today = agencyToday(scope.timeZone);
  for (let round = 0; round < 100; round++) {
    const now = Date.now() + round * 100;
    const candidates = Array.from({ length: 100 }, (_, i) => generateIncidentNumber(today, now + i));
    const taken = await takenIncidentNumbers(tx, scope.agencyId, candidates);
    const free = candidates.find((c) => !taken.has(c));
    if (free) return free;
  }
  throw conflict("No incident number is free today; try again");
}

/** The agency's apparatus (not deleted) by name, lower case. */
async function apparatusByName(tx: Transaction, agencyId: string) {
  const rows = await tx
    .select({ id: equipment.id, name: equipment.name })
    .from(equipment)
    .where(and(eq(equipment.agencyId, agencyId), isNull(equipment.deletedAt)));
  const map = new Map<string, { id: string; name: string }>();
  for (const row of rows) if (!map.has(nameKey(row.name))) map.set(nameKey(row.name), row);
  return map;
}

/** Each matched unit's row on the report, with CAD's times; staffing CAD does not give stays as it was. */
async function writeUnits(tx: Transaction, agencyId: string, incidentId: string, read: Read) {
  const byName = await apparatusByName(tx, agencyId);
  const unmatched: string[] = [];
  const matched: string[] = [];
  const used = new Set<string>();
  for (const unit of read.units) {
    const found = byName.get(nameKey(unit.name));
    if (!found) {
      unmatched.push(unit.name);
      continue;
    }
    if (used.has(found.id)) throw invalid({ [`${unit.at}.reported_unit_id`]: CAD_MESSAGES.duplicateUnit });
    used.add(found.id);
    matched.push(found.name);
    const { staffing, ...times } = unit.times;
    await tx
      .insert(incidentApparatus)
      .values({ agencyId, incidentId, equipmentId: found.id, ...times, staffing })
      .onConflictDoUpdate({
        target: [incidentApparatus.agencyId, incidentApparatus.incidentId, incidentApparatus.equipmentId],
        set: { ...times, ...(staffing === null ? {} : { staffing }) },
      });
  }
  return { matched, unmatched };
}

/** The report's apparatus names with the matched ones, in the order the incidents service keeps them. */
const withNames = (current: readonly string[], added: readonly string[]) =>
  [...new Set([...current, ...added])].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));

async function openReport(tx: Transaction, scope: AgencyScope, read: Read): Promise<CadIncidentAnswer> {
  const { payload, dispatch, times, tactics } = read;
  const incidentNumber = await reportNumber(tx, scope, payload.incident_number);
  const neris: NerisIncidentData = { dispatch, ...(tactics ? { tactic_timestamps: tactics } : {}) };
  const [row] = await tx
    .insert(incidents)
    .values({
      agencyId: scope.agencyId,
      incidentNumber,
      cadIncidentNumber: payload.incident_number,
      incidentType: cadIncidentType(dispatch),
      reportDate: agencyToday(scope.timeZone),
      incidentDate: times.alarmAt,
      location: cadLocationText(dispatch.location),
      description: cadDescription(dispatch),
      // The key's maker, an admin, answers for the report until an officer takes it; no member wrote it, so
      // officers and admins complete it (incidentEditRefusal).
      reportingOfficerId: scope.userId,
      reportedById: null,
      status: "draft",
      neris,
      ...times,
    })
    .returning({ id: incidents.id });
  const { matched, unmatched } = await writeUnits(tx, scope.agencyId, row.id, read);
  if (matched.length)
    await tx
      .update(incidents)
      .set({ unitsResponded: withNames([], matched) })
      .where(and(eq(incidents.agencyId, scope.agencyId), eq(incidents.id, row.id)));
  const created = toIncident(await loadIncident(tx, scope.agencyId, row.id));
  await queueWebhookEvent(tx, scope.agencyId, "incident.created", async () => [created]);
  return {
    id: row.id,
    incidentNumber,
    cadIncidentNumber: payload.incident_number,
    created: true,
    unmatchedUnits: unmatched,
  };
}

async function updateReport(
  tx: Transaction,
  scope: AgencyScope,
  row: IncidentRow,
  read: Read,
): Promise<CadIncidentAnswer> {
  if (MANAGER_ONLY_STATUSES.includes(row.status)) throw conflict(CAD_MESSAGES.signedOff);
  const { dispatch, times, tactics } = read;
  const before = row.neris?.dispatch ?? {};
  // What CAD set and no member has changed since follows CAD.
  const follows = <T>(current: T, previous: T) => current === previous;
  const changes: Partial<typeof incidents.$inferInsert> = { ...times };
  if (follows(row.location, cadLocationText(before.location)))
    changes.location = cadLocationText(dispatch.location);
  if (follows(row.description, cadDescription(before))) changes.description = cadDescription(dispatch);
  if (!row.nfirsCode && !row.nerisIncidentType && follows(row.incidentType, cadIncidentType(before)))
    changes.incidentType = cadIncidentType(dispatch);
  if (row.alarmAt && row.incidentDate.getTime() === row.alarmAt.getTime())
    changes.incidentDate = times.alarmAt;
  const keptTactics = row.neris?.tactic_timestamps ?? {};
  const mergedTactics = tactics
    ? Object.fromEntries(
        Object.entries({ ...tactics, ...keptTactics }).filter(([, v]) => v !== null && v !== undefined),
      )
    : row.neris?.tactic_timestamps;
  changes.neris = {
    ...(row.neris ?? {}),
    dispatch,
    ...(mergedTactics ? { tactic_timestamps: mergedTactics } : {}),
  };
  const { matched, unmatched } = await writeUnits(tx, scope.agencyId, row.id, read);
  const names = withNames(row.unitsResponded, matched);
  if (names.join("\n") !== row.unitsResponded.join("\n")) changes.unitsResponded = names;
  await tx
    .update(incidents)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(incidents.agencyId, scope.agencyId), eq(incidents.id, row.id)));
  return {
    id: row.id,
    incidentNumber: row.incidentNumber,
    cadIncidentNumber: read.payload.incident_number,
    created: false,
    unmatchedUnits: unmatched,
  };
}

const isUniqueViolation = (error: unknown) => databaseError(error)?.code === "23505";
const isCheckViolation = (error: unknown) => databaseError(error)?.code === "23514";

async function receiveOnce(scope: AgencyScope, read: Read): Promise<CadIncidentAnswer> {
  return scope.run(async (tx) => {
    const [row] = await tx
      .select()
      .from(incidents)
      .where(
        and(
          eq(incidents.agencyId, scope.agencyId),
          eq(incidents.cadIncidentNumber, read.payload.incident_number),
        ),
      )
      .for("update");
    return row ? updateReport(tx, scope, row, read) : openReport(tx, scope, read);
  });
}

/**
 * POST /api/cad/incidents: opens the report of the CAD's incident number, or updates the one CAD opened.
 * Two first calls at once meet at the unique index: the one that lost finds the other's report and updates it.
 */
export async function receiveDispatch(scope: AgencyScope, body: unknown): Promise<CadIncidentAnswer> {
  const read = readPayload(body);
  try {
    return await receiveOnce(scope, read);
  } catch (error) {
    if (isUniqueViolation(error)) return receiveOnce(scope, read);
    // Times CAD sent that the report's own (kept) times contradict: the unit rows' order check.
    if (isCheckViolation(error) && !(error instanceof AppError))
      throw badRequest(CAD_MESSAGES.timesOrder, { unit_responses: CAD_MESSAGES.timesOrder });
    throw error;
  }
}
