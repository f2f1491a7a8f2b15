import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateCompliance } from "./invalidate-compliance";

export function deleteCertification(id: string) {
  return apiRequest<void>("DELETE", `/api/certifications/${encodeURIComponent(id)}`);
}

export function useDeleteCertification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCertification, onSuccess: () => invalidateCompliance(queryClient) });
}
