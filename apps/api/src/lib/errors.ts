/**
 * An error a client caused and can read: becomes `{ message, errors? }` with its status code, plus `details`
 * for the few answers that carry more (a 412's current record).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, errors);
export const unauthorized = (message = "You are not signed in.") => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
/** The agency's plan does not include this, or its trial or subscription ended (writes only). */
export const paymentRequired = (message: string) => new AppError(402, message);
/** Another agency's row answers exactly like a row that does not exist. */
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new AppError(409, message, errors);
/** The write was made against an older version of the record: `current` is the record as it is now. */
export const preconditionFailed = (message: string, current: unknown) =>
  new AppError(412, message, undefined, undefined, { current });
/** Well-formed, but it cannot be done as asked (an Idempotency-Key reused for another request). */
export const unprocessable = (message: string) => new AppError(422, message);

/**
 * The database's own error under the query builder's wrapper (Drizzle wraps every failed query in an
 * error whose cause holds the PostgreSQL SQLSTATE), so a constraint race maps to 409/400 like any other.
 */
export function databaseError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === "string" ? constraint : undefined };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
