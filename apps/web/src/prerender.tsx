/**
 * The pages the build prerenders to static HTML (the `prerender()` plugin in vite.config.ts): the modules' public
 * pages with a `prerender` (lib/module.ts), each the same component the app renders for a signed-out visitor, as
 * markup only (no hydration):
 * - "marketing" pages (landing, pricing) are all there is: no application code on the page.
 * - "app" pages (sign-in) are the app's index.html with the page's markup shown before the app starts; the app
 *   renders the same page and takes its place (lib/prerendered.ts), so a phone paints the form at once instead
 *   of after the app's JavaScript has run.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { modules } from "@/app/modules";

/** The page's path, the file the build writes it to (apps/api serves it) and its template. */
export const PRERENDERED = modules.flatMap((module) =>
  (module.publicRoutes ?? []).flatMap(({ path, prerender }) => (prerender ? [{ path, ...prerender }] : [])),
);

export async function render(path: string) {
  const page = PRERENDERED.find((p) => p.path === path);
  if (!page) throw new Error(`Not a prerendered page: ${path}`);
  const element = await page.page();
  // Forms use queries and mutations (nothing is fetched while rendering markup).
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={path}>{element}</StaticRouter>
    </QueryClientProvider>,
  );
}
