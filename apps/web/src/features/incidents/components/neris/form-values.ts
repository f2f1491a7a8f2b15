/**
 * The NERIS part of the incident form, from a report to the form and back. The form holds what its inputs
 * hold (wall-clock times in the agency's zone, numbers and yes/no as text, "" for nothing); the body holds the
 * API's values (instants with their offset, numbers, booleans) and leaves out what is empty, since the shapes
 * are strict and an empty part is simply not given.
 */
import type { Incident, IncidentApparatus } from "@rollcall/shared/incidents";
import type { NerisIncidentData, NerisUnitTimes } from "@rollcall/shared/neris/incident";
import { fromLocalInput, toLocalInput } from "@/lib/dates";

type Json = { [key: string]: unknown };

/** A unit's times as the form holds them (datetime-local values, staffing as text). */
export type UnitTimesInput = {
  equipmentId: string;
  dispatchedAt: string;
  enRouteAt: string;
  onSceneAt: string;
  canceledAt: string;
  clearedAt: string;
  staffing: string;
};

export const UNIT_TIME_FIELDS = [
  "dispatchedAt",
  "enRouteAt",
  "onSceneAt",
  "canceledAt",
  "clearedAt",
] as const;

/** The NERIS moments the form's own sections hold, as paths under `neris`. */
const MOMENTS = ["dispatch.call_answered", "dispatch.call_create"];
/** Whole numbers and yes/no answers the form's own sections hold as text. */
const COUNTS = ["base.location.number", "base.animals_rescued", "base.displacement_count"];
const FLAGS = ["base.people_present", "dispatch.automatic_alarm"];
/** Groups of checkboxes: a list, also when one or none is ticked (the inputs then give a value or false). */
const CHOICES = ["base.displacement_causes", "nonfd_aids"];

const toList = (value: unknown) =>
  Array.isArray(value) ? value : typeof value === "string" && value ? [value] : null;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

function getAt(root: Json, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), root);
}

function setAt(root: Json, path: string, value: unknown) {
  const keys = path.split(".");
  let node: unknown = root;
  for (const key of keys.slice(0, -1)) {
    if (!isObject(node)) return;
    node = node[key];
  }
  if (isObject(node)) node[keys[keys.length - 1]] = value;
}

/** "" and spaces are nothing; a number as text is the number (anything else stays for the shape to refuse). */
export function toCount(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
}

export const toFlag = (value: unknown) =>
  value === "true" ? true : value === "false" ? false : value === "" ? null : value;

/** A datetime-local value in the agency's zone as an instant with its offset; an instant stays as it is. */
export function toInstant(value: unknown, timeZone: string | undefined): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (!text) return null;
  return fromLocalInput(text, timeZone) ?? text;
}

/**
 * Leaves out what is empty: null, undefined and "" members, empty strings in lists, list items and objects
 * left with nothing. An object left with empty lists only is empty too (an untouched group of checkboxes),
 * while a list given beside other values stays (a fire's investigation types may be none).
 */
export function prune(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(prune).filter((v) => v !== undefined);
  }
  if (isObject(value)) {
    const out: Json = {};
    for (const [key, member] of Object.entries(value)) {
      const kept = prune(member);
      if (kept !== undefined) out[key] = kept;
    }
    const values = Object.values(out);
    if (values.every((v) => Array.isArray(v) && v.length === 0)) return undefined;
    return out;
  }
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  if (typeof value === "number" && Number.isNaN(value)) return undefined;
  return value;
}

/** The modules NERIS takes only with their kind of type (a type changed after filling one leaves it behind). */
const MODULE_KINDS: Record<string, string> = {
  fire_detail: "FIRE",
  hazsit_detail: "HAZSIT",
  medical_details: "MEDICAL",
};

/**
 * The form's NERIS values as the API takes them (`neris` of a create or update body). With `primaryType`
 * given, a fire, hazardous-situation or medical module is left out when none of the types is of its kind.
 */
export function nerisBody(
  neris: unknown,
  timeZone: string | undefined,
  primaryType?: string | null,
): NerisIncidentData {
  if (!isObject(neris)) return {};
  const copy = structuredClone(neris) as Json;
  if (primaryType !== undefined) {
    const extra = Array.isArray(copy.additional_types) ? copy.additional_types : [];
    const types = [primaryType, ...extra].filter((t): t is string => typeof t === "string" && !!t);
    for (const [module, kind] of Object.entries(MODULE_KINDS))
      if (!types.some((t) => t === kind || t.startsWith(`${kind}||`))) delete copy[module];
  }
  for (const path of MOMENTS) setAt(copy, path, toInstant(getAt(copy, path), timeZone));
  for (const path of COUNTS) setAt(copy, path, toCount(getAt(copy, path)));
  for (const path of FLAGS) setAt(copy, path, toFlag(getAt(copy, path)));
  for (const path of CHOICES) setAt(copy, path, toList(getAt(copy, path)));
  const tactics = getAt(copy, "tactic_timestamps");
  if (isObject(tactics))
    for (const key of Object.keys(tactics)) tactics[key] = toInstant(tactics[key], timeZone);
  return (prune(copy) ?? {}) as NerisIncidentData;
}

/** The form's unit times as the API takes them (`unitTimes`): every unit of the report, empty times null. */
export function unitTimesBody(units: unknown, timeZone: string | undefined): NerisUnitTimes[] {
  if (!Array.isArray(units)) return [];
  return units.filter(isObject).map((u) => {
    const out: Json = { equipmentId: u.equipmentId };
    for (const key of UNIT_TIME_FIELDS) out[key] = toInstant(u[key] ?? "", timeZone);
    out.staffing = toCount(u.staffing ?? "");
    return out as NerisUnitTimes;
  });
}

/** A report's NERIS data as the form holds it (its moments as datetime-local values). */
export function nerisFormValues(neris: NerisIncidentData | null | undefined, timeZone: string | undefined) {
  const copy = structuredClone(neris ?? {}) as Json;
  // What the inputs start from: no response chosen ("Not recorded"), groups of checkboxes as lists.
  copy.actions_tactics ??= { action_noaction: { type: "" } };
  copy.base ??= {};
  (copy.base as Json).displacement_causes ??= [];
  copy.nonfd_aids ??= [];
  for (const path of MOMENTS) {
    const v = getAt(copy, path);
    if (typeof v === "string") setAt(copy, path, toLocalInput(v, timeZone));
  }
  for (const path of FLAGS) {
    const v = getAt(copy, path);
    if (typeof v === "boolean") setAt(copy, path, String(v));
  }
  const tactics = getAt(copy, "tactic_timestamps");
  if (isObject(tactics))
    for (const [key, v] of Object.entries(tactics))
      if (typeof v === "string") tactics[key] = toLocalInput(v, timeZone);
  return copy as NerisIncidentData;
}

const unitInput = (equipmentId: string, a?: IncidentApparatus, timeZone?: string): UnitTimesInput => ({
  equipmentId,
  dispatchedAt: toLocalInput(a?.dispatchedAt ?? null, timeZone),
  enRouteAt: toLocalInput(a?.enRouteAt ?? null, timeZone),
  onSceneAt: toLocalInput(a?.onSceneAt ?? null, timeZone),
  canceledAt: toLocalInput(a?.canceledAt ?? null, timeZone),
  clearedAt: toLocalInput(a?.clearedAt ?? null, timeZone),
  staffing: a?.staffing == null ? "" : String(a.staffing),
});

/** The report's units' times as the form holds them, in the payload's order (by name). */
export function unitTimesFormValues(incident: Incident | null, timeZone: string | undefined) {
  return byName(incident?.apparatus ?? []).map((a) => unitInput(a.id, a, timeZone));
}

const byName = <T extends { name: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/**
 * The unit times for the apparatus now chosen, in the payload's order (by name, as the server sorts them),
 * keeping what was entered for units still chosen.
 */
export function syncUnitTimes(
  current: readonly UnitTimesInput[],
  chosen: readonly { id: string; name: string }[],
): UnitTimesInput[] {
  const kept = new Map(current.map((u) => [u.equipmentId, u]));
  return byName(chosen).map((a) => kept.get(a.id) ?? unitInput(a.id));
}

/** The chosen apparatus' names in the payload's order. */
export const unitNamesInOrder = (chosen: readonly { name: string }[]) => byName(chosen).map((a) => a.name);

/** JSON with each object's keys in order, so two bodies compare by their values only. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    isObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}
