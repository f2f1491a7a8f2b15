import { randomInt } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). Algorithm 2 = argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing in particular, verified against when the account does not exist, so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;
export function decoyVerify(password: string) {
  decoyHash ??= hashPassword("decoy-password-for-timing");
  return decoyHash.then((h) => verifyPassword(h, password));
}

/** Strong, readable temporary password for invites and admin resets (no look-alike characters). */
export function temporaryPassword(length = 14): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}
