import type { InviteUserResponse, UserFormValues } from "@rollcall/shared/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { usersQueryKey } from "./get-users";

/** Creates the member; the answer carries their temporary password, shown to the admin once. */
export function inviteUser(payload: UserFormValues) {
  return apiRequest<InviteUserResponse>("POST", "/api/users/invite", payload);
}

export function useInviteUser(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey(agencyId) }),
  });
}
