import type { RemindResult } from "@rollcall/shared/compliance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateCompliance } from "./invalidate-compliance";

export function remindCertification(id: string) {
  return apiRequest<RemindResult>("POST", `/api/certifications/${encodeURIComponent(id)}/remind`);
}

/** Officers and admins: tell the holder (in the app and by email); once per 24 hours per certification. */
export function useRemindCertification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: remindCertification, onSuccess: () => invalidateCompliance(queryClient) });
}
