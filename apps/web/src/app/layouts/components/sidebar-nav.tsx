import type { SessionUser } from "@rollcall/shared/auth";
import { lowestPlanWith, TIER_NAMES } from "@rollcall/shared/billing";
import { Lock } from "lucide-react";
import { Link, matchPath, useLocation } from "react-router";
import { navModulesFor } from "@/app/modules";
import { usePlan } from "@/app/plan/use-plan";
import type { ModuleDefinition } from "@/lib/module";
import { cn } from "@/lib/utils";

/** A module's entry is active on any of its routes, e.g. Reports on both /reports and /incidents. */
function isActive(module: ModuleDefinition, pathname: string) {
  return (module.routes ?? []).some((route) =>
    matchPath({ path: route.path, end: route.path === "/" }, pathname),
  );
}

/** The module entries this member may see, in the order of app/modules.ts. */
export function SidebarNav({ user, onNavigate }: { user: SessionUser; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const entries = navModulesFor(user);
  const plan = usePlan();

  return (
    <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="grid gap-1 lg:gap-0.5">
        {entries.map((module) => {
          // `entries` only holds modules with a nav entry.
          const nav = module.nav as NonNullable<ModuleDefinition["nav"]>;
          const active = isActive(module, pathname);
          const Icon = nav.icon;
          // Outside the plan the entry stays, marked with the plan that includes it (its page explains).
          const upgrade =
            module.feature && !plan.has(module.feature) ? TIER_NAMES[lowestPlanWith(module.feature)] : null;
          return (
            <li key={module.name}>
              <Link
                to={nav.path}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "group relative flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-white lg:min-h-10",
                  active ? "bg-white/15 text-white" : "text-white/75 hover:bg-white/10 hover:text-white",
                )}
              >
                {active ? (
                  <span
                    aria-hidden="true"
                    className="absolute inset-y-2 left-0 w-1 rounded-r-full bg-accent"
                  />
                ) : null}
                <Icon
                  className={cn(
                    "size-5 shrink-0",
                    active ? "text-accent" : "text-white/60 group-hover:text-white",
                  )}
                  aria-hidden="true"
                />
                {nav.label}
                {upgrade ? (
                  <span
                    className="ml-auto inline-flex items-center gap-1 rounded-full bg-white/10 px-2 py-0.5 text-[11px] font-semibold text-white"
                    title={`Included in the ${upgrade} plan`}
                  >
                    <Lock className="size-3" aria-hidden="true" />
                    {upgrade}
                    <span className="sr-only"> plan required</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
