import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { usersQueryKey } from "./get-users";

/** Removes the member from the agency; records that name them stay. */
export function deleteUser(id: string) {
  return apiRequest<void>("DELETE", `/api/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey(agencyId) }),
  });
}
