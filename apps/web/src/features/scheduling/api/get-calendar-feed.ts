import type { CalendarFeedDto } from "@rollcall/shared/scheduling";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const calendarFeedQueryKey = ["/api/shifts/calendar-feed"] as const;

export function getCalendarFeed() {
  return apiRequest<CalendarFeedDto>("GET", "/api/shifts/calendar-feed");
}

/** The member's personal calendar subscription URL (created on first use). */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({ queryKey: calendarFeedQueryKey, queryFn: getCalendarFeed, enabled });
}
