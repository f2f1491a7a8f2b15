import type { pcrFacilitiesSchema, pcrFacilitiesUpdateSchema } from "@rollcall/shared/epcr/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api";
import { FACILITIES_URL } from "./get-facilities";

/** Admins: the agency's whole facility list (ours left out are removed). */
export function useSaveFacilities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: z.input<typeof pcrFacilitiesUpdateSchema>) =>
      apiRequest<z.input<typeof pcrFacilitiesSchema>>("PUT", FACILITIES_URL, v),
    onSuccess: (saved) => queryClient.setQueryData([FACILITIES_URL], saved),
  });
}
