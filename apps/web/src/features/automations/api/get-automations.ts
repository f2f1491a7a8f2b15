import type { AutomationRule } from "@rollcall/shared/automations";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Also the start of each rule's runs key, so whatever refreshes the rules refreshes their runs too. */
export const automationsQueryKey = ["/api/automations"] as const;

export function getAutomations() {
  return apiRequest<AutomationRule[]>("GET", "/api/automations");
}

/** The agency's automation rules, newest first, each with its latest run (admins; 402 without the Pro plan). */
export function useAutomations() {
  return useQuery({ queryKey: automationsQueryKey, queryFn: getAutomations });
}
