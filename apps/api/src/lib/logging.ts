/**
 * What the server log may hold. Secrets never reach it, by configuration rather than by care at each call:
 * - credentials in headers and bodies are redacted by path (pino's redact);
 * - a request is logged by its path only: query strings carry tokens (calendar feeds, reset links);
 * - a database error is logged by its code, constraint and statement, never with its parameters or its
 *   detail line, which repeat the values (a password hash in a failed insert, an email in a duplicate key).
 */
import type { FastifyServerOptions } from "fastify";
import type { Env } from "../env";

export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.temporaryPassword",
  "*.passwordHash",
  "*.token",
  "*.params",
];

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
};

/** An error as the log shows it: no parameter values, however deep the database driver wrapped them. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: "" };
  const e = error as Error & Record<string, unknown>;
  // Drizzle appends "params: <values>" to its message; the statement before it is safe to keep.
  const message = String(e.message).split(/\nparams:/)[0];
  const logged: LoggedError = {
    type: e.constructor?.name ?? "Error",
    message,
    stack: (e.stack ?? "").replace(e.message, message),
  };
  for (const key of ["code", "constraint", "table", "column"] as const) {
    if (typeof e[key] === "string") logged[key] = e[key] as string;
  }
  if (e.cause !== undefined && depth < 5) logged.cause = serializeError(e.cause, depth + 1);
  return logged;
}

export function loggerOptions(env: Pick<Env, "LOG_LEVEL">): FastifyServerOptions["logger"] {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      err: serializeError,
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: req.url.split("?")[0],
        remoteAddress: req.ip,
      }),
    },
  };
}
