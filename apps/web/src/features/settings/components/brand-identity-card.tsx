import { AGENCY_TYPE_LABELS, type Agency } from "@rollcall/shared/agencies";
import { BRANDING_MESSAGES, LOGO_MAX_BYTES, LOGO_TYPES } from "@rollcall/shared/branding";
import { ImageIcon, Loader2, Upload } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { LogoStepError, useUploadLogo } from "../api/upload-logo";

const M = BRANDING_MESSAGES;

/** The toast for a failed step (spec 02 §8): too large, the upload, or saving the logo. */
function showFailure(error: unknown) {
  const step = error instanceof LogoStepError ? error.step : "update";
  const cause = error instanceof LogoStepError ? error.cause : error;
  const api = cause instanceof ApiError ? cause : null;
  const fieldMessage = api?.fieldErrors.logoURL ?? api?.fieldErrors.file;
  if (api?.status === 413 || fieldMessage === M.fileTooLarge)
    return toastError(M.fileTooLargeTitle, M.fileTooLarge);
  if (step === "upload") return toastError(M.uploadFailedTitle, M.uploadFailed);
  // The server's reason when it judged the file (not an image), the spec's text otherwise.
  return toastError(M.logoFailedTitle, api?.status === 400 && fieldMessage ? fieldMessage : M.logoFailed);
}

/**
 * Brand Identity (spec 02 §2, §5): the current logo, the Upload Logo control (an image of at most 5 MB,
 * checked here before sending and by the server from its bytes), and the organization's name and type.
 */
export function BrandIdentityCard({ agency }: { agency: Agency }) {
  const inputId = useId();
  const hintId = useId();
  // One toast, the true one: the logo is updated only once the server has judged the file (not when the
  // upload alone went through).
  const upload = useUploadLogo(agency.id);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const logoUrl = agency.logoUrl && agency.logoUrl !== brokenUrl ? agency.logoUrl : null;

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = "";
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) {
      toastError(M.fileTooLargeTitle, M.fileTooLarge);
      return;
    }
    if (file.type && !(LOGO_TYPES as readonly string[]).includes(file.type)) {
      toastError(M.uploadFailedTitle, M.notImage);
      return;
    }
    upload.mutate(file, {
      onSuccess: () =>
        toast({ title: M.logoUpdated, description: "Your new logo now shows across Rollcall." }),
      onError: showFailure,
    });
  }

  return (
    <SectionCard
      title="Brand Identity"
      description="Your logo appears in the sidebar for every member and on printed reports."
    >
      <div className="space-y-6 px-5 py-5 sm:px-6">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <div
            className={cn(
              "flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-xl border bg-white p-2 shadow-xs",
              !logoUrl && "border-dashed bg-muted/50",
            )}
          >
            {logoUrl ? (
              <img
                src={logoUrl}
                alt={`${agency.name} logo`}
                width={112}
                height={112}
                onError={() => setBrokenUrl(logoUrl)}
                className="size-full object-contain"
              />
            ) : (
              <div className="flex flex-col items-center gap-1 text-muted-foreground">
                <ImageIcon className="size-8" aria-hidden="true" />
                <span className="text-xs">No logo yet</span>
              </div>
            )}
          </div>
          <div className="min-w-0 space-y-3">
            <div>
              <p className="text-sm font-medium text-foreground">Organization logo</p>
              <p id={hintId} className="mt-1 text-sm text-muted-foreground">
                PNG or JPEG, up to 5 MB. A square PNG of at least 256 × 256 pixels looks best.
              </p>
            </div>
            <input
              id={inputId}
              type="file"
              accept={LOGO_TYPES.join(",")}
              className="peer sr-only"
              aria-describedby={hintId}
              disabled={upload.isPending}
              onChange={onFile}
            />
            <label
              htmlFor={inputId}
              className={cn(
                buttonVariants({ variant: "outline" }),
                "w-full sm:w-auto peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
                upload.isPending && "pointer-events-none opacity-60",
              )}
            >
              {upload.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Upload aria-hidden="true" />
              )}
              {upload.isPending ? "Uploading..." : "Upload Logo"}
            </label>
          </div>
        </div>

        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="min-w-0 rounded-lg border bg-muted/40 px-4 py-3">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Organization Name
            </dt>
            <dd className="mt-1 truncate text-sm font-semibold text-foreground" title={agency.name}>
              {agency.name}
            </dd>
          </div>
          <div className="min-w-0 rounded-lg border bg-muted/40 px-4 py-3">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Organization Type
            </dt>
            <dd className="mt-1 text-sm font-semibold text-foreground">{AGENCY_TYPE_LABELS[agency.type]}</dd>
          </div>
        </dl>
      </div>
    </SectionCard>
  );
}
