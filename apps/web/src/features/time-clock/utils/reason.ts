import { ApiError } from "@/lib/api";

/** The server's refusal of a punch that needs a reason (400 on the reason field): its message, else null. */
export function reasonRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.fieldErrors.reason ?? null;
}
