import type { ShiftListItem } from "@rollcall/shared/scheduling";
import { useQuery } from "@tanstack/react-query";
import { addDays, format } from "date-fns";
import { apiRequest } from "@/lib/api";

/** The fields of a GET /api/shifts row the coverage dialog reads. */
export type UpcomingShift = Pick<
  ShiftListItem,
  "id" | "title" | "userId" | "startTime" | "endTime" | "assignment" | "status"
>;

/** How far ahead a member can offer a shift when choosing one (the dashboard's Request Coverage). */
export const COVERAGE_WINDOW_DAYS = 30;

export const myUpcomingShiftsQueryKey = (userId: string, from: string) =>
  ["/api/shifts", { scope: "mine-upcoming", userId, from }] as const;

/**
 * The member's own scheduled shifts that have not started, from `from` (the agency's date, yyyy-MM-dd) over
 * the next 30 days, soonest first: the ones they may offer for coverage.
 */
export async function getMyUpcomingShifts(userId: string, from: string) {
  const to = format(addDays(new Date(`${from}T00:00:00`), COVERAGE_WINDOW_DAYS), "yyyy-MM-dd");
  const params = new URLSearchParams({ startDate: from, endDate: to, status: "scheduled" });
  const shifts = await apiRequest<UpcomingShift[]>("GET", `/api/shifts?${params}`);
  const now = Date.now();
  return (shifts ?? [])
    .filter((s) => s.userId === userId && s.status === "scheduled" && Date.parse(s.startTime) > now)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

export function useMyUpcomingShifts({
  userId,
  from,
  enabled,
}: {
  userId: string | undefined;
  from: string;
  enabled: boolean;
}) {
  return useQuery({
    queryKey: myUpcomingShiftsQueryKey(userId ?? "", from),
    queryFn: () => getMyUpcomingShifts(userId ?? "", from),
    enabled: enabled && !!userId,
    // The dialog must offer what is true now: a shift taken or started a minute ago is no longer offered.
    staleTime: 0,
  });
}
