/**
 * A NERIS module as the form edits it (a draft: text as typed, "" for empty, "true"/"false" for a yes or no,
 * lists of chosen values) and as the report holds it (the payload part, in the API's types). The conversion
 * reads the module's zod shape (nerisIncidentDataSchema), so it follows the schema: numbers become numbers,
 * yes/no booleans, an empty field is left out (or null where NERIS requires it, so the check names it), a
 * union keeps only its chosen branch's fields, an empty entry of a list is dropped and an empty module is null.
 */
import { type NerisIncidentData, nerisIncidentDataSchema } from "@rollcall/shared/neris/incident";
import type { z } from "zod";

export type NerisModuleKey = Exclude<
  keyof NerisIncidentData,
  | "base"
  | "additional_types"
  | "special_modifiers"
  | "aids"
  | "nonfd_aids"
  | "actions_tactics"
  | "dispatch"
  | "tactic_timestamps"
>;

/** A module's draft: nested objects and lists whose leaves are strings or lists of strings. */
export type Draft = string | string[] | Draft[] | { [key: string]: Draft | undefined };
export type DraftObject = { [key: string]: Draft | undefined };

type Schema = z.core.$ZodType;
type Def = {
  type: string;
  innerType?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
  discriminator?: string;
  entries?: Record<string, string>;
  values?: unknown[];
};
const def = (schema: Schema) => schema._zod.def as unknown as Def;

/** The schema without its optional/nullable wrappers, and whether it may be left out. */
function unwrap(schema: Schema): { schema: Schema; optional: boolean } {
  let s = schema;
  let optional = false;
  while (def(s).type === "optional" || def(s).type === "nullable" || def(s).type === "default") {
    optional = true;
    s = def(s).innerType as Schema;
  }
  return { schema: s, optional };
}

/** The module's zod shape (without the nullish wrapper). */
export const moduleSchema = (key: NerisModuleKey): Schema =>
  unwrap(nerisIncidentDataSchema.shape[key] as Schema).schema;

/** The values a value set (an enum, a literal or a union's tag) allows. */
export function schemaValues(schema: Schema): string[] {
  const s = unwrap(schema).schema;
  const d = def(s);
  if (d.type === "enum") return Object.values(d.entries ?? {});
  if (d.type === "literal") return (d.values ?? []).map(String);
  if (d.type === "array") return schemaValues(d.element as Schema);
  if (d.type === "union" && d.discriminator)
    return (d.options ?? []).flatMap((o) =>
      schemaValues(def(o).shape?.[d.discriminator as string] as Schema),
    );
  return [];
}

/** The branch of a discriminated union that takes `tag`. */
export function unionBranch(union: Schema, tag: string): Schema | undefined {
  const d = def(unwrap(union).schema);
  return d.options?.find((o) =>
    schemaValues(def(o).shape?.[d.discriminator as string] as Schema).includes(tag),
  );
}

const isObject = (v: unknown): v is DraftObject => typeof v === "object" && v !== null && !Array.isArray(v);

export function getIn(draft: Draft | undefined, path: string): Draft | undefined {
  if (!path) return draft;
  let at: unknown = draft;
  for (const key of path.split(".")) {
    if (Array.isArray(at)) at = at[Number(key)];
    else if (isObject(at)) at = at[key];
    else return undefined;
  }
  return at as Draft | undefined;
}

/** A copy of the draft with `value` at `path` (objects and lists made on the way). */
export function setIn(draft: Draft | undefined, path: string, value: Draft | undefined): Draft {
  const [key, ...rest] = path.split(".");
  const inner = rest.join(".");
  const current = getIn(draft, key);
  const next = rest.length ? setIn(current, inner, value) : value;
  if (Array.isArray(draft) || (/^\d+$/.test(key) && !isObject(draft))) {
    const list = [...((Array.isArray(draft) ? draft : []) as Draft[])];
    list[Number(key)] = next as Draft;
    return list;
  }
  return { ...(isObject(draft) ? draft : {}), [key]: next };
}

/** The schema of the field at `path` in a module (union branches chosen by the draft's tags). */
export function schemaAt(root: Schema, draft: Draft | undefined, path: string): Schema | undefined {
  let schema: Schema | undefined = root;
  let at: Draft | undefined = draft;
  for (const key of path ? path.split(".") : []) {
    if (!schema) return undefined;
    let s = unwrap(schema).schema;
    let d = def(s);
    if (d.type === "union" && d.discriminator) {
      if (key === d.discriminator) return s;
      const tag = isObject(at) ? String(at[d.discriminator] ?? "") : "";
      const branch = unionBranch(s, tag) ?? d.options?.find((o) => def(o).shape?.[key]);
      if (!branch) return undefined;
      s = branch;
      d = def(s);
    }
    if (d.type === "array") schema = d.element;
    else if (d.type === "object") schema = d.shape?.[key];
    else return undefined;
    at = getIn(at, key);
  }
  return schema;
}

type Converted = { value: unknown; empty: boolean };

const scalar = (draft: Draft | undefined) => (typeof draft === "string" ? draft.trim() : "");

function convert(schema: Schema, draft: Draft | undefined): Converted {
  const { schema: s, optional } = unwrap(schema);
  const d = def(s);
  const none = { value: optional ? undefined : null, empty: true };
  switch (d.type) {
    case "string":
    case "enum": {
      const v = scalar(draft);
      return v ? { value: v, empty: false } : none;
    }
    case "literal": {
      const v = scalar(draft);
      if (!v) return none;
      const literal = d.values?.[0];
      return { value: typeof literal === "boolean" ? v === "true" : v, empty: false };
    }
    case "number": {
      const v = scalar(draft);
      if (!v) return none;
      const n = Number(v);
      // A number that does not read as one is kept as typed, for the check to refuse with its message.
      return { value: Number.isFinite(n) ? n : v, empty: false };
    }
    case "boolean": {
      const v = scalar(draft);
      return v === "true" || v === "false" ? { value: v === "true", empty: false } : none;
    }
    case "array": {
      const element = d.element as Schema;
      const list = (Array.isArray(draft) ? draft : []) as Draft[];
      const kept = list.map((item) => convert(element, item)).filter((c) => !c.empty);
      if (!kept.length) return { value: optional ? undefined : [], empty: true };
      return { value: kept.map((c) => c.value), empty: false };
    }
    case "object":
      return convertObject(d.shape ?? {}, draft, optional);
    case "union": {
      if (!d.discriminator) return none;
      const tag = isObject(draft) ? scalar(draft[d.discriminator]) : "";
      const branch = tag ? unionBranch(s, tag) : undefined;
      if (!branch) return tag ? { value: { [d.discriminator]: tag }, empty: false } : none;
      return convertObject(def(branch).shape ?? {}, draft, optional);
    }
    default:
      return none;
  }
}

function convertObject(
  shape: Record<string, Schema>,
  draft: Draft | undefined,
  optional: boolean,
): Converted {
  const value: Record<string, unknown> = {};
  let empty = true;
  for (const [key, field] of Object.entries(shape)) {
    const c = convert(field, isObject(draft) ? draft[key] : undefined);
    if (!c.empty) empty = false;
    if (c.value !== undefined) value[key] = c.value;
  }
  if (!empty) return { value, empty };
  // A required part whose fields are all optional (an exposure's address) is sent as {} rather than null.
  const allOptional = Object.values(shape).every((field) => unwrap(field).optional);
  return { value: optional ? undefined : allOptional ? {} : null, empty };
}

/** The module's payload part from its draft: null when nothing is filled in. */
export function draftToModule(key: NerisModuleKey, draft: Draft | undefined): unknown {
  const c = convert(moduleSchema(key), draft);
  return c.empty ? null : c.value;
}

/** Sets each tag `fixed` names (union tags the report's types decide: { "location_detail.type": "STRUCTURE" }). */
export const withFixed = (draft: Draft, fixed: Record<string, string>) =>
  Object.entries(fixed).reduce<Draft>((d, [path, value]) => setIn(d, path, value), draft);

/** What the form holds for a module: null until something is filled in, then its payload part with the tags. */
export const moduleValue = (key: NerisModuleKey, draft: Draft, fixed: Record<string, string> = {}) =>
  isBlank(draft) ? null : draftToModule(key, withFixed(draft, fixed));

/**
 * A union's draft after its tag is chosen: the fields kept while the branch stays the same (injured, fatal or
 * not), emptied for another branch, whose fields differ (the strict schema refuses the others' keys).
 */
export function chooseBranch(union: Schema | undefined, draft: Draft | undefined, next: string): Draft {
  const current = isObject(draft) ? scalar(draft.type) : "";
  if (!next) return {};
  const same = union && current && unionBranch(union, current) === unionBranch(union, next);
  return same ? setIn(draft, "type", next) : { type: next };
}

/** The draft of a module the report holds (numbers as text, yes/no as "true"/"false", null as ""). */
export function moduleToDraft(value: unknown): Draft {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean" || typeof value === "number") return String(value);
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(moduleToDraft) as Draft;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, moduleToDraft(v)]));
}

/** Whether nothing of the draft is filled in. */
export function isBlank(draft: Draft | undefined): boolean {
  if (draft === undefined) return true;
  if (typeof draft === "string") return draft.trim() === "";
  if (Array.isArray(draft)) return draft.every((d) => isBlank(d as Draft));
  return Object.values(draft).every(isBlank);
}
