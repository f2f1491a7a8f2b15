import type { WellnessRecord, WellnessRecordUpdateValues } from "@rollcall/shared/wellness";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateWellness } from "./invalidate-wellness";

export function updateRecord({ id, changes }: { id: string; changes: WellnessRecordUpdateValues }) {
  return apiRequest<WellnessRecord>("PATCH", `/api/wellness-records/${encodeURIComponent(id)}`, changes);
}

/** The owner changes one of their records (here: private or shared with admins). */
export function useUpdateRecord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRecord, onSuccess: () => invalidateWellness(queryClient) });
}
