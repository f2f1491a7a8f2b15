import { PCR_MESSAGES } from "@rollcall/shared/epcr/api";
import { AlertTriangle, Check, CloudOff, Loader2 } from "lucide-react";
import type { SaveState } from "../use-report-draft";

/** Where the crew's typing is: on the server, on this device only, on its way, or held back. */
export function SaveStatus({ state, error }: { state: SaveState; error: string | null }) {
  const shown = {
    loading: { icon: Loader2, text: "Opening…", tone: "text-muted-foreground" },
    saving: { icon: Loader2, text: "Saving…", tone: "text-muted-foreground" },
    saved: { icon: Check, text: PCR_MESSAGES.saved, tone: "text-green-800" },
    device: { icon: CloudOff, text: PCR_MESSAGES.savedOnDevice, tone: "text-orange-800" },
    conflict: {
      icon: AlertTriangle,
      text: "Saved on this device; someone saved another version",
      tone: "text-red-800",
    },
    error: {
      icon: AlertTriangle,
      text: `Saved on this device; not saved to the server: ${error ?? ""}`,
      tone: "text-red-800",
    },
  }[state];
  const Icon = shown.icon;
  return (
    <p role="status" data-save-state={state} className={`flex items-center gap-2 text-sm ${shown.tone}`}>
      <Icon
        className={`size-4 shrink-0 ${state === "saving" || state === "loading" ? "animate-spin" : ""}`}
        aria-hidden="true"
      />
      {shown.text}
    </p>
  );
}
