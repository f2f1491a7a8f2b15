import { CONTACT_EMAIL } from "@rollcall/shared/billing";
import { Mail } from "lucide-react";
import { Link } from "react-router";
import { BrandLink } from "./marketing-header";

export function MarketingFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-8 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <BrandLink />
            <p className="mt-2 text-sm text-muted-foreground">
              Scheduling, time clock, compliance, incident reporting, assets, finance and wellness for fire,
              EMS, police and public-safety nonprofits.
            </p>
          </div>
          <nav aria-label="Footer" className="text-sm">
            <ul className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-6">
              <li>
                <Link
                  to="/pricing"
                  className="inline-flex min-h-11 items-center font-medium text-foreground hover:text-primary hover:underline"
                >
                  Pricing
                </Link>
              </li>
              <li>
                <a
                  href={`mailto:${CONTACT_EMAIL}`}
                  className="inline-flex min-h-11 items-center gap-2 font-medium text-foreground hover:text-primary hover:underline"
                >
                  <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
                  {CONTACT_EMAIL}
                </a>
              </li>
            </ul>
          </nav>
        </div>
        <div className="mt-8 flex flex-col gap-2 border-t pt-6 text-sm text-muted-foreground sm:flex-row sm:justify-between">
          <p>© 2024 Rollcall. All rights reserved.</p>
          <p>Purpose-built for public safety.</p>
        </div>
      </div>
    </footer>
  );
}
