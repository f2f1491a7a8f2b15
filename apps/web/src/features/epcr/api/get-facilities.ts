import type { pcrFacilitiesSchema } from "@rollcall/shared/epcr/api";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api";
import { PCR_PATH } from "./pcr-keys";

export type PcrFacility = z.input<typeof pcrFacilitiesSchema>["facilities"][number];
export const FACILITIES_URL = `${PCR_PATH}/facilities`;

/** The agency's hospitals and other facilities a disposition names. */
export function useFacilities() {
  return useQuery({
    queryKey: [FACILITIES_URL],
    queryFn: () => apiRequest<z.input<typeof pcrFacilitiesSchema>>("GET", FACILITIES_URL),
    select: (data) => data.facilities,
  });
}
