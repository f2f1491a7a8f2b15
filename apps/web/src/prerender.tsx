/**
 * The public pages the build prerenders to static HTML (the `prerender()` plugin in vite.config.ts): each is
 * the same component the app renders for a signed-out visitor, as markup only (no hydration, no application
 * code on the page).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { LandingPage } from "@/features/marketing/landing-page";
import { PricingView } from "@/features/marketing/pricing-view";

/** The page's path and the file the build writes it to (apps/api serves it). */
export const PRERENDERED = [
  { path: "/", file: "landing.html", element: <LandingPage /> },
  { path: "/pricing", file: "pricing.html", element: <PricingView signedIn={false} /> },
];

export function render(path: string) {
  const page = PRERENDERED.find((p) => p.path === path);
  if (!page) throw new Error(`Not a prerendered page: ${path}`);
  return renderToStaticMarkup(<StaticRouter location={path}>{page.element}</StaticRouter>);
}
