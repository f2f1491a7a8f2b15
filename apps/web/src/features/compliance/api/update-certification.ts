import type { Certification, CertificationUpdateInput } from "@rollcall/shared/compliance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateCompliance } from "./invalidate-compliance";

export function updateCertification({ id, changes }: { id: string; changes: CertificationUpdateInput }) {
  return apiRequest<Certification>("PATCH", `/api/certifications/${encodeURIComponent(id)}`, changes);
}

/** Edit (the changed fields) and Renew (only expirationDate and status active) alike. */
export function useUpdateCertification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCertification, onSuccess: () => invalidateCompliance(queryClient) });
}
