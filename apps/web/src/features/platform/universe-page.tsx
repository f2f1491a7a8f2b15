import { Globe } from "lucide-react";
import { AccessDenied } from "@/components/ui/access-denied";
import { PageHeader } from "@/components/ui/page-header";
import { EmptySectionCard } from "@/components/ui/section-card";
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
        <EmptySectionCard
          title="All Agencies"
          icon={Globe}
          empty="No agencies to show yet"
          description="Every agency on the platform appears here, with its status, plan and number of users."
        />
      ) : (
        // The navigation hides this screen from members; the server refuses them independently.
        <AccessDenied message="You need platform operator access to view this page" />
      )}
    </div>
  );
}
