import { serverMessageOr } from "@/lib/form-errors";

/** A failure toast's text: the server's message (spec 02 §8), or a plain fallback. */
export const failureText = (error: unknown) => serverMessageOr(error, "Please try again.");
