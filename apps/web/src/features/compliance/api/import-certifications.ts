import type { ImportResult } from "@rollcall/shared/imports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateCompliance } from "./invalidate-compliance";

/** Adds every certification of the CSV, or none. */
export function importCertifications(csv: string) {
  return apiRequest<ImportResult>("POST", "/api/imports/certifications", { csv });
}

export function useImportCertifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCertifications,
    onSuccess: () => invalidateCompliance(queryClient),
  });
}
