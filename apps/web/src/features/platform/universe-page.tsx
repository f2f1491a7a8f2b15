import { Globe } from "lucide-react";
import { AccessDenied } from "@/components/ui/access-denied";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { useUser } from "@/lib/session";

export function UniversePage() {
  const { user } = useUser();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Universe Admin Portal"
        description="Manage all agencies and billing across the platform"
      />
      {user?.isUniverseAdmin ? (
        <section aria-labelledby="all-agencies" className="rounded-lg border bg-card shadow-sm">
          <h2 id="all-agencies" className="border-b px-5 py-4 text-base font-semibold">
            All Agencies
          </h2>
          <EmptyState
            icon={Globe}
            headingLevel="h3"
            title="No agencies to show yet"
            description="Every agency on the platform appears here, with its status, plan and number of users."
          />
        </section>
      ) : (
        // The navigation hides this screen from members; the server refuses them independently.
        <AccessDenied message="You need platform operator access to view this page" />
      )}
    </div>
  );
}
