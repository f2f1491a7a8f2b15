/** What other modules may write of members' alerting profiles. */
import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { alertingProfiles } from "../../db/schema/alerting";

/**
 * Keeps numbers an admin brought in (a members import) on the members' profiles, unverified: nothing is sent
 * to an unverified number, and the member confirms it with a code in Settings → Alerting.
 */
export async function keepUnverifiedPhones(
  tx: Transaction,
  agencyId: string,
  phones: ReadonlyArray<{ userId: string; phone: string }>,
) {
  if (phones.length === 0) return;
  await tx
    .insert(alertingProfiles)
    .values(phones.map(({ userId, phone }) => ({ agencyId, userId, phone, phoneVerifiedAt: null })))
    .onConflictDoUpdate({
      target: [alertingProfiles.agencyId, alertingProfiles.userId],
      set: { phone: sql`excluded.phone`, phoneVerifiedAt: null, updatedAt: new Date() },
    });
}
