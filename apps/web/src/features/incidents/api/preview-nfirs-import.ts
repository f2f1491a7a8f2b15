import type { ImportPreview } from "@rollcall/shared/imports";
import { apiRequest } from "@/lib/api";

/** Each incident of an NFIRS 5.0 transaction file with its errors; nothing is written. */
export function previewNfirsImport(file: string) {
  return apiRequest<ImportPreview>("POST", "/api/imports/nfirs/preview", { file });
}
