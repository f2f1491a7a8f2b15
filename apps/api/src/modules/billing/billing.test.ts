import { BILLING_MESSAGES } from "@rollcall/shared/billing";
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../env";
import { ADMIN_REQUIRED } from "../../plugins/auth";
import { STAND_IN_WEBHOOK_SECRET, stripeStandIn } from "../../test/stripe-stand-in";
import { type Json, testApp, twoAgencies } from "../../test/world";
import { createBilling } from "./billing.stripe";

// The stand-in's beforeAll must run before the app's, which reads its address.
const stripe = stripeStandIn({ STRIPE_PRICE_PRO: "price_live_pro_2026" });
const { t, a, b, officer, firefighter, call, expectCall } = twoAgencies({ env: stripe.env });

const signer = new Stripe("sk_test_signer_only");
const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
let events = 0;

function stripeEvent(type: string, object: Json, id = `evt_test_${++events}`) {
  return {
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** Delivers an event as Stripe does: from its own servers (no Origin, cross-site), signed over the raw body. */
function deliver(
  event: unknown,
  options: { secret?: string; signature?: string | null; payload?: string } = {},
) {
  const payload = options.payload ?? JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret: options.secret ?? STAND_IN_WEBHOOK_SECRET,
        })
      : options.signature;
  return t.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    payload,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      origin: undefined,
      "sec-fetch-site": "cross-site",
      ...(signature === null ? {} : { "stripe-signature": signature }),
    },
  });
}

const agencyOf = (who: { cookie: string; user: { agencyId: string } }) =>
  expectCall<Json>(200, "GET", `/api/agencies/${who.user.agencyId}`, who.cookie);

async function stripeIds(agencyId: string) {
  const result = await t.db.execute(
    sql`select stripe_customer_id, stripe_subscription_id from agencies where id = ${agencyId}`,
  );
  return (result as unknown as { rows: Array<Record<string, string | null>> }).rows[0];
}

/** Every agency's billing columns and the audit log's size: what a refused or ignored event must not move. */
async function everything() {
  const result = await t.db.execute(sql`
    select (select count(*) from audit_logs)::text as audit,
      (select string_agg(concat_ws('|', id, subscription_tier, subscription_status, stripe_customer_id,
        stripe_subscription_id, subscription_expires_at), ',' order by id) from agencies) as agencies`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows[0]);
}

async function webhookAuditRows(agencyId: string) {
  const result = await t.db.execute(
    sql`select count(*)::int as n from audit_logs where agency_id = ${agencyId} and user_agent = 'Stripe webhook' and user_id is null`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0].n;
}

const checkoutBody = { priceId: "price_standard_monthly", tier: "standard" };
const lastRequest = (path: string) => stripe.requests.filter((r) => r.path === path).at(-1);

describe("GET /api/billing/status", () => {
  it("tells any member that this server takes payments", async () => {
    expect(await expectCall(200, "GET", "/api/billing/status", firefighter.cookie)).toEqual({
      configured: true,
      contactEmail: null,
    });
    expect((await call("GET", "/api/billing/status")).statusCode).toBe(401);
  });
});

describe("POST /api/create-checkout-session", () => {
  it("creates the agency's Stripe customer once and a subscription checkout for the plan's price", async () => {
    const agency = await agencyOf(a);
    const res = await expectCall<Json>(200, "POST", "/api/create-checkout-session", a.cookie, checkoutBody);
    expect(res.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const customer = lastRequest("/v1/customers");
    expect(customer?.form).toMatchObject({
      name: agency.name,
      email: a.user.email,
      "metadata[agencyId]": a.user.agencyId,
    });
    const { stripe_customer_id: customerId } = await stripeIds(a.user.agencyId);
    expect(customerId).toMatch(/^cus_standin/);

    const session = lastRequest("/v1/checkout/sessions");
    expect(session?.headers.authorization).toBe(`Bearer ${stripe.env.STRIPE_SECRET_KEY}`);
    expect(session?.form).toMatchObject({
      mode: "subscription",
      customer: customerId,
      "line_items[0][price]": "price_standard_monthly",
      "line_items[0][quantity]": "1",
      client_reference_id: a.user.agencyId,
      "metadata[agencyId]": a.user.agencyId,
      "metadata[tier]": "standard",
      "subscription_data[metadata][agencyId]": a.user.agencyId,
      "subscription_data[metadata][tier]": "standard",
      success_url: "http://rollcall.test/settings?billing=success",
      cancel_url: "http://rollcall.test/pricing",
    });
    // The rest of the free trial carries over: the first charge comes when it ends.
    expect(session?.form["subscription_data[trial_end]"]).toBe(String(unix(String(agency.trialEndsAt))));
  });

  it("reuses the customer on the next checkout, and sells a plan at its configured Stripe price", async () => {
    const customers = stripe.requests.filter((r) => r.path === "/v1/customers").length;
    const { stripe_customer_id: customerId } = await stripeIds(a.user.agencyId);
    await expectCall(200, "POST", "/api/create-checkout-session", a.cookie, {
      priceId: "price_pro_monthly",
      tier: "pro",
    });
    expect(stripe.requests.filter((r) => r.path === "/v1/customers")).toHaveLength(customers);
    expect(lastRequest("/v1/checkout/sessions")?.form).toMatchObject({
      customer: customerId,
      "line_items[0][price]": "price_live_pro_2026",
      "metadata[tier]": "pro",
    });
    // The configured id itself is accepted too.
    await expectCall(200, "POST", "/api/create-checkout-session", a.cookie, {
      priceId: "price_live_pro_2026",
      tier: "pro",
    });
  });

  it("refuses a price that is not the plan's, with the field's message, and calls Stripe for nothing", async () => {
    const before = stripe.requests.length;
    const res = await call("POST", "/api/create-checkout-session", a.cookie, {
      priceId: "price_pro_monthly",
      tier: "starter",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: BILLING_MESSAGES.wrongPrice,
      errors: { priceId: BILLING_MESSAGES.wrongPrice },
    });
    const unknownTier = await call("POST", "/api/create-checkout-session", a.cookie, {
      priceId: "price_pro_monthly",
      tier: "enterprise",
    });
    expect(unknownTier.statusCode).toBe(400);
    expect(stripe.requests.length).toBe(before);
  });

  it("is for admins only: officers and firefighters 403, signed out 401, nothing sent to Stripe", async () => {
    const before = stripe.requests.length;
    for (const member of [officer, firefighter]) {
      const res = await call("POST", "/api/create-checkout-session", member.cookie, checkoutBody);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ADMIN_REQUIRED);
    }
    expect((await call("POST", "/api/create-checkout-session", undefined, checkoutBody)).statusCode).toBe(
      401,
    );
    expect(stripe.requests.length).toBe(before);
  });

  it("answers 502 with a message to retry when Stripe fails, and stores nothing", async () => {
    const before = await stripeIds(b.user.agencyId);
    stripe.failNext(5);
    const res = await call("POST", "/api/create-checkout-session", b.cookie, checkoutBody);
    stripe.failNext(0);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: BILLING_MESSAGES.providerFailed });
    expect(await stripeIds(b.user.agencyId)).toEqual(before);
  });
});

describe("POST /api/create-portal-session", () => {
  it("409 while the agency has no Stripe customer (another agency's customer is never used)", async () => {
    const res = await call("POST", "/api/create-portal-session", b.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BILLING_MESSAGES.noCustomer);
  });

  it("opens the billing portal for the agency's own customer, returning to Settings", async () => {
    const res = await expectCall<Json>(200, "POST", "/api/create-portal-session", a.cookie);
    expect(res.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const { stripe_customer_id: customerId } = await stripeIds(a.user.agencyId);
    expect(lastRequest("/v1/billing_portal/sessions")?.form).toEqual({
      customer: customerId,
      return_url: "http://rollcall.test/settings",
    });
  });

  it("is for admins only: officers and firefighters 403, signed out 401", async () => {
    for (const member of [officer, firefighter])
      expect((await call("POST", "/api/create-portal-session", member.cookie)).statusCode).toBe(403);
    expect((await call("POST", "/api/create-portal-session")).statusCode).toBe(401);
  });
});

describe("POST /api/stripe/webhook", () => {
  const periodEnd = "2027-01-15T00:00:00.000Z";

  it("refuses a missing, wrong or stale signature and a tampered body with 400, changing nothing", async () => {
    const { stripe_customer_id: customer } = await stripeIds(a.user.agencyId);
    const event = stripeEvent("customer.subscription.deleted", {
      id: "sub_x",
      object: "subscription",
      customer,
      status: "canceled",
      metadata: {},
      items: { data: [] },
    });
    const before = await everything();
    const attempts = [
      await deliver(event, { signature: null }),
      await deliver(event, { signature: "" }),
      await deliver(event, { secret: "whsec_someone_else" }),
      await deliver(event, { signature: "t=1,v1=deadbeef" }),
      await deliver(event, {
        payload: JSON.stringify({ ...event, type: "checkout.session.completed" }),
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: BILLING_MESSAGES.badSignature });
    }
    expect(await everything()).toBe(before);
  });

  it("checkout.session.completed: the plan from the metadata, active, the ids and the period end", async () => {
    const { stripe_customer_id: customer } = await stripeIds(a.user.agencyId);
    stripe.subscriptions.set("sub_a1", {
      id: "sub_a1",
      object: "subscription",
      customer,
      status: "active",
      metadata: { agencyId: a.user.agencyId, tier: "standard" },
      items: {
        object: "list",
        data: [
          {
            id: "si_1",
            current_period_end: unix(periodEnd),
            price: { id: "price_standard_monthly" },
          },
        ],
      },
    });
    const otherBefore = await agencyOf(b);
    const auditBefore = await webhookAuditRows(a.user.agencyId);
    const event = stripeEvent("checkout.session.completed", {
      id: "cs_test_done",
      object: "checkout.session",
      mode: "subscription",
      customer,
      subscription: "sub_a1",
      client_reference_id: a.user.agencyId,
      metadata: { agencyId: a.user.agencyId, tier: "standard" },
    });
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });

    expect(await agencyOf(a)).toMatchObject({
      subscriptionTier: "standard",
      subscriptionStatus: "active",
      subscriptionExpiresAt: periodEnd,
    });
    expect((await stripeIds(a.user.agencyId)).stripe_subscription_id).toBe("sub_a1");
    // Recorded in the agency's audit log, signed by no member.
    expect(await webhookAuditRows(a.user.agencyId)).toBe(auditBefore + 1);
    // Another agency is untouched.
    expect(await agencyOf(b)).toEqual(otherBefore);

    // The same event again (Stripe retries): 200, nothing changes, nothing more is logged.
    const before = await everything();
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await everything()).toBe(before);
  });

  const subscription = (over: Json = {}) => ({
    id: "sub_a1",
    object: "subscription",
    status: "active",
    metadata: { agencyId: a.user.agencyId, tier: "standard" },
    items: {
      object: "list",
      data: [{ id: "si_1", current_period_end: unix(periodEnd), price: { id: "price_standard_monthly" } }],
    },
    ...over,
  });

  it("customer.subscription.updated: the tier from the price, the mapped status, the period end (item or subscription)", async () => {
    const { stripe_customer_id: customer } = await stripeIds(a.user.agencyId);
    const later = "2027-02-15T00:00:00.000Z";
    // A plan change in the portal: the configured pro price; the period end on the item (current API).
    let res = await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscription({
          customer,
          // Found by the customer id alone (a subscription made in Stripe's dashboard has no metadata).
          metadata: {},
          items: { data: [{ current_period_end: unix(later), price: { id: "price_live_pro_2026" } }] },
        }),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(await agencyOf(a)).toMatchObject({
      subscriptionTier: "pro",
      subscriptionStatus: "active",
      subscriptionExpiresAt: later,
    });

    // Older API versions carry the period end on the subscription itself.
    const older = "2027-03-15T00:00:00.000Z";
    res = await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscription({
          customer,
          current_period_end: unix(older),
          items: { data: [{ price: { id: "price_starter_monthly" } }] },
        }),
      ),
    );
    expect(await agencyOf(a)).toMatchObject({ subscriptionTier: "starter", subscriptionExpiresAt: older });

    for (const [stripeStatus, ours] of [
      ["past_due", "past_due"],
      ["trialing", "active"],
      ["unpaid", "past_due"],
      ["paused", "paused"],
      ["active", "active"],
    ]) {
      await deliver(
        stripeEvent("customer.subscription.updated", subscription({ customer, status: stripeStatus })),
      );
      expect((await agencyOf(a)).subscriptionStatus, stripeStatus).toBe(ours);
    }
    expect((await agencyOf(a)).subscriptionTier).toBe("standard");
  });

  it("invoice.payment_failed: past due (the subscription named by the invoice's parent, current API)", async () => {
    const { stripe_customer_id: customer } = await stripeIds(a.user.agencyId);
    const res = await deliver(
      stripeEvent("invoice.payment_failed", {
        id: "in_1",
        object: "invoice",
        customer,
        parent: { type: "subscription_details", subscription_details: { subscription: "sub_a1" } },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect((await agencyOf(a)).subscriptionStatus).toBe("past_due");
  });

  it("counts the grace period from the first failed payment: a retry's failure does not extend it, a payment ends it", async () => {
    const { stripe_customer_id: customer } = await stripeIds(a.user.agencyId);
    await deliver(stripeEvent("customer.subscription.updated", subscription({ customer, status: "active" })));
    expect((await agencyOf(a)).unpaidSince).toBeNull();
    const failed = (created: number, id: string) => ({
      ...stripeEvent("invoice.payment_failed", { id, object: "invoice", customer, subscription: "sub_a1" }),
      created,
    });
    const first = Math.floor(Date.now() / 1000) - 2 * 86_400;
    await deliver(failed(first, "in_grace_1"));
    const since = new Date(first * 1000).toISOString();
    expect(await agencyOf(a)).toMatchObject({ subscriptionStatus: "past_due", unpaidSince: since });
    // Stripe retries the payment days later and it fails again; then gives up (unpaid).
    await deliver(failed(first + 3 * 86_400, "in_grace_2"));
    await deliver(stripeEvent("customer.subscription.updated", subscription({ customer, status: "unpaid" })));
    expect(await agencyOf(a)).toMatchObject({ subscriptionStatus: "past_due", unpaidSince: since });
    // Paid: the plan is whole again.
    await deliver(stripeEvent("customer.subscription.updated", subscription({ customer, status: "active" })));
    expect(await agencyOf(a)).toMatchObject({ subscriptionStatus: "active", unpaidSince: null });
  });

  it("customer.subscription.deleted: cancelled; an old subscription's news never touches a newer one", async () => {
    const { stripe_customer_id: customer } = await stripeIds(a.user.agencyId);
    // An old subscription ending says nothing about the current one.
    const before = await everything();
    await deliver(
      stripeEvent(
        "customer.subscription.deleted",
        subscription({ id: "sub_old", customer, status: "canceled" }),
      ),
    );
    expect(await everything()).toBe(before);

    const res = await deliver(
      stripeEvent("customer.subscription.deleted", subscription({ customer, status: "canceled" })),
    );
    expect(res.statusCode).toBe(200);
    expect(await agencyOf(a)).toMatchObject({
      subscriptionTier: "standard",
      subscriptionStatus: "cancelled",
    });
  });

  it("an event naming no agency of ours, or of a type we do not use, is acknowledged and changes nothing", async () => {
    const before = await everything();
    for (const event of [
      stripeEvent("customer.subscription.updated", subscription({ customer: "cus_nobody", metadata: {} })),
      stripeEvent("invoice.payment_failed", { id: "in_2", object: "invoice", customer: "cus_nobody" }),
      stripeEvent("checkout.session.completed", {
        id: "cs_x",
        object: "checkout.session",
        customer: "cus_nobody",
        subscription: null,
        metadata: { agencyId: "00000000-0000-4000-8000-000000000000", tier: "pro" },
      }),
      stripeEvent("charge.succeeded", { id: "ch_1", object: "charge" }),
    ]) {
      const res = await deliver(event);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(await everything()).toBe(before);
  });

  it("a cancelled agency that chooses a plan again is active on the new subscription", async () => {
    const { stripe_customer_id: customer } = await stripeIds(a.user.agencyId);
    await deliver(
      stripeEvent("checkout.session.completed", {
        id: "cs_again",
        object: "checkout.session",
        customer,
        subscription: "sub_a2",
        metadata: { agencyId: a.user.agencyId, tier: "pro" },
      }),
    );
    expect(await agencyOf(a)).toMatchObject({ subscriptionTier: "pro", subscriptionStatus: "active" });
    expect((await stripeIds(a.user.agencyId)).stripe_subscription_id).toBe("sub_a2");
  });
});

describe("without STRIPE_SECRET_KEY", () => {
  const plain = testApp();
  it("the three billing routes answer 503 Billing is not configured", async () => {
    expect((await plain.t.app.inject({ method: "GET", url: "/api/billing/status" })).statusCode).toBe(401);
    const { signUpAgency } = await import("../../test/harness");
    const admin = await signUpAgency(plain.t.app);
    for (const [url, payload] of [
      ["/api/create-checkout-session", checkoutBody],
      ["/api/create-portal-session", undefined],
    ] as const) {
      const res = await plain.call("POST", url, admin.cookie, payload);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: BILLING_MESSAGES.notConfigured });
    }
    const hook = await plain.t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload: "{}",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
    });
    expect(hook.statusCode).toBe(503);
    expect(hook.json()).toEqual({ message: BILLING_MESSAGES.notConfigured });
    expect(await plain.expectCall(200, "GET", "/api/billing/status", admin.cookie)).toEqual({
      configured: false,
      contactEmail: null,
    });
  });

  it("OPERATOR_CONTACT_EMAIL must be an address", () => {
    expect(parseEnv({ NODE_ENV: "test", OPERATOR_CONTACT_EMAIL: " sales@example.org " })).toMatchObject({
      OPERATOR_CONTACT_EMAIL: "sales@example.org",
    });
    expect(parseEnv({ NODE_ENV: "test", OPERATOR_CONTACT_EMAIL: "" }).OPERATOR_CONTACT_EMAIL).toBeUndefined();
    expect(() => parseEnv({ NODE_ENV: "test", OPERATOR_CONTACT_EMAIL: "sales" })).toThrow(
      /OPERATOR_CONTACT_EMAIL/,
    );
  });
});

describe("with OPERATOR_CONTACT_EMAIL and no payment provider", () => {
  const withContact = testApp({ env: { OPERATOR_CONTACT_EMAIL: "plans@operator.example" } });
  it("names the operators' address to a signed-in member, for the pricing page's way forward", async () => {
    const { signUpAgency } = await import("../../test/harness");
    const admin = await signUpAgency(withContact.t.app);
    expect(await withContact.expectCall(200, "GET", "/api/billing/status", admin.cookie)).toEqual({
      configured: false,
      contactEmail: "plans@operator.example",
    });
  });

  it("a secret key without the webhook's signing secret stops the start", async () => {
    const env = parseEnv({ NODE_ENV: "test", STRIPE_SECRET_KEY: "sk_test_only" });
    await expect(createBilling(env)).rejects.toThrow(
      /STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY/,
    );
  });
});
