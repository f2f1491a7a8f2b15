import type { ImportResult } from "@rollcall/shared/imports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateIncidents } from "./invalidate-incidents";

/** Writes every incident of the NFIRS file as a completed report, or none. */
export function importNfirs(file: string) {
  return apiRequest<ImportResult>("POST", "/api/imports/nfirs", { file });
}

export function useImportNfirs() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importNfirs, onSuccess: () => invalidateIncidents(queryClient) });
}
