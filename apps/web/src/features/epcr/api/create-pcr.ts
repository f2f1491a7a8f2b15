import type { PcrCreate, PcrRecord } from "@rollcall/shared/epcr/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, isQueued, keepOnDevice, uniqueId } from "@/lib/api";
import { useUser } from "@/lib/session";
import { provisionalRecord } from "../utils/provisional-record";
import { invalidatePcr, PCR_PATH, pcrKey, pcrUrl } from "./pcr-keys";

/**
 * A blank report, or one started from an incident (its times and unit come along). The device names the report
 * (its id), so a blank one started without a connection opens at once: the start waits in the offline queue,
 * and the report's saves queue behind it against that id.
 */
export function useCreatePcr() {
  const queryClient = useQueryClient();
  const { user } = useUser();
  return useMutation({
    mutationFn: async (body: Omit<PcrCreate, "id">) => {
      const id = uniqueId();
      try {
        return await apiRequest<PcrRecord>("POST", PCR_PATH, { ...body, id });
      } catch (error) {
        // From an incident the server brings its times: that one waits for the connection.
        if (!isQueued(error) || body.incidentId || !user) throw error;
        const record = provisionalRecord(id, {
          id: user.id,
          name: `${user.firstName ?? ""} ${user.lastName ?? ""}`.trim(),
        });
        await keepOnDevice(pcrUrl(id), record);
        queryClient.setQueryData(pcrKey(id), record);
        return record;
      }
    },
    onSuccess: () => invalidatePcr(queryClient),
  });
}
