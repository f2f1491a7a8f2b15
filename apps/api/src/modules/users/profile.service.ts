import type { ProfileUpdate } from "@rollcall/shared/users";
import { USER_MESSAGES } from "@rollcall/shared/users";
import { and, eq } from "drizzle-orm";
import { users } from "../../db/schema/users";
import { badRequest, notFound } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import type { AgencyScope } from "../../plugins/auth";
import { setPassword } from "./users.queries";
import { assertEmailFree, guardEmail } from "./users.service";

/** One's own name and email. Role, agency and the operator flag are not part of the input at all. */
export async function updateProfile(scope: AgencyScope, input: ProfileUpdate) {
  await assertEmailFree(scope, input.email, scope.userId);
  const [user] = await guardEmail(() =>
    scope.run((tx) =>
      tx
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          updatedAt: new Date(),
        })
        .where(and(eq(users.agencyId, scope.agencyId), eq(users.id, scope.userId)))
        .returning(),
    ),
  );
  if (!user) throw notFound();
  return user;
}

export class WrongCurrentPassword extends Error {}

/**
 * Replaces one's password after checking the current one (for a member who must change a temporary
 * password, the temporary one). Clears the temporary-password flag and ends every other session of the
 * member (the session making the change stays) and every unused reset link.
 */
export async function changePassword(
  scope: AgencyScope,
  currentSessionId: string,
  currentPassword: string,
  newPassword: string,
) {
  const [stored] = await scope.run((tx) =>
    tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.agencyId, scope.agencyId), eq(users.id, scope.userId))),
  );
  if (!stored || !(await verifyPassword(stored.passwordHash, currentPassword))) {
    throw new WrongCurrentPassword();
  }
  if (currentPassword === newPassword) {
    throw badRequest(USER_MESSAGES.passwordUnchanged, { newPassword: USER_MESSAGES.passwordUnchanged });
  }
  const passwordHash = await hashPassword(newPassword);
  const [user] = await scope.run((tx) =>
    setPassword(tx, { agencyId: scope.agencyId, id: scope.userId }, passwordHash, false).returning(),
  );
  await scope.accounts.endCredentials(scope.userId, currentSessionId);
  return user;
}
