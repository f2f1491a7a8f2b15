import type { Certification } from "@rollcall/shared/compliance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api";
import { invalidateCompliance } from "./invalidate-compliance";

/**
 * Sends the certificate file as multipart/form-data. apiRequest() speaks JSON only, so this is the one
 * call made with fetch directly; it fails with the same ApiError (status, server message, field errors).
 */
export async function uploadDocument({ id, file }: { id: string; file: File }) {
  const body = new FormData();
  body.append("file", file, file.name);
  const res = await fetch(`/api/certifications/${encodeURIComponent(id)}/document`, {
    method: "POST",
    body,
    credentials: "include",
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const message =
      json && typeof json === "object" && "message" in json
        ? String((json as { message: unknown }).message)
        : text;
    throw new ApiError(res.status, res.statusText, message, json);
  }
  return json as Certification;
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadDocument, onSuccess: () => invalidateCompliance(queryClient) });
}
