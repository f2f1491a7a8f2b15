import { FLSA_MESSAGES, type FlsaExemptionResult } from "@rollcall/shared/flsa";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError, apiRequest, isQueued } from "@/lib/api";

export type ExemptionChange = { userId: string; exempt: boolean };

export function updateExemption({ userId, exempt }: ExemptionChange) {
  return apiRequest<FlsaExemptionResult>("PATCH", `/api/flsa/exemptions/${encodeURIComponent(userId)}`, {
    exempt,
  });
}

/** Admins: marks a member exempt from 7(k) overtime, or counts them again; the report refreshes. */
export function useUpdateExemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExemption,
    onSuccess: (result) =>
      toast({ title: result.exempt ? FLSA_MESSAGES.exemptMarked : FLSA_MESSAGES.exemptCleared }),
    onError: (error) => {
      // A queued change is announced by the query client; anything else is this toast.
      if (isQueued(error)) return;
      toastError(
        FLSA_MESSAGES.exemptFailed,
        error instanceof ApiError && error.status < 500 ? error.serverMessage : FLSA_MESSAGES.exemptFailed,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/flsa/report"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/flsa/me"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/flsa/projection"] }),
      ]),
  });
}
