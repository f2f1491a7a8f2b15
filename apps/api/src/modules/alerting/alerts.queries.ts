/**
 * Alerting's public face for other code paths: recording a member's answer to an alert, whichever way it came
 * (the app, the answer link, an SMS reply, a voice keypress: modules/alerting/twilio.routes.ts).
 */
import type { AlertAnswer, ANSWER_SOURCES } from "@rollcall/shared/alerting";
import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { alertDeliveries, alertRecipients } from "../../db/schema/alerting";

export type AnswerSource = (typeof ANSWER_SOURCES)[number];

/**
 * Sets the member's answer (a later answer replaces it) and marks that member's deliveries of the alert
 * answered (a failed one stays failed: the sender should see it did not arrive). Returns false when the member
 * did not receive the alert.
 */
export async function recordAnswer(
  tx: Transaction,
  who: { agencyId: string; alertId: string; userId: string },
  input: { answer: AlertAnswer; minutes?: number | null },
  via: AnswerSource,
  now = new Date(),
): Promise<boolean> {
  const updated = await tx
    .update(alertRecipients)
    .set({
      answer: input.answer,
      // Minutes to arrive mean something only with a yes.
      minutes: input.answer === "yes" ? (input.minutes ?? null) : null,
      answeredVia: via,
      answeredAt: now,
    })
    .where(
      and(
        eq(alertRecipients.agencyId, who.agencyId),
        eq(alertRecipients.alertId, who.alertId),
        eq(alertRecipients.userId, who.userId),
      ),
    )
    .returning({ userId: alertRecipients.userId });
  if (!updated.length) return false;
  await tx
    .update(alertDeliveries)
    .set({ status: "answered", updatedAt: now })
    .where(
      and(
        eq(alertDeliveries.agencyId, who.agencyId),
        eq(alertDeliveries.alertId, who.alertId),
        eq(alertDeliveries.userId, who.userId),
        inArray(alertDeliveries.status, ["queued", "sent", "delivered"]),
      ),
    );
  return true;
}
