import {
  CalendarDays,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  ShieldCheck,
} from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "@/lib/utils";

const items: { label: string; to: string; icon: LucideIcon }[] = [
  { label: "Dashboard", to: "/", icon: LayoutDashboard },
  { label: "Schedule", to: "/scheduling", icon: CalendarDays },
  { label: "Report", to: "/reports", icon: FileText },
  { label: "Compliance", to: "/compliance", icon: ShieldCheck },
  { label: "Settings", to: "/settings", icon: Settings },
];

/** Phones only, on the dashboard: thumb-reach shortcuts to the five most used screens. */
export function MobileBottomBar() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Shortcuts"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgba(17,24,39,0.06)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex max-w-lg">
        {items.map(({ label, to, icon: Icon }) => {
          const active = to === "/" ? pathname === "/" || pathname === "/dashboard" : pathname.startsWith(to);
          return (
            <li key={to} className="flex-1">
              <Link
                to={to}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex min-h-14 flex-col items-center justify-center gap-1 px-1 text-[11px] font-medium",
                  active ? "text-primary" : "text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon className={cn("size-5", active && "stroke-[2.25]")} aria-hidden="true" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
