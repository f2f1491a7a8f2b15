/** An error a client caused and can read: becomes `{ message, errors? }` with its status code. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, errors);
export const unauthorized = (message = "You are not signed in.") => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
/** Another agency's row answers exactly like a row that does not exist. */
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new AppError(409, message, errors);
