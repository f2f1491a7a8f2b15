import type { HostNameInput } from "@rollcall/shared/branding";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateUniverse } from "./invalidate-universe";

export function setHostName(id: string, input: HostNameInput) {
  return apiRequest<unknown>("PATCH", `/api/universe/agencies/${encodeURIComponent(id)}/host-name`, input);
}

/** White-label: the host name the installation serves the agency on (or none); the portal refreshes after. */
export function useSetHostName(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HostNameInput) => setHostName(id, input),
    onSuccess: () => invalidateUniverse(queryClient),
  });
}
