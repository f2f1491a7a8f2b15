import type { SessionUser } from "@rollcall/shared/auth";
import type { Database } from "../../db/client";
import type { User } from "../../db/schema/users";
import { toSessionUser } from "../../plugins/auth";
import { secondStepMethods } from "./factors.service";

/** The signed-in member as the web reads it, with the second step still to give, if any (and its ways). */
export async function sessionUserOf(
  db: Database,
  user: User,
  pending: "verify" | "enrol" | null,
): Promise<SessionUser> {
  if (!pending) return toSessionUser(db, user);
  return {
    ...(await toSessionUser(db, user)),
    pendingSecondFactor: pending,
    secondStepMethods: pending === "verify" ? await secondStepMethods(db, user.id) : [],
  };
}
