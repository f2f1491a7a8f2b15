/**
 * One error shape for every failure: { message, errors?: { field: message } } (a 412 adds the record as it
 * is now: { message, current }).
 * Client mistakes get their 4xx with a readable message; anything unexpected is logged and answers a
 * 500 that carries no internals. Bad input never becomes a 500.
 */
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, databaseError } from "../lib/errors";

const GENERIC_500 = "Something went wrong on our side. Please try again.";

/** PostgreSQL errors that can only come from what the client sent (a race past a service's own checks). */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  "23505": [409, "This conflicts with an existing record."],
  "23503": [409, "This refers to a record that does not exist or is still in use."],
  "23514": [400, "A value is outside what is allowed."],
  "23502": [400, "A required value is missing."],
  "22P02": [400, "A value has the wrong format."],
  "22007": [400, "A date or time has the wrong format."],
  "22008": [400, "A date or time is out of range."],
  "22001": [400, "A value is too long."],
  "22003": [400, "A number is out of range."],
  "22021": [400, "Text cannot contain control characters."],
};

/** The database is unreachable or restarting: the request may succeed in a moment, so 503 + Retry-After. */
const UNAVAILABLE = "The database is unavailable. Please try again in a moment.";
const UNAVAILABLE_RETRY_AFTER_SECONDS = "5";
/** admin_shutdown (also pg_terminate_backend), crash_shutdown, cannot_connect_now, connection exceptions, too many connections. */
const PG_UNAVAILABLE = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
]);
const NODE_UNAVAILABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** node-postgres' own errors for a lost or unobtainable connection (they carry no code). */
const PG_CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

/** A lost or refused database connection, looked for under the query builder's wrappers. */
function databaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === "string" && (PG_UNAVAILABLE.has(code) || NODE_UNAVAILABLE.has(code))) return true;
    if (typeof message === "string" && PG_CONNECTION_MESSAGE.test(message)) return true;
    // Connecting to a name with several addresses fails with an AggregateError of each attempt.
    if (Array.isArray(errors) && errors.some((e) => databaseUnavailable(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function fieldKey(instancePath: string) {
  return instancePath.replace(/^\//, "").replaceAll("/", ".");
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names no row: the same 404 as a row that does not exist.
      if (error.validationContext === "params") return reply.status(404).send({ message: "Not found" });
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = fieldKey(issue.instancePath) || "body";
        errors[key] ??= issue.message ?? "Invalid value";
      }
      const first = Object.entries(errors)[0];
      const message =
        first && first[0] !== "body"
          ? first[1]
          : "The request body must be a JSON object with the form's fields.";
      return reply.status(400).send({ message, errors });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.errors && { errors: error.errors }),
        ...error.details,
      });
    }
    switch (error.code) {
      case "FST_ERR_CTP_INVALID_JSON_BODY":
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        return reply.status(400).send({ message: "The request body is not valid JSON." });
      case "FST_ERR_CTP_BODY_TOO_LARGE":
        return reply.status(413).send({ message: "The request is too large." });
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        return reply
          .status(415)
          .send({ message: "Send the request body as JSON (Content-Type: application/json)." });
    }
    if (databaseUnavailable(error)) {
      const code = databaseError(error)?.code ?? (error as { code?: unknown }).code;
      request.log.warn({ code }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", UNAVAILABLE_RETRY_AFTER_SECONDS)
        .send({ message: UNAVAILABLE });
    }
    const pgCode = databaseError(error)?.code;
    if (pgCode && pgCode in PG_CLIENT_ERRORS) {
      const [status, message] = PG_CLIENT_ERRORS[pgCode];
      request.log.warn({ err: error }, "database refused a write");
      return reply.status(status).send({ message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: GENERIC_500 });
  });
});
