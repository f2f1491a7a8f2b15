import { readFileSync } from "node:fs";
import path from "node:path";
import { nerisIncidentDataSchema } from "@rollcall/shared/neris/incident";
import Ajv2020 from "ajv/dist/2020.js";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { IncidentFormApi } from "../form-types";
import { NerisTypeModules } from "../type-modules";
import {
  chooseBranch,
  type Draft,
  moduleSchema,
  moduleToDraft,
  moduleValue,
  type NerisModuleKey,
  schemaAt,
  setIn,
} from "./draft";
import { optionGroups, valueLabel } from "./labels";
import { ALL_MODULES, COOKING_FIRE, fireLocationForTypes, modulesForTypes } from "./needs";

const STRUCTURE_FIRE = "FIRE||STRUCTURE_FIRE||ROOM_AND_CONTENTS_FIRE";
const OUTSIDE_FIRE = "FIRE||OUTSIDE_FIRE||OTHER_OUTSIDE_FIRE";
const MEDICAL = "MEDICAL||ILLNESS||BREATHING_PROBLEMS";
const HAZSIT = "HAZSIT||HAZARDOUS_MATERIALS||GAS_LEAK_ODOR";

/** A module's draft as its fields leave it: each field's path and what the member chose or typed. */
const fill = (fields: Record<string, Draft>): Draft =>
  Object.entries(fields).reduce<Draft>((d, [path, value]) => setIn(d, path, value), "");

/** The report's NERIS data from its filled sections, each as the form holds it (with the tags the types fix). */
function nerisData(types: string[], drafts: Partial<Record<NerisModuleKey, Draft>>) {
  const fire = fireLocationForTypes(types);
  return Object.fromEntries(
    modulesForTypes(types).map((key) => [
      key,
      moduleValue(
        key,
        drafts[key] ?? "",
        key === "fire_detail" && fire ? { "location_detail.type": fire } : {},
      ),
    ]),
  );
}

const structureFire = {
  fire_detail: fill({
    "location_detail.arrival_condition": "SMOKE_FIRE_SHOWING",
    "location_detail.damage_type": "MODERATE_DAMAGE",
    "location_detail.floor_of_origin": "2",
    "location_detail.room_of_origin_type": "BEDROOM",
    "location_detail.cause": "ELECTRICAL",
    "location_detail.progression_evident": "true",
    water_supply: "HYDRANT_GREATER_500",
    investigation_needed: "YES",
    investigation_types: ["INVESTIGATED_ON_SCENE_RESOURCE"],
    suppression_appliances: ["SMALL_DIAMETER_FIRE_HOSE", "MEDIUM_DIAMETER_FIRE_HOSE"],
  }),
  smoke_alarm: fill({
    "presence.type": "PRESENT",
    "presence.working": "true",
    "presence.alarm_types": ["HARDWIRED", "INTERCONNECTED"],
    "presence.operation.alerted_failed_other.type": "OPERATED_ALERTED_OCCUPANT",
    "presence.operation.alerted_failed_other.occupant_action": "EVACUATED",
  }),
  fire_alarm: fill({ "presence.type": "NOT_PRESENT" }),
  other_alarm: fill({ "presence.type": "PRESENT", "presence.alarm_types": ["CARBON_MONOXIDE"] }),
  fire_suppression: fill({
    "presence.type": "PRESENT",
    "presence.suppression_types.0.type": "WET_PIPE_SPRINKLER_SYSTEM",
    "presence.suppression_types.0.full_partial": "FULL",
    "presence.operation_type.effectiveness.type": "OPERATED_EFFECTIVE",
    "presence.operation_type.effectiveness.sprinklers_activated": "2",
  }),
  csst_hazard: fill({ ignition_source: "false", grounded: "UNKNOWN" }),
  casualty_rescues: fill({
    "0.type": "NONFF",
    "0.birth_month_year": "04/1961",
    "0.gender": "FEMALE",
    "0.casualty.injury_or_noninjury.type": "INJURED_NONFATAL",
    "0.casualty.injury_or_noninjury.cause": "EXPOSURE",
    "0.rescue.presence_known.presence_known_type": "KNOWN_DISPATCH",
    "0.rescue.ffrescue_or_nonffrescue.type": "RESCUED_BY_FIREFIGHTER",
    "0.rescue.ffrescue_or_nonffrescue.actions": ["NONE"],
    "0.rescue.ffrescue_or_nonffrescue.removal_or_nonremoval.type": "REMOVAL_FROM_STRUCTURE",
    "0.rescue.ffrescue_or_nonffrescue.removal_or_nonremoval.room_type": "BEDROOM",
    "0.rescue.ffrescue_or_nonffrescue.removal_or_nonremoval.fire_removal.relative_suppression_time":
      "PRE_SUPPRESSION",
    "1.type": "FF",
    "1.rank": "Captain",
    "1.years_of_service": "12",
    "1.casualty.injury_or_noninjury.type": "INJURED_NONFATAL",
    "1.casualty.injury_or_noninjury.ff_injury_details.job_classification": "CAREER",
    "1.casualty.injury_or_noninjury.ff_injury_details.ppe_items": ["SCBA", "HELMET"],
    "1.rescue.ffrescue_or_nonffrescue.type": "SELF_EVACUATION",
    "1.rescue.mayday.mayday": "true",
    "1.rescue.mayday.rit_activated": "false",
  }),
  exposures: fill({
    "0.location_detail.type": "EXTERNAL_EXPOSURE",
    "0.location_detail.item_type": "STRUCTURE",
    "0.damage_type": "MINOR_DAMAGE",
    "0.location.number": "214",
    "0.location.street": "Elm",
    "0.location.state": "TX",
    "0.location_use.use_type": "AGRICULTURE_STRUCT||FARM_BUILDING",
    "0.people_present": "false",
  }),
};

describe("the modules a report's types call for", () => {
  it("gives a structure fire its fire, alarm and suppression sections, a cooking fire its cooking one", () => {
    expect(modulesForTypes([STRUCTURE_FIRE])).toEqual([
      "fire_detail",
      "smoke_alarm",
      "fire_alarm",
      "other_alarm",
      "fire_suppression",
      "csst_hazard",
      "medical_oxygen_hazard",
      "casualty_rescues",
      "exposures",
    ]);
    expect(modulesForTypes([COOKING_FIRE])).toContain("cooking_fire_suppression");
    expect(modulesForTypes([STRUCTURE_FIRE])).not.toContain("cooking_fire_suppression");
    expect(modulesForTypes([OUTSIDE_FIRE])).toEqual([
      "fire_detail",
      "csst_hazard",
      "medical_oxygen_hazard",
      "casualty_rescues",
      "exposures",
    ]);
  });

  it("gives medical and hazardous situation types their module, any type casualties and exposures", () => {
    expect(modulesForTypes([MEDICAL])).toEqual(["medical_details", "casualty_rescues", "exposures"]);
    expect(modulesForTypes([HAZSIT, MEDICAL])).toEqual([
      "medical_details",
      "hazsit_detail",
      "casualty_rescues",
      "exposures",
    ]);
    expect(modulesForTypes(["PUBSERV||ALARMS_NONMED||FIRE_ALARM"])).toEqual([
      "casualty_rescues",
      "exposures",
    ]);
    expect(modulesForTypes([])).toEqual([]);
  });

  it("takes where the fire was from the fire type", () => {
    expect(fireLocationForTypes([STRUCTURE_FIRE])).toBe("STRUCTURE");
    expect(fireLocationForTypes([MEDICAL, OUTSIDE_FIRE])).toBe("OUTSIDE");
    expect(fireLocationForTypes(["FIRE||TRANSPORTATION_FIRE||VEHICLE_FIRE_PASSENGER"])).toBeNull();
  });
});

describe("filled sections make NERIS data the report accepts", () => {
  it("a structure fire, with its people and an exposure", () => {
    const neris = nerisData([STRUCTURE_FIRE], structureFire);
    expect(nerisIncidentDataSchema.safeParse(neris).error?.issues).toBeUndefined();
    expect(neris.fire_detail).toEqual({
      location_detail: {
        type: "STRUCTURE",
        progression_evident: true,
        floor_of_origin: 2,
        arrival_condition: "SMOKE_FIRE_SHOWING",
        damage_type: "MODERATE_DAMAGE",
        room_of_origin_type: "BEDROOM",
        cause: "ELECTRICAL",
      },
      water_supply: "HYDRANT_GREATER_500",
      investigation_needed: "YES",
      investigation_types: ["INVESTIGATED_ON_SCENE_RESOURCE"],
      suppression_appliances: ["SMALL_DIAMETER_FIRE_HOSE", "MEDIUM_DIAMETER_FIRE_HOSE"],
    });
    expect(neris.fire_alarm).toEqual({ presence: { type: "NOT_PRESENT" } });
    expect(neris.csst_hazard).toEqual({ ignition_source: false, grounded: "UNKNOWN" });
    // Sections left empty are not sent.
    expect(neris.medical_oxygen_hazard).toBeNull();
    expect(neris.exposures).toEqual([
      {
        location_detail: { type: "EXTERNAL_EXPOSURE", item_type: "STRUCTURE" },
        location: { number: 214, street: "Elm", state: "TX" },
        location_use: { use_type: "AGRICULTURE_STRUCT||FARM_BUILDING" },
        damage_type: "MINOR_DAMAGE",
        people_present: false,
      },
    ]);
    const [civilian, firefighter] = neris.casualty_rescues as Record<string, unknown>[];
    expect(civilian.rescue).toMatchObject({ presence_known: { presence_known_type: "KNOWN_DISPATCH" } });
    expect(firefighter).toMatchObject({
      type: "FF",
      years_of_service: 12,
      rescue: { mayday: { mayday: true } },
    });
  });

  it("a cooking fire", () => {
    const neris = nerisData([COOKING_FIRE], {
      ...structureFire,
      cooking_fire_suppression: fill({
        "presence.type": "PRESENT",
        "presence.suppression_types": ["RESIDENTIAL_HOOD_MOUNTED"],
        "presence.operation_type": "OPERATED_EFFECTIVE",
      }),
    });
    expect(nerisIncidentDataSchema.safeParse(neris).error?.issues).toBeUndefined();
    expect(neris.cooking_fire_suppression).toEqual({
      presence: {
        type: "PRESENT",
        suppression_types: ["RESIDENTIAL_HOOD_MOUNTED"],
        operation_type: "OPERATED_EFFECTIVE",
      },
    });
  });

  it("an outside fire", () => {
    const neris = nerisData([OUTSIDE_FIRE], {
      fire_detail: fill({
        "location_detail.acres_burned": "0.5",
        "location_detail.cause": "DEBRIS_OPEN_BURNING",
        water_supply: "TANK_WATER",
        investigation_needed: "NO",
      }),
    });
    expect(nerisIncidentDataSchema.safeParse(neris).error?.issues).toBeUndefined();
    expect(neris.fire_detail).toEqual({
      location_detail: { type: "OUTSIDE", acres_burned: 0.5, cause: "DEBRIS_OPEN_BURNING" },
      water_supply: "TANK_WATER",
      investigation_needed: "NO",
      investigation_types: [],
    });
  });

  it("a medical call, its empty extra patient dropped", () => {
    const neris = nerisData([MEDICAL], {
      medical_details: fill({
        "0.patient_care_evaluation": "PATIENT_EVALUATED_CARE_PROVIDED",
        "0.patient_status": "IMPROVED",
        "0.transport_disposition": "TRANSPORT_BY_EMS_UNIT",
        "0.patient_care_report_id": " PCR-2291 ",
        "1.patient_status": "",
      }),
    });
    expect(nerisIncidentDataSchema.safeParse(neris).error?.issues).toBeUndefined();
    expect(neris.medical_details).toEqual([
      {
        patient_care_evaluation: "PATIENT_EVALUATED_CARE_PROVIDED",
        patient_status: "IMPROVED",
        transport_disposition: "TRANSPORT_BY_EMS_UNIT",
        patient_care_report_id: "PCR-2291",
      },
    ]);
  });

  it("a hazardous situation with a chemical released", () => {
    const neris = nerisData([HAZSIT], {
      hazsit_detail: fill({
        disposition: "COMPLETED_FIRE_SERVICE_ONLY",
        evacuated: "12",
        "chemicals.0.name": "Natural gas",
        "chemicals.0.dot_class": "GASES",
        "chemicals.0.release_occurred": "true",
        "chemicals.0.release.estimated_amount": "40",
        "chemicals.0.release.unit_of_measurement": "GAS_CUBIC_FOOT",
        "chemicals.0.release.released_into": "AIR",
        "chemicals.1.name": "Chlorine",
        "chemicals.1.dot_class": "GASES",
        "chemicals.1.release_occurred": "false",
      }),
    });
    expect(nerisIncidentDataSchema.safeParse(neris).error?.issues).toBeUndefined();
    expect(neris.hazsit_detail).toEqual({
      evacuated: 12,
      disposition: "COMPLETED_FIRE_SERVICE_ONLY",
      chemicals: [
        {
          name: "Natural gas",
          release_occurred: true,
          dot_class: "GASES",
          release: { estimated_amount: 40, unit_of_measurement: "GAS_CUBIC_FOOT", released_into: "AIR" },
        },
        { name: "Chlorine", release_occurred: false, dot_class: "GASES" },
      ],
    });
  });
});

/**
 * The API's own request schema (reference/incident-payload.schema.json) for the modules alone: each module as
 * IncidentPayload declares it. Its discriminators are read as plain oneOf (each branch's tag tells it apart).
 */
function apiModulesSchema() {
  const file = path.resolve(
    import.meta.dirname,
    "../../../../../../../api/src/modules/incidents/neris/reference/incident-payload.schema.json",
  );
  const schema = JSON.parse(readFileSync(file, "utf8"));
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== "object") return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([k]) => k !== "discriminator")
        .map(([k, v]) => [k, strip(v)]),
    );
  };
  const properties = Object.fromEntries(ALL_MODULES.map((key) => [key, schema.properties[key]]));
  const ajv = new Ajv2020({ allErrors: true, strict: false, unicodeRegExp: false });
  return ajv.compile(
    strip({ $defs: schema.$defs, type: "object", properties, additionalProperties: false }) as object,
  );
}

describe("filled sections make what the NERIS API takes", () => {
  const validate = apiModulesSchema();
  it("refuses what the API refuses", () => {
    expect(validate({ fire_alarm: { presence: { type: "NOT_PRESENT", alarm_types: ["MANUAL"] } } })).toBe(
      false,
    );
    expect(validate({ fire_detail: { water_supply: "NONE" } })).toBe(false);
  });
  it.each([
    ["a structure fire", [STRUCTURE_FIRE], structureFire],
    [
      "an outside fire",
      [OUTSIDE_FIRE],
      {
        fire_detail: fill({
          "location_detail.cause": "NATURAL",
          water_supply: "NONE",
          investigation_needed: "NO",
        }),
      },
    ],
    [
      "a medical call",
      [MEDICAL],
      { medical_details: fill({ "0.patient_care_evaluation": "PATIENT_DEAD_ON_ARRIVAL" }) },
    ],
    [
      "a hazardous situation",
      [HAZSIT],
      { hazsit_detail: fill({ disposition: "RELEASED_TO_LOCAL_AGENCY", evacuated: "0" }) },
    ],
  ])("%s", (_kind, types, drafts) => {
    const modules = Object.fromEntries(
      Object.entries(nerisData(types, drafts as Partial<Record<NerisModuleKey, Draft>>)).filter(
        ([, v]) => v !== null,
      ),
    );
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    validate(modules);
    expect(validate.errors ?? []).toEqual([]);
  });
});

describe("a section's values", () => {
  it("sends nothing for an empty section, and null where NERIS requires a field left empty", () => {
    expect(moduleValue("fire_detail", "", { "location_detail.type": "STRUCTURE" })).toBeNull();
    expect(moduleValue("hazsit_detail", fill({ "chemicals.0.name": "" }))).toBeNull();
    const partial = { fire_detail: moduleValue("fire_detail", fill({ water_supply: "NONE" }), {}) };
    const issues = nerisIncidentDataSchema.safeParse(partial).error?.issues.map((i) => i.path.join("."));
    expect(issues).toEqual(["fire_detail.location_detail", "fire_detail.investigation_needed"]);
  });

  it("empties a union's fields when another branch is chosen, keeps them within the branch", () => {
    const union = schemaAt(moduleSchema("casualty_rescues"), "", "0.casualty.injury_or_noninjury.type");
    const injured = { type: "INJURED_FATAL", cause: "COLLAPSE" };
    expect(chooseBranch(union, injured, "INJURED_NONFATAL")).toEqual({
      type: "INJURED_NONFATAL",
      cause: "COLLAPSE",
    });
    expect(chooseBranch(union, injured, "UNINJURED")).toEqual({ type: "UNINJURED" });
    const effect = schemaAt(
      moduleSchema("fire_suppression"),
      "",
      "presence.operation_type.effectiveness.type",
    );
    expect(
      chooseBranch(
        effect,
        { type: "OPERATED_NOT_EFFECTIVE", failure_reason: "SYSTEM_INOPERABLE" },
        "NO_OPERATION",
      ),
    ).toEqual({ type: "NO_OPERATION" });
  });

  it("reads a report's module back into the fields", () => {
    const value = moduleValue("fire_suppression", structureFire.fire_suppression);
    expect(moduleValue("fire_suppression", moduleToDraft(value))).toEqual(value);
    expect(moduleToDraft({ evacuated: 3, chemicals: [{ release_occurred: false, release: null }] })).toEqual({
      evacuated: "3",
      chemicals: [{ release_occurred: "false", release: "" }],
    });
  });

  it("labels values in words, hierarchical ones by their group", () => {
    expect(valueLabel("FIRE_OUT_UPON_ARRIVAL")).toBe("Fire out upon arrival");
    expect(valueLabel("NO")).toBe("No");
    expect(valueLabel("TX")).toBe("TX");
    expect(valueLabel("AGRICULTURE_STRUCT||FARM_BUILDING")).toBe("Farm (Building)");
    expect(optionGroups(["AGRICULTURE_STRUCT||FARM_BUILDING", "AGRICULTURE_STRUCT||STORAGE_SILO"])).toEqual([
      {
        label: "Agriculture Structure",
        values: ["AGRICULTURE_STRUCT||FARM_BUILDING", "AGRICULTURE_STRUCT||STORAGE_SILO"],
      },
    ]);
    expect(optionGroups(["GAS_POUND", "LIQUID_GALLON"]).map((g) => g.label)).toEqual(["Gas", "Liquid"]);
  });
});

/** The sections as the incident form renders them for the types (the form's values as given). */
function render(types: string[], neris: Record<string, unknown> = {}) {
  function Host() {
    const form = useForm({ defaultValues: { neris } }) as unknown as IncidentFormApi;
    return createElement(NerisTypeModules, { form, types });
  }
  return renderToStaticMarkup(createElement(Host));
}

describe("the sections", () => {
  it("shows each section the types call for, titled, with labels and no raw codes", () => {
    const html = render([COOKING_FIRE], {
      fire_detail: nerisData([COOKING_FIRE], structureFire).fire_detail,
    });
    const titles = [...html.matchAll(/<section aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(titles).toEqual([
      "Fire",
      "Smoke alarms",
      "Fire alarms",
      "Other alarms",
      "Fire suppression system",
      "Cooking fire suppression",
      "CSST hazard",
      "Medical oxygen hazard",
      "Casualties and rescues",
      "Exposures",
    ]);
    expect(html).toContain("<h3");
    expect(html).toContain(">Arrival condition</label>");
    expect(html).toContain('<option value="SMOKE_FIRE_SHOWING" selected="">Smoke and fire showing</option>');
    const optionTexts = [...html.matchAll(/<option [^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);
    expect(optionTexts.filter((t) => /[A-Z]{2,}_|\|\|/.test(t))).toEqual([]);
  });

  it("shows a medical call's first patient, and nothing without a type", () => {
    const html = render([MEDICAL]);
    expect(html).toContain('aria-label="Medical"');
    expect(html).toContain("Patient 1");
    expect(html).toContain(">Patient care evaluation</label>");
    expect(render([])).toBe("");
  });
});
