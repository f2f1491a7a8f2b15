/**
 * Billing (spec 01 §7 POST /api/create-checkout-session, spec 02 §7 POST /api/create-portal-session) and the
 * Stripe webhook. Checkout and portal are admin only (the agency's plan is the admins' to change) and stay
 * open while the agency is read-only (choosing a plan is how it ends). Without STRIPE_SECRET_KEY all three
 * answer 503 "Billing is not configured".
 */
import {
  BILLING_MESSAGES,
  billingRedirectSchema,
  billingStatusSchema,
  createCheckoutSchema,
  webhookReceiptSchema,
} from "@rollcall/shared/billing";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest } from "../../lib/errors";
import { clientIp } from "../../lib/sessions";
import { createCheckoutSession, createPortalSession } from "./billing.service";
import { createBilling, requireBilling } from "./billing.stripe";
import { applyStripeEvent } from "./billing.webhook";

const admin = { access: "admin", allowReadOnly: true } as const;

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const billing = await createBilling(app.env);
  const ctx = (log: typeof app.log) => ({ billing, publicUrl: app.env.publicUrl, log });

  // Whether plans can be bought here: the settings screen shows a plain notice instead of a dead button.
  // Without it, the pricing page names the operators' address for a plan change.
  app.get("/api/billing/status", { schema: { response: { 200: billingStatusSchema } } }, async () => ({
    configured: billing !== null,
    contactEmail: app.env.OPERATOR_CONTACT_EMAIL ?? null,
  }));

  app.post(
    "/api/create-checkout-session",
    { config: admin, schema: { body: createCheckoutSchema, response: { 200: billingRedirectSchema } } },
    async (request) => createCheckoutSession(request.scope, ctx(request.log), request.body),
  );

  app.post(
    "/api/create-portal-session",
    { config: admin, schema: { response: { 200: billingRedirectSchema } } },
    async (request) => createPortalSession(request.scope, ctx(request.log)),
  );

  // The webhook reads its body as raw bytes (the signature covers them exactly), in its own context so
  // every other route keeps the JSON parser.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

    hook.post(
      "/api/stripe/webhook",
      {
        // Stripe calls it from its own servers: no session, no same-origin check; the signature is the proof.
        config: { access: "public", signedWebhook: true },
        schema: { summary: "Stripe's webhook: billing events", response: { 200: webhookReceiptSchema } },
      },
      async (request) => {
        const configured = requireBilling(billing);
        const signature = request.headers["stripe-signature"];
        const body = request.body;
        if (typeof signature !== "string" || !signature || !Buffer.isBuffer(body))
          throw badRequest(BILLING_MESSAGES.badSignature);
        let event: ReturnType<typeof configured.stripe.webhooks.constructEvent>;
        try {
          event = configured.stripe.webhooks.constructEvent(body, signature, configured.webhookSecret);
        } catch {
          throw badRequest(BILLING_MESSAGES.badSignature);
        }
        try {
          await applyStripeEvent(
            { db: app.db, billing: configured, log: request.log, ip: clientIp(request) },
            event,
          );
        } catch (err) {
          // A signed event of a shape we cannot read will not read better on a retry: acknowledge it.
          if (!(err instanceof z.ZodError)) throw err;
          request.log.error({ err, event: event.id, type: event.type }, "stripe webhook unreadable");
        }
        return { received: true as const };
      },
    );
  });
};
