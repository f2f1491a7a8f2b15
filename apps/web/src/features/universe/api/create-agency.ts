import type { CreateUniverseAgencyInput, UniverseAgencyRow } from "@rollcall/shared/universe";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateUniverse } from "./invalidate-universe";

export function createUniverseAgency(body: CreateUniverseAgencyInput) {
  return apiRequest<UniverseAgencyRow>("POST", "/api/universe/agencies", body);
}

/** A new agency and its first admin; the list is refreshed on success. */
export function useCreateUniverseAgency() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUniverseAgency, onSuccess: () => invalidateUniverse(queryClient) });
}
