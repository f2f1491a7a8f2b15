import type { CallbackDetail } from "@rollcall/shared/callbacks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateCallbacks } from "./invalidate-callbacks";

export function useRespondCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      apiRequest<CallbackDetail>("POST", `/api/callbacks/${encodeURIComponent(id)}/respond`, { accept }),
    onSuccess: () => invalidateCallbacks(queryClient),
  });
}
