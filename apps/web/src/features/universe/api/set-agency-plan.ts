import type { UniversePlanInput } from "@rollcall/shared/universe";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateUniverse } from "./invalidate-universe";

export function setAgencyPlan(id: string, input: UniversePlanInput) {
  return apiRequest<unknown>("PATCH", `/api/universe/agencies/${encodeURIComponent(id)}/plan`, input);
}

/** An operator's plan change (invoice or sales-call customers); the portal refreshes after. */
export function useSetAgencyPlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UniversePlanInput) => setAgencyPlan(id, input),
    onSuccess: () => invalidateUniverse(queryClient),
  });
}
