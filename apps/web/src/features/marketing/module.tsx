import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Public pages load on demand: a member does not download the marketing pages.
const LandingPage = lazy(() => import("./landing-page").then((m) => ({ default: m.LandingPage })));
const PricingPage = lazy(() => import("./pricing-page").then((m) => ({ default: m.PricingPage })));

export const marketingModule: ModuleDefinition = {
  name: "marketing",
  publicRoutes: [
    {
      path: "/",
      element: <LandingPage />,
      prerender: {
        file: "landing.html",
        template: "marketing",
        page: () => import("./landing-page").then((m) => <m.LandingPage />),
      },
    },
    {
      path: "/pricing",
      element: <PricingPage />,
      signedIn: <PricingPage />,
      // The visitor's page without the checkout's queries.
      prerender: {
        file: "pricing.html",
        template: "marketing",
        page: () => import("./pricing-page").then((m) => <m.PricingView signedIn={false} />),
      },
    },
  ],
};
