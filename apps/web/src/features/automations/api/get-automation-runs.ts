import type { AutomationRun } from "@rollcall/shared/automations";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { automationsQueryKey } from "./get-automations";

export function getAutomationRuns(id: string) {
  return apiRequest<AutomationRun[]>("GET", `/api/automations/${encodeURIComponent(id)}/runs`);
}

/** A rule's runs, newest first; nothing is read while no rule is chosen. */
export function useAutomationRuns(id: string | null) {
  return useQuery({
    queryKey: [...automationsQueryKey, id, "runs"],
    queryFn: () => getAutomationRuns(id ?? ""),
    enabled: id !== null,
  });
}
