/**
 * One error shape for every failure: { message, errors?: { field: message } }.
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
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
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
