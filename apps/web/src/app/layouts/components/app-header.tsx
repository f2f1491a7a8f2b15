import type { Agency } from "@rollcall/shared/agencies";
import { Menu } from "lucide-react";
import { NotificationBell } from "./notification-bell";
import { ConnectivityIndicator } from "./offline-banner";
import { UnsavedChanges } from "./unsaved-changes-dialog";

type AppHeaderProps = {
  agency: Agency | undefined;
  menuOpen: boolean;
  onOpenMenu: () => void;
};

/**
 * Top bar: the menu toggle and the agency's logo (phones), the agency's "<name> ERP" title and the
 * notification bell.
 */
export function AppHeader({ agency, menuOpen, onOpenMenu }: AppHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-2 sm:gap-3 sm:px-6 lg:px-8">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-navigation"
          className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-muted lg:hidden"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        {agency?.logoUrl ? (
          // Phones and tablets: the sidebar (with the logo) is in the drawer, so the header shows it.
          <img
            src={agency.logoUrl}
            alt=""
            width={36}
            height={36}
            className="size-9 shrink-0 rounded-md border bg-white object-contain p-0.5 lg:hidden"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          {/* A phone has room for the agency's whole name on two lines, not for the tagline as well. */}
          <p className="line-clamp-2 text-base font-semibold leading-tight text-foreground">
            {agency?.name ? `${agency.name} ERP` : "Rollcall"}
          </p>
          <p className="hidden truncate text-xs text-muted-foreground sm:block">
            Emergency Services Management
          </p>
        </div>
        <UnsavedChanges />
        <ConnectivityIndicator />
        <NotificationBell />
      </div>
    </header>
  );
}
