import type { ImportPreview } from "@rollcall/shared/imports";
import { apiRequest } from "@/lib/api";

/** Each row of a certifications CSV with its errors; nothing is written. */
export function previewCertificationsImport(csv: string) {
  return apiRequest<ImportPreview>("POST", "/api/imports/certifications/preview", { csv });
}
