import type { RequiredCertification, RequiredCertificationFormValues } from "@rollcall/shared/compliance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateCompliance } from "./invalidate-compliance";

export function createRequiredCertification(values: RequiredCertificationFormValues) {
  return apiRequest<RequiredCertification>("POST", "/api/compliance/required-certifications", values);
}

/** Admins only (the server refuses others). */
export function useCreateRequiredCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequiredCertification,
    onSuccess: () => invalidateCompliance(queryClient),
  });
}
