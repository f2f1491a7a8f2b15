import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { AlertRespondView } from "../types";
import type { AnswerValues } from "./answer-alert";
import { respondQueryKey, respondUrl } from "./get-respond";

/** POST /api/alerts/{id}/respond?token=…: the answer sent from the link, signed in or not. */
export function useRespondAlert(alertId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AnswerValues) =>
      apiRequest<AlertRespondView | undefined>("POST", respondUrl(alertId, token), values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: respondQueryKey(alertId, token) }),
  });
}
