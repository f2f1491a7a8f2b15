import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api";

/**
 * Puts the server's field errors ({ errors: { email: "..." } }) under the matching fields and focuses the
 * first one. Returns true when at least one was shown, so the caller can skip its failure toast.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (!message) continue;
    setError(field, { type: "server", message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/** The server's own message (spec 01 §8 "server message"), or the spec's fallback when there is none. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const message = error.serverMessage.trim();
  // A proxy or crash page is not a message a person should read.
  if (!message || message.startsWith("<") || message.length > 300) return fallback;
  return message;
}
