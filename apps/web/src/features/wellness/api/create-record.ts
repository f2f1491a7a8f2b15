import type { WellnessRecord, WellnessRecordFormValues } from "@rollcall/shared/wellness";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateWellness } from "./invalidate-wellness";

export function createRecord(values: WellnessRecordFormValues) {
  return apiRequest<WellnessRecord>("POST", "/api/wellness-records", values);
}

/** Log Wellness Activity; then records, stats and the program cards' progress are read again (spec 02 §7). */
export function useCreateRecord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRecord, onSuccess: () => invalidateWellness(queryClient) });
}
