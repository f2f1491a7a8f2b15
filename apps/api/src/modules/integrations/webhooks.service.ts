/** An agency's webhooks: listed with their latest delivery, registered (the secret returned this once), deleted. */
import {
  MAX_WEBHOOKS,
  WEBHOOK_MESSAGES,
  type WebhookDeliveryStatus,
  type WebhookEvent,
} from "@rollcall/shared/integrations";
import { type AnyColumn, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { webhookDeliveries, webhooks } from "../../db/schema/integrations";
import type { Env } from "../../env";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { isDeliverableUrl, newWebhookSecret } from "../../lib/webhooks";
import type { AgencyScope } from "../../plugins/auth";
import { makerOf } from "../users";

/** How many deliveries the list of one webhook shows, newest first. */
const DELIVERIES_SHOWN = 100;

/** The latest delivery of each webhook (one row per webhook, by the index on webhook and time). */
/** A delivery being sent right now reads as still being tried. */
const shownStatus = (status: AnyColumn | SQL) =>
  sql<WebhookDeliveryStatus>`case when ${status} = 'sending' then 'pending' else ${status} end`;

type LastDelivery = { status: WebhookDeliveryStatus; at: string; responseStatus: number | null } | null;

const lastDelivery = sql<LastDelivery>`(
  select json_build_object('status', ${shownStatus(sql`d.status`)},
    'at', coalesce(d.last_attempt_at, d.created_at), 'responseStatus', d.response_status)
  from ${webhookDeliveries} d
  where d.agency_id = ${webhooks}.agency_id and d.webhook_id = ${webhooks}.id
  order by d.created_at desc limit 1)`;

const listed = {
  id: webhooks.id,
  url: webhooks.url,
  events: webhooks.events,
  createdAt: webhooks.createdAt,
  createdBy: makerOf(webhooks),
  lastDelivery,
};

/** The latest delivery's time as the schema's Date (json_build_object gives it as text). */
const toDto = <T extends { lastDelivery: LastDelivery }>({ lastDelivery: last, ...hook }: T) => ({
  ...hook,
  lastDelivery: last ? { ...last, at: new Date(last.at) } : null,
});

export async function listWebhooks(scope: AgencyScope) {
  const rows = await scope.run((tx) => tx.select(listed).from(webhooks).orderBy(desc(webhooks.createdAt)));
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
      .returning(listed);
    return { ...toDto(row), secret };
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
    return tx
      .select({
        id: webhookDeliveries.id,
        messageId: webhookDeliveries.messageId,
        event: webhookDeliveries.event,
        status: shownStatus(webhookDeliveries.status),
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
  });
}
