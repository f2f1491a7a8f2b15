import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { AlertDetail } from "../types";

/** While answers or deliveries are still on their way, the roster is read again every 5 s. */
export const ROSTER_POLL_MS = 5_000;
/** An alert older than this expects nothing more: no polling, only live updates. */
const EXPECTING_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Whether anything on the roster may still change by itself: an answer awaited, a delivery on its way, a bell
 * not read yet (a member's reading is private to them, so no live update tells the sender: polling does).
 */
export function stillExpecting(alert: AlertDetail | undefined) {
  if (!alert || Date.now() - Date.parse(alert.createdAt) > EXPECTING_FOR_MS) return false;
  return alert.roster.some(
    (r) =>
      (alert.question && r.answer === null) ||
      r.inApp?.status === "delivered" ||
      r.deliveries.some((d) => d.status === "queued" || d.status === "sending"),
  );
}

/**
 * One alert with its roster: each recipient's answer and a delivery per channel. Live updates refresh it (its
 * key starts with /api/alerts, the prefix of the alert tables in shared/live.ts); polling is the fallback.
 */
export function useAlert(id: string) {
  return useQuery({
    queryKey: ["/api/alerts", id] as const,
    queryFn: () => apiRequest<AlertDetail>("GET", `/api/alerts/${encodeURIComponent(id)}`),
    refetchInterval: (query) => (stillExpecting(query.state.data) ? ROSTER_POLL_MS : false),
  });
}
