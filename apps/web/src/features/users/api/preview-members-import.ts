import type { ImportPreview } from "@rollcall/shared/imports";
import { apiRequest } from "@/lib/api";

/** Each row of a members CSV with its errors; nothing is written. */
export function previewMembersImport(csv: string) {
  return apiRequest<ImportPreview>("POST", "/api/imports/members/preview", { csv });
}
