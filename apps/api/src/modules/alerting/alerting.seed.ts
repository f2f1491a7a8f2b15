/** The demo's mass alert: last night's recall of the off-duty B platoon, answered by most of it. */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { AlertAnswer, ANSWER_SOURCES } from "@rollcall/shared/alerting";
import { alertDeliveries, alertRecipients, alerts } from "../../db/schema/alerting";
import { type DemoContext, insertRows, MINUTE, rowsOf, type SeedStep } from "../../db/seed/context";
import { emailOf, type MemberKey } from "../../db/seed/people";

type Answer = {
  answer: AlertAnswer;
  minutes: number | null;
  via: (typeof ANSWER_SOURCES)[number];
  after: number;
} | null;

export function buildAlerts(ctx: DemoContext) {
  const { agencyId, at, idOf, member, nameOf } = ctx;
  const id = randomUUID();
  const sentAt = at(-1, 2, 14);
  const message =
    "Second alarm: working fire at Riverside Lumber, 300 Mill Rd. Off-duty B Platoon, report to Station 1 if you can.";
  const title = `Alert from ${nameOf("hale")}: can you respond?`;
  const answers: Array<[MemberKey, Answer]> = [
    ["vasquez", { answer: "yes", minutes: 12, via: "sms", after: 2 }],
    ["whitaker", { answer: "yes", minutes: 20, via: "voice", after: 4 }],
    ["thompson", { answer: "no", minutes: null, via: "link", after: 6 }],
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
  // The demo members have no verified phones: the alert reached each of them by email.
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
    status: "sent" as const,
    attempts: 1,
    nextAttemptAt: sentAt,
    sentAt: later(0.2),
    createdAt: sentAt,
    updatedAt: later(0.2),
  }));
  return { alertRows, alertRecipientRows, alertDeliveryRows };
}

export const alertingSeed: SeedStep = (ctx) => {
  const { alertRows, alertRecipientRows, alertDeliveryRows } = buildAlerts(ctx);
  return insertRows(
    rowsOf(alerts, alertRows),
    rowsOf(alertRecipients, alertRecipientRows),
    rowsOf(alertDeliveries, alertDeliveryRows),
  );
};
