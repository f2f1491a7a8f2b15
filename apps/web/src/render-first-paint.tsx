/**
 * The server's render of a member's "/" (decision 030; the build writes it to dist/server/first-paint.mjs and
 * apps/api calls it): the app's shell and the dashboard as markup, from the same reads the app would make, which
 * the page then carries for the app to adopt (app/first-paint.ts). Markup only: the app renders the same page
 * when it starts and takes its place (lib/prerendered.ts).
 */
import type { CurrentUserResponse } from "@rollcall/shared/auth";
import { isManager } from "@rollcall/shared/roles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router";
import { type FirstPaintData, firstPaintReads } from "@/app/first-paint";
import { AppShell } from "@/app/layouts/app-shell";
import { loadDashboardPage } from "@/features/dashboard";

// The id of the page's data block, which the server writes beside the markup (app/first-paint.ts reads it).
export { FIRST_PAINT_DATA_ID } from "@/lib/prerendered";

/** A GET of the API as the member whose page this is: the answer, or undefined when it is not a 200. */
export type MemberRead = (url: string) => Promise<unknown>;

/**
 * The page's markup and the reads it came from, or null when the app should start as usual: no session, a
 * password to replace first, or a read that did not answer (a suspended agency, say: the app explains).
 */
export async function renderFirstPaint(read: MemberRead) {
  const session = (await read("/api/user")) as CurrentUserResponse | undefined;
  const user = session?.user;
  if (!user || user.mustChangePassword) return null;
  const [agency, dashboard, board] = await Promise.all([
    read(`/api/agencies/${encodeURIComponent(user.agencyId)}`),
    read("/api/dashboard"),
    // Officers' dashboards carry Today's board.
    isManager(user) ? read("/api/board") : undefined,
  ]);
  if (!agency || !dashboard) return null;
  const DashboardPage = await loadDashboardPage();
  const data = { session, agency, dashboard, ...(board ? { board } : {}) } as FirstPaintData;
  // Nothing is fetched while rendering: a query without a read here renders as pending, as it does in the app's
  // first render, so the app's markup matches this one when it takes over.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  for (const [key, value] of firstPaintReads(data)) client.setQueryData(key, value);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location="/">
        <Routes>
          <Route element={<AppShell />}>
            <Route path="/" element={<DashboardPage />} />
          </Route>
        </Routes>
      </StaticRouter>
    </QueryClientProvider>,
  );
  return { html, data };
}
