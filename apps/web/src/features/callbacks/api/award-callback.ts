import type { CallbackDetail } from "@rollcall/shared/callbacks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateCallbacks } from "./invalidate-callbacks";

export function useAwardCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) =>
      apiRequest<CallbackDetail>("POST", `/api/callbacks/${encodeURIComponent(id)}/award`, { userId }),
    onSuccess: () => invalidateCallbacks(queryClient),
  });
}
