import type { NemsisSettings, NemsisSettingsUpdate } from "@rollcall/shared/epcr/settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Admins: the agency's NEMSIS ids and codes, and its state web service (the password never comes back). */
export function useNemsisSettings() {
  return useQuery({
    queryKey: ["/api/pcr/settings"],
    queryFn: () => apiRequest<NemsisSettings>("GET", "/api/pcr/settings"),
  });
}

export function useSaveNemsisSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: NemsisSettingsUpdate) => apiRequest<NemsisSettings>("PUT", "/api/pcr/settings", v),
    onSuccess: (saved) => queryClient.setQueryData(["/api/pcr/settings"], saved),
  });
}
