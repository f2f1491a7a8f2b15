import type { Agency } from "@rollcall/shared/agencies";
import type { UploadUrl } from "@rollcall/shared/branding";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { agencyQueryKey } from "@/features/agencies";
import { ApiError, apiRequest } from "@/lib/api";
import { userQueryKey } from "@/lib/session";

/** POST /api/objects/upload: a signed address good for one upload, for a few minutes. */
export function getUploadUrl() {
  return apiRequest<UploadUrl>("POST", "/api/objects/upload");
}

/** The file's bytes sent to the upload address, with its content type (spec 02 §7). */
export async function putFile(uploadURL: string, file: File) {
  const res = await fetch(uploadURL, {
    method: "PUT",
    body: file,
    headers: { "Content-Type": file.type || "application/octet-stream" },
    // Our own endpoint (the folder store) checks the session; an S3 address gets no cookies.
    credentials: uploadURL.startsWith("/") ? "include" : "omit",
  });
  if (!res.ok) {
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    throw new ApiError(res.status, res.statusText, text, body);
  }
}

/** PUT /api/agencies/{agencyId}/logo: the uploaded file becomes the logo; the updated agency. */
export function updateAgencyLogo(agencyId: string, logoURL: string) {
  return apiRequest<Agency>("PUT", `/api/agencies/${encodeURIComponent(agencyId)}/logo`, { logoURL });
}

/** Which step failed: the upload (steps 1–2) or saving it as the logo (step 3). */
export class LogoStepError extends Error {
  constructor(
    readonly step: "upload" | "update",
    readonly cause: unknown,
  ) {
    super(step);
  }
}

/**
 * The whole flow: an upload address, the file sent there, then the logo set. On success the agency and
 * the user are refreshed (spec 02 §7), so the sidebar and header show the new logo at once.
 */
export function useUploadLogo(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      let uploadURL: string;
      try {
        ({ uploadURL } = await getUploadUrl());
        await putFile(uploadURL, file);
      } catch (error) {
        throw new LogoStepError("upload", error);
      }
      try {
        return await updateAgencyLogo(agencyId, uploadURL);
      } catch (error) {
        throw new LogoStepError("update", error);
      }
    },
    onSuccess: async (agency) => {
      queryClient.setQueryData(agencyQueryKey(agencyId), agency);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/agencies"] }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]);
    },
  });
}
