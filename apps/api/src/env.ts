/**
 * The only reader of process.env. Every setting is parsed once at start; a wrong value stops the server
 * with a message naming the variable and what it expects.
 */
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
    .optional()
    .transform((v) => (v === undefined ? fallback : ["true", "1", "yes"].includes(v)));

const optionalUrl = (protocols: string[], hint: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, hint);

/**
 * The reverse proxies whose X-Forwarded-For / -Proto are believed: addresses or CIDRs, comma separated
 * (also proxy-addr's names loopback, linklocal, uniquelocal). "true" is refused: it would believe any
 * client's X-Forwarded-For, and a rotating one would escape the per-address limits.
 */
const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];
const trustedProxies = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s && !["false", "0", "no"].includes(s)),
  )
  .refine(
    (list) =>
      list.every((entry) => {
        if (PROXY_NAMES.includes(entry)) return true;
        const [address, bits, ...rest] = entry.split("/");
        const version = isIP(address);
        if (!version || rest.length) return false;
        if (bits === undefined) return true;
        const max = version === 4 ? 32 : 128;
        return /^\d+$/.test(bits) && Number(bits) <= max;
      }),
    "must list the proxy addresses or CIDRs to trust, e.g. 127.0.0.1 or 10.0.0.0/8,::1 (true is not accepted: it would trust any client's X-Forwarded-For)",
  )
  .transform((list) => (list.length ? list : false));

export const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "must be development, production or test" })
    .default("development"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "must be a folder path").default("./data"),
  DATABASE_URL: optionalUrl(
    ["postgres:", "postgresql:"],
    "must be a postgres:// or postgresql:// connection URL",
  ),
  PUBLIC_URL: optionalUrl(
    ["http:", "https:"],
    "must be an http:// or https:// address, e.g. https://rollcall.example.org",
  ),
  SMTP_URL: optionalUrl(
    ["smtp:", "smtps:"],
    "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.org:587",
  ),
  MAIL_FROM: z.string().min(3).default("Rollcall <no-reply@rollcall.local>"),
  SEED_DEMO: bool(true),
  TRUST_PROXY: trustedProxies,
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be a log level such as info",
    })
    .default("info"),
});

export type Env = z.infer<typeof envSchema> & { publicUrl: string; dataDir: string };

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message} (got "${source[String(issue.path[0])]}")`,
    );
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
  };
}
