import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { automationsQueryKey } from "./get-automations";

export function deleteAutomation(id: string) {
  return apiRequest<void>("DELETE", `/api/automations/${encodeURIComponent(id)}`);
}

/** DELETE /api/automations/{id}: the rule stops, its runs go with it. */
export function useDeleteAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAutomation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationsQueryKey }),
  });
}
