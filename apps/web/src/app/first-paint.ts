/**
 * The dashboard's first paint, rendered by the server (decision 030): a member's "/" arrives as the app's page with
 * the shell and the dashboard already in its markup (src/render-first-paint.tsx renders it, apps/api serves it),
 * and the reads it was rendered from in a JSON block. The app starts after the first paint (static-page.ts),
 * adopts those reads instead of fetching them again, renders the same page and takes the markup's place
 * (lib/prerendered.ts; the dashboard page hands over once its cards have rendered).
 */
import type { Agency } from "@rollcall/shared/agencies";
import type { CurrentUserResponse } from "@rollcall/shared/auth";
import type { Board } from "@rollcall/shared/board";
import type { Dashboard } from "@rollcall/shared/dashboard";
import type { QueryClient } from "@tanstack/react-query";
import { agencyQueryKey } from "@/features/agencies";
import { boardQueryKey } from "@/features/board";
import { dashboardCardReads, dashboardQueryKey } from "@/features/dashboard";
import { adoptRead, queryKeyUrl } from "@/lib/api";
import { userQueryKey } from "@/lib/session";

/** What the page was rendered from, each as its endpoint answered; the board for officers (their card). */
export type FirstPaintData = {
  session: CurrentUserResponse;
  agency: Agency;
  dashboard: Dashboard;
  board?: Board;
};

/** The reads under the query keys the app's screens read them from; the session's first. */
export function firstPaintReads(data: FirstPaintData): [readonly unknown[], unknown][] {
  return [
    [userQueryKey, data.session],
    [agencyQueryKey(data.session.user.agencyId), data.agency],
    [dashboardQueryKey, data.dashboard],
    ...dashboardCardReads(data.dashboard),
    ...(data.board ? [[boardQueryKey(null), data.board] as [readonly unknown[], unknown]] : []),
  ];
}

/**
 * In the browser, as the app starts on a page the server painted: its reads are the queries' data, and kept on
 * the device as fetched ones are (the session's first: it says whose device this is).
 */
export function adoptFirstPaint(element: HTMLElement, queryClient: QueryClient) {
  let data: FirstPaintData;
  try {
    data = JSON.parse(element.textContent ?? "") as FirstPaintData;
  } catch {
    return; // unreadable: the app fetches what it needs, as on any other page
  } finally {
    element.remove();
  }
  for (const [key, value] of firstPaintReads(data)) {
    queryClient.setQueryData(key, value);
    // The dashboard's one call is not kept under its own key: its cards are (see seedCards()).
    if (key !== dashboardQueryKey) void adoptRead(queryKeyUrl(key), value);
  }
}
