/**
 * The demo's completed reports are NERIS reports a department could submit: the export holds one
 * IncidentPayload per completed report, and each passes the API's JSON Schema (ajv, as published, without
 * our error shaping) and the API's rules beyond it, with 0 errors; the demo covers the kinds of call the
 * NERIS modules are for.
 */
import type { Incident } from "@rollcall/shared/incidents";
import { nerisIncidentDataSchema } from "@rollcall/shared/neris/incident";
import { NON_NFIRS_INCIDENT_TYPES } from "@rollcall/shared/nfirs";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNerisStandIn } from "../../../../../../scripts/neris-stand-in.mjs";
import { DEMO_ACCOUNTS, seedDemo } from "../../../db/seed";
import { testDay } from "../../../test/harness";
import { signIn } from "../../../test/members";
import { testApp } from "../../../test/world";
import { validateIncidentPayload } from "./neris.validate";
import schema from "./reference/incident-payload.schema.json" with { type: "json" };

const { t } = testApp();
let cookie: string;

beforeAll(async () => {
  expect(await seedDemo(t.db)).toBe(true);
  cookie = await signIn(t.app, DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password);
});

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
type Payload = {
  base: { incident_number: string; department_neris_id: string };
  incident_types: { type: string }[];
  dispatch: { unit_responses: Record<string, unknown>[] };
  cooking_fire_suppression?: unknown;
};

describe("the demo's NERIS reports", { timeout: 60_000 }, () => {
  it("exports one valid IncidentPayload per completed report, of every kind", async () => {
    const reports: Incident[] = (await get("/api/incidents")).json();
    const completed = reports.filter(
      (r) => r.status === "completed" && !NON_NFIRS_INCIDENT_TYPES.includes(r.incidentType),
    );
    // Every demo report (a year and more of history) is in these two years.
    const res = await get(`/api/incidents/export.neris.json?from=${testDay(-730)}&to=${testDay(0)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain(`neris-incidents-${testDay(-730)}-to-`);
    const payloads: Payload[] = res.json();
    expect(Array.isArray(payloads)).toBe(true);
    expect(payloads.map((p) => p.base.incident_number).sort()).toEqual(
      completed.map((r) => r.incidentNumber).sort(),
    );

    // The published schema as it is (ajv's own discriminator support cannot read its mappings).
    const ajv = new Ajv2020({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    const raw = ajv.compile(schema);
    for (const payload of payloads) {
      const label = payload.base.incident_number;
      expect(raw(payload), `${label}: ${ajv.errorsText(raw.errors)}`).toBe(true);
      expect(validateIncidentPayload(payload), label).toEqual({ valid: true, errors: [] });
      expect(payload.base.department_neris_id).toBe("FD36071001");
    }

    const types = payloads.map((p) => p.incident_types[0].type as string);
    const structure = payloads.find((p) => p.incident_types[0].type.startsWith("FIRE||STRUCTURE_FIRE||ROOM"));
    expect(Object.keys(structure ?? {})).toEqual(
      expect.arrayContaining(["fire_detail", "smoke_alarm", "fire_alarm", "other_alarm", "fire_suppression"]),
    );
    const cooking = payloads.find((p) =>
      p.incident_types[0].type.endsWith("CONFINED_COOKING_APPLIANCE_FIRE"),
    );
    expect(cooking?.cooking_fire_suppression).toBeDefined();
    for (const kind of ["FIRE||OUTSIDE_FIRE", "MEDICAL", "HAZSIT", "RESCUE", "PUBSERV"])
      expect(
        types.some((type) => type.startsWith(kind)),
        kind,
      ).toBe(true);
    // Every unit responding has its own times.
    const units = payloads.flatMap((p) => p.dispatch.unit_responses);
    expect(units.length).toBeGreaterThan(payloads.length);
    for (const unit of units)
      expect(unit).toMatchObject({ on_scene: expect.any(String), staffing: expect.any(Number) });
  });

  it("has every completed report accepted by the NERIS API (the local stand-in, which checks each body)", async () => {
    const standIn = await startNerisStandIn();
    afterAll(() => standIn.close());
    const res = await get(`/api/incidents/export.neris.json?from=${testDay(-730)}&to=${testDay(0)}`);
    const payloads: Payload[] = res.json();
    const token = await fetch(`${standIn.url}/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from("rollcall-test:stand-in-secret").toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}`, "content-type": "application/json" };
    for (const payload of payloads) {
      const body = JSON.stringify(payload);
      const checked = await fetch(`${standIn.url}/incident/FD36071001/validate`, {
        method: "POST",
        headers,
        body,
      });
      expect(checked.status, `${payload.base.incident_number}: ${await checked.clone().text()}`).toBe(200);
      const created = await fetch(`${standIn.url}/incident/FD36071001`, { method: "POST", headers, body });
      expect(created.status, payload.base.incident_number).toBeLessThan(300);
      expect(((await created.json()) as { neris_id?: string }).neris_id).toEqual(expect.any(String));
    }
    expect(standIn.incidents.size).toBe(payloads.length);
  });

  it("holds NERIS data the shared shape accepts, and a completed report validates through the API", async () => {
    const reports: Incident[] = (await get("/api/incidents")).json();
    for (const r of reports.filter((x) => x.neris))
      expect(nerisIncidentDataSchema.safeParse(r.neris).error, r.incidentNumber).toBeUndefined();
    const fire = reports.find(
      (r) => r.status === "completed" && r.nerisIncidentType?.includes("ROOM_AND_CONTENTS"),
    );
    const res = await get(`/api/incidents/${fire?.id}/neris/validation`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, errors: [] });
    expect(fire?.apparatus.find((a) => a.name === "Engine 1")).toMatchObject({
      nerisUnitType: "ENGINE_STRUCT",
    });
  });

  it("shows reports submitted with their NERIS ids, one refused with its reason, one changed; not set up to submit", async () => {
    const reports: Incident[] = (await get("/api/incidents")).json();
    const states = reports.map((r) => r.nerisSubmission.state);
    const submitted = reports.filter((r) => r.nerisSubmission.state === "submitted");
    expect(submitted.length).toBeGreaterThan(3);
    for (const r of submitted) {
      expect(r.nerisSubmission.nerisId).toMatch(/^FD36071001-\d{4}-\d{6}$/);
      expect(r.nerisSubmission.submittedAt).not.toBeNull();
    }
    expect(states.filter((s) => s === "refused")).toHaveLength(1);
    expect(states.filter((s) => s === "changed")).toHaveLength(1);
    const attention = (await get("/api/incidents/neris/attention")).json();
    expect(attention.items.map((i: { state: string }) => i.state).sort()).toEqual(["changed", "refused"]);
    expect(attention.items.find((i: { state: string }) => i.state === "refused").errors[0].path).toBe(
      "base.location_use.use_type",
    );
    const settings = (await get("/api/incidents/neris/settings")).json();
    expect(settings).toMatchObject({ entityId: "FD36071001", configured: false, hasClientSecret: false });
    const submit = await t.app.inject({
      method: "POST",
      url: `/api/incidents/${submitted[0].id}/neris/submit`,
      headers: { cookie },
    });
    expect(submit.statusCode).toBe(409);
    // An edit NERIS does not hold leaves a submitted report submitted.
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/incidents/${submitted[0].id}`,
      headers: { cookie },
      payload: { priority: submitted[0].priority === "high" ? "low" : "high" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().nerisSubmission.state).toBe("submitted");
  });
});
