import type { UpdatedUserResponse, UserFormValues } from "@rollcall/shared/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { usersQueryKey } from "./get-users";

export type UpdateUserPayload = { id: string; data: UserFormValues };

export function updateUser({ id, data }: UpdateUserPayload) {
  return apiRequest<UpdatedUserResponse>("PATCH", `/api/users/${encodeURIComponent(id)}`, data);
}

export function useUpdateUser(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey(agencyId) }),
  });
}
