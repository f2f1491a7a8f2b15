/** An agency's webhooks: listed with their latest delivery, registered (the secret returned this once), deleted. */
import { MAX_WEBHOOKS, WEBHOOK_MESSAGES, type WebhookEvent } from "@rollcall/shared/integrations";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { webhookDeliveries, webhooks } from "../../db/schema/integrations";
import { users } from "../../db/schema/users";
import type { Env } from "../../env";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { isDeliverableUrl, newWebhookSecret } from "../../lib/webhooks";
import type { AgencyScope } from "../../plugins/auth";

/** How many deliveries the list of one webhook shows, newest first. */
const DELIVERIES_SHOWN = 100;

/** The latest delivery of each webhook (one row per webhook, by the index on webhook and time). */
const lastDelivery = sql<{
  status: "pending" | "succeeded" | "failed";
  at: string;
  responseStatus: number | null;
} | null>`(
  select json_build_object('status', case when d.status = 'sending' then 'pending' else d.status end,
    'at', coalesce(d.last_attempt_at, d.created_at), 'responseStatus', d.response_status)
  from ${webhookDeliveries} d
  where d.agency_id = ${webhooks.agencyId} and d.webhook_id = ${webhooks.id}
  order by d.created_at desc limit 1)`;

const withMaker = (tx: Transaction) =>
  tx
    .select({
      id: webhooks.id,
      url: webhooks.url,
      events: webhooks.events,
      createdAt: webhooks.createdAt,
      makerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      lastDelivery,
    })
    .from(webhooks)
    .leftJoin(users, and(eq(users.agencyId, webhooks.agencyId), eq(users.id, webhooks.createdBy)));

type Listed = Awaited<ReturnType<ReturnType<typeof withMaker>["execute"]>>[number];

const toDto = ({ makerId, firstName, lastName, lastDelivery: last, ...hook }: Listed) => ({
  ...hook,
  createdBy: makerId ? { id: makerId, firstName: firstName ?? "", lastName: lastName ?? "" } : null,
  lastDelivery: last ? { ...last, at: new Date(last.at) } : null,
});

export async function listWebhooks(scope: AgencyScope) {
  const rows = await scope.run((tx) => withMaker(tx).orderBy(desc(webhooks.createdAt)));
  return rows.map(toDto);
}

export async function createWebhook(
  scope: AgencyScope,
  env: Pick<Env, "WEBHOOKS_ALLOW_PRIVATE">,
  input: { url: string; events: WebhookEvent[] },
) {
  if (!(await isDeliverableUrl(input.url, env)))
    throw badRequest(WEBHOOK_MESSAGES.urlNotPublic, { url: WEBHOOK_MESSAGES.urlNotPublic });
  const secret = newWebhookSecret();
  return scope.run(async (tx) => {
    // One at a time per agency, so two admins adding at once cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhooks:' || ${scope.agencyId}))`);
    const [{ n }] = await tx.select({ n: count() }).from(webhooks);
    if (n >= MAX_WEBHOOKS) throw conflict(WEBHOOK_MESSAGES.tooMany);
    const [row] = await tx
      .insert(webhooks)
      .values({
        agencyId: scope.agencyId,
        url: input.url,
        events: input.events,
        secret,
        createdBy: scope.userId,
      })
      .returning({ id: webhooks.id });
    const [made] = await withMaker(tx).where(eq(webhooks.id, row.id));
    return { ...toDto(made), secret };
  });
}

export async function deleteWebhook(scope: AgencyScope, id: string) {
  const [gone] = await scope.run((tx) =>
    tx.delete(webhooks).where(eq(webhooks.id, id)).returning({ id: webhooks.id }),
  );
  if (!gone) throw notFound(WEBHOOK_MESSAGES.notFound);
}

/** A webhook's latest deliveries, newest first; 404 for a webhook the agency does not have. */
export async function listDeliveries(scope: AgencyScope, webhookId: string) {
  return scope.run(async (tx) => {
    const [hook] = await tx.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, webhookId));
    if (!hook) throw notFound(WEBHOOK_MESSAGES.notFound);
    const rows = await tx
      .select({
        id: webhookDeliveries.id,
        messageId: webhookDeliveries.messageId,
        event: webhookDeliveries.event,
        status: webhookDeliveries.status,
        attempts: webhookDeliveries.attempts,
        createdAt: webhookDeliveries.createdAt,
        lastAttemptAt: webhookDeliveries.lastAttemptAt,
        nextAttemptAt: webhookDeliveries.nextAttemptAt,
        responseStatus: webhookDeliveries.responseStatus,
        response: webhookDeliveries.response,
      })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, webhookId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(DELIVERIES_SHOWN);
    // A claim being sent right now reads as still being tried.
    return rows.map((r) => ({
      ...r,
      event: r.event as WebhookEvent,
      status:
        r.status === "sending" ? ("pending" as const) : (r.status as "pending" | "succeeded" | "failed"),
    }));
  });
}
