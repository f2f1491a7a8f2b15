import type { CurrentUserResponse, SessionUserResponse } from "@rollcall/shared/auth";
import type { ProfileUpdate } from "@rollcall/shared/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { userQueryKey } from "@/lib/session";

export function updateProfile(payload: ProfileUpdate) {
  return apiRequest<SessionUserResponse>("PATCH", "/api/profile", payload);
}

/** Spec 02 §7: on success the current user is refreshed (the sidebar shows the new name at once). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async ({ user }) => {
      queryClient.setQueryData<CurrentUserResponse>(userQueryKey, { user, isAuthenticated: true });
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
