import type { MyDay } from "@rollcall/shared/board";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const MY_DAY_PATH = "/api/board/my-day";
export const myDayQueryKey = [MY_DAY_PATH] as const;

/** Today's shifts with seat and crew, then the next ones: My schedule (kept offline, module.tsx). */
export function useMyDay() {
  return useQuery({ queryKey: myDayQueryKey, queryFn: () => apiRequest<MyDay>("GET", MY_DAY_PATH) });
}
