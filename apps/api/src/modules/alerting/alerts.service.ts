/**
 * Mass alerts (recalls): an officer or admin sends a message to everyone, some roles, chosen members or the
 * holders of a qualification, optionally asking "can you respond?". Each recipient gets it in the app and on
 * their channels for mass alerts, with an answer link of their own (a 256-bit token kept as its SHA-256); the
 * answers and every delivery fill the alert's roster, which the sender watches live.
 */
import {
  ALERT_CHANNELS,
  ALERTING_MESSAGES,
  ALERTS_PER_HOUR,
  type AlertAudience,
  type AlertChannel,
  type AlertDetail,
  type AlertingStatus,
  type AlertRecipient,
  type AlertRespondView,
  type AlertSummary,
  type alertAnswerInput,
  type alertInput,
} from "@rollcall/shared/alerting";
import { isManager, ROLE_LABELS } from "@rollcall/shared/roles";
import { platoonLabel } from "@rollcall/shared/scheduling";
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { asPlatform, type Database, type Transaction, withAgency } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import {
  alertDeliveries,
  alertingProfiles,
  alertRecipients,
  alerts,
  pushSubscriptions,
} from "../../db/schema/alerting";
import { users } from "../../db/schema/users";
import { type Channels, notConfiguredChannels } from "../../lib/alerting/channels";
import { queueAlert } from "../../lib/alerting/queue";
import { agencyToday } from "../../lib/dates";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import { notify } from "../../lib/notify";
import { hashToken, newToken } from "../../lib/tokens";
import type { AgencyScope } from "../../plugins/auth";
import { certificationsInForce } from "../compliance";
import { bellReceipts } from "../notifications";
import { type AnswerSource, recordAnswer } from "./alerts.queries";

type AlertInput = z.output<typeof alertInput>;
type AnswerInput = z.output<typeof alertAnswerInput>;

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The answer page's path (apps/web features/alerting respond-page): PUBLIC_URL is put in front when sent. */
export const answerLink = (alertId: string, token: string) =>
  `/alerts/respond?token=${token}&alert=${alertId}`;

/** "Everyone", "Officers, EMTs", "Platoon B", "3 members", "Hazmat Technician holders". */
export function audienceLabel(audience: AlertAudience): string {
  if ("all" in audience) return "Everyone";
  if ("roles" in audience) return audience.roles.map((r) => `${ROLE_LABELS[r]}s`).join(", ");
  if ("userIds" in audience)
    return `${audience.userIds.length} member${audience.userIds.length === 1 ? "" : "s"}`;
  if ("platoon" in audience) return platoonLabel(audience.platoon);
  return `${audience.qualification} holders`;
}

/** The agency's current members the audience names; 400 for a member id that is not one of them. */
async function resolveAudience(tx: Transaction, scope: AgencyScope, audience: AlertAudience, now: Date) {
  const active = and(eq(users.agencyId, scope.agencyId), isNull(users.deletedAt));
  const members = tx.select({ id: users.id }).from(users);
  if ("all" in audience) return (await members.where(active)).map((m) => m.id);
  if ("roles" in audience)
    return (await members.where(and(active, inArray(users.role, audience.roles)))).map((m) => m.id);
  if ("platoon" in audience)
    return (await members.where(and(active, eq(users.platoon, audience.platoon)))).map((m) => m.id);
  if ("userIds" in audience) {
    const wanted = [...new Set(audience.userIds)];
    const found = await members.where(and(active, inArray(users.id, wanted)));
    if (found.length !== wanted.length)
      throw badRequest(ALERTING_MESSAGES.unknownMember, {
        "audience.userIds": ALERTING_MESSAGES.unknownMember,
      });
    return wanted;
  }
  // Holders of a certification in force today, by its name in any case (compliance's own query).
  const name = audience.qualification.trim().toLowerCase();
  const holders = new Set(
    (await certificationsInForce(tx, scope.agencyId, agencyToday(scope.timeZone, now)))
      .filter((c) => c.name === name)
      .map((c) => c.userId),
  );
  if (!holders.size) return [];
  return (await members.where(and(active, inArray(users.id, [...holders])))).map((m) => m.id);
}

/** Sends the alert: recipients, answer links, in-app notifications and deliveries, in one transaction. */
export async function sendAlert(
  scope: AgencyScope,
  channels: Channels,
  input: AlertInput,
  now = new Date(),
): Promise<AlertDetail> {
  return scope.run(async (tx) => {
    // One sender at a time per agency past this point: the hourly limit cannot be passed by a burst.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alerts:${scope.agencyId}`}))`);
    const [{ sent }] = await tx
      .select({ sent: count() })
      .from(alerts)
      .where(
        and(eq(alerts.agencyId, scope.agencyId), gte(alerts.createdAt, new Date(now.getTime() - 3_600_000))),
      );
    if (Number(sent) >= ALERTS_PER_HOUR) throw new AppError(429, ALERTING_MESSAGES.rateLimited);

    const recipients = await resolveAudience(tx, scope, input.audience, now);
    if (!recipients.length)
      throw badRequest(ALERTING_MESSAGES.audienceEmpty, { audience: ALERTING_MESSAGES.audienceEmpty });

    const [alert] = await tx
      .insert(alerts)
      .values({
        agencyId: scope.agencyId,
        senderId: scope.userId,
        message: input.message,
        audience: input.audience,
        question: input.question,
        urgent: input.urgent,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const tokens = new Map(recipients.map((userId) => [userId, newToken()]));
    await tx.insert(alertRecipients).values(
      recipients.map((userId) => ({
        agencyId: scope.agencyId,
        alertId: alert.id,
        userId,
        tokenHash: hashToken(tokens.get(userId) as string),
      })),
    );
    const [sender] = await tx.select({ name: fullName }).from(users).where(eq(users.id, scope.userId));
    const title = input.question
      ? `Alert from ${sender.name}: can you respond?`
      : `Alert from ${sender.name}`;
    await queueAlert(
      tx,
      recipients.map((userId) => ({
        agencyId: scope.agencyId,
        userId,
        kind: "mass_alert" as const,
        title,
        body: input.message,
        link: input.question ? answerLink(alert.id, tokens.get(userId) as string) : `/alerts/${alert.id}`,
        source: `alert:${alert.id}`,
        alertId: alert.id,
        urgent: input.urgent,
      })),
      now,
    );
    await notify(
      tx,
      recipients.map((userId) => ({
        agencyId: scope.agencyId,
        userId,
        type: "alert" as const,
        title,
        message: input.message,
        dedupeKey: bellKey(alert.id),
      })),
    );
    return loadDetail(tx, scope, channels, alert.id);
  });
}

type Scoped = Pick<AgencyScope, "agencyId" | "userId" | "role">;

/** The newest alerts a list shows. */
const LIST_LIMIT = 200;

/**
 * Summaries of the agency's alerts (or of those `receivedBy` a member; or the one `alertId`), newest first, each
 * with the signed-in member's own answer when they are a recipient.
 */
async function summaries(
  tx: Transaction,
  scope: Scoped,
  filter: { receivedBy?: string; alertId?: string } = {},
): Promise<AlertSummary[]> {
  const received = filter.receivedBy
    ? sql`exists (select 1 from ${alertRecipients} r where r.agency_id = ${alerts.agencyId} and r.alert_id = ${alerts.id} and r.user_id = ${filter.receivedBy})`
    : undefined;
  const rows = await tx
    .select({ alert: alerts, senderName: fullName })
    .from(alerts)
    .innerJoin(users, and(eq(users.agencyId, alerts.agencyId), eq(users.id, alerts.senderId)))
    .where(
      and(
        eq(alerts.agencyId, scope.agencyId),
        received,
        filter.alertId ? eq(alerts.id, filter.alertId) : undefined,
      ),
    )
    .orderBy(desc(alerts.createdAt))
    .limit(LIST_LIMIT);
  if (!rows.length) return [];
  const counts = await tx
    .select({
      alertId: alertRecipients.alertId,
      recipients: count(),
      yes: sql<number>`count(*) filter (where ${alertRecipients.answer} = 'yes')::int`,
      no: sql<number>`count(*) filter (where ${alertRecipients.answer} = 'no')::int`,
    })
    .from(alertRecipients)
    .where(
      and(
        eq(alertRecipients.agencyId, scope.agencyId),
        inArray(
          alertRecipients.alertId,
          rows.map((r) => r.alert.id),
        ),
      ),
    )
    .groupBy(alertRecipients.alertId);
  const countOf = new Map(counts.map((c) => [c.alertId, c]));
  const own = await tx
    .select({
      alertId: alertRecipients.alertId,
      answer: alertRecipients.answer,
      minutes: alertRecipients.minutes,
    })
    .from(alertRecipients)
    .where(
      and(
        eq(alertRecipients.agencyId, scope.agencyId),
        eq(alertRecipients.userId, scope.userId),
        inArray(
          alertRecipients.alertId,
          rows.map((r) => r.alert.id),
        ),
      ),
    );
  const mineOf = new Map(own.map((o) => [o.alertId, { answer: o.answer, minutes: o.minutes }]));
  return rows.map(({ alert, senderName }) => {
    const c = countOf.get(alert.id);
    return {
      id: alert.id,
      message: alert.message,
      audience: alert.audience,
      audienceLabel: audienceLabel(alert.audience),
      question: alert.question,
      urgent: alert.urgent,
      senderName,
      createdAt: alert.createdAt,
      recipients: Number(c?.recipients ?? 0),
      yes: Number(c?.yes ?? 0),
      no: Number(c?.no ?? 0),
      mine: mineOf.get(alert.id) ?? null,
    };
  });
}

/** Managers: every alert of the agency; other members: the alerts they received. */
export const listAlerts = (scope: AgencyScope) =>
  scope.run((tx) => summaries(tx, scope, { receivedBy: isManager(scope) ? undefined : scope.userId }));

/** The in-app (bell) notification of an alert: one per recipient, under this key. */
const bellKey = (alertId: string) => `alert:${alertId}`;

/**
 * The alert with its roster (each recipient's answer, bell notification and deliveries) and the channels this
 * installation cannot send by; a member who is not a manager sees only their own line (404 if not a recipient).
 */
async function loadDetail(
  tx: Transaction,
  scope: Scoped,
  channels: Channels,
  id: string,
): Promise<AlertDetail> {
  const manager = isManager(scope);
  const [summary] = await summaries(tx, scope, {
    receivedBy: manager ? undefined : scope.userId,
    alertId: id,
  });
  if (!summary) throw notFound(ALERTING_MESSAGES.notFound);
  const only = manager ? undefined : eq(alertRecipients.userId, scope.userId);
  const recipients = await tx
    .select({ r: alertRecipients, name: fullName, role: users.role })
    .from(alertRecipients)
    .innerJoin(users, and(eq(users.agencyId, alertRecipients.agencyId), eq(users.id, alertRecipients.userId)))
    .where(and(eq(alertRecipients.agencyId, scope.agencyId), eq(alertRecipients.alertId, id), only))
    .orderBy(asc(users.lastName), asc(users.firstName));
  const deliveries = await tx
    .select()
    .from(alertDeliveries)
    .where(
      and(
        eq(alertDeliveries.agencyId, scope.agencyId),
        eq(alertDeliveries.alertId, id),
        manager ? undefined : eq(alertDeliveries.userId, scope.userId),
      ),
    )
    .orderBy(asc(alertDeliveries.channel));
  const bell = await bellReceipts(
    tx,
    scope.agencyId,
    recipients.map(({ r }) => r.userId),
    bellKey(id),
  );
  const roster: AlertRecipient[] = recipients.map(({ r, name, role }) => ({
    userId: r.userId,
    name,
    role,
    answer: r.answer,
    minutes: r.minutes,
    answeredVia: r.answeredVia,
    answeredAt: r.answeredAt,
    deliveries: deliveries
      .filter((d) => d.userId === r.userId)
      .map((d) => ({
        id: d.id,
        userId: d.userId,
        channel: d.channel,
        status: d.status,
        error: d.error,
        attempts: d.attempts,
        updatedAt: d.updatedAt,
      })),
    inApp: bell.get(r.userId) ?? null,
  }));
  return { ...summary, roster, notConfigured: notConfiguredChannels(channels) };
}

export const getAlert = (scope: AgencyScope, channels: Channels, id: string) =>
  scope.run((tx) => loadDetail(tx, scope, channels, id));

/** The signed-in member answers an alert they received. */
export async function answerInApp(scope: AgencyScope, channels: Channels, id: string, input: AnswerInput) {
  return scope.run(async (tx) => {
    const detail = await loadDetail(tx, { ...scope, role: "firefighter" }, channels, id);
    if (!detail.question) throw conflict(ALERTING_MESSAGES.noQuestion);
    await recordAnswer(tx, { agencyId: scope.agencyId, alertId: id, userId: scope.userId }, input, "app");
    return loadDetail(tx, scope, channels, id);
  });
}

// -------------------------------------------------------------------------------------------------------
// The answer link (public: the token is the credential)
// -------------------------------------------------------------------------------------------------------

type LinkMeta = { ip?: string | null; userAgent?: string | null };

/** The recipient a token names, if it names one of this alert's: found across agencies by the hash alone. */
async function recipientOfLink(db: Database, alertId: string, token: string | undefined) {
  if (!token || token.length > 100) throw notFound(ALERTING_MESSAGES.linkInvalid);
  const [row] = await asPlatform(db, { agencyId: "", userId: null, userAgent: "answer link" }, (tx) =>
    tx
      .select({
        agencyId: alertRecipients.agencyId,
        alertId: alertRecipients.alertId,
        userId: alertRecipients.userId,
      })
      .from(alertRecipients)
      .where(eq(alertRecipients.tokenHash, hashToken(token))),
  );
  if (!row || row.alertId !== alertId) throw notFound(ALERTING_MESSAGES.linkInvalid);
  return row;
}

async function respondView(tx: Transaction, who: { agencyId: string; alertId: string; userId: string }) {
  const [row] = await tx
    .select({
      agencyName: agencies.name,
      message: alerts.message,
      question: alerts.question,
      createdAt: alerts.createdAt,
      memberName: fullName,
      answer: alertRecipients.answer,
      minutes: alertRecipients.minutes,
    })
    .from(alertRecipients)
    .innerJoin(
      alerts,
      and(eq(alerts.agencyId, alertRecipients.agencyId), eq(alerts.id, alertRecipients.alertId)),
    )
    .innerJoin(agencies, eq(agencies.id, alertRecipients.agencyId))
    .innerJoin(users, and(eq(users.agencyId, alertRecipients.agencyId), eq(users.id, alertRecipients.userId)))
    .where(
      and(
        eq(alertRecipients.agencyId, who.agencyId),
        eq(alertRecipients.alertId, who.alertId),
        eq(alertRecipients.userId, who.userId),
      ),
    );
  if (!row) throw notFound(ALERTING_MESSAGES.linkInvalid);
  return row satisfies AlertRespondView;
}

export async function viewByLink(
  db: Database,
  alertId: string,
  token: string | undefined,
): Promise<AlertRespondView> {
  const who = await recipientOfLink(db, alertId, token);
  return withAgency(db, { agencyId: who.agencyId, userId: who.userId }, (tx) => respondView(tx, who));
}

/** An answer through the link, signed in the audit log as the member the link belongs to. */
export async function answerByLink(
  db: Database,
  alertId: string,
  token: string | undefined,
  input: AnswerInput,
  meta: LinkMeta,
): Promise<AlertRespondView> {
  const who = await recipientOfLink(db, alertId, token);
  return withAgency(db, { agencyId: who.agencyId, userId: who.userId, ...meta }, async (tx) => {
    if (!(await respondView(tx, who)).question) throw conflict(ALERTING_MESSAGES.noQuestion);
    await recordAnswer(tx, who, input, "link" satisfies AnswerSource);
    return respondView(tx, who);
  });
}

// -------------------------------------------------------------------------------------------------------
// Who is reachable where (admins)
// -------------------------------------------------------------------------------------------------------

export async function alertingStatus(scope: AgencyScope, channels: Channels): Promise<AlertingStatus> {
  return scope.run(async (tx) => {
    const members = await tx
      .select({ user: users, profile: alertingProfiles })
      .from(users)
      .leftJoin(
        alertingProfiles,
        and(eq(alertingProfiles.agencyId, users.agencyId), eq(alertingProfiles.userId, users.id)),
      )
      .where(and(eq(users.agencyId, scope.agencyId), isNull(users.deletedAt)))
      .orderBy(asc(users.lastName), asc(users.firstName));
    const devices = new Set(
      (
        await tx
          .selectDistinct({ userId: pushSubscriptions.userId })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.agencyId, scope.agencyId))
      ).map((d) => d.userId),
    );
    const list = members.map(({ user, profile }) => {
      const verified = Boolean(profile?.phone && profile.phoneVerifiedAt);
      return {
        userId: user.id,
        name: `${user.firstName} ${user.lastName}`,
        role: user.role,
        email: true,
        sms: verified && !profile?.smsOptedOutAt,
        voice: verified,
        push: devices.has(user.id),
        phone: verified ? (profile?.phone ?? null) : null,
      };
    });
    return {
      channels: ALERT_CHANNELS.map((channel: AlertChannel) => ({
        channel,
        configured: channels[channel].configured,
        provider: channels[channel].provider,
        reachable: list.filter((m) => m[channel]).length,
      })),
      members: list,
    };
  });
}
