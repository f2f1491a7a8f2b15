import {
  EQUIPMENT_TYPE_LABELS,
  type Equipment,
  equipmentItemPath,
  equipmentLabelUrl,
  equipmentQrUrl,
} from "@rollcall/shared/equipment";
import { ExternalLink, FileDown, Printer } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { toastError } from "@/hooks/use-toast";
import { ApiError, downloadFile } from "@/lib/api";
import { printLabel } from "../utils/print-label";

type QrDialogProps = {
  item: Equipment | null;
  onClose: () => void;
  /** Offer a link to the item's page (not when already on it). */
  showItemLink?: boolean;
};

/**
 * QR Code (spec 02 §2, for every member): the label to print and stick on the item. Its code opens the
 * item's page, which a member of the agency sees after signing in.
 */
export function QrDialog({ item, onClose, showItemLink = true }: QrDialogProps) {
  const [busy, setBusy] = useState<"print" | "pdf" | null>(null);

  const run = async (kind: "print" | "pdf", action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      toastError(
        kind === "print" ? "Print failed" : "Download failed",
        error instanceof ApiError && error.status < 500
          ? error.serverMessage
          : "The label could not be prepared. Please try again.",
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <TitledDialog
      open={item !== null}
      onClose={onClose}
      title="QR Code"
      description={
        "Print this label and attach it to the equipment. Scanning it opens the item's page with its status and maintenance history."
      }
    >
      {item ? (
        <>
          <figure className="mx-auto flex w-full max-w-sm items-center gap-4 rounded-lg border-2 border-dashed border-input bg-white p-4 text-foreground">
            <img
              src={equipmentQrUrl(item.id)}
              alt={`QR code for ${item.name}`}
              width={128}
              height={128}
              className="size-32 shrink-0"
            />
            <figcaption className="grid min-w-0 gap-1">
              <p className="break-words text-lg font-semibold leading-tight">{item.name}</p>
              <p className="text-sm">{EQUIPMENT_TYPE_LABELS[item.type]}</p>
              {item.model ? <p className="break-words text-xs text-muted-foreground">{item.model}</p> : null}
              <p className="break-all text-xs">
                <span className="font-semibold">S/N:</span> {item.serialNumber ?? "Not recorded"}
              </p>
            </figcaption>
          </figure>
          <p className="break-all text-center text-xs text-muted-foreground">
            Opens <span className="font-mono">{item.itemUrl}</span>
          </p>
          <DialogFooter className="sm:justify-between">
            {showItemLink ? (
              <Button asChild variant="ghost">
                <Link to={equipmentItemPath(item.id)} onClick={onClose}>
                  <ExternalLink aria-hidden="true" />
                  Open Item Page
                </Link>
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button
                variant="outline"
                disabled={busy !== null}
                onClick={() =>
                  void run("pdf", () => downloadFile(equipmentLabelUrl(item.id), `label-${item.name}.pdf`))
                }
              >
                <FileDown aria-hidden="true" />
                {busy === "pdf" ? "Preparing..." : "Download PDF"}
              </Button>
              <Button disabled={busy !== null} onClick={() => void run("print", () => printLabel(item))}>
                <Printer aria-hidden="true" />
                {busy === "print" ? "Preparing..." : "Print Label"}
              </Button>
            </div>
          </DialogFooter>
        </>
      ) : null}
    </TitledDialog>
  );
}
