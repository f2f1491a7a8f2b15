import type {
  AutomationRule,
  AutomationRuleInput,
  AutomationRuleUpdateInput,
} from "@rollcall/shared/automations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { automationsQueryKey } from "./get-automations";

export function createAutomation(input: AutomationRuleInput) {
  return apiRequest<AutomationRule>("POST", "/api/automations", input);
}

export function updateAutomation({ id, ...input }: AutomationRuleUpdateInput & { id: string }) {
  return apiRequest<AutomationRule>("PATCH", `/api/automations/${encodeURIComponent(id)}`, input);
}

/** POST /api/automations: a new rule (or a ready-made one turned on). The list refreshes. */
export function useCreateAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAutomation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationsQueryKey }),
  });
}

/** PATCH /api/automations/{id}: the rule's changed fields (the switch sends `enabled` alone). */
export function useUpdateAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAutomation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationsQueryKey }),
  });
}
