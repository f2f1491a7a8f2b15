import { type Certification, COMPLIANCE_MESSAGES } from "@rollcall/shared/compliance";
import { isAdmin, isManager } from "@rollcall/shared/roles";
import { FileUp, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ModulePage } from "@/components/ui/module-page";
import { useTabParam } from "@/components/ui/use-tab-param";
import { useAgencyTimeZone, useTeam } from "@/features/agencies";
import { todayIn } from "@/lib/dates";
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
import { ImportCertificationsDialog } from "./components/import-certifications-dialog";
import { OverviewTab } from "./components/overview-tab";
import { RenewDialog } from "./components/renew-dialog";
import { ReportsTab } from "./components/reports-tab";
import { canWrite } from "./utils/permissions";

const TABS = ["overview", "certifications", "expiring", "reports"] as const;

/** Compliance Management (spec 02 §2): Overview, Certifications, Expiring Soon and Reports. */
export function CompliancePage() {
  const { user } = useUser();
  const certifications = useCertifications();
  const expiring = useExpiringCertifications();
  const team = useTeam(user?.agencyId);
  const required = useRequiredCertifications();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const { tab, setTab, params, setParam } = useTabParam(TABS);

  // The tab lives in the address (?tab=), so reloads and shared links keep it; ?new=1 (the dashboard's
  // "Upload Certification") opens the Add dialog.
  const [form, setForm] = useState<CertificationFormTarget | null>(() =>
    params.get("new") === "1" ? { kind: "add" } : null,
  );
  const closeForm = () => {
    setForm(null);
    if (params.has("new")) setParam("new", null);
  };
  const [renewing, setRenewing] = useState<Certification | null>(null);
  const [deleting, setDeleting] = useState<Certification | null>(null);
  const [importing, setImporting] = useState(false);

  const today = todayIn(timeZone);
  const writable = (c: Certification) => canWrite(user, c.userId);
  const suggestions = [
    ...new Set([
      ...(required.data ?? []).map((r) => r.name),
      ...(certifications.data ?? []).map((c) => c.name),
    ]),
  ].sort((a, b) => a.localeCompare(b));
  const expiringCount = expiring.data?.length ?? 0;

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
      {isManager(user) ? (
        <ImportCertificationsDialog open={importing} onClose={() => setImporting(false)} />
      ) : null}
    </>
  );

  const loaded =
    certifications.data && expiring.data
      ? { certifications: certifications.data, expiring: expiring.data }
      : null;

  return (
    <ModulePage
      title="Compliance Management"
      description="Track certifications, expiration dates and your agency's overall compliance."
      actions={
        <>
          {isManager(user) ? (
            <Button variant="outline" onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" />
              Import
            </Button>
          ) : null}
          <Button onClick={() => setForm({ kind: "add" })}>
            <Plus aria-hidden="true" />
            Add Certification
          </Button>
        </>
      }
      query={[certifications, expiring]}
      loadingLabel={COMPLIANCE_MESSAGES.loading}
      errorTitle="Compliance data could not be loaded"
      tabsLabel="Compliance sections"
      tab={tab}
      onTabChange={setTab}
      tabs={() =>
        loaded && [
          {
            value: "overview",
            label: "Overview",
            content: (
              <OverviewTab
                certifications={loaded.certifications}
                expiring={loaded.expiring}
                today={today}
                canWrite={writable}
                onRenew={setRenewing}
              />
            ),
          },
          {
            value: "certifications",
            label: "Certifications",
            content: (
              <CertificationsTab
                certifications={loaded.certifications}
                today={today}
                canWrite={writable}
                onAdd={() => setForm({ kind: "add" })}
                onEdit={(c) => setForm({ kind: "edit", certification: c })}
                onDelete={setDeleting}
              />
            ),
          },
          {
            value: "expiring",
            label: "Expiring Soon",
            count: expiringCount,
            content: (
              <ExpiringTab
                expiring={loaded.expiring}
                timeZone={timeZone}
                canRemind={isManager(user)}
                canWrite={writable}
                onRenew={setRenewing}
              />
            ),
          },
          {
            value: "reports",
            label: "Reports",
            content: <ReportsTab isAdmin={isAdmin(user)} />,
          },
        ]
      }
      dialogs={dialogs}
    />
  );
}
