import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api";

/** Puts the server's field errors under the matching fields; true when at least one was shown. */
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
