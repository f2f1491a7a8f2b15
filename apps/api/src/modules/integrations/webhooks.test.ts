/**
 * Outgoing webhooks (issue 18): registered by admins for chosen events, each event POSTed to a real local HTTP
 * receiver, signed by the Standard Webhooks scheme and verified here with the receiver snippet the settings
 * screen shows (the `standardwebhooks` package), retried with growing waits and given up after 24 hours.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { WEBHOOK_MESSAGES, WEBHOOK_SECRET_PREFIX } from "@rollcall/shared/integrations";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  connectionLookup,
  isDeliverableUrl,
  isPublicAddress,
  type Resolve,
  runWebhookDeliveriesOnce,
} from "../../lib/webhooks";
import { type Json, twoAgencies } from "../../test/world";
import { runNotificationJobs } from "../notifications";

const { t, a, b, firefighter, call, expectCall } = twoAgencies({
  crew: true,
  env: { WEBHOOKS_ALLOW_PRIVATE: "true" },
});

type Received = { headers: Record<string, string>; body: string };

/** A receiver as an agency's system runs it: records each request and answers with `status` (200 by default). */
const received: Received[] = [];
let status = 200;
let receiverUrl = "";
const receiver = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    received.push({ headers: req.headers as Record<string, string>, body });
    res.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok" : "receiver is down");
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/rollcall`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

beforeEach(async () => {
  received.length = 0;
  status = 200;
  for (const hook of await expectCall<Json[]>(200, "GET", "/api/webhooks", a.cookie))
    await call("DELETE", `/api/webhooks/${hook.id}`, a.cookie);
});

const deliver = (now?: Date) => runWebhookDeliveriesOnce({ db: t.db, log: t.app.log, env: t.app.env }, now);

const addWebhook = (events: string[], url = receiverUrl, cookie = a.cookie) =>
  expectCall<Json & { id: string; secret: string }>(201, "POST", "/api/webhooks", cookie, { url, events });

let day = 0;
/** A shift on a day of its own (no double-booking between tests). */
const newShift = async () => {
  day += 1;
  const date = `2031-02-${String(day).padStart(2, "0")}`;
  return expectCall<Json & { id: string }>(201, "POST", "/api/shifts", a.cookie, {
    title: "Engine 1 Day",
    userId: firefighter.id,
    startTime: `${date}T07:00`,
    endTime: `${date}T19:00`,
    assignment: "Engine 1",
    status: "scheduled",
    isPaid: false,
    paymentStatus: "pending",
    isRecurring: false,
  });
};

describe("registering a webhook", () => {
  it("gives the signing secret once and lists the webhook without it", async () => {
    const made = await addWebhook(["shift.created", "incident.created"]);
    expect(made.secret.startsWith(WEBHOOK_SECRET_PREFIX)).toBe(true);
    expect(made).toMatchObject({
      url: receiverUrl,
      events: ["shift.created", "incident.created"],
      lastDelivery: null,
    });
    const listed = await expectCall<Json[]>(200, "GET", "/api/webhooks", a.cookie);
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty("secret");
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    const logged = await t.db.execute(
      sql`select change_details::text as d from audit_logs where entity_id = ${made.id}`,
    );
    expect(JSON.stringify((logged as unknown as { rows: unknown[] }).rows)).not.toContain(made.secret);
  });

  it("refuses a bad address or no events with field messages", async () => {
    const cases: Array<[Json, string, string]> = [
      [{ url: "not a url", events: ["shift.created"] }, "url", WEBHOOK_MESSAGES.url],
      [{ url: "ftp://example.org/x", events: ["shift.created"] }, "url", WEBHOOK_MESSAGES.url],
      [{ url: receiverUrl, events: [] }, "events", WEBHOOK_MESSAGES.events],
      [{ url: receiverUrl, events: ["shift.exploded"] }, "events.0", WEBHOOK_MESSAGES.events],
    ];
    for (const [body, field, message] of cases) {
      const res = await call("POST", "/api/webhooks", a.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    expect(await expectCall<Json[]>(200, "GET", "/api/webhooks", a.cookie)).toEqual([]);
  });

  it("is for admins only, and another agency's webhook is a 404", async () => {
    const made = await addWebhook(["shift.created"]);
    expect((await call("GET", "/api/webhooks", firefighter.cookie)).statusCode).toBe(403);
    expect(
      (
        await call("POST", "/api/webhooks", firefighter.cookie, {
          url: receiverUrl,
          events: ["shift.created"],
        })
      ).statusCode,
    ).toBe(403);
    expect((await call("GET", `/api/webhooks/${made.id}/deliveries`, b.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/webhooks/${made.id}`, b.cookie)).statusCode).toBe(404);
    expect(await expectCall<Json[]>(200, "GET", "/api/webhooks", b.cookie)).toEqual([]);
  });
});

describe("delivering events", () => {
  it("POSTs a signed event that the documented snippet verifies, with the shift as the API reads it", async () => {
    const { secret, id } = await addWebhook(["shift.created"]);
    const shift = await newShift();
    expect(await deliver()).toBe(1);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["webhook-id"]).toMatch(/^msg_/);

    // The receiver snippet of the settings screen.
    const wh = new Webhook(secret);
    const event = wh.verify(request.body, request.headers) as { type: string; data: Json };
    expect(event.type).toBe("shift.created");
    expect(event.data).toEqual(await expectCall(200, "GET", `/api/shifts/${shift.id}`, a.cookie));
    // A forged or altered body fails it.
    expect(() => wh.verify(request.body.replace("Engine 1", "Engine 9"), request.headers)).toThrow();
    expect(() =>
      new Webhook(`${WEBHOOK_SECRET_PREFIX}${Buffer.from("x".repeat(32)).toString("base64")}`).verify(
        request.body,
        request.headers,
      ),
    ).toThrow();

    const [delivery] = await expectCall<Json[]>(200, "GET", `/api/webhooks/${id}/deliveries`, a.cookie);
    expect(delivery).toMatchObject({
      event: "shift.created",
      status: "succeeded",
      attempts: 1,
      responseStatus: 200,
      response: "ok",
      messageId: request.headers["webhook-id"],
      nextAttemptAt: null,
    });
    const [listed] = await expectCall<Json[]>(200, "GET", "/api/webhooks", a.cookie);
    expect(listed.lastDelivery).toMatchObject({ status: "succeeded", responseStatus: 200 });
    expect(await deliver()).toBe(0);
  });

  it("sends only the events a webhook takes: a change and a cancellation, not the creation", async () => {
    const changes = await addWebhook(["shift.updated", "shift.cancelled"]);
    const shift = await newShift();
    await expectCall(200, "PATCH", `/api/shifts/${shift.id}`, a.cookie, { title: "Engine 1 Night" });
    expect((await call("DELETE", `/api/shifts/${shift.id}`, a.cookie)).statusCode).toBe(200);
    await deliver();
    const events = received.map(
      (r) => new Webhook(changes.secret).verify(r.body, r.headers) as { type: string; data: Json },
    );
    expect(events.map((e) => e.type)).toEqual(["shift.updated", "shift.cancelled"]);
    expect(events[0].data).toMatchObject({ id: shift.id, title: "Engine 1 Night" });
    // Cancelled by deletion: as it was just before.
    expect(events[1].data).toMatchObject({ id: shift.id, title: "Engine 1 Night" });
  });

  it("announces a new incident report as the API reads it", async () => {
    const { secret } = await addWebhook(["incident.created"]);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const incident = await expectCall<Json & { id: string }>(201, "POST", "/api/incidents", a.cookie, {
      incidentType: "fire",
      reportDate: yesterday,
      incidentDate: `${yesterday}T02:14`,
      location: "1 Main Street",
      description: "Kitchen fire",
      reportingOfficerId: a.user.id,
      responderIds: [firefighter.id],
      apparatusIds: [],
    });
    await newShift();
    await deliver();
    expect(received).toHaveLength(1);
    const event = new Webhook(secret).verify(received[0].body, received[0].headers) as {
      type: string;
      data: Json;
    };
    expect(event.type).toBe("incident.created");
    expect(event.data).toEqual(await expectCall(200, "GET", `/api/incidents/${incident.id}`, a.cookie));
  });

  it("retries a failing receiver with growing waits, keeping the same webhook-id, until it answers 2xx", async () => {
    const { id } = await addWebhook(["shift.created"]);
    await newShift();
    status = 500;
    const start = new Date();
    expect(await deliver(start)).toBe(1);
    let [delivery] = await expectCall<Json[]>(200, "GET", `/api/webhooks/${id}/deliveries`, a.cookie);
    expect(delivery).toMatchObject({
      status: "pending",
      attempts: 1,
      responseStatus: 500,
      response: "receiver is down",
    });
    const wait = new Date(String(delivery.nextAttemptAt)).getTime() - start.getTime();
    expect(wait).toBe(30_000);
    // Not due yet.
    expect(await deliver(new Date(start.getTime() + 10_000))).toBe(0);
    expect(await deliver(new Date(start.getTime() + 31_000))).toBe(1);
    [delivery] = await expectCall<Json[]>(200, "GET", `/api/webhooks/${id}/deliveries`, a.cookie);
    expect(delivery).toMatchObject({ status: "pending", attempts: 2 });
    expect(new Date(String(delivery.nextAttemptAt)).getTime() - (start.getTime() + 31_000)).toBe(120_000);

    status = 200;
    expect(await deliver(new Date(start.getTime() + 152_000))).toBe(1);
    [delivery] = await expectCall<Json[]>(200, "GET", `/api/webhooks/${id}/deliveries`, a.cookie);
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 3, responseStatus: 200 });
    expect(new Set(received.map((r) => r.headers["webhook-id"])).size).toBe(1);
  });

  it("gives up after 24 hours, and records why a receiver could not be reached", async () => {
    // A port nothing listens on: taken, then given back.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const closed = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const { id } = await addWebhook(["shift.created"], `http://127.0.0.1:${closed}/closed`);
    await newShift();
    const start = new Date();
    await deliver(start);
    let [delivery] = await expectCall<Json[]>(200, "GET", `/api/webhooks/${id}/deliveries`, a.cookie);
    expect(delivery).toMatchObject({ status: "pending", responseStatus: null });
    expect(delivery.response).toBe("Could not connect (ECONNREFUSED)");
    await deliver(new Date(start.getTime() + 23.99 * 3_600_000));
    [delivery] = await expectCall<Json[]>(200, "GET", `/api/webhooks/${id}/deliveries`, a.cookie);
    expect(delivery).toMatchObject({ status: "failed", attempts: 2, nextAttemptAt: null });
  });

  it("an expiring certificate is announced once per expiry date, however many rounds see it", async () => {
    const { secret } = await addWebhook(["certification.expiring"]);
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const cert = await expectCall<Json & { id: string }>(201, "POST", "/api/certifications", a.cookie, {
      userId: firefighter.id,
      name: "Hazmat Technician",
      issuingOrganization: "State Fire Academy",
      issueDate: "2024-01-10",
      expirationDate: soon,
    });
    await runNotificationJobs(t.db, t.app.log);
    await runNotificationJobs(t.db, t.app.log);
    await deliver();
    const events = received.map(
      (r) => new Webhook(secret).verify(r.body, r.headers) as { type: string; data: Json },
    );
    const mine = events.filter((e) => e.data.id === cert.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: "certification.expiring",
      data: { name: "Hazmat Technician", expirationDate: soon, holder: { id: firefighter.id } },
    });
  });

  it("deleting a webhook drops what it still had to send", async () => {
    const { id } = await addWebhook(["shift.created"]);
    await newShift();
    expect((await call("DELETE", `/api/webhooks/${id}`, a.cookie)).statusCode).toBe(204);
    expect(await deliver()).toBe(0);
    expect(received).toEqual([]);
    expect((await call("GET", `/api/webhooks/${id}/deliveries`, a.cookie)).statusCode).toBe(404);
  });
});

describe("a name that changes its answer between the check and the connection (DNS rebinding)", () => {
  it("reaches nothing inside the network: the connection's own lookup refuses 127.0.0.1", async () => {
    const port = new URL(receiverUrl).port;
    const { id } = await addWebhook(["shift.created"], `http://hooks.rebind.test:${port}/hooks/rollcall`);
    await newShift();
    // The name's first answer (the check before the attempt) is public; every later one is this machine.
    let lookups = 0;
    const rebinding: Resolve = async () => [
      lookups++ === 0 ? { address: "93.184.216.34", family: 4 } : { address: "127.0.0.1", family: 4 },
    ];
    const strict = { ...t.app.env, WEBHOOKS_ALLOW_PRIVATE: false };
    const start = new Date();
    expect(
      await runWebhookDeliveriesOnce({ db: t.db, log: t.app.log, env: strict, resolve: rebinding }, start),
    ).toBe(1);
    expect(lookups).toBe(2);
    expect(received).toEqual([]);
    const [delivery] = await expectCall<Json[]>(200, "GET", `/api/webhooks/${id}/deliveries`, a.cookie);
    expect(delivery).toMatchObject({
      status: "pending",
      responseStatus: null,
      response: "Not sent: the address leads to a local or private network",
    });
    // The control: where private addresses are allowed, the same answer does reach the receiver.
    const later = new Date(start.getTime() + 60_000);
    const allowed = { ...t.app.env, WEBHOOKS_ALLOW_PRIVATE: true };
    expect(
      await runWebhookDeliveriesOnce({ db: t.db, log: t.app.log, env: allowed, resolve: rebinding }, later),
    ).toBe(1);
    expect(received).toHaveLength(1);
  });

  it("connects only to an answer whose every address is public", async () => {
    const lookup = (addresses: string[], onlyPublic = true) =>
      new Promise<unknown>((resolve) =>
        connectionLookup(
          async () => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
          onlyPublic,
        )("hooks.example", { all: true }, (error, answer) =>
          resolve(error ? (error as NodeJS.ErrnoException).code : answer),
        ),
      );
    expect(await lookup(["93.184.216.34"])).toEqual([{ address: "93.184.216.34", family: 4 }]);
    for (const inside of [
      ["127.0.0.1"],
      ["169.254.169.254"],
      ["93.184.216.34", "10.0.0.1"],
      ["::ffff:127.0.0.1"],
    ])
      expect(await lookup(inside), inside.join()).toBe("EPRIVATE");
    expect(await lookup(["127.0.0.1"], false)).toEqual([{ address: "127.0.0.1", family: 4 }]);
  });
});

describe("which addresses are public", () => {
  it.each([
    "127.0.0.1",
    "127.1.2.3",
    "10.0.0.5",
    "172.16.0.1",
    "192.168.1.20",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "255.255.255.255",
    "224.0.0.1",
    "::1",
    "::",
    "::127.0.0.1",
    "::7f00:1",
    "::a9fe:a9fe",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "64:ff9b::a9fe:a9fe",
    "2002:7f00:1::",
    "2001::1",
    "ff02::1",
    "not an address",
  ])("%s is not", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:2800:220:1:248:1893:25c8:1946"])("%s is", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it("a name is judged by all its addresses, and a name that does not resolve is refused", async () => {
    const strict = { WEBHOOKS_ALLOW_PRIVATE: false };
    const answers =
      (...addresses: string[]): Resolve =>
      async () =>
        addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    expect(await isDeliverableUrl("https://hooks.example/x", strict, answers("93.184.216.34"))).toBe(true);
    expect(
      await isDeliverableUrl("https://hooks.example/x", strict, answers("93.184.216.34", "127.0.0.1")),
    ).toBe(false);
    expect(await isDeliverableUrl("https://hooks.example/x", strict, answers())).toBe(false);
    const missing: Resolve = async () => {
      throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    };
    expect(await isDeliverableUrl("https://hooks.example/x", strict, missing)).toBe(false);
  });
});

describe("addresses inside the network", () => {
  const strict = twoAgencies({ env: { WEBHOOKS_ALLOW_PRIVATE: "false" } });

  it("are refused by default: loopback, private, link-local (cloud metadata), localhost, IPv4 inside IPv6, unresolvable names", async () => {
    for (const url of [
      "http://127.0.0.1:8080/x",
      "http://10.0.0.5/x",
      "http://192.168.1.20/x",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/x",
      "http://localhost:3000/x",
      "http://localhost.:3000/x",
      "http://LOCALHOST/x",
      "http://api.localhost/x",
      "http://[::127.0.0.1]/x",
      "http://[::ffff:127.0.0.1]/x",
      "http://[::ffff:169.254.169.254]/x",
      "http://[fd00::1]/x",
      "http://[fe80::1]/x",
      "http://0.0.0.0:8080/x",
      "http://0/x",
      "http://2130706433/x",
      "http://0x7f.1/x",
      "http://100.64.0.1/x",
      "http://[64:ff9b::a9fe:a9fe]/x",
      "http://[2002:7f00:1::]/x",
      // A name that does not resolve (the .invalid domain never does): it could not be checked.
      "https://hooks.nothing-here.invalid/x",
    ]) {
      const res = await strict.call("POST", "/api/webhooks", strict.a.cookie, {
        url,
        events: ["shift.created"],
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.url).toBe(WEBHOOK_MESSAGES.urlNotPublic);
    }
    const ok = await strict.call("POST", "/api/webhooks", strict.a.cookie, {
      url: "https://93.184.216.34/rollcall",
      events: ["incident.created"],
    });
    expect(ok.statusCode).toBe(201);
  });
});
