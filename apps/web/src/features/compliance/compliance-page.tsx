import { type Certification, COMPLIANCE_MESSAGES } from "@rollcall/shared/compliance";
import { Plus, RefreshCw, ServerCrash } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAgencyTimeZone } from "@/features/agencies/api/get-agency";
import { useTeam } from "@/features/agencies/api/get-team";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { ApiError } from "@/lib/api";
import { useUser } from "@/lib/session";
import { useCertifications } from "./api/get-certifications";
import { useExpiringCertifications } from "./api/get-expiring-certifications";
import { useRequiredCertifications } from "./api/get-required-certifications";
import {
  CertificationFormDialog,
  type CertificationFormTarget,
} from "./components/certification-form-dialog";
import { CertificationsTab } from "./components/certifications-tab";
import { DeleteCertificationDialog } from "./components/delete-certification-dialog";
import { ExpiringTab } from "./components/expiring-tab";
import { OverviewTab } from "./components/overview-tab";
import { RenewDialog } from "./components/renew-dialog";
import { ReportsTab } from "./components/reports-tab";
import { todayIn } from "./utils/format";
import { canWrite, isManager } from "./utils/permissions";

const TABS = ["overview", "certifications", "expiring", "reports"] as const;
type Tab = (typeof TABS)[number];

/** Compliance Management (spec 02 §2): Overview, Certifications, Expiring Soon and Reports. */
export function CompliancePage() {
  const { user } = useUser();
  const certifications = useCertifications();
  const expiring = useExpiringCertifications();
  const team = useTeam(user?.agencyId);
  const required = useRequiredCertifications();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const unauthorized = useUnauthorizedRedirect(certifications.error, expiring.error);
  const [params, setParams] = useSearchParams();

  // The tab lives in the address (?tab=), so reloads and shared links keep it; ?new=1 (the dashboard's
  // "Upload Certification") opens the Add dialog.
  const tabParam = params.get("tab");
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : "overview";
  const setTab = (next: string) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === "overview") p.delete("tab");
        else p.set("tab", next);
        return p;
      },
      { replace: true },
    );
  const [form, setForm] = useState<CertificationFormTarget | null>(() =>
    params.get("new") === "1" ? { kind: "add" } : null,
  );
  const closeForm = () => {
    setForm(null);
    if (params.has("new"))
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.delete("new");
          return p;
        },
        { replace: true },
      );
  };
  const [renewing, setRenewing] = useState<Certification | null>(null);
  const [deleting, setDeleting] = useState<Certification | null>(null);

  const today = todayIn(timeZone);
  const writable = (c: Certification) => canWrite(user, c.userId);
  const suggestions = [
    ...new Set([
      ...(required.data ?? []).map((r) => r.name),
      ...(certifications.data ?? []).map((c) => c.name),
    ]),
  ].sort((a, b) => a.localeCompare(b));
  const expiringCount = expiring.data?.length ?? 0;

  const header = (
    <PageHeader
      title="Compliance Management"
      description="Track certifications, expiration dates and your agency's overall compliance."
      actions={
        <Button onClick={() => setForm({ kind: "add" })}>
          <Plus aria-hidden="true" />
          Add Certification
        </Button>
      }
    />
  );

  const dialogs = (
    <>
      <CertificationFormDialog
        target={form}
        onClose={closeForm}
        team={team.data ?? []}
        suggestions={suggestions}
      />
      <RenewDialog certification={renewing} today={today} onClose={() => setRenewing(null)} />
      <DeleteCertificationDialog certification={deleting} onClose={() => setDeleting(null)} />
    </>
  );

  if (certifications.isPending || expiring.isPending || unauthorized)
    return (
      <div className="space-y-6">
        {header}
        <Spinner label={COMPLIANCE_MESSAGES.loading} />
        {dialogs}
      </div>
    );

  if (certifications.isError || expiring.isError) {
    const error = certifications.error ?? expiring.error;
    return (
      <div className="space-y-6">
        {header}
        <Card>
          <EmptyState
            icon={ServerCrash}
            tone="danger"
            title="Compliance data could not be loaded"
            description={error instanceof ApiError ? error.serverMessage : error?.message}
            action={
              <Button
                variant="outline"
                onClick={() => {
                  void certifications.refetch();
                  void expiring.refetch();
                }}
                disabled={certifications.isFetching || expiring.isFetching}
              >
                <RefreshCw
                  aria-hidden="true"
                  className={certifications.isFetching ? "animate-spin" : undefined}
                />
                Try again
              </Button>
            }
          />
        </Card>
        {dialogs}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {header}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList
          aria-label="Compliance sections"
          className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto sm:self-start"
        >
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="certifications">Certifications</TabsTrigger>
          <TabsTrigger value="expiring">
            Expiring Soon
            {expiringCount ? (
              <Badge variant="warning" className="px-2">
                {expiringCount}
              </Badge>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="reports">Reports</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab
            certifications={certifications.data}
            expiring={expiring.data}
            today={today}
            canWrite={writable}
            onRenew={setRenewing}
          />
        </TabsContent>
        <TabsContent value="certifications">
          <CertificationsTab
            certifications={certifications.data}
            today={today}
            canWrite={writable}
            onAdd={() => setForm({ kind: "add" })}
            onEdit={(c) => setForm({ kind: "edit", certification: c })}
            onDelete={setDeleting}
          />
        </TabsContent>
        <TabsContent value="expiring">
          <ExpiringTab
            expiring={expiring.data}
            timeZone={timeZone}
            canRemind={isManager(user)}
            canWrite={writable}
            onRenew={setRenewing}
          />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab isAdmin={user?.role === "admin"} />
        </TabsContent>
      </Tabs>
      {dialogs}
    </div>
  );
}
