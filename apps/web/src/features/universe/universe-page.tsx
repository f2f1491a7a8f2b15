import { summarizeAgencies, UNIVERSE_MESSAGES, type UniverseAgencyRow } from "@rollcall/shared/universe";
import { Building2, CheckCircle2, DollarSign, Plus, Users } from "lucide-react";
import { useState } from "react";
import { AccessDenied } from "@/components/ui/access-denied";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { StatCard } from "@/components/ui/stat-card";
import { toast, toastError } from "@/hooks/use-toast";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { useUser } from "@/lib/session";
import { useUniverseAgencies } from "./api/get-agencies";
import { useSetAgencyStatus } from "./api/set-agency-status";
import { AgenciesTable } from "./components/agencies-table";
import { AgencyDetailsCard } from "./components/agency-details-card";
import { ChangePlanDialog } from "./components/change-plan-dialog";
import { CreateAgencyDialog } from "./components/create-agency-dialog";
import { MailOutboxCard } from "./components/mail-outbox-card";
import { dollars } from "./utils/labels";

/** /universe: platform operators only; any other member is told so (the server refuses them too). */
export function UniversePage() {
  const { user } = useUser();
  if (!user?.isUniverseAdmin)
    return (
      <div className="space-y-6">
        <PageHeader title="Universe Admin" />
        <AccessDenied message={UNIVERSE_MESSAGES.accessDenied} />
      </div>
    );
  return <UniversePortal />;
}

function UniversePortal() {
  const agencies = useUniverseAgencies();
  const unauthorized = useUnauthorizedRedirect(agencies.error);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [planOf, setPlanOf] = useState<UniverseAgencyRow | null>(null);
  const status = useSetAgencyStatus();
  const selected = agencies.data?.find((a) => a.id === selectedId) ?? null;

  const toggle = (row: UniverseAgencyRow) => {
    const action = row.status === "active" ? "suspend" : "activate";
    status.mutate(
      { id: row.id, action },
      {
        onSuccess: () =>
          toast(
            action === "suspend"
              ? { title: UNIVERSE_MESSAGES.suspendedTitle, description: UNIVERSE_MESSAGES.suspended }
              : { title: UNIVERSE_MESSAGES.activatedTitle, description: UNIVERSE_MESSAGES.activated },
          ),
        onError: () =>
          toastError(
            "Error",
            action === "suspend" ? UNIVERSE_MESSAGES.suspendFailed : UNIVERSE_MESSAGES.activateFailed,
          ),
      },
    );
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Universe Admin Portal"
        description="Manage all agencies and billing across the platform"
        actions={
          <Button type="button" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Create Agency
          </Button>
        }
      />
      <QueryState
        query={agencies}
        pending={unauthorized}
        loadingLabel="Loading agencies..."
        errorTitle="Agencies could not be loaded"
      >
        {() => {
          const rows = agencies.data ?? [];
          const summary = summarizeAgencies(rows);
          return (
            <div className="space-y-6">
              <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
                <StatCard label="Total Agencies" value={summary.totalAgencies} icon={Building2} />
                <StatCard
                  label="Active Agencies"
                  value={summary.activeAgencies}
                  icon={CheckCircle2}
                  tone="success"
                />
                <StatCard label="Total Users" value={summary.totalUsers} icon={Users} tone="info" />
                <StatCard
                  label="Revenue"
                  value={dollars(summary.monthlyRevenue)}
                  icon={DollarSign}
                  hint="per month"
                />
              </div>
              <SectionCard title="All Agencies">
                <div className="p-4">
                  {rows.length ? (
                    <AgenciesTable
                      rows={rows}
                      selectedId={selectedId}
                      onSelect={(row) => setSelectedId(row.id)}
                      onToggleStatus={toggle}
                      onChangePlan={setPlanOf}
                      busyId={status.isPending ? (status.variables?.id ?? null) : null}
                    />
                  ) : (
                    <p className="text-sm text-muted-foreground">No agencies yet</p>
                  )}
                </div>
              </SectionCard>
              {selected ? <AgencyDetailsCard id={selected.id} name={selected.name} /> : null}
            </div>
          );
        }}
      </QueryState>
      <MailOutboxCard />
      <CreateAgencyDialog open={creating} onClose={() => setCreating(false)} />
      <ChangePlanDialog agency={planOf} onClose={() => setPlanOf(null)} />
    </div>
  );
}
