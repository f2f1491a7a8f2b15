/**
 * The only reader of process.env. Every setting is parsed once at start; a wrong value stops the server
 * with a message naming the variable and what it expects.
 */
import { isIP } from "node:net";
import path from "node:path";
import { HOST_NAME } from "@rollcall/shared/branding";
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
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  // A streaming replica of DATABASE_URL's database for the heavy period reports (docs/scaling.md).
  DATABASE_REPLICA_URL: optionalUrl(
    ["postgres:", "postgresql:"],
    "must be a postgres:// or postgresql:// connection URL",
  ),
  PUBLIC_URL: optionalUrl(
    ["http:", "https:"],
    "must be an http:// or https:// address, e.g. https://rollcall.example.org",
  ),
  /**
   * The key that seals stored secrets (authenticator apps' shared secrets), at least 32 characters. Unset: a
   * random key kept in DATA_DIR/secret.key. Several instances sharing one database must set the same value.
   */
  SECRET_KEY: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => !v || v.length >= 32, "must be at least 32 characters"),
  SMTP_URL: optionalUrl(
    ["smtp:", "smtps:"],
    "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.org:587",
  ),
  MAIL_FROM: z.string().min(3).default("Rollcall <no-reply@rollcall.local>"),
  /**
   * White-label host names, beside the ones operators set in the portal: "fire.example.org=<agency id>",
   * comma-separated. A request on such a host shows that agency's brand on the sign-in page (when its plan has
   * White-label Deployment).
   */
  AGENCY_HOSTS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const hosts = new Map<string, string>();
      for (const entry of value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)) {
        const [host = "", agencyId = ""] = entry.split("=").map((part) => part.trim());
        const name = host.toLowerCase();
        if (!HOST_NAME.test(name) || !UUID.test(agencyId)) {
          ctx.addIssue({
            code: "custom",
            message: `must be host=agency-id pairs separated by commas ("${entry}")`,
          });
          return z.NEVER;
        }
        hosts.set(name, agencyId.toLowerCase());
      }
      return hosts;
    }),
  SEED_DEMO: bool(true),
  /**
   * Webhooks may name local and private network addresses (127.0.0.1, 10.x, a LAN host). Off by default: on a
   * shared installation an agency's admin must not make the server call into its own network.
   */
  WEBHOOKS_ALLOW_PRIVATE: bool(false),
  /**
   * Sign-ins, sign-ups and password-reset requests one address may make in 15 minutes. Generous, because a whole
   * station's members often share one address; a larger station behind one NAT raises it.
   */
  SIGN_IN_LIMIT_PER_ADDRESS: z.coerce
    .number({ error: "must be a whole number of requests" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(100),
  /** How often automation rules look for their events (modules/automations, decision 026). */
  AUTOMATION_INTERVAL_SECONDS: z.coerce
    .number({ error: "must be a whole number of seconds" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(60),
  /**
   * How often the keeping job computes again the analytics figures a change forgot (modules/analytics, decision
   * 029); 0 turns it off, and views then compute what they miss.
   */
  ANALYTICS_KEEP_INTERVAL_SECONDS: z.coerce
    .number({ error: "must be a whole number of seconds" })
    .int("must be a whole number")
    .min(0, "must be 0 (off) or more")
    .default(60),
  TRUST_PROXY: trustedProxies,
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be a log level such as info",
    })
    .default("info"),
  // S3-compatible file storage (lib/storage.ts: AWS S3, MinIO, Cloudflare R2, ...); unset, files go under
  // DATA_DIR/files. S3_BUCKET turns it on; the two keys are a pair (neither: the AWS SDK's own credential
  // chain, e.g. an instance role); S3_ENDPOINT for a store other than AWS, with S3_FORCE_PATH_STYLE=true
  // for most of those. A half-configured set stops the start (s3Config below).
  S3_BUCKET: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  S3_REGION: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  S3_ENDPOINT: optionalUrl(
    ["http:", "https:"],
    "must be an http:// or https:// address, e.g. https://s3.example.org",
  ),
  S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  S3_FORCE_PATH_STYLE: bool(false),
  // Single sign-on (modules/auth/oidc.ts): OpenID Connect when the first three are set (all three or none).
  // The provider's redirect URI is PUBLIC_URL + /api/login/callback; OIDC_DISPLAY_NAME labels the button.
  OIDC_ISSUER: optionalUrl(
    ["http:", "https:"],
    "must be the identity provider's issuer URL, e.g. https://login.example.org/realms/rollcall",
  ),
  OIDC_CLIENT_ID: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  OIDC_CLIENT_SECRET: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  OIDC_DISPLAY_NAME: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => !v || v.length <= 60, "must be at most 60 characters (the sign-in button's label)"),
  // Where an agency that cannot buy a plan online (no Stripe here) writes to have the operators change it: the
  // pricing page shows it (GET /api/billing/status).
  OPERATOR_CONTACT_EMAIL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.email("must be an email address, e.g. billing@example.org").optional()),
  // Billing (modules/billing): Stripe when STRIPE_SECRET_KEY is set; the billing routes answer 503 without it.
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  STRIPE_PRICE_STARTER: z.string().trim().min(1, "must be a Stripe price id, e.g. price_123").optional(),
  STRIPE_PRICE_STANDARD: z.string().trim().min(1, "must be a Stripe price id, e.g. price_123").optional(),
  STRIPE_PRICE_PRO: z.string().trim().min(1, "must be a Stripe price id, e.g. price_123").optional(),
  /** Another address for the Stripe API (a stand-in for tests or a proxy); default api.stripe.com. */
  STRIPE_API_URL: optionalUrl(["http:", "https:"], "must be an http:// or https:// address"),
  // SMS and voice alerting (lib/alerting/twilio.ts): Twilio when all three are set (all three or none).
  // Twilio calls back PUBLIC_URL + /api/alerting/twilio/{status,sms,voice}: the number's webhooks point there.
  TWILIO_ACCOUNT_SID: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine(
      (v) => !v || /^AC[0-9a-fA-F]{32}$/.test(v),
      "must be a Twilio account SID (AC and 32 hex digits)",
    ),
  TWILIO_AUTH_TOKEN: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  TWILIO_FROM: z
    .string()
    .optional()
    .transform((v) => v?.replace(/[\s().-]/g, "") || undefined)
    .refine(
      (v) => !v || /^\+[1-9]\d{7,14}$/.test(v),
      "must be your Twilio phone number in international form, e.g. +15551234567",
    ),
  /** Another address for the Twilio API (a stand-in for tests or a proxy); default api.twilio.com. */
  TWILIO_API_URL: optionalUrl(["http:", "https:"], "must be an http:// or https:// address"),
  // NERIS submissions (modules/incidents/neris): other addresses for the API's two environments (a stand-in for
  // tests, a proxy); default the API's own (NERIS_DEFAULT_BASE_URLS, packages/shared/src/neris/submission.ts).
  NERIS_SANDBOX_URL: optionalUrl(["http:", "https:"], "must be an http:// or https:// address"),
  NERIS_PRODUCTION_URL: optionalUrl(["http:", "https:"], "must be an http:// or https:// address"),
});

export type Env = z.infer<typeof envSchema> & { publicUrl: string; dataDir: string };

export class EnvError extends Error {}

const OIDC_SETTINGS = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;
const TWILIO_SETTINGS = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;

/** SMS and voice need all three Twilio settings or none: half a set would fail only at the first alert. */
function twilioIssues(env: z.infer<typeof envSchema>): string[] {
  const set = TWILIO_SETTINGS.filter((name) => env[name] !== undefined);
  if (set.length === 0 || set.length === TWILIO_SETTINGS.length) return [];
  return TWILIO_SETTINGS.filter((name) => env[name] === undefined).map(
    (name) =>
      `  ${name}: must be set too for SMS and voice alerting (${set.join(", ")} ${set.length === 1 ? "is" : "are"} set)`,
  );
}
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** Single sign-on needs all three settings or none; in production the issuer is https (or on this machine). */
function oidcIssues(env: z.infer<typeof envSchema>): string[] {
  const set = OIDC_SETTINGS.filter((name) => env[name] !== undefined);
  if (set.length === 0) return [];
  const missing = OIDC_SETTINGS.filter((name) => env[name] === undefined);
  if (missing.length)
    return missing.map(
      (name) =>
        `  ${name}: must be set too for single sign-on (${set.join(", ")} ${set.length === 1 ? "is" : "are"} set)`,
    );
  const issuer = new URL(env.OIDC_ISSUER as string);
  if (
    env.NODE_ENV === "production" &&
    issuer.protocol === "http:" &&
    !LOOPBACK_HOSTS.includes(issuer.hostname)
  )
    return [`  OIDC_ISSUER: must be an https:// address in production (got "${env.OIDC_ISSUER}")`];
  return [];
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message} (got "${source[String(issue.path[0])]}")`,
    );
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  s3Config(env); // a half-configured S3_* set stops the start here
  const oidc = oidcIssues(env);
  if (oidc.length) throw new EnvError(`Invalid configuration:\n${oidc.join("\n")}`);
  const twilio = twilioIssues(env);
  if (twilio.length) throw new EnvError(`Invalid configuration:\n${twilio.join("\n")}`);
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL)
    throw new EnvError(
      "Invalid configuration:\n  DATABASE_REPLICA_URL: needs DATABASE_URL (a replica of a PostgreSQL server, not of the embedded database)",
    );
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
  };
}

/** Where S3-compatible storage is, when S3_BUCKET is set (lib/storage.ts). */
export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

type S3Settings = Pick<
  z.infer<typeof envSchema>,
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ENDPOINT"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/**
 * S3 storage from the S3_* variables, or null when none is set; a half-configured set throws, naming what
 * is missing.
 */
export function s3Config(env: Partial<S3Settings>): S3Config | null {
  const anySet = Boolean(
    env.S3_BUCKET || env.S3_REGION || env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY,
  );
  if (!anySet) return null;
  const problems: string[] = [];
  if (!env.S3_BUCKET)
    problems.push("  S3_BUCKET: must be set when other S3_* variables are (the bucket that holds the files)");
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push(
      "  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both (or neither, to use the AWS SDK's credential chain)",
    );
  if (problems.length)
    throw new EnvError(`Invalid configuration (S3 storage is half configured):\n${problems.join("\n")}`);
  return {
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION ?? "us-east-1",
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
