import { type Certification, COMPLIANCE_MESSAGES } from "@rollcall/shared/compliance";
import { Download, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { toastError } from "@/hooks/use-toast";
import { ApiError, downloadFile } from "@/lib/api";
import { cn } from "@/lib/utils";

/** Phone cards: equal columns that may shrink; the icons give way on the narrowest screens. */
const LABELLED = "min-w-0 px-2 max-[399px]:[&_svg]:hidden";

type CertificationActionsProps = {
  certification: Certification;
  /** Whether this member may change it (managers, or the holder): Edit and Delete appear only then. */
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Icon buttons in a table row; labelled buttons on a phone card. */
  variant: "icons" | "labelled";
};

/** Spec 02 §2 row actions: Edit, Download (disabled with a tooltip when nothing is attached), Delete. */
export function CertificationActions({
  certification: c,
  canWrite,
  onEdit,
  onDelete,
  variant,
}: CertificationActionsProps) {
  const [downloading, setDownloading] = useState(false);
  const what = `${c.name} (${c.holderName})`;
  const icons = variant === "icons";

  const download = async () => {
    if (!c.documentUrl || downloading) return;
    setDownloading(true);
    try {
      await downloadFile(c.documentUrl, c.documentName ?? `${c.name}.pdf`);
    } catch (error) {
      toastError("Download failed", error instanceof ApiError ? error.serverMessage : undefined);
    } finally {
      setDownloading(false);
    }
  };

  const downloadButton = (
    <Button
      variant={icons ? "ghost" : "outline"}
      size={icons ? "icon" : "default"}
      aria-label={icons ? `Download ${what}` : undefined}
      // aria-disabled rather than disabled: the button stays focusable, so its tooltip can explain why.
      aria-disabled={c.documentUrl ? undefined : true}
      className={cn(
        !c.documentUrl && "cursor-not-allowed opacity-50 hover:bg-transparent",
        !icons && LABELLED,
      )}
      onClick={() => void download()}
    >
      <Download aria-hidden="true" className={downloading ? "animate-pulse" : undefined} />
      {icons ? null : "Download"}
    </Button>
  );

  return (
    <div
      className={cn(
        icons
          ? "flex items-center justify-end gap-0.5"
          : "grid auto-cols-fr grid-flow-col items-center gap-2",
      )}
    >
      {canWrite ? (
        <Button
          variant={icons ? "ghost" : "outline"}
          size={icons ? "icon" : "default"}
          aria-label={icons ? `Edit ${what}` : undefined}
          className={icons ? undefined : LABELLED}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
          {icons ? null : "Edit"}
        </Button>
      ) : null}
      {c.documentUrl ? (
        <Tooltip content={`Download ${c.documentName ?? "document"}`}>{downloadButton}</Tooltip>
      ) : (
        <Tooltip content={COMPLIANCE_MESSAGES.noDocumentTooltip}>{downloadButton}</Tooltip>
      )}
      {canWrite ? (
        <Button
          variant={icons ? "ghost" : "outline"}
          size={icons ? "icon" : "default"}
          aria-label={icons ? `Delete ${what}` : undefined}
          className={cn("text-destructive hover:bg-red-50", !icons && LABELLED)}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
          {icons ? null : "Delete"}
        </Button>
      ) : null}
    </div>
  );
}
