import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { MarketingFooter } from "./marketing-footer";
import { type HeaderNavItem, MarketingHeader } from "./marketing-header";

/**
 * A public page: the sticky header (its in-page links, then Sign In, or Dashboard for a signed-in member, who
 * /auth would only send home), the page's sections and the footer.
 */
export function MarketingLayout({
  nav,
  signedIn = false,
  children,
}: {
  nav: HeaderNavItem[];
  signedIn?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <MarketingHeader
        nav={nav}
        action={
          <Button asChild>
            <Link to={signedIn ? "/" : "/auth"}>{signedIn ? "Dashboard" : "Sign In"}</Link>
          </Button>
        }
      />
      <main className="flex-1">{children}</main>
      <MarketingFooter />
    </div>
  );
}
