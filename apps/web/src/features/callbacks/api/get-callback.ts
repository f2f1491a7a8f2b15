import type { CallbackDetail } from "@rollcall/shared/callbacks";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** One call-back's whole ordered list and its history. */
export function useCallbackDetail(id: string, enabled = true) {
  return useQuery({
    queryKey: ["/api/callbacks", id] as const,
    queryFn: () => apiRequest<CallbackDetail>("GET", `/api/callbacks/${encodeURIComponent(id)}`),
    enabled,
  });
}
