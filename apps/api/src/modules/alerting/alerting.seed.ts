/** The demo's mass alert: last night's recall of the off-duty B platoon, answered by most of it. */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { type AlertAnswer, type ANSWER_SOURCES, NOT_CONFIGURED_REASONS } from "@rollcall/shared/alerting";
import { alertDeliveries, alertRecipients, alerts } from "../../db/schema/alerting";
import { notifications } from "../../db/schema/notifications";
import { insertRows, MINUTE, rowsOf, type SeedContext, type SeedStep } from "../../db/seed/context";
import { emailOf, type MemberKey } from "../../db/seed/people";

type Answer = {
  answer: AlertAnswer;
  minutes: number | null;
  via: (typeof ANSWER_SOURCES)[number];
  after: number;
} | null;

/**
 * The demo members have no verified phones, so the recall reached them in the app (the bell) and, where this
 * installation sends mail, by email with its answer link; their answers came by those ways only.
 */
export function buildAlerts(ctx: SeedContext) {
  const { agencyId, at, idOf, member, nameOf, mailConfigured } = ctx;
  const id = randomUUID();
  const sentAt = at(-1, 2, 14);
  const message =
    "Second alarm: working fire at Riverside Lumber, 300 Mill Rd. Off-duty B Platoon, report to Station 1 if you can.";
  const title = `Alert from ${nameOf("hale")}: can you respond?`;
  const byLink = mailConfigured ? "link" : "app";
  const answers: Array<[MemberKey, Answer]> = [
    ["vasquez", { answer: "yes", minutes: 12, via: byLink, after: 2 }],
    ["whitaker", { answer: "yes", minutes: 20, via: "app", after: 4 }],
    ["thompson", { answer: "no", minutes: null, via: byLink, after: 6 }],
    ["cho", null],
    ["goldberg", { answer: "yes", minutes: 8, via: "app", after: 3 }],
  ];
  const later = (minutes: number) => new Date(sentAt.getTime() + minutes * MINUTE);

  const alertRows: Array<typeof alerts.$inferInsert> = [
    {
      agencyId,
      id,
      senderId: idOf("hale"),
      message,
      audience: { platoon: "B" },
      question: true,
      urgent: true,
      createdAt: sentAt,
      updatedAt: sentAt,
    },
  ];
  const alertRecipientRows: Array<typeof alertRecipients.$inferInsert> = answers.map(([key, a]) => ({
    agencyId,
    alertId: id,
    userId: idOf(key),
    // The answer links went out last night; only their hashes are kept, as for a real alert.
    tokenHash: createHash("sha256").update(randomBytes(32)).digest("hex"),
    answer: a?.answer ?? null,
    minutes: a?.minutes ?? null,
    answeredVia: a?.via ?? null,
    answeredAt: a ? later(a.after) : null,
    createdAt: sentAt,
  }));
  // Each recipient's bell, read by those who answered.
  const bellRows: Array<typeof notifications.$inferInsert> = answers.map(([key, a]) => ({
    agencyId,
    userId: idOf(key),
    type: "alert" as const,
    title,
    message,
    isRead: a !== null,
    dedupeKey: `alert:${id}`,
    createdAt: sentAt,
    updatedAt: a ? later(a.after) : sentAt,
  }));
  // By email: sent where mail is set up, else recorded "not configured" as a real recall would be.
  const alertDeliveryRows: Array<typeof alertDeliveries.$inferInsert> = answers.map(([key]) => ({
    agencyId,
    userId: idOf(key),
    channel: "email" as const,
    kind: "mass_alert" as const,
    source: `alert:${id}`,
    alertId: id,
    title,
    body: message,
    link: `/alerts/${id}`,
    address: emailOf(member(key)),
    urgent: true,
    ...(mailConfigured
      ? { status: "sent" as const, sentAt: later(0.2) }
      : { status: "not_configured" as const, error: NOT_CONFIGURED_REASONS.email }),
    attempts: 1,
    nextAttemptAt: sentAt,
    createdAt: sentAt,
    updatedAt: later(0.2),
  }));
  return { alertRows, alertRecipientRows, alertDeliveryRows, bellRows };
}

export const alertingSeed: SeedStep = (ctx) => {
  const { alertRows, alertRecipientRows, alertDeliveryRows, bellRows } = buildAlerts(ctx);
  return insertRows(
    rowsOf(alerts, alertRows),
    rowsOf(alertRecipients, alertRecipientRows),
    rowsOf(alertDeliveries, alertDeliveryRows),
    rowsOf(notifications, bellRows),
  );
};
