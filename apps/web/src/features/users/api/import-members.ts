import type { ImportResult } from "@rollcall/shared/imports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { usersQueryKey } from "./get-users";

/** Creates every member of the CSV (each with a temporary password, emailed where mail is set up), or none. */
export function importMembers(csv: string) {
  return apiRequest<ImportResult>("POST", "/api/imports/members", { csv });
}

export function useImportMembers(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMembers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey(agencyId) }),
  });
}
