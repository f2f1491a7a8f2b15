import type { CallbackDetail, CallbackGapStartInput } from "@rollcall/shared/callbacks";
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

/** A staffing gap no open shift covers: the server makes its open shift and starts the call-back at once. */
export function useStartGapCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gap: CallbackGapStartInput) =>
      apiRequest<CallbackDetail>("POST", "/api/callbacks/for-gap", gap),
    onSuccess: () => invalidateCallbacks(queryClient),
  });
}
