import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateCompliance } from "./invalidate-compliance";

export function deleteRequiredCertification(id: string) {
  return apiRequest<void>("DELETE", `/api/compliance/required-certifications/${encodeURIComponent(id)}`);
}

/** Admins only (the server refuses others). */
export function useDeleteRequiredCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequiredCertification,
    onSuccess: () => invalidateCompliance(queryClient),
  });
}
