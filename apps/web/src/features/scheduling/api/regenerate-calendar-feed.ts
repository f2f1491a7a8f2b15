import type { CalendarFeedDto } from "@rollcall/shared/scheduling";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { calendarFeedQueryKey } from "./get-calendar-feed";

export function regenerateCalendarFeed() {
  return apiRequest<CalendarFeedDto>("POST", "/api/shifts/calendar-feed/regenerate");
}

/** A new URL; the old one stops working (e.g. after sharing it by mistake). */
export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryKey, feed),
  });
}
