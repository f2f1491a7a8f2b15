import type { Holiday, HolidaysUpdate } from "@rollcall/shared/pay";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidatePay } from "./invalidate-pay";

type Holidays = { holidays: Holiday[] };

/** Admins: the agency's paid holidays (hours worked on one are holiday hours). */
export function useHolidays() {
  return useQuery({
    queryKey: ["/api/pay/holidays"],
    queryFn: () => apiRequest<Holidays>("GET", "/api/pay/holidays"),
  });
}

export function useSaveHolidays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: HolidaysUpdate) => apiRequest<Holidays>("PUT", "/api/pay/holidays", v),
    onSuccess: () => invalidatePay(queryClient),
  });
}
