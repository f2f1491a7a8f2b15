/**
 * Seals small secrets kept in the database (an authenticator app's shared secret) with AES-256-GCM, so a copy
 * of the database alone does not yield them. The key is SECRET_KEY, else a random one kept in DATA_DIR/secret.key
 * (created on first use, readable by the server's user only).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "../env";

export class SecretBox {
  readonly #key: Buffer;

  constructor(secret: string | Buffer, purpose: string) {
    this.#key = Buffer.from(hkdfSync("sha256", secret, "rollcall", purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  }

  /** The plain text, or undefined when the value was altered or sealed under another key. */
  open(sealed: string): string | undefined {
    try {
      const bytes = Buffer.from(sealed, "base64url");
      if (bytes.length < 29) return undefined;
      const decipher = createDecipheriv("aes-256-gcm", this.#key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
    } catch {
      return undefined;
    }
  }
}

/** The installation's secret: SECRET_KEY, else the one in DATA_DIR/secret.key (made the first time). */
export function installationSecret(env: Pick<Env, "SECRET_KEY" | "dataDir">): string | Buffer {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  const file = path.join(env.dataDir, "secret.key");
  try {
    return fs.readFileSync(file);
  } catch {
    fs.mkdirSync(env.dataDir, { recursive: true });
    // "wx": two instances starting at once on one folder keep the first one's key.
    try {
      fs.writeFileSync(file, randomBytes(32), { mode: 0o600, flag: "wx" });
    } catch {}
    return fs.readFileSync(file);
  }
}
