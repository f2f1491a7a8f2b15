/**
 * Reads an NFIRS 5.0 transaction file: one record per line, fields separated by "^", a record type per Basic
 * module section, each record naming its incident by FDID, state, incident date, incident number and exposure.
 * The layout accepted is docs/decisions/028-imports.md. Records of other modules (Fire, Structure Fire,
 * EMS, ...) are counted and left out. Pure: no database, no time zone (times stay the file's wall-clock ones).
 */
import { isIsoDate } from "@rollcall/shared/compliance";
import { IMPORT_MESSAGES } from "@rollcall/shared/imports";
import { INCIDENT_MESSAGES, type IncidentType } from "@rollcall/shared/incidents";
import {
  incidentTypeOfNfirsCode,
  isAidGivenReceived,
  isNfirsActionTaken,
  isNfirsPropertyUse,
  NON_NFIRS_INCIDENT_TYPES,
} from "@rollcall/shared/nfirs";
import { badRequest } from "../../lib/errors";
import type { CheckedRow } from "./import-rows";

/** The Basic module's sections this import reads (record types), see the decision record. */
export const BASIC_RECORD_TYPES = ["A", "B", "C", "D", "E1", "F", "G2", "H1", "J", "L", "M"] as const;
type BasicRecord = (typeof BASIC_RECORD_TYPES)[number];
const isBasic = (type: string): type is BasicRecord =>
  (BASIC_RECORD_TYPES as readonly string[]).includes(type);

/** An incident as the file describes it; times are wall-clock "yyyy-MM-ddTHH:mm" in the agency's zone. */
export type NfirsIncident = {
  incidentNumber: string;
  incidentDate: string;
  reportDate: string;
  nfirsCode: string;
  incidentType: IncidentType;
  location: string;
  aidGivenReceived: string | null;
  alarmAt: string | null;
  arrivalAt: string | null;
  lastUnitClearedAt: string | null;
  actionTaken: string | null;
  propertyUse: string | null;
  propertyDamage: number;
  injuries: number;
  fatalities: number;
  remarks: string | null;
  officer: { firstName: string; lastName: string } | null;
};

type Group = { line: number; key: string[]; records: Map<BasicRecord, string[][]> };

const KEY_FIELDS = 5;

/** MMDDYYYY → yyyy-MM-dd, or null. */
function nfirsDate(value: string): string | null {
  const m = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (!m) return null;
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  return isIsoDate(iso) ? iso : null;
}

/** MMDDYYYYHHMM → yyyy-MM-ddTHH:mm, "" → null, anything else → undefined (an error). */
function nfirsTime(value: string | undefined): string | null | undefined {
  if (!value) return null;
  const m = /^(\d{8})(\d{2})(\d{2})$/.exec(value);
  const day = m && nfirsDate(m[1]);
  if (!m || !day || Number(m[2]) > 23 || Number(m[3]) > 59) return undefined;
  return `${day}T${m[2]}:${m[3]}`;
}

/** A whole non-negative number; "" is 0; undefined for anything else. */
function whole(value: string | undefined): number | undefined {
  if (!value) return 0;
  return /^\d{1,10}$/.test(value) && Number(value) <= 2_000_000_000 ? Number(value) : undefined;
}

const first = (group: Group, type: BasicRecord) => group.records.get(type)?.[0];

/** The incident of one group of records, with its errors by field. */
function toIncident(group: Group): CheckedRow<NfirsIncident> {
  const [fdid, state, date, number, exposure] = group.key;
  const errors: Record<string, string> = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= message;
  };
  if (!/^[A-Za-z0-9]{1,5}$/.test(fdid)) fail("fdid", IMPORT_MESSAGES.nfirsFdid);
  if (!/^[A-Za-z]{2}$/.test(state)) fail("state", IMPORT_MESSAGES.nfirsState);
  const day = nfirsDate(date);
  if (!day) fail("incidentDate", IMPORT_MESSAGES.nfirsDate);
  if (!/^\d{1,7}$/.test(number)) fail("incidentNumber", IMPORT_MESSAGES.nfirsNumber);
  if (!/^\d{3}$/.test(exposure)) fail("exposure", IMPORT_MESSAGES.nfirsExposure);
  if (!group.records.has("A")) fail("record", IMPORT_MESSAGES.nfirsMissingA);

  const b = first(group, "B") ?? [];
  const location = b
    .slice(0, 6)
    .filter(Boolean)
    .join(" ")
    .concat(b[6] ? `, ${b[6]}` : "", b[7] ? `, ${b[7]}` : "", b[8] ? ` ${b[8]}` : "")
    .trim();
  if (!location) fail("location", IMPORT_MESSAGES.nfirsLocation);
  else if (location.length > 200) fail("location", INCIDENT_MESSAGES.tooLong);

  const nfirsCode = first(group, "C")?.[0] ?? "";
  const incidentType = nfirsCode ? incidentTypeOfNfirsCode(nfirsCode) : null;
  if (!nfirsCode) fail("nfirsCode", INCIDENT_MESSAGES.incidentType);
  else if (!incidentType || NON_NFIRS_INCIDENT_TYPES.includes(incidentType))
    fail("nfirsCode", INCIDENT_MESSAGES.nfirsUnknown);

  const aid = first(group, "D")?.[0] || null;
  if (aid !== null && !isAidGivenReceived(aid.toUpperCase()))
    fail("aidGivenReceived", INCIDENT_MESSAGES.aidUnknown);

  const times = first(group, "E1") ?? [];
  const alarmAt = nfirsTime(times[0]);
  const arrivalAt = nfirsTime(times[1]);
  const lastUnitClearedAt = nfirsTime(times[3]);
  if (alarmAt === undefined) fail("alarmAt", IMPORT_MESSAGES.nfirsTime);
  if (arrivalAt === undefined) fail("arrivalAt", IMPORT_MESSAGES.nfirsTime);
  if (nfirsTime(times[2]) === undefined) fail("controlledAt", IMPORT_MESSAGES.nfirsTime);
  if (lastUnitClearedAt === undefined) fail("lastUnitClearedAt", IMPORT_MESSAGES.nfirsTime);
  if (alarmAt && arrivalAt && arrivalAt < alarmAt) fail("arrivalAt", INCIDENT_MESSAGES.arrivalBeforeAlarm);
  if (arrivalAt && lastUnitClearedAt && lastUnitClearedAt < arrivalAt)
    fail("lastUnitClearedAt", INCIDENT_MESSAGES.clearedBeforeArrival);

  const actionTaken = first(group, "F")?.[0] || null;
  if (actionTaken !== null && !isNfirsActionTaken(actionTaken))
    fail("actionTaken", INCIDENT_MESSAGES.actionUnknown);
  const propertyUse = first(group, "J")?.[0] || null;
  if (propertyUse !== null && !isNfirsPropertyUse(propertyUse))
    fail("propertyUse", INCIDENT_MESSAGES.propertyUseUnknown);

  const losses = (first(group, "G2") ?? []).slice(0, 2).map(whole);
  if (losses.some((n) => n === undefined)) fail("propertyDamage", IMPORT_MESSAGES.nfirsMoney);
  const casualties = (first(group, "H1") ?? []).slice(0, 4).map(whole);
  if (casualties.some((n) => n === undefined)) fail("casualties", IMPORT_MESSAGES.nfirsCount);
  const [fsDeaths = 0, fsInjuries = 0, civDeaths = 0, civInjuries = 0] = casualties as number[];

  const remarks =
    (group.records.get("L") ?? [])
      .map((fields) => fields.join("^").trim())
      .filter(Boolean)
      .join("\n") || null;
  if (remarks && remarks.length > 10_000) fail("remarks", INCIDENT_MESSAGES.textTooLong);

  const m = first(group, "M");
  const officer = m?.[0] && m[1] ? { firstName: m[0], lastName: m[1] } : null;

  const incidentNumber = exposure === "000" ? number : `${number}-${exposure}`;
  const incidentDate = alarmAt || (day ? `${day}T00:00` : "");
  const values = {
    incidentNumber: number || null,
    exposure: exposure || null,
    incidentDate: incidentDate ? incidentDate.replace("T", " ") : date || null,
    nfirsCode: nfirsCode || null,
    location: location || null,
    actionTaken,
    propertyUse,
  };
  if (Object.keys(errors).length > 0 || !day || !incidentType) return { line: group.line, values, errors };
  return {
    line: group.line,
    values,
    errors,
    value: {
      incidentNumber,
      incidentDate,
      reportDate: day,
      nfirsCode,
      incidentType,
      location,
      aidGivenReceived: aid?.toUpperCase() ?? null,
      alarmAt: alarmAt ?? null,
      arrivalAt: arrivalAt ?? null,
      lastUnitClearedAt: lastUnitClearedAt ?? null,
      actionTaken,
      propertyUse,
      propertyDamage: (losses[0] ?? 0) + (losses[1] ?? 0),
      injuries: fsInjuries + civInjuries,
      fatalities: fsDeaths + civDeaths,
      remarks,
      officer,
    },
  };
}

/**
 * The file's incidents (one per FDID, state, date, number and exposure, at the line of its first record) with
 * their errors, and how many records of other modules were left out. 400 on `file` for a file that is not
 * an NFIRS transaction file or holds no Basic module incident.
 */
export function parseNfirs(text: string, maxIncidents: number) {
  const groups = new Map<string, Group>();
  const broken: CheckedRow<NfirsIncident>[] = [];
  let ignoredRecords = 0;
  let carets = false;
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "") return;
    const fields = raw.split("^").map((f) => f.trim());
    if (fields.length > 1) carets = true;
    const type = fields[0].toUpperCase();
    if (!isBasic(type)) {
      if (fields.length > 1) ignoredRecords++;
      else broken.push({ line, values: {}, errors: { record: IMPORT_MESSAGES.nfirsRecordType } });
      return;
    }
    if (fields.length < 1 + KEY_FIELDS) {
      broken.push({ line, values: {}, errors: { record: IMPORT_MESSAGES.nfirsUnreadable } });
      return;
    }
    const key = fields.slice(1, 1 + KEY_FIELDS);
    const id = key.map((k) => k.toUpperCase()).join("^");
    let group = groups.get(id);
    if (!group) {
      group = { line, key, records: new Map() };
      groups.set(id, group);
    }
    const list = group.records.get(type) ?? [];
    list.push(fields.slice(1 + KEY_FIELDS));
    group.records.set(type, list);
  });
  if (!carets) throw badRequest(IMPORT_MESSAGES.nfirsUnreadable, { file: IMPORT_MESSAGES.nfirsUnreadable });
  if (groups.size === 0 && broken.length === 0)
    throw badRequest(IMPORT_MESSAGES.nfirsNoIncidents, { file: IMPORT_MESSAGES.nfirsNoIncidents });
  if (groups.size + broken.length > maxIncidents)
    throw badRequest(IMPORT_MESSAGES.tooManyRows, { file: IMPORT_MESSAGES.tooManyRows });
  const rows = [...broken, ...[...groups.values()].map(toIncident)].sort((a, b) => a.line - b.line);
  return { rows, ignoredRecords };
}
