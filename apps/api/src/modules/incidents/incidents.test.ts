/**
 * Incident reports through the API: create (with a generated number), read, edit, delete, the NFIRS and
 * NERIS rules, responders and apparatus, who may edit, approve, complete and delete, the change history,
 * and that another agency's reports answer 404 on every id route.
 */
import { randomUUID } from "node:crypto";
import { canEditIncident, INCIDENT_MESSAGES } from "@rollcall/shared/incidents";
import { versionTag } from "@rollcall/shared/offline";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { equipment } from "../../db/schema/equipment";
import { signUpAgency } from "../../test/harness";
import { addMember } from "../../test/members";
import { versionedWriteTests } from "../../test/versions";
import { type Json, twoAgencies } from "../../test/world";

// a: Dana Reyes, admin of agency A; emt: another member without a manager role
const { t, a, b, officer, firefighter, emt, bMember, call, expectCall } = twoAgencies({
  agencies: ["Riverside Fire & Rescue", "Other County EMS"],
  crew: true,
  emt: { firstName: "Sam", lastName: "Ortiz" },
  bMember: "emt",
});
let engine: string;
let medic: string;
let retired: string; // deleted equipment
let otherEngine: string; // agency B's

async function addEquipment(agencyId: string, name: string, type: "engine" | "ambulance", deleted = false) {
  const id = randomUUID();
  await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx
      .insert(equipment)
      .values({ id, agencyId, name, type, status: "available", deletedAt: deleted ? new Date() : null }),
  );
  return id;
}

const base = (): Json => ({
  incidentType: "fire",
  reportDate: "2025-03-04",
  incidentDate: "2025-03-04T02:14",
  location: "1420 Maple Ridge Dr",
  description: "Kitchen fire in a two-story dwelling",
  reportingOfficerId: officer.id,
});

beforeAll(async () => {
  engine = await addEquipment(a.user.agencyId, "Engine 1", "engine");
  medic = await addEquipment(a.user.agencyId, "Medic 3", "ambulance");
  retired = await addEquipment(a.user.agencyId, "Engine 9", "engine", true);
  otherEngine = await addEquipment(b.user.agencyId, "Engine 77", "engine");
});

describe("POST /api/incidents", () => {
  it("creates a draft with a generated number, the units' names and the NFIRS data", async () => {
    const before = Date.now();
    const res = await call("POST", "/api/incidents", firefighter.cookie, {
      ...base(),
      incidentNumber: "",
      nfirsCode: "111",
      nerisIncidentType: "FIRE||STRUCTURE_FIRE||ROOM_AND_CONTENTS_FIRE",
      alarmAt: "2025-03-04T02:14",
      arrivalAt: "2025-03-04T02:19:30",
      lastUnitClearedAt: "2025-03-04T04:40",
      actionTaken: "11",
      propertyUse: "419",
      aidGivenReceived: "n",
      injuries: "1",
      fatalities: "abc",
      propertyDamage: 85000,
      responderIds: [firefighter.id, officer.id, firefighter.id],
      apparatusIds: [medic, engine],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    // yyyyMMdd of the agency's today (UTC here), a dash and 4 digits of the clock.
    const today = new Date().toISOString().slice(0, 10).replaceAll("-", "");
    expect(created.incidentNumber).toMatch(new RegExp(`^${today}-\\d{4}$`));
    const digits = Number(created.incidentNumber.slice(-4));
    expect([before, Date.now()].map((n) => Number(String(n).slice(-4)))).toSatisfy(([lo, hi]: number[]) =>
      lo <= hi ? digits >= lo && digits <= hi : digits >= lo || digits <= hi,
    );
    expect(created).toMatchObject({
      status: "draft",
      priority: "medium",
      incidentType: "fire",
      nfirsCode: "111",
      aidGivenReceived: "N",
      injuries: 1,
      fatalities: 0,
      propertyDamage: 85000,
      unitsResponded: ["Engine 1", "Medic 3"],
      alarmAt: "2025-03-04T02:14:00.000Z",
      arrivalAt: "2025-03-04T02:19:30.000Z",
      completedAt: null,
      reportingOfficer: { id: officer.id, firstName: "Marcus", lastName: "Hale", removed: false },
    });
    expect(created.responders.map((p: Json) => p.firstName).sort()).toEqual(["Jordan", "Marcus"]);
    expect(created.apparatus.map((x: Json) => x.name)).toEqual(["Engine 1", "Medic 3"]);

    const list = await call("GET", "/api/incidents", officer.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((i: Json) => i.id)).toContain(created.id);
    const one = await call("GET", `/api/incidents/${created.id}`, firefighter.cookie);
    expect(one.json()).toEqual(created);
  });

  it("answers the spec's seven required messages, field by field", async () => {
    const res = await call("POST", "/api/incidents", a.cookie, { incidentNumber: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      incidentType: "Incident type is required",
      reportDate: "Report date is required",
      incidentDate: "Incident date is required",
      location: "Location is required",
      description: "Description is required",
      reportingOfficerId: "Reporting officer is required",
    });
    // On edit the number may not be emptied.
    const created = await call("POST", "/api/incidents", a.cookie, { ...base(), incidentNumber: "R-0001" });
    const edit = await call("PATCH", `/api/incidents/${created.json().id}`, a.cookie, {
      incidentNumber: " ",
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({ incidentNumber: "Incident number is required" });
  });

  it("refuses a duplicate number with 409 on the number field", async () => {
    const first = await call("POST", "/api/incidents", a.cookie, { ...base(), incidentNumber: "DUP-1" });
    expect(first.statusCode).toBe(201);
    const again = await call("POST", "/api/incidents", officer.cookie, {
      ...base(),
      incidentNumber: "DUP-1",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: "An incident report with this number already exists",
      errors: { incidentNumber: "An incident report with this number already exists" },
    });
    // Another agency may use the same number.
    const other = await call("POST", "/api/incidents", b.cookie, {
      ...base(),
      incidentNumber: "DUP-1",
      reportingOfficerId: b.user.id,
    });
    expect(other.statusCode).toBe(201);
  });

  it("checks the NFIRS codes, the NERIS crosswalk and the order of the times", async () => {
    const cases: [Json, string, string][] = [
      [{ nfirsCode: "199" }, "nfirsCode", "Unknown NFIRS incident type code"],
      [{ nfirsCode: "321" }, "nfirsCode", "Choose a code of the Structure Fire series (110–129)"],
      [
        { incidentType: "inspection", nfirsCode: "111" },
        "nfirsCode",
        "Fire inspections and training exercises are not NFIRS incidents: leave the NFIRS code empty",
      ],
      [{ actionTaken: "19" }, "actionTaken", "Unknown NFIRS action taken code"],
      [{ propertyUse: "418" }, "propertyUse", "Unknown NFIRS property use code"],
      [{ aidGivenReceived: "7" }, "aidGivenReceived", "Choose an aid code: 1 to 5, or N for none"],
      [
        { nfirsCode: "111", nerisIncidentType: "FIRE||NOPE" },
        "nerisIncidentType",
        "Unknown NERIS incident type",
      ],
      [
        { nfirsCode: "111", nerisIncidentType: "MEDICAL||ILLNESS||CARDIAC_ARREST" },
        "nerisIncidentType",
        "This NERIS incident type does not correspond to NFIRS code 111",
      ],
      [
        { nerisIncidentType: "FIRE||STRUCTURE_FIRE||CHIMNEY_FIRE" },
        "nerisIncidentType",
        "Choose the NFIRS incident type code first",
      ],
      [
        { alarmAt: "2025-03-04T02:14", arrivalAt: "2025-03-04T02:10" },
        "arrivalAt",
        "Arrival time cannot be before the alarm time",
      ],
      [
        { arrivalAt: "2025-03-04T02:20", lastUnitClearedAt: "2025-03-04T02:19" },
        "lastUnitClearedAt",
        "Last unit cleared cannot be before arrival",
      ],
      [{ alarmAt: "2025-02-30T10:00" }, "alarmAt", "Enter a valid date and time"],
      [{ injuries: -1 }, "injuries", "Must be 0 or more"],
      [{ propertyDamage: 10.5 }, "propertyDamage", "Enter a whole number"],
      [{ reportingOfficerId: "nope" }, "reportingOfficerId", "Choose a member of your agency"],
    ];
    for (const [fields, field, message] of cases) {
      const res = await call("POST", "/api/incidents", a.cookie, { ...base(), ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(fields)).toBe(message);
    }
    // A vehicle fire takes the 130 series; a crosswalked NERIS type is accepted.
    const ok = await call("POST", "/api/incidents", a.cookie, {
      ...base(),
      incidentType: "vehicle",
      nfirsCode: "131",
      nerisIncidentType: "FIRE||TRANSPORTATION_FIRE||VEHICLE_FIRE_PASSENGER",
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("checks times given with and without a zone alike once converted", async () => {
    // 02:10 wall clock in the agency (UTC) is before 02:14Z.
    const res = await call("POST", "/api/incidents", a.cookie, {
      ...base(),
      alarmAt: "2025-03-04T02:14:00Z",
      arrivalAt: "2025-03-04T02:10",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ arrivalAt: "Arrival time cannot be before the alarm time" });
  });

  it("keeps the dispatch and en route times, in order between the alarm and the arrival", async () => {
    const times = {
      alarmAt: "2025-03-04T02:00:00Z",
      dispatchedAt: "2025-03-04T02:01:00Z",
      enRouteAt: "2025-03-04T02:02:30Z",
      arrivalAt: "2025-03-04T02:07:00Z",
    };
    const made = await expectCall(201, "POST", "/api/incidents", a.cookie, { ...base(), ...times });
    expect(made).toMatchObject({
      dispatchedAt: "2025-03-04T02:01:00.000Z",
      enRouteAt: "2025-03-04T02:02:30.000Z",
    });
    for (const [fields, field, message] of [
      [
        { dispatchedAt: "2025-03-04T01:59:00Z" },
        "dispatchedAt",
        "Dispatch time cannot be before the alarm time",
      ],
      [
        { enRouteAt: "2025-03-04T02:00:30Z" },
        "enRouteAt",
        "En route time cannot be before the dispatch time",
      ],
      [{ arrivalAt: "2025-03-04T02:02:00Z" }, "arrivalAt", "Arrival time cannot be before the en route time"],
    ] as const) {
      const res = await call("PATCH", `/api/incidents/${made.id}`, a.cookie, fields);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors?.[field], field).toBe(message);
    }
  });

  it("takes responders and apparatus of this agency only", async () => {
    const deletedUser = await addMember(t.db, a.user.agencyId, "emt", { deletedAt: new Date() });
    for (const [fields, field] of [
      [{ responderIds: [bMember.id] }, "responderIds"],
      [{ responderIds: [deletedUser.id] }, "responderIds"],
      [{ responderIds: ["not-a-uuid"] }, "responderIds"],
      [{ apparatusIds: [otherEngine] }, "apparatusIds"],
      [{ apparatusIds: [retired] }, "apparatusIds"],
      [{ reportingOfficerId: bMember.id }, "reportingOfficerId"],
    ] as [Json, string][]) {
      const res = await call("POST", "/api/incidents", a.cookie, { ...base(), ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });
});

describe("the agency's time zone", () => {
  it("reads form times as wall-clock times of the agency, and numbers reports by its today", async () => {
    const denver = await signUpAgency(t.app, { agencyName: "Mountain Fire", timeZone: "America/Denver" });
    const res = await call("POST", "/api/incidents", denver.cookie, {
      ...base(),
      reportingOfficerId: denver.user.id,
      incidentDate: "2025-07-04T21:30",
      alarmAt: "2025-07-04T21:30",
      arrivalAt: "2025-07-04T21:36:15",
    });
    expect(res.statusCode, res.body).toBe(201);
    // 21:30 in Denver (UTC-6 in July) is 03:30 UTC the next day.
    expect(res.json()).toMatchObject({
      incidentDate: "2025-07-05T03:30:00.000Z",
      alarmAt: "2025-07-05T03:30:00.000Z",
      arrivalAt: "2025-07-05T03:36:15.000Z",
    });
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Denver" }).format(new Date());
    expect(res.json().incidentNumber.slice(0, 8)).toBe(today.replaceAll("-", ""));
    const analytics = await call(
      "GET",
      "/api/incidents/analytics?from=2025-07-04&to=2025-07-04",
      denver.cookie,
    );
    // Counted on July 4th (the agency's date), not the 5th (UTC).
    expect(analytics.json().total).toBe(1);
    expect(analytics.json().responseTimes.overall).toEqual({ count: 1, medianSeconds: 375, p90Seconds: 375 });
  });
});

describe("PATCH /api/incidents/{id}", () => {
  it("changes fields, replaces responders and apparatus, and keeps a removed unit already on the report", async () => {
    const tanker = await addEquipment(a.user.agencyId, "Tanker 6", "engine");
    const created = (
      await call("POST", "/api/incidents", firefighter.cookie, {
        ...base(),
        responderIds: [firefighter.id],
        apparatusIds: [tanker],
      })
    ).json();
    // The unit is retired after the report names it: it stays on the report and may stay in an edit.
    await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.update(equipment).set({ deletedAt: new Date() }).where(eq(equipment.id, tanker)),
    );
    const res = await call("PATCH", `/api/incidents/${created.id}`, firefighter.cookie, {
      location: "1422 Maple Ridge Dr",
      priority: "high",
      responderIds: [officer.id],
      apparatusIds: [tanker, medic],
      status: "pending",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      location: "1422 Maple Ridge Dr",
      priority: "high",
      status: "pending",
      unitsResponded: ["Medic 3", "Tanker 6"],
    });
    expect(res.json().responders.map((p: Json) => p.id)).toEqual([officer.id]);
    expect(res.json().apparatus).toMatchObject([
      { id: medic, name: "Medic 3", type: "ambulance", removed: false, nerisUnitType: null, onSceneAt: null },
      { id: tanker, name: "Tanker 6", type: "engine", removed: true },
    ]);
    // A new report cannot pick it any more.
    const fresh = await call("POST", "/api/incidents", firefighter.cookie, {
      ...base(),
      apparatusIds: [tanker],
    });
    expect(fresh.json().errors).toEqual({ apparatusIds: "Choose apparatus among your agency's equipment" });

    // Clearing an optional code with an empty value.
    const withCode = await call("PATCH", `/api/incidents/${created.id}`, firefighter.cookie, {
      nfirsCode: "113",
    });
    expect(withCode.json().nfirsCode).toBe("113");
    const cleared = await call("PATCH", `/api/incidents/${created.id}`, firefighter.cookie, {
      nfirsCode: "",
    });
    expect(cleared.json().nfirsCode).toBeNull();
  });

  it("checks the merged report: a new type must fit the stored code", async () => {
    const created = (await call("POST", "/api/incidents", a.cookie, { ...base(), nfirsCode: "111" })).json();
    const res = await call("PATCH", `/api/incidents/${created.id}`, a.cookie, { incidentType: "medical" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      nfirsCode: "Choose a code of the Medical Emergency series (300–321)",
    });
    const arrival = await call("PATCH", `/api/incidents/${created.id}`, a.cookie, {
      alarmAt: "2025-03-04T03:00",
    });
    expect(arrival.statusCode).toBe(200);
    const early = await call("PATCH", `/api/incidents/${created.id}`, a.cookie, {
      arrivalAt: "2025-03-04T02:59",
    });
    expect(early.json().errors).toEqual({ arrivalAt: "Arrival time cannot be before the alarm time" });
  });

  it("answers 409 when renamed to a number in use", async () => {
    await call("POST", "/api/incidents", a.cookie, { ...base(), incidentNumber: "TAKEN-1" });
    const other = (
      await call("POST", "/api/incidents", a.cookie, { ...base(), incidentNumber: "FREE-1" })
    ).json();
    const res = await call("PATCH", `/api/incidents/${other.id}`, a.cookie, { incidentNumber: "TAKEN-1" });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({
      incidentNumber: "An incident report with this number already exists",
    });
  });
});

describe("edits against a version (If-Match)", () => {
  versionedWriteTests({
    call,
    create: async () => (await call("POST", "/api/incidents", a.cookie, base())).json().id,
    url: (id) => `/api/incidents/${id}`,
    edit: (n) => ({ location: `${1430 + n} Maple Ridge Dr` }),
    editor: officer,
    // Not the report's writer (the admin is): refused the edit by the rule, the delete by the route.
    refused: firefighter,
    foreign: b,
    deleted: 204,
  });

  it("changing only the responders or apparatus is a new version of the report", async () => {
    const created = (
      await call("POST", "/api/incidents", a.cookie, { ...base(), responderIds: [emt.id] })
    ).json();
    const versions = [created.updatedAt];
    for (const change of [{ responderIds: [officer.id] }, { apparatusIds: [engine] }]) {
      const res = await call("PATCH", `/api/incidents/${created.id}`, a.cookie, change, {
        "if-match": versionTag(versions.at(-1) as string),
      });
      expect(res.statusCode, res.body).toBe(200);
      versions.push(res.json().updatedAt);
    }
    expect(new Set(versions).size).toBe(3);
    // The old version is stale now.
    const stale = await call(
      "PATCH",
      `/api/incidents/${created.id}`,
      a.cookie,
      { location: "Elsewhere" },
      {
        "if-match": versionTag(created.updatedAt),
      },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current.responders.map((p: Json) => p.id)).toEqual([officer.id]);
  });
});

describe("roles", () => {
  it("only officers and admins approve or complete; completedAt is set the first time", async () => {
    const refused = await call("POST", "/api/incidents", firefighter.cookie, {
      ...base(),
      status: "approved",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only officers and admins can approve or complete incident reports");

    const created = (
      await call("POST", "/api/incidents", firefighter.cookie, { ...base(), status: "pending" })
    ).json();
    for (const status of ["approved", "completed"]) {
      const res = await call("PATCH", `/api/incidents/${created.id}`, firefighter.cookie, { status });
      expect(res.statusCode).toBe(403);
    }
    const done = await call("PATCH", `/api/incidents/${created.id}`, officer.cookie, { status: "completed" });
    expect(done.statusCode).toBe(200);
    const completedAt = done.json().completedAt;
    expect(completedAt).not.toBeNull();
    // Its writer can no longer move it back, nor edit its text.
    const back = await call("PATCH", `/api/incidents/${created.id}`, firefighter.cookie, { status: "draft" });
    expect(back.statusCode).toBe(403);
    const text = await call("PATCH", `/api/incidents/${created.id}`, firefighter.cookie, {
      status: "completed",
      narrativeSummary: "Overhaul complete.",
    });
    expect(text.statusCode).toBe(403);
    // Reopened and completed again: the first completion stands.
    await call("PATCH", `/api/incidents/${created.id}`, a.cookie, { status: "approved" });
    const again = await call("PATCH", `/api/incidents/${created.id}`, a.cookie, { status: "completed" });
    expect(again.json().completedAt).toBe(completedAt);
  });

  it("only officers and admins delete", async () => {
    const created = (await call("POST", "/api/incidents", firefighter.cookie, base())).json();
    const refused = await call("DELETE", `/api/incidents/${created.id}`, firefighter.cookie);
    expect(refused.statusCode).toBe(403);
    expect((await call("GET", `/api/incidents/${created.id}`, firefighter.cookie)).statusCode).toBe(200);
    const ok = await call("DELETE", `/api/incidents/${created.id}`, officer.cookie);
    expect(ok.statusCode).toBe(204);
    expect((await call("GET", `/api/incidents/${created.id}`, firefighter.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/incidents/${created.id}`, officer.cookie)).statusCode).toBe(404);
  });

  it("the DELETE route refuses a member even on their own draft", async () => {
    const own = (await call("POST", "/api/incidents", emt.cookie, base())).json();
    const res = await call("DELETE", `/api/incidents/${own.id}`, emt.cookie);
    expect(res.statusCode).toBe(403);
    expect((await call("GET", `/api/incidents/${own.id}`, emt.cookie)).statusCode).toBe(200);
  });

  it("signed out: 401", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/incidents" })).statusCode).toBe(401);
  });
});

describe("who edits a report", () => {
  const get = async (id: string) => (await call("GET", `/api/incidents/${id}`, a.cookie)).json();
  const history = async (id: string) =>
    (await call("GET", `/api/incidents/${id}/history`, a.cookie)).json() as Json[];

  /** Every kind of write a PATCH makes: text and counts, the officer, responders, apparatus, status. */
  const writes = (): Json[] => [
    { description: "Rewritten", fatalities: 3 },
    { reportingOfficerId: firefighter.id },
    { responderIds: [firefighter.id] },
    { apparatusIds: [engine] },
    { status: "pending" },
    {},
  ];

  it("records the writer, not the reporting officer, as the report's writer", async () => {
    const res = await call("POST", "/api/incidents", emt.cookie, base());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ reportedById: emt.id, reportingOfficerId: officer.id });
    const listed = (await call("GET", "/api/incidents", firefighter.cookie))
      .json()
      .find((i: Json) => i.id === res.json().id);
    expect(listed.reportedById).toBe(emt.id);
  });

  it("a firefighter cannot edit another member's report: 403 and the report unchanged", async () => {
    const theirs = (
      await call("POST", "/api/incidents", emt.cookie, { ...base(), status: "pending" })
    ).json();
    const before = await get(theirs.id);
    const entries = (await history(theirs.id)).length;
    for (const payload of writes()) {
      const res = await call("PATCH", `/api/incidents/${theirs.id}`, firefighter.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json().message).toBe(INCIDENT_MESSAGES.editNotReporter);
    }
    expect(await get(theirs.id)).toEqual(before);
    expect(await history(theirs.id)).toHaveLength(entries);
  });

  it("a firefighter cannot make themselves (or anyone) the reporting officer of another's report", async () => {
    // Written by the admin, with the officer in charge: the reported attack on a completed report...
    const completed = (
      await call("POST", "/api/incidents", a.cookie, { ...base(), status: "completed" })
    ).json();
    const attack = await call("PATCH", `/api/incidents/${completed.id}`, firefighter.cookie, {
      description: "Nothing happened",
      fatalities: 3,
      reportingOfficerId: firefighter.id,
    });
    expect(attack.statusCode).toBe(403);
    expect(await get(completed.id)).toEqual(completed);
    // ...and on a draft: neither themselves nor another member.
    const draft = (await call("POST", "/api/incidents", officer.cookie, base())).json();
    for (const reportingOfficerId of [firefighter.id, emt.id]) {
      const res = await call("PATCH", `/api/incidents/${draft.id}`, firefighter.cookie, {
        reportingOfficerId,
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await get(draft.id)).reportingOfficerId).toBe(officer.id);
  });

  it("being named reporting officer does not make a member the report's writer", async () => {
    const named = (
      await call("POST", "/api/incidents", a.cookie, { ...base(), reportingOfficerId: firefighter.id })
    ).json();
    expect(named.reportedById).toBe(a.user.id);
    const res = await call("PATCH", `/api/incidents/${named.id}`, firefighter.cookie, {
      location: "Elsewhere",
    });
    expect(res.statusCode).toBe(403);
    expect((await get(named.id)).location).toBe(named.location);
  });

  it("a firefighter cannot edit a completed or approved report, even their own: 403 and unchanged", async () => {
    for (const status of ["completed", "approved"]) {
      const own = (await call("POST", "/api/incidents", firefighter.cookie, base())).json();
      expect((await call("PATCH", `/api/incidents/${own.id}`, officer.cookie, { status })).statusCode).toBe(
        200,
      );
      const before = await get(own.id);
      const entries = (await history(own.id)).length;
      for (const payload of writes()) {
        const res = await call("PATCH", `/api/incidents/${own.id}`, firefighter.cookie, {
          status,
          ...payload,
        });
        expect(res.statusCode, `${status} ${JSON.stringify(payload)}`).toBe(403);
        expect(res.json().message).toBe(INCIDENT_MESSAGES.editSignedOff);
      }
      expect(await get(own.id)).toEqual(before);
      expect(await history(own.id)).toHaveLength(entries);
    }
  });

  it("the writer edits their own draft and pending report", async () => {
    const own = (await call("POST", "/api/incidents", firefighter.cookie, base())).json();
    // The same edit by another member is refused; by the writer it goes through.
    const other = await call("PATCH", `/api/incidents/${own.id}`, emt.cookie, { injuries: 1 });
    expect(other.statusCode).toBe(403);
    const draft = await call("PATCH", `/api/incidents/${own.id}`, firefighter.cookie, {
      description: "Kitchen fire, extended to the wall void",
      injuries: 1,
      reportingOfficerId: firefighter.id,
      responderIds: [firefighter.id, emt.id],
      apparatusIds: [engine],
      status: "pending",
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({
      description: "Kitchen fire, extended to the wall void",
      injuries: 1,
      reportingOfficerId: firefighter.id,
      status: "pending",
      reportedById: firefighter.id,
    });
    // Pending is still theirs; naming another officer does not give the report away.
    const pending = await call("PATCH", `/api/incidents/${own.id}`, firefighter.cookie, {
      location: "1424 Maple Ridge Dr",
      reportingOfficerId: officer.id,
    });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json()).toMatchObject({ location: "1424 Maple Ridge Dr", reportedById: firefighter.id });
    const again = await call("PATCH", `/api/incidents/${own.id}`, firefighter.cookie, { status: "draft" });
    expect(again.statusCode).toBe(200);
  });

  it("only an officer or admin edits a completed report, and the change appears in its history", async () => {
    const done = (await call("POST", "/api/incidents", firefighter.cookie, base())).json();
    await call("PATCH", `/api/incidents/${done.id}`, officer.cookie, { status: "completed" });
    const writer = await call("PATCH", `/api/incidents/${done.id}`, firefighter.cookie, { fatalities: 1 });
    expect(writer.statusCode).toBe(403);
    const res = await call("PATCH", `/api/incidents/${done.id}`, officer.cookie, {
      description: "Kitchen fire; cause under investigation",
      fatalities: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "completed",
      fatalities: 1,
      description: "Kitchen fire; cause under investigation",
    });
    const [latest] = await history(done.id);
    expect(latest).toMatchObject({ action: "updated", actor: "Marcus Hale" });
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        {
          field: "Description",
          from: "Kitchen fire in a two-story dwelling",
          to: "Kitchen fire; cause under investigation",
        },
        { field: "Fatalities", from: "0", to: "1" },
      ]),
    );
    // An admin too, on a report someone else wrote.
    const admin = await call("PATCH", `/api/incidents/${done.id}`, a.cookie, { priority: "high" });
    expect(admin.statusCode).toBe(200);
  });

  it("the shared canEditIncident agrees with the server for every report and member", async () => {
    const members: [string, { id: string; role: "admin" | "officer" | "firefighter" | "emt" }][] = [
      [a.cookie, { id: a.user.id, role: "admin" }],
      [officer.cookie, { id: officer.id, role: "officer" }],
      [firefighter.cookie, { id: firefighter.id, role: "firefighter" }],
      [emt.cookie, { id: emt.id, role: "emt" }],
    ];
    for (const [writer] of members)
      for (const status of ["draft", "pending", "approved", "completed"]) {
        const created = (await call("POST", "/api/incidents", writer, base())).json();
        if (status !== "draft") await call("PATCH", `/api/incidents/${created.id}`, a.cookie, { status });
        const incident = await get(created.id);
        for (const [cookie, user] of members) {
          const res = await call("PATCH", `/api/incidents/${created.id}`, cookie, { status });
          expect(res.statusCode === 200, `${user.role} on ${status}`).toBe(canEditIncident(user, incident));
        }
      }
  });
});

describe("GET /api/incidents/{id}/history", () => {
  it("tells who changed which fields from what to what, newest first", async () => {
    const created = (
      await call("POST", "/api/incidents", firefighter.cookie, {
        ...base(),
        status: "draft",
        responderIds: [firefighter.id],
      })
    ).json();
    await call("PATCH", `/api/incidents/${created.id}`, officer.cookie, {
      status: "approved",
      nfirsCode: "111",
      alarmAt: "2025-03-04T02:14",
      responderIds: [officer.id],
      apparatusIds: [engine],
    });
    const res = await call("GET", `/api/incidents/${created.id}/history`, firefighter.cookie);
    expect(res.statusCode).toBe(200);
    const [update, creation] = res.json();
    expect(creation).toMatchObject({ action: "created", actor: "Jordan Kim", changes: [] });
    expect(update.action).toBe("updated");
    expect(update.actor).toBe("Marcus Hale");
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: "Status", from: "Draft", to: "Approved" },
        { field: "NFIRS incident type", from: null, to: "111 Building fire" },
        { field: "Alarm time", from: null, to: "Mar 4, 2025 02:14" },
        { field: "Responders", from: "Jordan Kim", to: "Marcus Hale" },
        { field: "Apparatus", from: null, to: "Engine 1" },
      ]),
    );
  });
});

describe("agency isolation", () => {
  it("another agency's report answers 404 on every id route, and never shows in the list", async () => {
    const theirs = (
      await call("POST", "/api/incidents", b.cookie, {
        ...base(),
        incidentNumber: "B-SECRET",
        reportingOfficerId: b.user.id,
      })
    ).json();
    for (const [method, url, payload] of [
      ["GET", `/api/incidents/${theirs.id}`],
      ["PATCH", `/api/incidents/${theirs.id}`, { location: "Hijacked" }],
      ["DELETE", `/api/incidents/${theirs.id}`],
      ["GET", `/api/incidents/${theirs.id}/history`],
      ["GET", `/api/incidents/${theirs.id}/pdf`],
      ["GET", "/api/incidents/not-a-uuid"],
    ] as ["GET" | "PATCH" | "DELETE", string, Json?][]) {
      const res = await call(method, url, a.cookie, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await call("GET", "/api/incidents", a.cookie);
    expect(list.json().map((i: Json) => i.incidentNumber)).not.toContain("B-SECRET");
    expect((await call("GET", `/api/incidents/${theirs.id}`, b.cookie)).json().location).toBe(
      "1420 Maple Ridge Dr",
    );
  });
});
