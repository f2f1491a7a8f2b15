import type { Agency } from "@rollcall/shared/agencies";
import type { SessionUser } from "@rollcall/shared/auth";
import { cn } from "@/lib/utils";
import { AgencyBrand } from "./agency-brand";
import { SidebarNav } from "./sidebar-nav";
import { UserBlock } from "./user-block";

type SidebarContentProps = {
  user: SessionUser;
  agency: Agency | undefined;
  agencyLoading: boolean;
  onNavigate?: () => void;
  /** Leaves room at the top right for the drawer's close button. */
  inDrawer?: boolean;
};

/** Brand, navigation and user block: the same content in the desktop sidebar and the mobile drawer. */
export function SidebarContent({ user, agency, agencyLoading, onNavigate, inDrawer }: SidebarContentProps) {
  return (
    <div className="flex h-full flex-col bg-primary text-primary-foreground">
      <div
        className={cn("flex h-16 shrink-0 items-center border-b border-white/10 px-4", inDrawer && "pr-14")}
      >
        <AgencyBrand agency={agency} isLoading={agencyLoading} />
      </div>
      <SidebarNav user={user} onNavigate={onNavigate} />
      <div className="shrink-0 border-t border-white/10 p-3">
        <UserBlock user={user} />
      </div>
    </div>
  );
}

/** Fixed on the left from the lg breakpoint up; phones use the drawer instead. */
export function DesktopSidebar(props: Omit<SidebarContentProps, "onNavigate" | "inDrawer">) {
  return (
    <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 lg:block">
      <SidebarContent {...props} />
    </aside>
  );
}
