import type { PcrRecord } from "@rollcall/shared/epcr/api";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest, isWaiting, keptCopy } from "@/lib/api";
import { PCR_PATH, pcrKey, pcrUrl } from "./pcr-keys";

export const getPcr = (id: string) => apiRequest<PcrRecord>("GET", pcrUrl(id));

/** Whether the report was started on this device and its start still waits in the offline queue. */
export const startWaiting = (id: string) =>
  isWaiting("POST", PCR_PATH, (data) => (data as { id?: string } | null)?.id === id);

/**
 * One report (kept on the device, so it opens offline once read). A report started on this device without a
 * connection is on the server only once the queue has sent its start: until then its 404 answers the device's copy.
 */
export function usePcr(id: string) {
  return useQuery({
    queryKey: pcrKey(id),
    queryFn: async () => {
      try {
        return await getPcr(id);
      } catch (error) {
        const waiting = error instanceof ApiError && error.status === 404 && (await startWaiting(id));
        const kept = waiting ? await keptCopy<PcrRecord>(pcrUrl(id)) : null;
        if (kept) return kept;
        throw error;
      }
    },
  });
}
