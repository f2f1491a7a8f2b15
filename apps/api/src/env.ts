/**
 * The only reader of process.env. Every setting is parsed once at start; a wrong value stops the server
 * with a message naming the variable and what it expects.
 */
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
  TRUST_PROXY: bool(false),
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
