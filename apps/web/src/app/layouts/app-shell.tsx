import { isWhiteLabelled, PRODUCT_NAME } from "@rollcall/shared/branding";
import { Suspense, useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useAgency } from "@/features/agencies";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { BrandColors, BrandNameProvider } from "@/lib/brand";
import { useLiveUpdates } from "@/lib/live-updates";
import { useUser } from "@/lib/session";
import { useOfflineSupport } from "../offline";
import { PlanBanner } from "../plan/plan-banner";
import { AppHeader } from "./components/app-header";
import { MobileDrawer } from "./components/mobile-drawer";
import { OfflineBanner } from "./components/offline-banner";
import { DesktopSidebar } from "./components/sidebar";

/** The signed-in frame around every module screen: sidebar (drawer on phones), header and <main id="main">. */
export function AppShell() {
  const { user } = useUser();
  const agency = useAgency(user?.agencyId);
  useUnauthorizedRedirect(agency.error);
  // What others change in the agency shows without a reload (one stream per signed-in tab).
  useLiveUpdates(Boolean(user) && !user?.mustChangePassword);
  useOfflineSupport(user, agency.data?.timeZone);
  // White-label: the agency's own colours and name, while its plan includes them.
  const whiteLabel = agency.data && isWhiteLabelled(agency.data) ? agency.data : null;
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // Also close the drawer when the route changes some other way (back button, a link in the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  // The drawer exists for narrow screens only; widening the window past lg shows the sidebar instead.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 64rem)");
    const close = () => {
      if (wide.matches) setMenuOpen(false);
    };
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, []);

  // The router renders the shell only for a signed-in member.
  if (!user) return null;

  return (
    <BrandNameProvider value={whiteLabel?.name ?? PRODUCT_NAME}>
      <BrandColors colors={whiteLabel} />
      <div className="min-h-dvh bg-background">
        <a
          href="#main"
          className="sr-only rounded-md bg-card px-4 py-3 text-sm font-semibold text-foreground shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200]"
        >
          Skip to main content
        </a>
        <DesktopSidebar user={user} agency={agency.data} agencyLoading={agency.isLoading} />
        <MobileDrawer
          open={menuOpen}
          onOpenChange={setMenuOpen}
          user={user}
          agency={agency.data}
          agencyLoading={agency.isLoading}
        />
        <div className="flex min-h-dvh flex-col lg:pl-64">
          <AppHeader agency={agency.data} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
          <PlanBanner />
          <OfflineBanner />
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
          >
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </BrandNameProvider>
  );
}
