import type { Certification } from "@rollcall/shared/compliance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateCompliance } from "./invalidate-compliance";

export function deleteDocument(id: string) {
  return apiRequest<Certification>("DELETE", `/api/certifications/${encodeURIComponent(id)}/document`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDocument, onSuccess: () => invalidateCompliance(queryClient) });
}
