import type { PcrRecord } from "@rollcall/shared/epcr/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidatePcr, pcrUrl } from "./pcr-keys";

/** Closes the report; a 409 carries `missing`, what the standard still wants. */
export function useClosePcr(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PcrRecord>("POST", pcrUrl(id, "close"), {}),
    onSettled: () => invalidatePcr(queryClient),
  });
}
