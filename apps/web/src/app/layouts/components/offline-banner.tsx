import { CloudOff, RefreshCw } from "lucide-react";
import { OFFLINE_TEXT, useConnectivity } from "@/lib/connectivity";
import { cn } from "@/lib/utils";

const queuedLabel = (count: number) => `${count} ${count === 1 ? "change" : "changes"} queued`;

/**
 * Spec 01 §2 "Offline banner" (fixed top right): while offline, "Working Offline" with "Changes will sync when
 * connection returns" and the queued count when above 0; for 5 seconds after reconnecting, "Back Online" with
 * "Syncing changes...". Announced politely to screen readers. Placed as a strip under the header, its text at
 * the right, rather than floating over the page: floating, it covered the page's own actions (a New Incident
 * Report button) or the header's bell.
 */
export function OfflineBanner() {
  const { offline, backOnline, pendingCount } = useConnectivity();
  if (!offline && !backOnline) return null;
  return (
    <div
      role="status"
      aria-labelledby="connectivity-title"
      className={cn(
        "flex items-start justify-end gap-3 border-b px-4 py-2.5 sm:px-6 lg:px-8",
        offline
          ? "border-orange-300 bg-orange-50 text-orange-950"
          : "border-green-300 bg-green-50 text-green-950",
      )}
    >
      {offline ? (
        <CloudOff className="size-5 shrink-0" aria-hidden="true" />
      ) : (
        <RefreshCw className="size-5 shrink-0 motion-safe:animate-spin" aria-hidden="true" />
      )}
      <div className="flex flex-wrap items-baseline justify-end gap-x-3 gap-y-0.5 text-sm">
        <p id="connectivity-title" className="font-semibold">
          {offline ? OFFLINE_TEXT.offlineTitle : OFFLINE_TEXT.backTitle}
        </p>
        <p>{offline ? OFFLINE_TEXT.offlineBody : OFFLINE_TEXT.backBody}</p>
        {offline && pendingCount > 0 ? <p className="font-medium">{queuedLabel(pendingCount)}</p> : null}
      </div>
    </div>
  );
}

/** Spec 01 §2: the small indicator, Online (green) or Offline (orange), with the queued count. */
export function ConnectivityIndicator() {
  const { offline, pendingCount } = useConnectivity();
  const label = offline ? OFFLINE_TEXT.offline : OFFLINE_TEXT.online;
  return (
    <span
      data-connectivity={offline ? "offline" : "online"}
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium",
        offline
          ? "border-orange-300 bg-orange-50 text-orange-900"
          : "border-green-300 bg-green-50 text-green-900",
      )}
      title={pendingCount > 0 ? queuedLabel(pendingCount) : label}
    >
      <span
        aria-hidden="true"
        className={cn("size-2 rounded-full", offline ? "bg-orange-500" : "bg-green-600")}
      />
      {label}
      {pendingCount > 0 ? (
        <>
          <span className="rounded-full bg-white/80 px-1.5 tabular-nums" aria-hidden="true">
            {pendingCount}
          </span>
          <span className="sr-only">, {queuedLabel(pendingCount)}</span>
        </>
      ) : null}
    </span>
  );
}
