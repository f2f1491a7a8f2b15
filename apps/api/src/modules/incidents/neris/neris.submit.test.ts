/**
 * Submitting reports to NERIS, against the local stand-in of the API over HTTP (scripts/neris-stand-in.mjs):
 * Settings → NERIS for admins (the client secret sealed at rest, never answered, never exported); a report
 * submitted through the queue (token, validate, create) with its NERIS id kept; an edit after it "changed", and
 * the next submission a PATCH; refusals back on their payload paths (ours before sending, the API's 422); NERIS
 * unreachable: queued with the reason and the next try, retried with growing waits, refused after 3 days; the
 * token kept and renewed on a 401; submission by itself on approval; the attention list; other agencies' reports
 * answer 404 on every route.
 */
import { randomUUID } from "node:crypto";
import net from "node:net";
import type { Incident } from "@rollcall/shared/incidents";
import {
  NERIS_ATTENTION_PATH,
  NERIS_SETTINGS_MESSAGES,
  NERIS_SETTINGS_PATH,
  type NerisSettings,
  type NerisSubmission,
  nerisSubmitPath,
} from "@rollcall/shared/neris/submission";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkIncidentPayload, startNerisStandIn } from "../../../../../../scripts/neris-stand-in.mjs";
import { asPlatform } from "../../../db/client";
import { auditLogs } from "../../../db/schema/audit";
import { equipment } from "../../../db/schema/equipment";
import { nerisSettings, nerisSubmissions } from "../../../db/schema/incidents";
import { type Json, twoAgencies } from "../../../test/world";
import { CREDENTIALS_REFUSED, NerisClient, refusalErrors } from "./neris.client";
import { COMPLETE, STRUCTURE_FIRE } from "./neris.fixtures";
import { nerisSecretBox } from "./neris.submit.service";
import { type NerisWorkerDeps, nerisRetryWaitMs, runNerisSubmissionsOnce } from "./neris.worker";

type StandIn = {
  url: string;
  incidents: Map<string, { entity: string; payload: Json; status: string }>;
  requests: { method: string; path: string; body: unknown }[];
  failNext(n: number, status: number, body?: unknown): void;
  revokeTokens(): void;
  close(): Promise<void>;
};

const neris: StandIn = await startNerisStandIn();
const ENTITY = "FD24027240";
const CLIENT = { clientId: "rollcall-test", clientSecret: "stand-in-secret" };

const { t, a, b, officer, firefighter, call, expectCall } = twoAgencies({
  crew: true,
  env: { NERIS_SANDBOX_URL: neris.url },
});
let engine: string;
let deps: NerisWorkerDeps;
const client = new NerisClient();

afterAll(() => neris.close());

let day = 0;
/** A structure fire's report NERIS takes (or, with `complete: false`, one without its modules). */
async function report(status: string, options: { complete?: boolean; cookie?: string } = {}) {
  day += 1;
  const date = `2025-03-${String(day).padStart(2, "0")}`;
  const created = await expectCall<Incident>(
    201,
    "POST",
    "/api/incidents",
    options.cookie ?? officer.cookie,
    {
      incidentType: "fire",
      reportDate: date,
      incidentDate: `${date}T02:14`,
      location: "1420 Maple Ridge Dr",
      description: "Kitchen fire in a two-story dwelling",
      reportingOfficerId: officer.id,
      nfirsCode: "111",
      nerisIncidentType: STRUCTURE_FIRE,
      alarmAt: `${date}T02:14`,
      arrivalAt: `${date}T02:20`,
      lastUnitClearedAt: `${date}T03:40`,
      apparatusIds: [engine],
      status,
      ...(options.complete === false ? {} : { neris: COMPLETE }),
      unitTimes: [
        {
          equipmentId: engine,
          dispatchedAt: `${date}T07:14:40Z`,
          enRouteAt: `${date}T07:15:30Z`,
          onSceneAt: `${date}T07:20:00Z`,
          clearedAt: `${date}T08:40:00Z`,
          staffing: 4,
        },
      ],
    },
  );
  return created;
}

const submission = async (id: string, cookie = officer.cookie) =>
  (await expectCall<Incident>(200, "GET", `/api/incidents/${id}`, cookie)).nerisSubmission;
const submit = (id: string, cookie = officer.cookie) => call("POST", nerisSubmitPath(id), cookie);
const round = (now?: Date) => runNerisSubmissionsOnce(deps, now);
const sent = () => neris.requests.filter((r) => r.path.startsWith("/incident"));

beforeAll(async () => {
  engine = randomUUID();
  await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
    tx.insert(equipment).values({
      id: engine,
      agencyId: a.user.agencyId,
      name: "Engine 1",
      type: "engine",
      status: "available",
      nerisUnitType: "ENGINE_STRUCT",
    }),
  );
  deps = { db: t.db, log: t.app.log, env: t.app.env, client };
});

describe("Settings → NERIS", () => {
  it("is for admins only", async () => {
    for (const cookie of [officer.cookie, firefighter.cookie]) {
      expect((await call("GET", NERIS_SETTINGS_PATH, cookie)).statusCode).toBe(403);
      expect((await call("PUT", NERIS_SETTINGS_PATH, cookie, { entityId: ENTITY })).statusCode).toBe(403);
    }
    expect((await call("GET", NERIS_SETTINGS_PATH)).statusCode).toBe(401);
  });

  it("starts unset, on the sandbox at this installation's address", async () => {
    expect(await expectCall<NerisSettings>(200, "GET", NERIS_SETTINGS_PATH, a.cookie)).toEqual({
      entityId: null,
      clientId: null,
      hasClientSecret: false,
      environment: "sandbox",
      baseUrl: neris.url,
      submitOnApproval: false,
      configured: false,
    });
  });

  it("answers 400 with the field's message for bad input", async () => {
    const bad = async (body: unknown, field: string, message?: string) => {
      const res = await call("PUT", NERIS_SETTINGS_PATH, a.cookie, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
      if (message) expect(res.json().errors[field]).toBe(message);
    };
    await bad({ entityId: "FD1" }, "entityId", NERIS_SETTINGS_MESSAGES.entityId);
    await bad({ environment: "moon" }, "environment", NERIS_SETTINGS_MESSAGES.environment);
    await bad({ submitOnApproval: "yes" }, "submitOnApproval");
    await bad({ clientId: "x".repeat(300) }, "clientId");
  });

  it("a submission before it is set up answers 409 with what to do", async () => {
    const r = await report("completed");
    const res = await submit(r.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NERIS_SETTINGS_MESSAGES.notConfigured);
    expect((await submission(r.id)).state).toBe("not_submitted");
  });

  it("keeps the client secret sealed: never answered, never exported, not in the audit log", async () => {
    const saved = await expectCall<NerisSettings>(200, "PUT", NERIS_SETTINGS_PATH, a.cookie, {
      entityId: ENTITY,
      ...CLIENT,
    });
    expect(saved).toMatchObject({
      entityId: ENTITY,
      clientId: CLIENT.clientId,
      hasClientSecret: true,
      configured: true,
    });
    const read = await call("GET", NERIS_SETTINGS_PATH, a.cookie);
    expect(read.body).not.toContain(CLIENT.clientSecret);
    expect(JSON.stringify(saved)).not.toContain(CLIENT.clientSecret);

    const [row] = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.select().from(nerisSettings).where(eq(nerisSettings.agencyId, a.user.agencyId)),
    );
    expect(row.clientSecretSealed).toBeTruthy();
    expect(row.clientSecretSealed).not.toContain(CLIENT.clientSecret);
    expect(nerisSecretBox(t.app.env).open(row.clientSecretSealed ?? "")).toBe(CLIENT.clientSecret);

    const exported = await call("GET", "/api/export/agency-data", a.cookie);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(CLIENT.clientId);
    expect(exported.body).not.toContain(row.clientSecretSealed);
    expect(exported.body).not.toContain(CLIENT.clientSecret);

    const audit = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .select({ details: auditLogs.changeDetails })
        .from(auditLogs)
        .where(and(eq(auditLogs.agencyId, a.user.agencyId), eq(auditLogs.entityType, "neris_settings"))),
    );
    expect(audit.length).toBeGreaterThan(0);
    const logged = JSON.stringify(audit);
    expect(logged).toContain(CLIENT.clientId);
    expect(logged).not.toContain("client_secret_sealed");
    expect(logged).not.toContain(row.clientSecretSealed);

    // Absent keeps the secret; "" removes it.
    expect(
      await expectCall<NerisSettings>(200, "PUT", NERIS_SETTINGS_PATH, a.cookie, { clientSecret: "" }),
    ).toMatchObject({ hasClientSecret: false, configured: false });
    expect(await expectCall<NerisSettings>(200, "PUT", NERIS_SETTINGS_PATH, a.cookie, CLIENT)).toMatchObject({
      hasClientSecret: true,
      configured: true,
    });
    expect(
      await expectCall<NerisSettings>(200, "PUT", NERIS_SETTINGS_PATH, a.cookie, { environment: "sandbox" }),
    ).toMatchObject({ hasClientSecret: true });
  });

  it("is each agency's own", async () => {
    expect(await expectCall<NerisSettings>(200, "GET", NERIS_SETTINGS_PATH, b.cookie)).toMatchObject({
      entityId: null,
      configured: false,
    });
  });
});

describe("POST /api/incidents/{id}/neris/submit", () => {
  let fire: Incident;

  it("is for officers and admins, for approved or completed reports", async () => {
    const draft = await report("draft", { cookie: firefighter.cookie });
    expect((await submit(draft.id, firefighter.cookie)).statusCode).toBe(403);
    const res = await submit(draft.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NERIS_SETTINGS_MESSAGES.notSubmittable);
  });

  it("refuses a report our check refuses, with the fields named; the report shows it refused", async () => {
    const incomplete = await report("completed", { complete: false });
    const before = neris.requests.length;
    const res = await submit(incomplete.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NERIS_SETTINGS_MESSAGES.notValid);
    expect(res.json().errors).toMatchObject({
      smoke_alarm: "The smoke alarm section is required for a structure fire incident",
      "dispatch.call_answered": "Required by NERIS",
    });
    const state = await submission(incomplete.id);
    expect(state.state).toBe("refused");
    expect(state.errors).toContainEqual({ path: "dispatch.call_answered", message: "Required by NERIS" });
    expect(neris.requests.length).toBe(before);
  });

  it("queues it; the worker gets a token, validates, creates, and keeps the NERIS id", async () => {
    fire = await report("completed");
    const queued = await expectCall<NerisSubmission>(202, "POST", nerisSubmitPath(fire.id), officer.cookie);
    expect(queued).toMatchObject({ state: "queued", nerisId: null, attempts: 0, errors: [] });
    expect((await submission(fire.id)).state).toBe("queued");

    expect(await round()).toBe(1);
    const calls = neris.requests.slice(-3);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /token",
      `POST /incident/${ENTITY}/validate`,
      `POST /incident/${ENTITY}`,
    ]);
    expect(calls[0].body).toBe("grant_type=client_credentials");
    expect(checkIncidentPayload(calls[2].body)).toEqual([]);

    const done = await submission(fire.id);
    expect(done).toMatchObject({ state: "submitted", attempts: 1, lastError: null, errors: [] });
    expect(done.nerisId).toMatch(/^FD24027240-\d{4}-\d{6}$/);
    expect(done.submittedAt).not.toBeNull();
    const held = neris.incidents.get(done.nerisId ?? "");
    expect((held?.payload.base as Json | undefined)?.incident_number).toBe(fire.incidentNumber);
    expect(await round()).toBe(0);
  });

  it("an edit that changes the payload makes it changed; submitting again PATCHes it", async () => {
    const nerisId = (await submission(fire.id)).nerisId;
    // A change NERIS does not hold (the status) leaves it submitted.
    const approved = await expectCall<Incident>(200, "PATCH", `/api/incidents/${fire.id}`, officer.cookie, {
      priority: "high",
    });
    expect(approved.nerisSubmission.state).toBe("submitted");
    const edited = await expectCall<Incident>(200, "PATCH", `/api/incidents/${fire.id}`, officer.cookie, {
      narrativeSummary: "Fire confined to the kitchen; overhaul completed.",
    });
    expect(edited.nerisSubmission.state).toBe("changed");
    const list = await expectCall<Incident[]>(200, "GET", "/api/incidents", officer.cookie);
    expect(list.find((i) => i.id === fire.id)?.nerisSubmission.state).toBe("changed");

    await expectCall(202, "POST", nerisSubmitPath(fire.id), officer.cookie);
    expect(await round()).toBe(1);
    const calls = sent().slice(-2);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /incident/${ENTITY}/validate`,
      `PATCH /incident/${ENTITY}/${nerisId}`,
    ]);
    expect(checkIncidentPayload(calls[1].body)).toEqual([]);
    expect(await submission(fire.id)).toMatchObject({ state: "submitted", nerisId });
    const held = neris.incidents.get(nerisId ?? "");
    expect((held?.payload.base as Json | undefined)?.outcome_narrative).toBe(
      "Fire confined to the kitchen; overhaul completed.",
    );
  });

  it("a responder or apparatus change counts as an edit", async () => {
    const edited = await expectCall<Incident>(200, "PATCH", `/api/incidents/${fire.id}`, officer.cookie, {
      apparatusIds: [],
    });
    expect(edited.nerisSubmission.state).toBe("changed");
    const back = await expectCall<Incident>(200, "PATCH", `/api/incidents/${fire.id}`, officer.cookie, {
      apparatusIds: [engine],
      unitTimes: [
        {
          equipmentId: engine,
          dispatchedAt: fire.apparatus[0].dispatchedAt,
          enRouteAt: fire.apparatus[0].enRouteAt,
          onSceneAt: fire.apparatus[0].onSceneAt,
          clearedAt: fire.apparatus[0].clearedAt,
          staffing: 4,
        },
      ],
    });
    // Back as NERIS holds it.
    expect(back.nerisSubmission.state).toBe("submitted");
  });

  it("a refusal by NERIS comes back on its fields, and the report needs attention", async () => {
    const r = await report("completed");
    await expectCall(202, "POST", nerisSubmitPath(r.id), officer.cookie);
    neris.failNext(1, 422, {
      detail: [
        {
          loc: ["body", "base", "location_use"],
          msg: "A location use is required for this incident type",
          type: "value_error",
        },
      ],
    });
    await round();
    expect(await submission(r.id)).toMatchObject({
      state: "refused",
      nerisId: null,
      errors: [{ path: "base.location_use", message: "A location use is required for this incident type" }],
    });
    const attention = await expectCall<{ items: Json[] }>(200, "GET", NERIS_ATTENTION_PATH, officer.cookie);
    expect(attention.items[0]).toMatchObject({
      id: r.id,
      state: "refused",
      incidentNumber: r.incidentNumber,
      errors: [{ path: "base.location_use", message: "A location use is required for this incident type" }],
    });
    // Submitted again, it goes through.
    await expectCall(202, "POST", nerisSubmitPath(r.id), officer.cookie);
    await round();
    expect((await submission(r.id)).state).toBe("submitted");
  });

  it("reads FastAPI's refusals: a list on paths, or one text", () => {
    expect(
      refusalErrors(422, {
        detail: [
          { loc: ["body", "dispatch", "unit_responses", 0, "on_scene"], msg: "bad time", type: "x" },
          { loc: ["body"], msg: "whole body", type: "x" },
        ],
      }),
    ).toEqual([
      { path: "dispatch.unit_responses.0.on_scene", message: "bad time" },
      { path: "", message: "whole body" },
    ]);
    expect(refusalErrors(403, { detail: "Not allowed for this entity" })).toEqual([
      { path: "", message: "Not allowed for this entity" },
    ]);
    expect(refusalErrors(400, "oops")).toEqual([
      { path: "", message: "NERIS refused the report (HTTP 400)." },
    ]);
  });
});

describe("when NERIS cannot be reached", () => {
  it("stays queued with the reason and the next try, and goes through once NERIS is back", async () => {
    const r = await report("completed");
    await expectCall(202, "POST", nerisSubmitPath(r.id), officer.cookie);
    const now = new Date();
    neris.failNext(1, 503);
    await round(now);
    const waiting = await submission(r.id);
    expect(waiting).toMatchObject({ state: "queued", attempts: 1 });
    expect(waiting.lastError).toBe("NERIS could not be reached: it answered HTTP 503");
    expect(Date.parse(waiting.nextAttemptAt ?? "")).toBe(now.getTime() + 30_000);
    // Not due yet.
    expect(await round(new Date(now.getTime() + 10_000))).toBe(0);
    expect(await round(new Date(now.getTime() + 31_000))).toBe(1);
    expect(await submission(r.id)).toMatchObject({
      state: "submitted",
      attempts: 2,
      lastError: null,
      nextAttemptAt: null,
    });
  });

  it("waits longer after each try, then hourly; refused after 3 days", async () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(nerisRetryWaitMs)).toEqual([
      30_000, 120_000, 600_000, 1_800_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
    const r = await report("completed");
    await expectCall(202, "POST", nerisSubmitPath(r.id), officer.cookie);
    // A port nothing listens on: the connection is refused.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const offline = { ...deps, env: { ...deps.env, NERIS_SANDBOX_URL: `http://127.0.0.1:${port}/v1` } };
    const fresh = { ...offline, client: new NerisClient() };
    let now = new Date();
    await runNerisSubmissionsOnce(fresh, now);
    const first = await submission(r.id);
    expect(first.state).toBe("queued");
    expect(first.lastError).toMatch(/^NERIS could not be reached: could not connect \(ECONNREFUSED\)$/);
    now = new Date(Date.parse(first.nextAttemptAt ?? ""));
    await runNerisSubmissionsOnce(fresh, now);
    expect(Date.parse((await submission(r.id)).nextAttemptAt ?? "")).toBe(now.getTime() + 120_000);

    // Three days on, the next try gives up.
    await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .update(nerisSubmissions)
        .set({ queuedAt: new Date(Date.now() - 3 * 86_400_000), nextAttemptAt: new Date() })
        .where(and(eq(nerisSubmissions.agencyId, a.user.agencyId), eq(nerisSubmissions.id, r.id))),
    );
    await runNerisSubmissionsOnce(fresh);
    const refused = await submission(r.id);
    expect(refused.state).toBe("refused");
    expect(refused.errors[0].message).toMatch(/^NERIS could not be reached for 3 days/);
  });
});

describe("the token", () => {
  it("is kept between submissions and renewed once after a 401", async () => {
    const before = client.tokenRequests;
    const one = await report("completed");
    const two = await report("completed");
    await expectCall(202, "POST", nerisSubmitPath(one.id), officer.cookie);
    await expectCall(202, "POST", nerisSubmitPath(two.id), officer.cookie);
    await round();
    expect(client.tokenRequests).toBe(before);
    expect((await submission(one.id)).state).toBe("submitted");
    expect((await submission(two.id)).state).toBe("submitted");

    neris.revokeTokens();
    const three = await report("completed");
    await expectCall(202, "POST", nerisSubmitPath(three.id), officer.cookie);
    await round();
    expect(client.tokenRequests).toBe(before + 1);
    expect((await submission(three.id)).state).toBe("submitted");
    const last = neris.requests.slice(-4).map((r) => `${r.method} ${r.path}`);
    expect(last).toEqual([
      `POST /incident/${ENTITY}/validate`,
      "POST /token",
      `POST /incident/${ENTITY}/validate`,
      `POST /incident/${ENTITY}`,
    ]);
  });

  it("a secret NERIS does not accept refuses the report with what to check", async () => {
    await expectCall(200, "PUT", NERIS_SETTINGS_PATH, a.cookie, { clientSecret: "wrong" });
    const r = await report("completed");
    await expectCall(202, "POST", nerisSubmitPath(r.id), officer.cookie);
    await round();
    expect(await submission(r.id)).toMatchObject({
      state: "refused",
      errors: [{ path: "", message: CREDENTIALS_REFUSED }],
    });
    await expectCall(200, "PUT", NERIS_SETTINGS_PATH, a.cookie, CLIENT);
  });
});

describe("submitting by itself on approval", () => {
  it("queues a report an officer approves, in the same write, and the PATCH of a later edit", async () => {
    await expectCall(200, "PUT", NERIS_SETTINGS_PATH, a.cookie, { submitOnApproval: true });
    const r = await report("pending", { cookie: firefighter.cookie });
    expect(r.nerisSubmission.state).toBe("not_submitted");
    const approved = await expectCall<Incident>(200, "PATCH", `/api/incidents/${r.id}`, officer.cookie, {
      status: "approved",
    });
    expect(approved.nerisSubmission.state).toBe("queued");
    await round();
    const { nerisId } = await submission(r.id);
    expect(nerisId).toBeTruthy();

    const edited = await expectCall<Incident>(200, "PATCH", `/api/incidents/${r.id}`, officer.cookie, {
      narrativeSummary: "Approved, then corrected.",
    });
    expect(edited.nerisSubmission.state).toBe("queued");
    await round();
    expect(sent().at(-1)).toMatchObject({ method: "PATCH", path: `/incident/${ENTITY}/${nerisId}` });
    expect(await submission(r.id)).toMatchObject({ state: "submitted", nerisId });

    // Created completed, it goes too.
    const completed = await report("completed");
    expect(completed.nerisSubmission.state).toBe("queued");
    await round();
    await expectCall(200, "PUT", NERIS_SETTINGS_PATH, a.cookie, { submitOnApproval: false });
  });
});

describe("GET /api/incidents/neris/attention", () => {
  it("lists refused and changed reports, newest first, for officers and admins", async () => {
    const list = await expectCall<{ items: { state: string; incidentDate: string }[] }>(
      200,
      "GET",
      NERIS_ATTENTION_PATH,
      officer.cookie,
    );
    expect(list.items.length).toBeGreaterThan(1);
    expect(list.items.every((i) => i.state === "refused" || i.state === "changed")).toBe(true);
    const dates = list.items.map((i) => i.incidentDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await call("GET", NERIS_ATTENTION_PATH, firefighter.cookie)).statusCode).toBe(403);
  });
});

describe("another agency", () => {
  it("gets 404 for this agency's reports on every route, and sees none of them", async () => {
    const ours = (await expectCall<Incident[]>(200, "GET", "/api/incidents", officer.cookie))[0];
    expect((await submit(ours.id, b.cookie)).statusCode).toBe(404);
    expect((await call("POST", nerisSubmitPath(randomUUID()), officer.cookie)).statusCode).toBe(404);
    expect(await expectCall(200, "GET", NERIS_ATTENTION_PATH, b.cookie)).toEqual({ items: [] });
    const theirs = await expectCall<Incident>(201, "POST", "/api/incidents", b.cookie, {
      incidentType: "medical",
      reportDate: "2025-03-04",
      incidentDate: "2025-03-04T02:14",
      location: "Elsewhere",
      description: "Theirs",
      reportingOfficerId: b.user.id,
      status: "completed",
    });
    expect((await submit(theirs.id, a.cookie)).statusCode).toBe(404);
    expect(theirs.nerisSubmission.state).toBe("not_submitted");
  });
});
