import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/utils";

/** The product's logo and name, linking home. */
export function BrandLink({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn("inline-flex min-h-11 items-center gap-2.5 rounded-md text-foreground", className)}
    >
      <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-lg font-bold tracking-tight">Rollcall</span>
    </Link>
  );
}

export type HeaderNavItem = { label: string; href: string };

/** Sticky page header: brand on the left, in-page links on wide screens, the page's action on the right. */
export function MarketingHeader({ nav = [], action }: { nav?: HeaderNavItem[]; action: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink />
        <div className="flex items-center gap-6">
          {nav.length > 0 && (
            <nav aria-label="Page sections" className="hidden md:block">
              <ul className="flex items-center gap-6 text-sm font-medium text-muted-foreground">
                {nav.map((item) => (
                  <li key={item.href}>
                    {item.href.startsWith("#") ? (
                      <a href={item.href} className="rounded-sm transition-colors hover:text-foreground">
                        {item.label}
                      </a>
                    ) : (
                      <Link to={item.href} className="rounded-sm transition-colors hover:text-foreground">
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {action}
        </div>
      </div>
    </header>
  );
}
