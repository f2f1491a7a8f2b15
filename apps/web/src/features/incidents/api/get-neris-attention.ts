import { NERIS_ATTENTION_PATH, type nerisAttentionListSchema } from "@rollcall/shared/neris/submission";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api";

/** Live updates refresh it with the incident reports (its path starts with theirs); a write here too. */
export const nerisAttentionQueryKey = [NERIS_ATTENTION_PATH] as const;

export function getNerisAttention() {
  return apiRequest<z.infer<typeof nerisAttentionListSchema>>("GET", NERIS_ATTENTION_PATH);
}

/** The reports NERIS refused or that changed since submitted (officers and admins; `enabled` false for others). */
export function useNerisAttention(enabled: boolean) {
  return useQuery({ queryKey: nerisAttentionQueryKey, queryFn: getNerisAttention, enabled });
}
