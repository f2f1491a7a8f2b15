/**
 * A payload checked the way the NERIS API checks it: against the JSON Schema of IncidentPayload (ajv,
 * draft 2020-12, with formats), then against the API's rules the schema does not carry (reference/API.md and
 * the schema's descriptions). Each error names where it is in the payload ("base.department_neris_id",
 * "dispatch.unit_responses.0.on_scene") with a message a member can act on.
 */
import type { NerisValidation, NerisValidationError } from "@rollcall/shared/neris/incident";
import { NERIS_MAX_INCIDENT_TYPES } from "@rollcall/shared/neris/incident";
import Ajv2020, { type ErrorObject } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import schema from "./reference/incident-payload.schema.json" with { type: "json" };

type Json = { [key: string]: unknown };

/**
 * The schema as ajv compiles it. Its discriminators name a mapping, which ajv does not read; without the
 * mapping ajv picks the branch by the tag's const itself, and the tag is required in each branch (as the
 * API's models require it to pick one), so an error names the fields of the branch chosen, not of all.
 */
function prepared(): Json {
  const copy = structuredClone(schema) as unknown as Json;
  const defs = copy.$defs as Record<string, Json>;
  const walk = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(walk);
    const obj = node as Json;
    const discriminator = obj.discriminator as { propertyName: string; mapping?: unknown } | undefined;
    if (discriminator && Array.isArray(obj.oneOf)) {
      delete discriminator.mapping;
      for (const branch of obj.oneOf as Json[]) {
        const ref = typeof branch.$ref === "string" ? defs[branch.$ref.replace("#/$defs/", "")] : branch;
        const required = (ref.required as string[] | undefined) ?? [];
        if (!required.includes(discriminator.propertyName))
          ref.required = [...required, discriminator.propertyName];
      }
    }
    for (const value of Object.values(obj)) walk(value);
  };
  walk(copy);
  return copy;
}

// The schema's patterns are Python's ("[\w\-\:]+"), which the u flag refuses; they mean the same without it.
const ajv = new Ajv2020({ allErrors: true, strict: false, discriminator: true, unicodeRegExp: false });
addFormats(ajv);
const preparedSchema = prepared();
const validateSchema = ajv.compile(preparedSchema);
/** The schema's DispatchPayload alone: what a CAD sends (POST /api/cad/incidents). */
const validateDispatchSchema = ajv.compile({
  $defs: preparedSchema.$defs,
  $ref: "#/$defs/DispatchPayload",
});

/** "/dispatch/unit_responses/0/on_scene" → "dispatch.unit_responses.0.on_scene". */
const dotted = (pointer: string) =>
  pointer
    .split("/")
    .slice(1)
    .map((p) => p.replaceAll("~1", "/").replaceAll("~0", "~"))
    .join(".");

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function message(error: ErrorObject): { path: string; message: string } {
  const path = dotted(error.instancePath);
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return { path: join(path, String(p.missingProperty)), message: "Required by NERIS" };
    case "additionalProperties":
      return { path: join(path, String(p.additionalProperty)), message: "Not a NERIS field" };
    case "enum":
      return { path, message: "Choose one of the NERIS values" };
    case "const":
      return { path, message: `Must be ${JSON.stringify(p.allowedValue)}` };
    case "format":
      return {
        path,
        message: p.format === "date-time" ? "Enter a date and time with its zone" : `Must be a ${p.format}`,
      };
    case "pattern":
      return {
        path,
        message: path.endsWith("neris_id")
          ? "Enter the NERIS id as FD followed by eight digits"
          : "Use letters, digits, - and : only",
      };
    case "type":
      return { path, message: `Must be ${p.type === "integer" ? "a whole number" : `a ${p.type}`}` };
    case "maxLength":
      return { path, message: `Must be at most ${p.limit} characters` };
    case "minimum":
      return { path, message: `Must be at least ${p.limit}` };
    case "discriminator":
      return { path: join(path, String(p.tag)), message: "Choose one of the NERIS values" };
    default:
      return { path, message: error.message ?? "Not accepted by NERIS" };
  }
}

/**
 * The schema's errors, without the noise of its alternatives: `X | null` fails the null branch too, and an
 * array of incident types is tried as the CAD-only UNDETERMINED form as well. What remains are the errors
 * of the alternative the payload meant; a bare "matches none" stays only when nothing more precise does.
 */
function schemaErrors(payload: unknown, validate = validateSchema): NerisValidationError[] {
  if (validate(payload)) return [];
  const all = validate.errors ?? [];
  const precise = all.filter(
    (e) =>
      !(e.keyword === "type" && (e.params as { type?: string }).type === "null") &&
      !e.schemaPath.includes("IncidentTypeCadPayload") &&
      !(e.schemaPath.includes("/incident_types/anyOf/1/") && e.keyword !== "type"),
  );
  const specific = precise.filter((e) => e.keyword !== "anyOf" && e.keyword !== "oneOf");
  const covered = (e: ErrorObject) => specific.some((s) => s.instancePath.startsWith(e.instancePath));
  const kept = precise.filter((e) => (e.keyword === "anyOf" || e.keyword === "oneOf" ? !covered(e) : true));
  return kept.map(message);
}

const hasType = (types: string[], prefix: string) =>
  types.some((t) => t === prefix || t.startsWith(`${prefix}||`));

/** The API's rules beyond the schema, on a payload that may not pass the schema (only what is readable). */
export function ruleErrors(payload: Json, options: { fromCad?: boolean } = {}): NerisValidationError[] {
  const errors: NerisValidationError[] = [];
  const add = (path: string, message: string) => errors.push({ path, message });
  const list = Array.isArray(payload.incident_types) ? (payload.incident_types as Json[]) : [];
  const types = list.map((t) => String(t?.type ?? ""));

  if (list.length === 0) add("incident_types", "Choose the incident type");
  if (list.length > NERIS_MAX_INCIDENT_TYPES) add("incident_types", "Choose at most three incident types");
  if (new Set(types).size !== types.length) add("incident_types", "Each incident type may be chosen once");
  if (list.filter((t) => t?.primary === true).length > 1)
    add("incident_types", "Only one incident type can be the primary one");
  if (types.length === 1 && types[0] === "UNDETERMINED" && !options.fromCad)
    add("incident_types.0.type", "An undetermined incident type comes only from a CAD integration");

  // Support given to another department files no modules of its own.
  const aids = Array.isArray(payload.aids) ? (payload.aids as Json[]) : [];
  const supportOnly =
    aids.length > 0 && aids.every((a) => a?.aid_type === "SUPPORT_AID" && a?.aid_direction === "GIVEN");
  const needs = (module: string, label: string, type: string) => {
    if (!supportOnly && (payload[module] === undefined || payload[module] === null))
      add(module, `${label} is required for a ${type} incident`);
  };
  if (!supportOnly && hasType(types, "FIRE||STRUCTURE_FIRE")) {
    needs("smoke_alarm", "The smoke alarm section", "structure fire");
    needs("fire_alarm", "The fire alarm section", "structure fire");
    needs("other_alarm", "The other alarms section", "structure fire");
    needs("fire_suppression", "The fire suppression system section", "structure fire");
  }
  if (types.includes("FIRE||STRUCTURE_FIRE||CONFINED_COOKING_APPLIANCE_FIRE"))
    needs("cooking_fire_suppression", "The cooking fire suppression section", "cooking fire");

  // A module only with its kind of type; and (ours, so a report is complete) each kind with its module.
  const only = (module: string, prefix: string, label: string) => {
    const present = payload[module] !== undefined && payload[module] !== null;
    if (present && !hasType(types, prefix)) add(module, `${label} only goes with a ${prefix} incident type`);
    if (!present && hasType(types, prefix) && !supportOnly)
      add(module, `${label} is required for a ${prefix} incident type`);
  };
  only("fire_detail", "FIRE", "The fire section");
  only("hazsit_detail", "HAZSIT", "The hazardous situation section");
  only("medical_details", "MEDICAL", "The medical section");

  const rescues = Array.isArray(payload.casualty_rescues) ? (payload.casualty_rescues as Json[]) : [];
  rescues.forEach((person, i) => {
    const at = `casualty_rescues.${i}`;
    const ff = person?.type === "FF";
    if (!ff) {
      if (person?.rank != null) add(`${at}.rank`, "Only for a firefighter");
      if (person?.years_of_service != null) add(`${at}.years_of_service`, "Only for a firefighter");
    }
    const injury = (person?.casualty as Json | undefined)?.injury_or_noninjury as Json | undefined;
    if (!ff && injury?.ff_injury_details != null)
      add(`${at}.casualty.injury_or_noninjury.ff_injury_details`, "Only for a firefighter");
    const rescue = person?.rescue as Json | undefined;
    if (!ff && rescue?.mayday != null) add(`${at}.rescue.mayday`, "Only for a firefighter");
    if (ff && rescue?.presence_known != null)
      add(`${at}.rescue.presence_known`, "Only for a person who is not a firefighter");
  });

  const hazsit = payload.hazsit_detail as Json | undefined;
  const chemicals = Array.isArray(hazsit?.chemicals) ? (hazsit.chemicals as Json[]) : [];
  chemicals.forEach((c, i) => {
    if (c?.release != null && c?.release_occurred !== true)
      add(`hazsit_detail.chemicals.${i}.release`, "Only when a release occurred");
  });

  const electric = Array.isArray(payload.electric_hazards) ? (payload.electric_hazards as Json[]) : [];
  electric.forEach((h, i) => {
    if (h?.involved_in_crash != null && !String(h?.type ?? "").startsWith("ELECTRIC_VEHICLE"))
      add(`electric_hazards.${i}.involved_in_crash`, "Only for an electric vehicle");
  });
  return errors;
}

/** The schema's errors, then the rules' (each path once per message). */
export function validateIncidentPayload(
  payload: unknown,
  options: { fromCad?: boolean } = {},
): NerisValidation {
  const found = [
    ...schemaErrors(payload),
    ...(payload && typeof payload === "object" ? ruleErrors(payload as Json, options) : []),
  ];
  const seen = new Set<string>();
  const errors = found.filter((e) => {
    const key = `${e.path}\n${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { valid: errors.length === 0, errors };
}

/**
 * A CAD's DispatchPayload against the schema's `DispatchPayload`, the paths from its root
 * ("unit_responses.0.dispatch"); none when it passes.
 */
export const dispatchPayloadErrors = (payload: unknown): NerisValidationError[] =>
  schemaErrors(payload, validateDispatchSchema);

/** The schema's definitions (`$defs`) as published, for the API reference of the routes that take them. */
export const nerisSchemaDefinitions = (schema as { $defs: Record<string, object> }).$defs;
