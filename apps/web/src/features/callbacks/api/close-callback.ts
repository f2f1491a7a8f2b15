import type { CallbackDetail } from "@rollcall/shared/callbacks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateCallbacks } from "./invalidate-callbacks";

export function useCloseCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<CallbackDetail>("POST", `/api/callbacks/${encodeURIComponent(id)}/close`),
    onSuccess: () => invalidateCallbacks(queryClient),
  });
}
