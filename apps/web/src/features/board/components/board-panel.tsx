import type { SessionUser } from "@rollcall/shared/auth";

/** Scheduling → Board: each station with its apparatus and seats at an instant. (Being built.) */
export function BoardPanel(_props: { user: SessionUser; timeZone: string }) {
  return null;
}
