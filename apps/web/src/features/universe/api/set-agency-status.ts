import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateUniverse } from "./invalidate-universe";

export type StatusAction = "suspend" | "activate";

export function setAgencyStatus({ id, action }: { id: string; action: StatusAction }) {
  return apiRequest<unknown>("PATCH", `/api/universe/agencies/${encodeURIComponent(id)}/${action}`);
}

/** Suspends or activates an agency; the list is refreshed on success. */
export function useSetAgencyStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setAgencyStatus, onSuccess: () => invalidateUniverse(queryClient) });
}
