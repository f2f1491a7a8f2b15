import type { pcrReviewersSchema, pcrReviewersUpdateSchema } from "@rollcall/shared/epcr/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api";
import { PCR_PATH } from "./pcr-keys";

type Reviewers = z.infer<typeof pcrReviewersSchema>;
export const REVIEWERS_URL = `${PCR_PATH}/reviewers`;

/** Admins: the officers (and admins) named as QA reviewers. */
export function useReviewers() {
  return useQuery({
    queryKey: [REVIEWERS_URL],
    queryFn: () => apiRequest<Reviewers>("GET", REVIEWERS_URL),
  });
}

export function useSaveReviewers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: z.input<typeof pcrReviewersUpdateSchema>) =>
      apiRequest<Reviewers>("PUT", REVIEWERS_URL, v),
    onSuccess: (saved) => queryClient.setQueryData([REVIEWERS_URL], saved),
  });
}
