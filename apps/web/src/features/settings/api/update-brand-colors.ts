import type { Agency } from "@rollcall/shared/agencies";
import type { BrandColorsInput } from "@rollcall/shared/branding";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { agencyQueryKey } from "@/features/agencies";
import { apiRequest } from "@/lib/api";

export function updateBrandColors(agencyId: string, colors: BrandColorsInput) {
  return apiRequest<Agency>("PATCH", `/api/agencies/${encodeURIComponent(agencyId)}/brand-colors`, colors);
}

/** White-label: the agency's colours; the shell repaints as soon as the agency read holds them. */
export function useUpdateBrandColors(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (colors: BrandColorsInput) => updateBrandColors(agencyId, colors),
    onSuccess: (agency) => queryClient.setQueryData(agencyQueryKey(agencyId), agency),
  });
}
