import type { ReactNode } from "react";
import { useId } from "react";
import { QueryState } from "@/components/ui/query-state";
import { useAgency } from "@/features/agencies";
import { BrandColorsCard } from "./brand-colors-card";
import { BrandIdentityCard } from "./brand-identity-card";

/**
 * Organization Settings (spec 02 §2), for admins: Brand Identity and Brand Colors from the agency, then
 * what the page passes in (Billing & Subscription, Data Export, API Keys).
 */
export function OrganizationSettings({ agencyId, children }: { agencyId: string; children?: ReactNode }) {
  const headingId = useId();
  const agency = useAgency(agencyId);
  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <div className="border-t pt-6">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight text-foreground">
          Organization Settings
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          How your agency appears to its members, its plan and its data. Only admins see this part.
        </p>
      </div>
      <QueryState
        query={agency}
        loadingLabel="Loading organization..."
        spinnerClassName="min-h-48"
        errorTitle="Could not load your organization"
      >
        {() =>
          agency.data ? (
            <>
              <BrandIdentityCard agency={agency.data} />
              <BrandColorsCard agency={agency.data} />
            </>
          ) : null
        }
      </QueryState>
      {children}
    </section>
  );
}
