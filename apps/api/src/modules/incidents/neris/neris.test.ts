/**
 * A report checked as the NERIS API checks it: GET /api/incidents/{id}/neris/validation names what the
 * payload lacks by its place in the payload (the department's NERIS id, the call's times, the modules a
 * structure fire needs), and answers valid once the report holds them; the NERIS part and the units' own
 * times are written through the incident's PATCH with field messages; the API's rules beyond the schema;
 * the value sets against the schema's; another agency's report is a 404, a signed-out caller a 401.
 */
import { randomUUID } from "node:crypto";
import * as E from "@rollcall/shared/neris/payload-enums";
import {
  NERIS_ACTION_TACTICS,
  NERIS_AID_DIRECTIONS,
  NERIS_AID_TYPES,
  NERIS_INCIDENT_TYPES,
  NERIS_LOCATION_USES,
} from "@rollcall/shared/neris/value-sets";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../../db/client";
import { equipment } from "../../../db/schema/equipment";
import { nerisSettings } from "../../../db/schema/incidents";
import { type Json, twoAgencies } from "../../../test/world";
import { COMPLETE, STRUCTURE_FIRE } from "./neris.fixtures";
import { ruleErrors, validateIncidentPayload } from "./neris.validate";

const { t, a, b, officer, firefighter, call, expectCall } = twoAgencies({ crew: true });
let engine: string;
let medic: string;
let fire: string;
let other: string;

async function addEquipment(agencyId: string, name: string, nerisUnitType: string) {
  const id = randomUUID();
  await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx.insert(equipment).values({ id, agencyId, name, type: "engine", status: "available", nerisUnitType }),
  );
  return id;
}

const validation = (id: string, cookie = firefighter.cookie) =>
  expectCall<{ valid: boolean; errors: { path: string; message: string }[] }>(
    200,
    "GET",
    `/api/incidents/${id}/neris/validation`,
    cookie,
  );
const paths = (v: { errors: { path: string }[] }) => v.errors.map((e) => e.path);

beforeAll(async () => {
  engine = await addEquipment(a.user.agencyId, "Engine 1", "ENGINE_STRUCT");
  medic = await addEquipment(a.user.agencyId, "Medic 3", "ALS_AMB");
  const report = (cookie: string, officerId: string, apparatusIds: string[]) =>
    expectCall<Json>(201, "POST", "/api/incidents", cookie, {
      incidentType: "fire",
      reportDate: "2025-03-04",
      incidentDate: "2025-03-04T02:14",
      location: "1420 Maple Ridge Dr",
      description: "Kitchen fire in a two-story dwelling",
      reportingOfficerId: officerId,
      nfirsCode: "111",
      nerisIncidentType: STRUCTURE_FIRE,
      alarmAt: "2025-03-04T02:14",
      arrivalAt: "2025-03-04T02:20",
      lastUnitClearedAt: "2025-03-04T03:40",
      apparatusIds,
    });
  fire = (await report(firefighter.cookie, officer.id, [engine, medic])).id as string;
  other = (await report(b.cookie, b.user.id, [])).id as string;
});

describe("GET /api/incidents/{id}/neris/validation", () => {
  it("names what the payload lacks, by its place in the payload", async () => {
    const v = await validation(fire);
    expect(v.valid).toBe(false);
    expect(paths(v)).toEqual(
      expect.arrayContaining([
        "base.department_neris_id",
        "dispatch.call_answered",
        "dispatch.call_create",
        "smoke_alarm",
        "fire_alarm",
        "other_alarm",
        "fire_suppression",
        "fire_detail",
      ]),
    );
    expect(v.errors).toContainEqual({ path: "dispatch.call_answered", message: "Required by NERIS" });
    expect(v.errors).toContainEqual({
      path: "smoke_alarm",
      message: "The smoke alarm section is required for a structure fire incident",
    });
  });

  it("answers valid once the department's id, the call's times and the modules are there", async () => {
    await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.insert(nerisSettings).values({ agencyId: a.user.agencyId, entityId: "FD24027240" }),
    );
    const saved = await expectCall<Json>(200, "PATCH", `/api/incidents/${fire}`, firefighter.cookie, {
      neris: COMPLETE,
      unitTimes: [
        {
          equipmentId: engine,
          dispatchedAt: "2025-03-04T07:14:40Z",
          enRouteAt: "2025-03-04T07:15:30Z",
          onSceneAt: "2025-03-04T07:20:00Z",
          clearedAt: "2025-03-04T08:40:00Z",
          staffing: 4,
        },
      ],
    });
    expect(saved.neris).toEqual(COMPLETE);
    expect((saved.apparatus as Json[]).find((u) => u.id === engine)).toMatchObject({
      nerisUnitType: "ENGINE_STRUCT",
      onSceneAt: "2025-03-04T07:20:00.000Z",
      staffing: 4,
    });
    expect(await validation(fire)).toEqual({ valid: true, errors: [] });
  });

  it("refuses a module the incident types do not allow, on the module", async () => {
    await expectCall(200, "PATCH", `/api/incidents/${fire}`, firefighter.cookie, {
      neris: {
        ...COMPLETE,
        medical_details: [{ patient_care_evaluation: "PATIENT_EVALUATED_CARE_PROVIDED" }],
      },
    });
    const v = await validation(fire);
    expect(v.errors).toEqual([
      { path: "medical_details", message: "The medical section only goes with a MEDICAL incident type" },
    ]);
  });

  it("the export holds each agency's own completed reports only", async () => {
    await expectCall(200, "PATCH", `/api/incidents/${fire}`, a.cookie, {
      status: "completed",
      neris: COMPLETE,
    });
    await expectCall(200, "PATCH", `/api/incidents/${other}`, b.cookie, { status: "completed" });
    const range = "from=2025-03-01&to=2025-03-31";
    const ours = await expectCall<Json[]>(
      200,
      "GET",
      `/api/incidents/export.neris.json?${range}`,
      firefighter.cookie,
    );
    expect(ours.map((p) => (p.base as Json).department_neris_id)).toEqual(["FD24027240"]);
    const theirs = await expectCall<Json[]>(
      200,
      "GET",
      `/api/incidents/export.neris.json?${range}`,
      b.cookie,
    );
    expect(theirs).toHaveLength(1);
    expect((theirs[0].base as Json).department_neris_id).toBeUndefined();
    expect(validateIncidentPayload(ours[0])).toEqual({ valid: true, errors: [] });
  });

  it("another agency's report answers 404; signed out, 401", async () => {
    expect((await call("GET", `/api/incidents/${other}/neris/validation`, a.cookie)).statusCode).toBe(404);
    expect((await call("GET", `/api/incidents/${fire}/neris/validation`, b.cookie)).statusCode).toBe(404);
    expect((await call("GET", `/api/incidents/${fire}/neris/validation`)).statusCode).toBe(401);
  });
});

describe("writing the NERIS part and the units' times", () => {
  // The report is completed by now: an officer edits it.
  it("answers 400 with field messages for values NERIS does not know and units' times out of order", async () => {
    const bad = await call("PATCH", `/api/incidents/${fire}`, officer.cookie, {
      neris: { fire_detail: { ...COMPLETE.fire_detail, water_supply: "GARDEN_HOSE" } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? {}).some((k) => k.startsWith("neris"))).toBe(true);
    const reversed = await call("PATCH", `/api/incidents/${fire}`, officer.cookie, {
      unitTimes: [
        { equipmentId: medic, onSceneAt: "2025-03-04T07:20:00Z", clearedAt: "2025-03-04T07:10:00Z" },
      ],
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({
      unitTimes: "A unit's times go dispatched, en route, on scene, cleared, in that order",
    });
    const stranger = await call("PATCH", `/api/incidents/${fire}`, officer.cookie, {
      unitTimes: [{ equipmentId: randomUUID(), onSceneAt: "2025-03-04T07:20:00Z" }],
    });
    expect(stranger.json().errors).toEqual({ unitTimes: "Choose apparatus listed on this report" });
  });
});

describe("an apparatus' NERIS unit type", () => {
  it("is kept on the equipment, from the type_unit value set only", async () => {
    const saved = await expectCall<Json>(200, "PATCH", `/api/equipment/${medic}`, a.cookie, {
      nerisUnitType: "BLS_AMB",
    });
    expect(saved.nerisUnitType).toBe("BLS_AMB");
    const bad = await call("PATCH", `/api/equipment/${medic}`, a.cookie, { nerisUnitType: "AMBULANCE" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ nerisUnitType: "Choose a NERIS unit type" });
  });
});

describe("the API's rules beyond the schema", () => {
  const types = (...list: string[]) => list.map((type, i) => ({ type, primary: i === 0 }));

  it("a cooking fire needs its suppression module; support given to another department needs none", () => {
    const cooking = { incident_types: types("FIRE||STRUCTURE_FIRE||CONFINED_COOKING_APPLIANCE_FIRE") };
    expect(ruleErrors(cooking).map((e) => e.path)).toEqual([
      "smoke_alarm",
      "fire_alarm",
      "other_alarm",
      "fire_suppression",
      "cooking_fire_suppression",
      "fire_detail",
    ]);
    const support = {
      ...cooking,
      aids: [{ department_neris_id: "FD24027241", aid_type: "SUPPORT_AID", aid_direction: "GIVEN" }],
    };
    expect(ruleErrors(support)).toEqual([]);
  });

  it("at most three types, one primary, each once; a lone UNDETERMINED only from CAD", () => {
    const medical = { medical_details: [{}] };
    expect(
      ruleErrors({
        ...medical,
        incident_types: types(
          "MEDICAL||ILLNESS||CARDIAC_ARREST",
          "MEDICAL||INJURY||FALL",
          "MEDICAL||ILLNESS||STROKE_CVA",
          "MEDICAL||INJURY||ASSAULT",
        ),
      }),
    ).toContainEqual({ path: "incident_types", message: "Choose at most three incident types" });
    expect(
      ruleErrors({
        ...medical,
        incident_types: [
          { type: "MEDICAL||INJURY||FALL", primary: true },
          { type: "MEDICAL||INJURY||FALL", primary: true },
        ],
      }).map((e) => e.message),
    ).toEqual(["Each incident type may be chosen once", "Only one incident type can be the primary one"]);
    expect(ruleErrors({ incident_types: [{ type: "UNDETERMINED" }] })).toEqual([
      {
        path: "incident_types.0.type",
        message: "An undetermined incident type comes only from a CAD integration",
      },
    ]);
    expect(ruleErrors({ incident_types: [{ type: "UNDETERMINED" }] }, { fromCad: true })).toEqual([]);
  });

  it("firefighter-only and release-only details", () => {
    const errors = ruleErrors({
      incident_types: types("HAZSIT||HAZARDOUS_MATERIALS||GAS_LEAK_ODOR"),
      hazsit_detail: { chemicals: [{ release_occurred: false, release: {} }] },
      casualty_rescues: [
        { type: "NONFF", rank: "Captain", rescue: { mayday: { mayday: true } } },
        { type: "FF", rescue: { presence_known: {} } },
      ],
    });
    expect(errors.map((e) => e.path)).toEqual([
      "casualty_rescues.0.rank",
      "casualty_rescues.0.rescue.mayday",
      "casualty_rescues.1.rescue.presence_known",
      "hazsit_detail.chemicals.0.release",
    ]);
  });

  it("schema errors name the field of the alternative meant, not every alternative", () => {
    const { base: _base, dispatch: _dispatch, ...modules } = COMPLETE;
    const v = validateIncidentPayload({
      ...modules,
      base: { department_neris_id: "FD1", incident_number: "A-1", location: {} },
      incident_types: types(STRUCTURE_FIRE),
      dispatch: {
        incident_number: "A-1",
        call_arrival: "2025-03-04T07:14:00Z",
        call_answered: "soon",
        call_create: "2025-03-04T07:14:00Z",
        location: {},
        unit_responses: [],
      },
      base_extra: true,
      smoke_alarm: {
        presence: {
          type: "PRESENT",
          operation: { alerted_failed_other: { type: "FAILED_TO_OPERATE", failure_reason: "GREMLINS" } },
        },
      },
    });
    expect(new Set(v.errors)).toEqual(
      new Set([
        { path: "base_extra", message: "Not a NERIS field" },
        { path: "base.department_neris_id", message: "Enter the NERIS id as FD followed by eight digits" },
        { path: "dispatch.call_answered", message: "Enter a date and time with its zone" },
        {
          path: "smoke_alarm.presence.operation.alerted_failed_other.failure_reason",
          message: "Choose one of the NERIS values",
        },
      ]),
    );
    expect(v.errors).toHaveLength(4);
  });
});

describe("the value sets and the API's schema", () => {
  it("every value of the value sets is one the schema accepts (the schema's spelling where a CSV differs)", () => {
    const sets: [readonly string[], { value: string }[] | readonly { value: string }[]][] = [
      [E.TypeIncidentValue, NERIS_INCIDENT_TYPES],
      [E.TypeActionTacticValue, NERIS_ACTION_TACTICS],
      [E.TypeLocationUseValue, NERIS_LOCATION_USES],
      [E.AidType, NERIS_AID_TYPES],
      [E.AidDirection1, NERIS_AID_DIRECTIONS],
    ];
    for (const [schemaValues, set] of sets)
      for (const { value } of set) expect(schemaValues, value).toContain(value);
    // type_incident.csv spells it BACKOUNTRY_RESCUE; the API takes the schema's spelling.
    expect(NERIS_INCIDENT_TYPES.map((v) => v.value)).toContain("RESCUE||OUTSIDE||BACKCOUNTRY_RESCUE");
  });
});
