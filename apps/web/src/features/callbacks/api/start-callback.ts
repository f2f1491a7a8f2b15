import type { CallbackDetail } from "@rollcall/shared/callbacks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateCallbacks } from "./invalidate-callbacks";

export function useStartCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shiftId: string) => apiRequest<CallbackDetail>("POST", "/api/callbacks", { shiftId }),
    onSuccess: () => invalidateCallbacks(queryClient),
  });
}
