import { format } from "date-fns";
import { RefreshCw, ServerCrash } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { ApiError } from "@/lib/api";
import { useDashboardStats } from "./api/get-dashboard-stats";
import { DashboardStats } from "./components/dashboard-stats";
import { MobileBottomBar } from "./components/mobile-bottom-bar";

export function DashboardPage() {
  const stats = useDashboardStats();
  const unauthorized = useUnauthorizedRedirect(stats.error);

  return (
    // Room at the bottom on phones so the shortcut bar never covers content.
    <div className="space-y-6 pb-20 lg:pb-0">
      <PageHeader title="Dashboard" description={format(new Date(), "EEEE, MMMM d, yyyy")} />
      {stats.isPending || unauthorized ? (
        <Spinner label="Loading dashboard..." />
      ) : stats.isError ? (
        <Card>
          <EmptyState
            icon={ServerCrash}
            tone="danger"
            title="The dashboard could not be loaded"
            description={stats.error instanceof ApiError ? stats.error.serverMessage : stats.error.message}
            action={
              <Button variant="outline" onClick={() => stats.refetch()} disabled={stats.isFetching}>
                <RefreshCw aria-hidden="true" className={stats.isFetching ? "animate-spin" : undefined} />
                Try again
              </Button>
            }
          />
        </Card>
      ) : (
        <DashboardStats stats={stats.data} />
      )}
      <MobileBottomBar />
    </div>
  );
}
