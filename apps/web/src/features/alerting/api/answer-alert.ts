import type { AlertAnswer } from "@rollcall/shared/alerting";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateAlerts } from "./invalidate-alerts";

export type AnswerValues = { answer: AlertAnswer; minutes?: number };

/** POST /api/alerts/{id}/answer: the signed-in member answers "can you respond?". */
export function useAnswerAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...values }: AnswerValues & { id: string }) =>
      apiRequest("POST", `/api/alerts/${encodeURIComponent(id)}/answer`, values),
    onSuccess: () => invalidateAlerts(queryClient),
  });
}
