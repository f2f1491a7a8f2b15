import type { SessionUser } from "@rollcall/shared/auth";

/** Scheduling → My schedule: today's seat and crew, then the next shifts. (Being built.) */
export function MySchedulePanel(_props: { user: SessionUser; timeZone: string }) {
  return null;
}
