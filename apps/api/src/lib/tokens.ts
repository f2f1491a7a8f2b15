import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { passwordResetTokens } from "../db/schema/auth";

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString("base64url");
/** Tokens are stored only as their SHA-256, so a database leak yields nothing usable. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Ends every unused password reset link of a member: a newer link, a completed reset and any password
 * change (their own or an admin's reset) make the earlier links worthless.
 */
export async function endResetTokens(db: Queryable, userId: string) {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
