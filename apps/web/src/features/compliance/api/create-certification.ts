import type { Certification, CertificationFormValues } from "@rollcall/shared/compliance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateCompliance } from "./invalidate-compliance";

export function createCertification(values: CertificationFormValues) {
  return apiRequest<Certification>("POST", "/api/certifications", values);
}

export function useCreateCertification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCertification, onSuccess: () => invalidateCompliance(queryClient) });
}
