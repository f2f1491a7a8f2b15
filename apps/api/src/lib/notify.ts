/**
 * Creating in-app notifications, for any module. Runs inside the caller's transaction, so a notification
 * exists exactly when the change it announces does. A dedupe key makes a repeated event (a daily job
 * noticing the same expiring certification) create the notification only once.
 */
import type { NotificationType } from "@rollcall/shared/notifications";
import type { Transaction } from "../db/client";
import { notifications } from "../db/schema/notifications";

export type NewNotification = {
  agencyId: string;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  /** Same (agency, user, key) twice: the second is skipped. */
  dedupeKey?: string;
};

export async function notify(tx: Transaction, items: NewNotification | NewNotification[]): Promise<number> {
  const list = Array.isArray(items) ? items : [items];
  if (!list.length) return 0;
  const rows = await tx
    .insert(notifications)
    .values(list.map((n) => ({ ...n, dedupeKey: n.dedupeKey ?? null })))
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows.length;
}
