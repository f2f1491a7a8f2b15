/**
 * Where a NERIS payload path ("dispatch.unit_responses.0.on_scene", "fire_suppression") lives on the incident
 * form, and what a member calls it, so the validation's and a refusal's messages land on their fields.
 */
import type { Incident } from "@rollcall/shared/incidents";
import { nerisCodeLabel } from "./labels";

export type NerisField = {
  /** The form field the path belongs to (react-hook-form name), or null when no field holds it. */
  formPath: string | null;
  /** The field as the form labels it, with its section: "Dispatch › Unit 1 on scene". */
  label: string;
  /** The titled part of the form (a section's aria-label) to go to when no control holds the path. */
  section?: string;
};

/** What the report looks like, where a path's place depends on it. */
export type NerisFieldContext = {
  /** The report's apparatus names in the payload's order (by name): "Units › Engine 1 on scene". */
  unitNames?: readonly string[];
  /** Whether the report has its primary NERIS type (incident_types.0 is then the primary one). */
  hasPrimaryType?: boolean;
  /** Whether the report gives its address in parts (else the payload's location is the Location field). */
  hasAddressParts?: boolean;
};

/** How a saved report's payload paths name its fields (its units by name, its primary type, its address). */
export function nerisFieldContext(incident: Incident | null): NerisFieldContext {
  return {
    unitNames: (incident?.apparatus ?? []).map((a) => a.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    hasPrimaryType: !!incident?.nerisIncidentType,
    hasAddressParts: Object.values(incident?.neris?.base?.location ?? {}).some(
      (v) => v !== null && v !== undefined,
    ),
  };
}

/** The NERIS part's section titles (each a `<section aria-label>` of the form). */
export const NERIS_SECTIONS = {
  check: "NERIS check",
  types: "Incident types",
  address: "Address and use",
  people: "People and displacement",
  dispatch: "Dispatch",
  units: "Units",
  actions: "Actions and tactics",
  aid: "Mutual aid",
} as const;

/** The type modules' titles (NerisTypeModules renders each as `<section aria-label="<title>">`). */
export const NERIS_MODULE_TITLES: Readonly<Record<string, string>> = {
  fire_detail: "Fire",
  smoke_alarm: "Smoke alarms",
  fire_alarm: "Fire alarms",
  other_alarm: "Other alarms",
  fire_suppression: "Fire suppression system",
  cooking_fire_suppression: "Cooking fire suppression",
  medical_details: "Medical",
  hazsit_detail: "Hazardous situation",
  casualty_rescues: "Casualties and rescues",
  exposures: "Exposures",
  tactic_timestamps: "Tactic timestamps",
  csst_hazard: "CSST hazard",
  medical_oxygen_hazard: "Medical oxygen hazard",
  electric_hazards: "Electric hazards",
  special_modifiers: "Special modifiers",
};

/** The NFIRS and Report fields the payload reuses, as the form labels them. */
const REPORT = "Report";
const NFIRS = "NFIRS data";

/** Address parts as the Address section labels them. */
const ADDRESS_LABELS: Record<string, string> = {
  number: "Street number",
  number_prefix: "Number prefix",
  number_suffix: "Number suffix",
  complete_number: "Street number",
  street_prefix_direction: "Prefix direction",
  street_prefix: "Street prefix type",
  street: "Street name",
  street_postfix: "Street type",
  street_postfix_direction: "Suffix direction",
  unit_prefix: "Unit type",
  unit_value: "Unit",
  incorporated_municipality: "City",
  county: "County",
  state: "State",
  postal_code: "Postal code",
  postal_code_extension: "Postal code extension",
  additional_info: "Additional location information",
};

const BASE_LABELS: Record<string, [section: string, label: string]> = {
  people_present: [NERIS_SECTIONS.people, "People present"],
  animals_rescued: [NERIS_SECTIONS.people, "Animals rescued"],
  displacement_count: [NERIS_SECTIONS.people, "People displaced"],
  displacement_causes: [NERIS_SECTIONS.people, "Displacement causes"],
  impediment_narrative: [NERIS_SECTIONS.people, "Impediments"],
};

const USE_LABELS: Record<string, string> = {
  use_type: "Location use",
  secondary_use: "Secondary use",
  vacancy_cause: "Vacancy cause",
  in_use: "In use",
};

/** unit_responses' fields and the unit times' form fields. */
const UNIT_FIELDS: Record<string, [field: string, label: string]> = {
  dispatch: ["dispatchedAt", "dispatched"],
  enroute_to_scene: ["enRouteAt", "en route"],
  on_scene: ["onSceneAt", "on scene"],
  canceled_enroute: ["canceledAt", "canceled en route"],
  unit_clear: ["clearedAt", "cleared"],
  staffing: ["staffing", "staffing"],
};

const DISPATCH_LABELS: Record<string, string> = {
  call_answered: "Call answered",
  call_create: "Call created",
  center_id: "Dispatch center",
  determinant_code: "Determinant code",
  incident_code: "Dispatch incident code",
  automatic_alarm: "Automatic alarm",
  disposition: "Disposition",
  comments: "Comments",
};

/** What an item of a module's list is called: "Medical › Patient 2 › Patient status". */
const ITEM_NAMES: Record<string, string> = {
  medical_details: "Patient",
  casualty_rescues: "Person",
  exposures: "Exposure",
  chemicals: "Chemical",
  aids: "Aid",
  suppression_types: "System",
  electric_hazards: "Hazard",
};

/** Structural levels of the payload's unions, not fields a member sees. */
const STRUCTURAL = new Set([
  "location_detail",
  "presence",
  "operation",
  "operation_type",
  "effectiveness",
  "alerted_failed_other",
  "injury_or_noninjury",
  "ffrescue_or_nonffrescue",
  "removal_or_nonremoval",
  "action_noaction",
  "casualty",
  "rescue",
]);

const sentence = (key: string) => nerisCodeLabel(key.toUpperCase());

/** A module's inner path as words: "location_detail.floor_of_origin" → "Floor of origin". */
function innerLabel(module: string, rest: string[]): string {
  const parts: string[] = [];
  let list = module;
  rest.forEach((segment, i) => {
    if (/^\d+$/.test(segment)) {
      parts.push(`${ITEM_NAMES[list] ?? "Item"} ${Number(segment) + 1}`);
      return;
    }
    list = segment;
    const last = i === rest.length - 1;
    if (segment === "type" && last) {
      // "presence.type" → "Presence"; a list item's own type → "Type".
      const parent = rest[i - 1];
      parts.push(parent && !/^\d+$/.test(parent) ? sentence(parent) : "Type");
      return;
    }
    if (STRUCTURAL.has(segment) && !last) return;
    // A list named by its items: "chemicals.0" is "Chemical 1".
    if (ITEM_NAMES[segment] && /^\d+$/.test(rest[i + 1] ?? "")) return;
    parts.push(sentence(segment));
  });
  return parts.join(" › ");
}

const joinLabel = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(" › ");

function addressField(part: string | undefined, context: NerisFieldContext): NerisField {
  if (!part || context.hasAddressParts === false)
    return { formPath: "location", label: joinLabel(REPORT, "Location"), section: NERIS_SECTIONS.address };
  if (part === "additional_info" && context.hasAddressParts !== true)
    return { formPath: "location", label: joinLabel(REPORT, "Location") };
  return {
    formPath: `neris.base.location.${part}`,
    label: joinLabel(NERIS_SECTIONS.address, ADDRESS_LABELS[part] ?? sentence(part)),
    section: NERIS_SECTIONS.address,
  };
}

export function nerisField(path: string, context: NerisFieldContext = {}): NerisField {
  const [head, ...rest] = path.split(".");
  switch (head) {
    case "base":
      return baseField(rest, context);
    case "incident_types":
      return typeField(rest, context);
    case "dispatch":
      return dispatchField(rest, context);
    case "actions_tactics": {
      const leaf = rest[rest.length - 1];
      return {
        formPath: `neris.actions_tactics.action_noaction.${leaf === "actions" || leaf === "noaction_type" ? leaf : "type"}`,
        label: joinLabel(
          NERIS_SECTIONS.actions,
          leaf === "actions" ? "Actions" : leaf === "noaction_type" ? "No action reason" : "Action taken",
        ),
        section: NERIS_SECTIONS.actions,
      };
    }
    case "aids": {
      const [index, field] = rest;
      const labels: Record<string, string> = {
        department_neris_id: "Other department's NERIS id",
        aid_type: "Aid type",
        aid_direction: "Direction",
      };
      if (index === undefined || !/^\d+$/.test(index))
        return { formPath: "neris.aids", label: NERIS_SECTIONS.aid, section: NERIS_SECTIONS.aid };
      return {
        formPath: field ? `neris.aids.${index}.${field}` : `neris.aids.${index}`,
        label: joinLabel(
          NERIS_SECTIONS.aid,
          `Aid ${Number(index) + 1}`,
          field ? (labels[field] ?? sentence(field)) : undefined,
        ),
        section: NERIS_SECTIONS.aid,
      };
    }
    case "nonfd_aids":
      return {
        formPath: "neris.nonfd_aids",
        label: joinLabel(NERIS_SECTIONS.aid, "Other agencies that helped"),
        section: NERIS_SECTIONS.aid,
      };
    default: {
      const title = NERIS_MODULE_TITLES[head];
      if (title)
        return {
          formPath: `neris.${path}`,
          label: rest.length ? joinLabel(title, innerLabel(head, rest)) : title,
          section: title,
        };
      return { formPath: null, label: path };
    }
  }
}

function baseField(rest: string[], context: NerisFieldContext): NerisField {
  const [field, ...inner] = rest;
  switch (field) {
    case "department_neris_id":
      return { formPath: null, label: "Settings › NERIS › Department NERIS id" };
    case "incident_number":
      return { formPath: "incidentNumber", label: joinLabel(REPORT, "Incident Number") };
    case "outcome_narrative":
      return { formPath: "narrativeSummary", label: joinLabel(REPORT, "Narrative Summary") };
    case "location":
      return addressField(inner[0], context);
    case "location_use": {
      const part = inner[0] ?? "use_type";
      return {
        formPath: `neris.base.location_use.${part}`,
        label: joinLabel(NERIS_SECTIONS.address, USE_LABELS[part] ?? sentence(part)),
        section: NERIS_SECTIONS.address,
      };
    }
    case "point":
      return { formPath: null, label: joinLabel(NERIS_SECTIONS.address, "Map point") };
    default: {
      const known = field ? BASE_LABELS[field] : undefined;
      if (known) return { formPath: `neris.base.${field}`, label: joinLabel(...known), section: known[0] };
      return { formPath: null, label: joinLabel("Base", field ? sentence(field) : undefined) };
    }
  }
}

function typeField(rest: string[], context: NerisFieldContext): NerisField {
  const primary = { formPath: "nerisIncidentType", label: joinLabel(NFIRS, "NERIS Incident Type") };
  const [index] = rest;
  if (index === undefined || !/^\d+$/.test(index)) return { ...primary, section: NERIS_SECTIONS.types };
  const hasPrimary = context.hasPrimaryType !== false;
  const n = Number(index);
  if (hasPrimary && n === 0) return primary;
  const extra = hasPrimary ? n - 1 : n;
  return {
    formPath: `neris.additional_types.${extra}`,
    label: joinLabel(NERIS_SECTIONS.types, `Additional incident type ${extra + 1}`),
    section: NERIS_SECTIONS.types,
  };
}

function dispatchField(rest: string[], context: NerisFieldContext): NerisField {
  const [field, ...inner] = rest;
  switch (field) {
    case "call_arrival":
      return { formPath: "alarmAt", label: joinLabel(NFIRS, "Alarm Time") };
    case "incident_clear":
      return { formPath: "lastUnitClearedAt", label: joinLabel(NFIRS, "Last Unit Cleared") };
    case "incident_number":
      return { formPath: "incidentNumber", label: joinLabel(REPORT, "Incident Number") };
    case "location":
      return addressField(inner[0], context);
    case "unit_responses": {
      const [index, unitField] = inner;
      if (index === undefined || !/^\d+$/.test(index))
        return { formPath: "apparatusIds", label: "Resources › Apparatus", section: NERIS_SECTIONS.units };
      const n = Number(index);
      const unit = context.unitNames?.[n] ?? `Unit ${n + 1}`;
      const known = unitField ? UNIT_FIELDS[unitField] : undefined;
      if (known)
        return {
          formPath: `unitTimes.${n}.${known[0]}`,
          label: joinLabel(NERIS_SECTIONS.units, `${unit} ${known[1]}`),
          section: NERIS_SECTIONS.units,
        };
      return {
        formPath: "apparatusIds",
        label: joinLabel(
          NERIS_SECTIONS.units,
          unitField ? `${unit} ${sentence(unitField).toLowerCase()}` : unit,
        ),
        section: NERIS_SECTIONS.units,
      };
    }
    default:
      return {
        formPath: field ? `neris.dispatch.${field}` : null,
        label: joinLabel(
          NERIS_SECTIONS.dispatch,
          field ? (DISPATCH_LABELS[field] ?? sentence(field)) : undefined,
        ),
        section: NERIS_SECTIONS.dispatch,
      };
  }
}
