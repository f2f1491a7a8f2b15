import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { notifications } from "../../db/schema/notifications";
import { notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";

const LIST_LIMIT = 50;

const mine = (scope: AgencyScope) =>
  and(eq(notifications.agencyId, scope.agencyId), eq(notifications.userId, scope.userId));

/** What the API answers about a notification, in the list and after marking it read. */
const listed = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
};

export function listNotifications(scope: AgencyScope) {
  return scope.run((tx) =>
    tx
      .select(listed)
      .from(notifications)
      .where(mine(scope))
      .orderBy(desc(notifications.createdAt))
      .limit(LIST_LIMIT),
  );
}

export async function countUnread(scope: AgencyScope) {
  const [row] = await scope.run((tx) =>
    tx
      .select({ value: count() })
      .from(notifications)
      .where(and(mine(scope), eq(notifications.isRead, false))),
  );
  return row?.value ?? 0;
}

/** A member marks their own notification; anyone else's answers 404. */
export async function markRead(scope: AgencyScope, id: string) {
  const [row] = await scope.run((tx) =>
    tx
      .update(notifications)
      .set({ isRead: true, updatedAt: new Date() })
      .where(and(mine(scope), eq(notifications.id, id)))
      .returning(listed),
  );
  if (!row) throw notFound("Notification not found");
  return row;
}

export async function markAllRead(scope: AgencyScope) {
  const rows = await scope.run((tx) =>
    tx
      .update(notifications)
      .set({ isRead: true, updatedAt: new Date() })
      .where(and(mine(scope), eq(notifications.isRead, false)))
      .returning({ id: notifications.id }),
  );
  return rows.length;
}

type BellReceipt = { status: "delivered" | "read"; at: Date };

/**
 * Who got the notifications made under one dedupe key (an alert's "alert:<id>") and whether each has read it:
 * by member, the time it reached the bell or, once read, the time it was marked read (nothing else changes a
 * notification after it is made).
 */
export async function bellReceipts(tx: Transaction, agencyId: string, userIds: string[], dedupeKey: string) {
  if (!userIds.length) return new Map<string, BellReceipt>();
  const rows = await tx
    .select({
      userId: notifications.userId,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
      updatedAt: notifications.updatedAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.agencyId, agencyId),
        inArray(notifications.userId, userIds),
        eq(notifications.dedupeKey, dedupeKey),
      ),
    );
  return new Map<string, BellReceipt>(
    rows.map((r) => [
      r.userId,
      r.isRead ? { status: "read", at: r.updatedAt } : { status: "delivered", at: r.createdAt },
    ]),
  );
}
