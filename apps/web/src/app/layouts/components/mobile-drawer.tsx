import type { Agency } from "@rollcall/shared/agencies";
import type { SessionUser } from "@rollcall/shared/auth";
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { SidebarContent } from "./sidebar";

type MobileDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser;
  agency: Agency | undefined;
  agencyLoading: boolean;
};

/** The sidebar's content in a drawer from the left; closes on navigation, Escape or a tap outside. */
export function MobileDrawer({ open, onOpenChange, user, agency, agencyLoading }: MobileDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-navigation"
        side="left"
        aria-describedby={undefined}
        className="w-[min(18rem,85vw)] gap-0 border-none lg:hidden"
        closeClassName="top-2.5 text-white/80 hover:bg-white/10 hover:text-white focus-visible:outline-white"
      >
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <SidebarContent
          user={user}
          agency={agency}
          agencyLoading={agencyLoading}
          onNavigate={() => onOpenChange(false)}
          inDrawer
        />
      </SheetContent>
    </Sheet>
  );
}
