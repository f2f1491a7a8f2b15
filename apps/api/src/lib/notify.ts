/**
 * Creating in-app notifications, for any module. Runs inside the caller's transaction, so a notification
 * exists exactly when the change it announces does. A dedupe key makes a repeated event (a daily job
 * noticing the same expiring certification) create the notification only once.
 *
 * With `alert`, the notification is also offered to the member's alerting channels (SMS, push, email...)
 * through the delivery queue, in the same transaction; a deduplicated notification queues nothing.
 */
import type { AlertChannel, AlertKind } from "@rollcall/shared/alerting";
import type { NotificationType } from "@rollcall/shared/notifications";
import type { Transaction } from "../db/client";
import { notifications } from "../db/schema/notifications";
import { queueAlert } from "./alerting/queue";

export type NewNotification = {
  agencyId: string;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  /** Same (agency, user, key) twice: the second is skipped. */
  dedupeKey?: string;
  /** Also send it out of the app as this kind of message (the member's channels for the kind). */
  alert?: {
    kind: AlertKind;
    link?: string;
    callbackId?: string;
    urgent?: boolean;
    channels?: AlertChannel[];
  };
};

export async function notify(tx: Transaction, items: NewNotification | NewNotification[]): Promise<number> {
  const list = Array.isArray(items) ? items : [items];
  if (!list.length) return 0;
  const rows = await tx
    .insert(notifications)
    .values(list.map(({ alert: _alert, ...n }) => ({ ...n, dedupeKey: n.dedupeKey ?? null })))
    .onConflictDoNothing()
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      title: notifications.title,
      message: notifications.message,
      dedupeKey: notifications.dedupeKey,
    });
  // Only the notifications actually inserted are sent on: matched to their item by what they say.
  const alerted = list.filter((n) => n.alert);
  if (alerted.length) {
    const same = (n: NewNotification, r: (typeof rows)[number]) =>
      n.userId === r.userId &&
      n.title === r.title &&
      n.message === r.message &&
      (n.dedupeKey ?? null) === r.dedupeKey;
    await queueAlert(
      tx,
      rows.flatMap((r) => {
        const n = alerted.find((item) => same(item, r));
        if (!n?.alert) return [];
        return [
          {
            agencyId: n.agencyId,
            userId: n.userId,
            kind: n.alert.kind,
            title: n.title,
            body: n.message,
            link: n.alert.link,
            callbackId: n.alert.callbackId,
            urgent: n.alert.urgent,
            channels: n.alert.channels,
            source: `notification:${r.id}`,
          },
        ];
      }),
    );
  }
  return rows.length;
}
