import { COMPLIANCE_MESSAGES, DOCUMENT_ACCEPT, MAX_DOCUMENT_BYTES } from "@rollcall/shared/compliance";
import { FileText } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { formatFileSize } from "../utils/format";

const TYPES = new Set([
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/heic",
  "image/heif",
]);
const EXTENSIONS = /\.(pdf|png|jpe?g|webp|heic|heif)$/i;

/**
 * A quick check before uploading, so an obviously wrong file is refused at once; the server still
 * decides by the file's content. Returns the message to show, or null.
 */
export function checkDocument(file: File): { title: string; message: string } | null {
  if (file.size > MAX_DOCUMENT_BYTES)
    return { title: COMPLIANCE_MESSAGES.fileTooLargeTitle, message: COMPLIANCE_MESSAGES.fileTooLarge };
  if (!TYPES.has(file.type) && !EXTENSIONS.test(file.name))
    return { title: COMPLIANCE_MESSAGES.uploadFailedTitle, message: COMPLIANCE_MESSAGES.fileType };
  return null;
}

type DocumentFieldProps = {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  /** What is attached now (Edit), with its own actions (download, remove). */
  current?: { name: string; size: number | null; actions: ReactNode } | null;
};

/** The certificate file: what is attached, and a native file input to attach or replace it. */
export function DocumentField({ label, file, onChange, error, current }: DocumentFieldProps) {
  const id = useId();
  const hint = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {current ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border bg-muted/40 px-3 py-2">
          <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{current.name}</p>
            {current.size !== null ? (
              <p className="text-xs text-muted-foreground">{formatFileSize(current.size)}</p>
            ) : null}
          </div>
          <div className="flex gap-1">{current.actions}</div>
        </div>
      ) : null}
      <input
        id={id}
        type="file"
        accept={DOCUMENT_ACCEPT}
        aria-describedby={error ? errorId : hint}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        className={cn(
          "block w-full cursor-pointer rounded-md border border-input bg-card text-sm text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-ring",
          "file:mr-3 file:h-11 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-muted file:px-4 file:text-sm file:font-semibold file:text-foreground hover:file:bg-navy-100 sm:file:h-10",
          error && "border-destructive",
        )}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id={hint} className="text-xs text-muted-foreground">
          {file
            ? `${file.name} (${formatFileSize(file.size)}) will be ${current ? "attached instead" : "attached"}.`
            : "PDF or image (PNG, JPEG, WebP, HEIC), up to 10 MB."}
        </p>
      )}
    </div>
  );
}
