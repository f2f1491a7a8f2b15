/**
 * CAD opening reports (issue 43, decision 034): a key of scope "cad", made through Settings → API Keys' route,
 * POSTs a NERIS DispatchPayload to /api/cad/incidents. The first call opens a draft report with the call's and
 * the units' times, the dispatch details and the apparatus matched by name (the others listed, not invented),
 * said to be opened by CAD, whose response time shows in the Incidents Analytics tab; a second call with the
 * same number updates the times and keeps what the crew wrote; a signed-off report refuses CAD's changes; a bad
 * payload is a 400 naming the payload's paths; only a cad (or bare write) key may call it, and a cad key
 * nothing else; another agency's same CAD number is another agency's report.
 */
import { randomUUID } from "node:crypto";
import { API_KEY_MESSAGES, describeScopes } from "@rollcall/shared/integrations";
import { CAD_MESSAGES } from "@rollcall/shared/neris/cad";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../../db/client";
import { equipment } from "../../../db/schema/equipment";
import { openEventStream } from "../../../test/event-stream";
import { testDay } from "../../../test/harness";
import { type Json, twoAgencies } from "../../../test/world";
import { CAD_DISPATCH_EXAMPLE } from "./cad.openapi";
import { cadIncidentType, cadLocationText } from "./cad.service";

const { t, a, b, officer, call, expectCall } = twoAgencies({ crew: true });

const URL = "/api/cad/incidents";
const day = testDay(-3);
const at = (time: string) => `${day}T${time}Z`;

type Made = Json & { id: string; key: string };
const makeKey = (scopes: string[], cookie = a.cookie) =>
  expectCall<Made>(201, "POST", "/api/api-keys", cookie, { name: `CAD ${scopes.join(" ")}`, scopes });

const withKey = (key: string, method: "GET" | "POST" | "PATCH", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A structure fire: two of the agency's units (CAD spells one in capitals) and one from the next town. */
const dispatch = (number: string, overrides: Json = {}) => ({
  incident_number: number,
  center_id: "1234",
  determinant_code: "69-D-6",
  incident_code: "STRF1",
  automatic_alarm: false,
  call_arrival: at("10:00:00"),
  call_answered: at("10:00:05"),
  call_create: at("10:00:30"),
  // The reference example's address, with cross streets (which the report does not keep).
  location: { ...CAD_DISPATCH_EXAMPLE.location, cross_streets: [{ street: "Oak" }] } as Json,
  comments: [{ timestamp: at("10:00:40"), comment: "Smoke from the second floor" }],
  unit_responses: [
    {
      reported_unit_id: "ENGINE 1",
      staffing: 4,
      dispatch: at("10:01:00"),
      enroute_to_scene: at("10:02:00"),
      on_scene: at("10:06:00"),
      unit_clear: at("11:00:00"),
    },
    {
      reported_unit_id: "Ladder 2",
      staffing: 3,
      dispatch: at("10:01:30"),
      enroute_to_scene: at("10:02:30"),
      on_scene: at("10:08:00"),
      unit_clear: at("11:10:00"),
    },
    { reported_unit_id: "M7", dispatch: at("10:03:00") },
  ],
  ...overrides,
});

let cad: Made;
let engine: string;
let ladder: string;

async function addEquipment(agencyId: string, name: string) {
  const id = randomUUID();
  await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx.insert(equipment).values({ id, agencyId, name, type: "engine", status: "available" }),
  );
  return id;
}

beforeAll(async () => {
  engine = await addEquipment(a.user.agencyId, "Engine 1");
  ladder = await addEquipment(a.user.agencyId, "Ladder 2");
  cad = await makeKey(["cad"]);
});

describe("a CAD key", () => {
  it("is made through the API keys route and described by its integration", async () => {
    expect(cad.scopes).toEqual(["cad"]);
    expect(describeScopes(["cad"])).toBe("CAD: open and update incidents from dispatch");
  });

  it("opens a draft report with the call's and units' times, said to be opened by CAD", async () => {
    const res = await withKey(cad.key, "POST", URL, dispatch("2026-004512"));
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({
      id: expect.any(String),
      incidentNumber: "2026-004512",
      cadIncidentNumber: "2026-004512",
      created: true,
      unmatchedUnits: ["M7"],
    });

    const incident = await expectCall<Json>(200, "GET", `/api/incidents/${answer.id}`, officer.cookie);
    const { cross_streets: _unkept, ...kept } = dispatch("2026-004512").location;
    expect(incident).toMatchObject({
      openedByCad: true,
      cadIncidentNumber: "2026-004512",
      status: "draft",
      incidentType: "fire",
      description: "CAD STRF1 · 69-D-6",
      location: "1420 N Fairfax AVENUE, Springfield VA 22150",
      reportingOfficerId: a.user.id,
      reportedById: null,
      incidentDate: at("10:00:00").replace("Z", ".000Z"),
      alarmAt: at("10:00:00").replace("Z", ".000Z"),
      dispatchedAt: at("10:01:00").replace("Z", ".000Z"),
      enRouteAt: at("10:02:00").replace("Z", ".000Z"),
      arrivalAt: at("10:06:00").replace("Z", ".000Z"),
      lastUnitClearedAt: at("11:10:00").replace("Z", ".000Z"),
      unitsResponded: ["Engine 1", "Ladder 2"],
    });
    expect((incident.neris as Json).dispatch).toEqual({
      incident_number: "2026-004512",
      center_id: "1234",
      determinant_code: "69-D-6",
      incident_code: "STRF1",
      automatic_alarm: false,
      call_answered: at("10:00:05"),
      call_create: at("10:00:30"),
      disposition: null,
      // The parts the report keeps (cross streets are not among them).
      location: kept,
      comments: [{ timestamp: at("10:00:40"), comment: "Smoke from the second floor" }],
    });
    const units = incident.apparatus as Json[];
    expect(units.map((u) => [u.id, u.staffing, u.onSceneAt])).toEqual([
      [engine, 4, at("10:06:00").replace("Z", ".000Z")],
      [ladder, 3, at("10:08:00").replace("Z", ".000Z")],
    ]);

    // The write is the key's in the audit log; the list shows the report to every member.
    const logged = await t.db.execute(
      sql`select user_id, api_key_id from audit_logs where entity_type = 'incidents' and entity_id = ${answer.id} and action = 'create'`,
    );
    expect((logged as unknown as { rows: Json[] }).rows).toEqual([
      { user_id: a.user.id, api_key_id: cad.id },
    ]);
    const listed = await expectCall<Json[]>(200, "GET", "/api/incidents", officer.cookie);
    expect(listed.find((i) => i.id === answer.id)).toMatchObject({ openedByCad: true });
  });

  it("makes the report's response time show in the Incidents Analytics tab", async () => {
    const range = `from=${testDay(-4)}&to=${testDay(-2)}`;
    const analytics = await expectCall<Json>(200, "GET", `/api/incidents/analytics?${range}`, a.cookie);
    expect(analytics.total).toBe(1);
    const times = analytics.responseTimes as { overall: Json; byType: Json[]; withoutTimes: number };
    // Alarm 10:00:00 to the first unit on scene 10:06:00.
    expect(times.overall).toEqual({ count: 1, medianSeconds: 360, p90Seconds: 360 });
    expect(times.byType).toContainEqual({ type: "fire", count: 1, medianSeconds: 360, p90Seconds: 360 });
  });

  it("updates the same report on a second call, keeping what the crew wrote", async () => {
    const first = await withKey(cad.key, "POST", URL, dispatch("2026-004600"));
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().id;
    // The crew writes the narrative, renames the location and adds a responder.
    await expectCall(200, "PATCH", `/api/incidents/${id}`, officer.cookie, {
      narrativeSummary: "Kitchen fire, knocked down by Engine 1.",
      location: "1420 North Fairfax Avenue",
      responderIds: [officer.id],
    });

    const later = dispatch("2026-004600", {
      disposition: "Fire extinguished",
      determinant_code: "69-D-4",
      incident_clear: at("11:30:00"),
      unit_responses: [
        {
          reported_unit_id: "Engine 1",
          dispatch: at("10:01:00"),
          enroute_to_scene: at("10:01:40"),
          on_scene: at("10:05:00"),
          unit_clear: at("11:20:00"),
        },
      ],
    });
    const second = await withKey(cad.key, "POST", URL, later);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ id, created: false, unmatchedUnits: [] });

    const incident = await expectCall<Json>(200, "GET", `/api/incidents/${id}`, officer.cookie);
    expect(incident).toMatchObject({
      narrativeSummary: "Kitchen fire, knocked down by Engine 1.",
      location: "1420 North Fairfax Avenue",
      // The description CAD wrote follows CAD's new determinant (no member changed it).
      description: "CAD STRF1 · 69-D-4",
      enRouteAt: at("10:01:40").replace("Z", ".000Z"),
      arrivalAt: at("10:05:00").replace("Z", ".000Z"),
      lastUnitClearedAt: at("11:30:00").replace("Z", ".000Z"),
      status: "draft",
    });
    expect((incident.responders as Json[]).map((r) => r.id)).toEqual([officer.id]);
    expect((incident.neris as Json).dispatch).toMatchObject({ disposition: "Fire extinguished" });
    // Engine 1 takes CAD's new times and keeps its staffing; Ladder 2 stays on the report.
    const units = incident.apparatus as Json[];
    expect(units.map((u) => [u.id, u.staffing, u.onSceneAt])).toEqual([
      [engine, 4, at("10:05:00").replace("Z", ".000Z")],
      [ladder, 3, at("10:08:00").replace("Z", ".000Z")],
    ]);
    const all = await expectCall<Json[]>(200, "GET", "/api/incidents", officer.cookie);
    expect(all.filter((i) => i.cadIncidentNumber === "2026-004600")).toHaveLength(1);
  });

  it("gives the report a number of ours when CAD's does not fit or is taken", async () => {
    const res = await withKey(cad.key, "POST", URL, dispatch("FDID_20260814000001"));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().cadIncidentNumber).toBe("FDID_20260814000001");
    expect(res.json().incidentNumber).toMatch(/^\d{8}-\d{4}$/);
  });

  it("refuses changes to a signed-off report until an officer reopens it", async () => {
    const first = await withKey(cad.key, "POST", URL, dispatch("2026-004700"));
    const id = first.json().id;
    await expectCall(200, "PATCH", `/api/incidents/${id}`, officer.cookie, { status: "approved" });
    const refused = await withKey(cad.key, "POST", URL, dispatch("2026-004700", { disposition: "Late" }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CAD_MESSAGES.signedOff);
    await expectCall(200, "PATCH", `/api/incidents/${id}`, officer.cookie, { status: "pending" });
    const taken = await withKey(cad.key, "POST", URL, dispatch("2026-004700", { disposition: "Late" }));
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it("answers 400 with the payload's paths for a payload NERIS would not take, and writes nothing", async () => {
    const before = (await expectCall<Json[]>(200, "GET", "/api/incidents", a.cookie)).length;
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ ...dispatch("2026-9"), call_arrival: undefined }, { call_arrival: "Required by NERIS" }],
      [
        dispatch("2026-9", { call_answered: "yesterday" }),
        { call_answered: "Enter a date and time with its zone" },
      ],
      [dispatch("2026-9", { unknown_field: 1 }), { unknown_field: "Not a NERIS field" }],
      [
        dispatch("2026-9", { unit_responses: [{ reported_unit_id: "Engine 1", staffing: "four" }] }),
        { "unit_responses.0.staffing": "Must be a whole number" },
      ],
      [
        dispatch("2026-9", {
          unit_responses: [
            { reported_unit_id: "Engine 1", dispatch: at("10:05:00"), on_scene: at("10:01:00") },
          ],
        }),
        { "unit_responses.0.on_scene": CAD_MESSAGES.timesOrder },
      ],
      [
        dispatch("2026-9", { unit_responses: [{ reported_unit_id: "Engine 1", dispatch: at("09:00:00") }] }),
        { "unit_responses.0.dispatch": "Dispatch time cannot be before the alarm time" },
      ],
      [
        dispatch("2026-9", {
          unit_responses: [{ reported_unit_id: "Engine 1" }, { reported_unit_id: "engine 1" }],
        }),
        { "unit_responses.1.reported_unit_id": CAD_MESSAGES.duplicateUnit },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await withKey(cad.key, "POST", URL, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    for (const body of ['["not", "a", "body"]', '"text"', "null", "{}"]) {
      const res = await t.app.inject({
        method: "POST",
        url: URL,
        headers: { authorization: `Bearer ${cad.key}`, "content-type": "application/json" },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await expectCall<Json[]>(200, "GET", "/api/incidents", a.cookie)).length).toBe(before);
  });
});

describe("any body", () => {
  /** A valid payload with one field, of its own or of its first unit, replaced by any JSON value. */
  const mutated = fc
    .record({
      top: fc.constantFrom(...Object.keys(dispatch("x")), "extra"),
      unit: fc.constantFrom("reported_unit_id", "staffing", "dispatch", "on_scene", "unit_clear", "extra"),
      inUnit: fc.boolean(),
      value: fc.oneof(
        fc.jsonValue(),
        fc.constantFrom("0000-01-01T00:00:00Z", "9999-12-31T23:59:60Z", "2026-02-30T10:00:00Z", ""),
        fc.string({ maxLength: 300 }),
      ),
      number: fc.oneof(fc.constant("2026-777"), fc.string({ minLength: 1, maxLength: 60 })),
    })
    .map(({ top, unit, inUnit, value, number }) => {
      const body = dispatch(number) as Json;
      const units = body.unit_responses as Json[];
      if (inUnit) units[0] = { ...units[0], [unit]: value };
      else body[top] = value;
      return body;
    });

  it("never answers 5xx, and a refusal is a 4xx with a message", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated, fc.jsonValue()), async (body) => {
        const res = await t.app.inject({
          method: "POST",
          url: URL,
          headers: { authorization: `Bearer ${cad.key}`, "content-type": "application/json" },
          payload: JSON.stringify(body) ?? "null",
        });
        expect(res.statusCode, `${res.body} for ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json().message).toBe("string");
      }),
      { numRuns: 60, seed: 20_261_202 },
    );
  });
});

describe("who may call it", () => {
  it("refuses a key without the cad scope, and lets the bare write in", async () => {
    for (const scopes of [["incidents:write"], ["read"], ["incidents:read", "shifts:write"]]) {
      const other = await makeKey(scopes);
      const res = await withKey(other.key, "POST", URL, dispatch("2026-005000"));
      expect(res.statusCode, scopes.join()).toBe(403);
      expect(res.json().message).toBe(API_KEY_MESSAGES.outOfScope("cad", "write"));
    }
    const everything = await makeKey(["write"]);
    expect((await withKey(everything.key, "POST", URL, dispatch("2026-005001"))).statusCode).toBe(201);
  });

  it("lets a cad key do nothing else", async () => {
    for (const [method, url, body] of [
      ["GET", "/api/incidents"],
      ["POST", "/api/incidents", { incidentType: "medical" }],
      ["GET", "/api/incidents/analytics"],
      ["GET", "/api/shifts?startDate=2030-03-04&endDate=2030-03-05"],
      ["GET", "/api/equipment"],
      ["GET", "/api/api-keys"],
    ] as const) {
      const res = await withKey(cad.key, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("is for keys only: a member's session gets 403, a caller without either 401", async () => {
    for (const cookie of [a.cookie, officer.cookie]) {
      const res = await call("POST", URL, cookie, dispatch("2026-005100"));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CAD_MESSAGES.keyOnly);
    }
    expect((await call("POST", URL, undefined, dispatch("2026-005100"))).statusCode).toBe(401);
    expect((await withKey("rck_not-a-key", "POST", URL, dispatch("2026-005100"))).statusCode).toBe(401);
  });
});

describe("live updates", () => {
  it("refresh the agency's incident reports when CAD opens one", async () => {
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const stream = await openEventStream(`${base}/api/events`, officer.cookie);
    try {
      expect(stream.status).toBe(200);
      const res = await withKey(cad.key, "POST", URL, dispatch("2026-008000"));
      expect(res.statusCode, res.body).toBe(201);
      const tables: string[] = [];
      while (!tables.includes("incidents")) {
        const { table, queries } = JSON.parse((await stream.next()).data);
        expect(queries).toContain("/api/incidents");
        tables.push(table);
      }
    } finally {
      stream.close();
    }
  });
});

describe("agencies", () => {
  it("keeps each agency's CAD numbers apart: the same number opens a report in each", async () => {
    const bKey = await makeKey(["cad"], b.cookie);
    const inA = await withKey(cad.key, "POST", URL, dispatch("2026-006000"));
    const inB = await withKey(bKey.key, "POST", URL, dispatch("2026-006000"));
    expect(inA.statusCode).toBe(201);
    expect(inB.statusCode, inB.body).toBe(201);
    expect(inB.json().id).not.toBe(inA.json().id);
    // Agency B has no apparatus by those names: none is matched, none invented.
    expect(inB.json().unmatchedUnits).toEqual(["ENGINE 1", "Ladder 2", "M7"]);
    expect((await call("GET", `/api/incidents/${inA.json().id}`, b.cookie)).statusCode).toBe(404);
    const again = await withKey(bKey.key, "POST", URL, dispatch("2026-006000"));
    expect(again.json()).toMatchObject({ id: inB.json().id, created: false });
  });
});

describe("reading a dispatch", () => {
  it("maps determinants and CAD codes to our incident types where they fit, else Other", () => {
    expect(cadIncidentType({ determinant_code: "69-D-6" })).toBe("fire");
    expect(cadIncidentType({ determinant_code: "10-D-1" })).toBe("medical");
    expect(cadIncidentType({ determinant_code: "29-B-1" })).toBe("vehicle");
    expect(cadIncidentType({ determinant_code: "82-C-2" })).toBe("wildfire");
    expect(cadIncidentType({ incident_code: "ALS2" })).toBe("medical");
    expect(cadIncidentType({ incident_code: "MVA" })).toBe("vehicle");
    expect(cadIncidentType({ incident_code: "hazmat" })).toBe("hazmat");
    expect(cadIncidentType({ determinant_code: "52-C-1", incident_code: "ALARM" })).toBe("other");
    expect(cadIncidentType({})).toBe("other");
  });

  it("writes the location from its parts, or says CAD gave none", () => {
    expect(cadLocationText({ complete_number: "12B", street: "Main", street_postfix: "STREET" })).toBe(
      "12B Main STREET",
    );
    expect(cadLocationText({ additional_info: "Mile 14, Route 9" })).toBe("Mile 14, Route 9");
    expect(cadLocationText({})).toBe(CAD_MESSAGES.noLocation);
  });

  it("takes the reference's example as a valid payload", async () => {
    const res = await withKey(cad.key, "POST", URL, CAD_DISPATCH_EXAMPLE);
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe("the API reference", () => {
  it("documents the route with the NERIS DispatchPayload as its body, and an example", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    const doc = res.json();
    const op = doc.paths["/api/cad/incidents"].post;
    const body = op.requestBody.content["application/json"];
    expect(body.schema).toEqual({ allOf: [{ $ref: "#/components/schemas/NerisDispatchPayload" }] });
    expect(body.example).toEqual(CAD_DISPATCH_EXAMPLE);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "201", "4XX"]));
    const payload = doc.components.schemas.NerisDispatchPayload;
    expect(payload.required).toEqual(
      expect.arrayContaining(["incident_number", "call_arrival", "unit_responses"]),
    );
    expect(payload.properties.unit_responses.items.$ref).toBe(
      "#/components/schemas/NerisDispatchUnitResponsePayload",
    );
    // Every reference the NERIS parts make is to a component the document has.
    const refs = JSON.stringify(doc.components.schemas).match(/#\/components\/schemas\/\w+/g) ?? [];
    for (const ref of new Set(refs))
      expect(doc.components.schemas[ref.split("/").pop() as string], ref).toBeDefined();
  });
});
