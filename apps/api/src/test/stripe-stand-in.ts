/**
 * A stand-in for the Stripe API, for tests: a real HTTP server on a free local port that answers the calls
 * the billing module makes (customers, checkout sessions, billing portal sessions, reading a subscription)
 * with Stripe-shaped JSON, and records each request's form body. The real `stripe` client talks to it
 * through STRIPE_API_URL, so the tests exercise the same requests production sends.
 *
 *   const stripe = stripeStandIn();            // starts before, stops after the suite
 *   testApp({ env: stripe.env });              // STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL
 *   stripe.requests                            // [{ method, path, form: { "line_items[0][price]": ... } }]
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

export const STAND_IN_SECRET_KEY = "sk_test_rollcall_stand_in";
export const STAND_IN_WEBHOOK_SECRET = "whsec_rollcall_stand_in";

export type StandInRequest = {
  method: string;
  path: string;
  /** The form fields as Stripe's client encodes them ("metadata[agencyId]", "line_items[0][price]"). */
  form: Record<string, string>;
  headers: http.IncomingHttpHeaders;
};

export type StandIn = {
  url: string;
  requests: StandInRequest[];
  /** Subscriptions GET /v1/subscriptions/:id answers (tests put them here). */
  subscriptions: Map<string, Record<string, unknown>>;
  /** The next N calls answer 500 (Stripe having a bad day). */
  failNext: (count?: number) => void;
  close: () => Promise<void>;
};

function stripeError(res: http.ServerResponse, status: number, message: string) {
  res.writeHead(status, { "content-type": "application/json", "request-id": "req_stand_in" });
  res.end(JSON.stringify({ error: { type: "invalid_request_error", message } }));
}

export async function startStripeStandIn(): Promise<StandIn> {
  const requests: StandInRequest[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const customers = new Map<string, Record<string, unknown>>();
  let failures = 0;
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${(++counter).toString().padStart(6, "0")}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://stand-in").pathname;
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      requests.push({ method: req.method ?? "GET", path, form, headers: req.headers });
      if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`)
        return stripeError(res, 401, "Invalid API Key provided");
      if (failures > 0) {
        failures--;
        return stripeError(res, 500, "Stand-in failure");
      }
      const send = (body: Record<string, unknown>) => {
        res.writeHead(200, { "content-type": "application/json", "request-id": "req_stand_in" });
        res.end(JSON.stringify(body));
      };
      const created = Math.floor(Date.now() / 1000);
      const metadataOf = () =>
        Object.fromEntries(
          Object.entries(form)
            .filter(([k]) => k.startsWith("metadata["))
            .map(([k, v]) => [k.slice("metadata[".length, -1), v]),
        );

      if (req.method === "POST" && path === "/v1/customers") {
        // Stripe answers a repeated idempotency key with the first answer.
        const key = String(req.headers["idempotency-key"] ?? "");
        const existing = key ? customers.get(key) : undefined;
        if (existing) return send(existing);
        const customer = {
          id: nextId("cus"),
          object: "customer",
          created,
          email: form.email ?? null,
          name: form.name ?? null,
          metadata: metadataOf(),
          livemode: false,
        };
        if (key) customers.set(key, customer);
        return send(customer);
      }
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        const id = nextId("cs_test");
        return send({
          id,
          object: "checkout.session",
          created,
          mode: form.mode,
          customer: form.customer ?? null,
          client_reference_id: form.client_reference_id ?? null,
          metadata: metadataOf(),
          status: "open",
          payment_status: "unpaid",
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          url: `https://checkout.stripe.test/c/pay/${id}`,
          livemode: false,
        });
      }
      if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
        const id = nextId("bps");
        return send({
          id,
          object: "billing_portal.session",
          created,
          customer: form.customer,
          return_url: form.return_url ?? null,
          url: `https://billing.stripe.test/p/session/${id}`,
          livemode: false,
        });
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === "GET" && subscription) {
        const found = subscriptions.get(decodeURIComponent(subscription[1]));
        return found ? send(found) : stripeError(res, 404, `No such subscription: '${subscription[1]}'`);
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    failNext: (count = 1) => {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The stand-in for a suite: started in a beforeAll (register it before the test app, whose beforeAll reads
 * `env`, with `extraEnv` added: STRIPE_PRICE_* say), stopped in an afterAll. `env` and the stand-in's fields are filled in place once the suite starts.
 */
export function stripeStandIn(extraEnv: Record<string, string> = {}) {
  const env: Record<string, string> = {};
  const standIn = {} as StandIn;
  beforeAll(async () => {
    Object.assign(standIn, await startStripeStandIn());
    Object.assign(env, {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
      ...extraEnv,
    });
  });
  afterAll(async () => {
    await standIn.close?.();
  });
  return Object.assign(standIn, { env });
}
