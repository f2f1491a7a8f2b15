import { isAdmin } from "@rollcall/shared/roles";
import { Lock } from "lucide-react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { SecurityCard } from "@/features/auth";
import { FacilitiesCard, NemsisSettingsCard, QaReviewersCard } from "@/features/epcr";
import { NerisSettingsCard } from "@/features/incidents";
import { ApiKeysCard, WebhooksCard } from "@/features/integrations";
import {
  AccrualRulesCard,
  HolidaysCard,
  PayCodesCard,
  PayPeriodsCard,
  PayrollDetailsCard,
} from "@/features/pay";
import { TimeClockRulesCard } from "@/features/time-clock";
import { useUser } from "@/lib/session";
import { AlertingCard } from "./components/alerting-card";
import { BillingCard } from "./components/billing-card";
import { ChangePasswordForm } from "./components/change-password-form";
import { DataExportCard } from "./components/data-export-card";
import { OrganizationSettings } from "./components/organization-settings";
import { ProfileForm } from "./components/profile-form";

/**
 * /settings (spec 02 §2): Profile Settings and the password for every signed-in member; for admins the
 * Organization Settings (Brand Identity, Brand Colors, Billing & Subscription, Pay Periods, Leave Accrual,
 * Payroll Details, Pay Codes, Time Clock Rules, Data Export, API Keys, Webhooks, NERIS, NEMSIS, QA Reviewers,
 * Facilities). Other members see the Data Export disabled (spec 02 §5).
 */
export function SettingsPage() {
  const { user, isLoading } = useUser();
  if (isLoading) return <Spinner label="Loading..." />;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Settings"
        description={
          user && isAdmin(user)
            ? "Your profile and sign-in details, and your agency's brand, plan, pay, data and integrations."
            : "Your profile, sign-in details and alert preferences."
        }
      />
      {user ? (
        <div className="grid max-w-3xl gap-6">
          <SectionCard
            title="Profile Settings"
            description="Your name and email address as your agency sees them."
            padded
          >
            <ProfileForm user={user} />
          </SectionCard>
          <SectionCard
            title="Change Password"
            description="Enter your current password, then choose a new one. Your other devices will be signed out."
            padded
          >
            <ChangePasswordForm />
          </SectionCard>
          <SecurityCard isAdmin={isAdmin(user)} />
          <AlertingCard />
          {isAdmin(user) ? (
            <OrganizationSettings agencyId={user.agencyId}>
              {/* After Brand Identity and Brand Colors: Billing & Subscription, pay, Time Clock Rules, Data Export, API Keys, Webhooks, NERIS, NEMSIS, QA Reviewers, Facilities. */}
              <BillingCard />
              <PayPeriodsCard />
              <AccrualRulesCard />
              <PayrollDetailsCard />
              <PayCodesCard />
              <HolidaysCard />
              <TimeClockRulesCard />
              <DataExportCard />
              <ApiKeysCard />
              <WebhooksCard />
              <NerisSettingsCard />
              <NemsisSettingsCard />
              <QaReviewersCard agencyId={user.agencyId} />
              <FacilitiesCard />
            </OrganizationSettings>
          ) : (
            <DataExportCard />
          )}
        </div>
      ) : (
        <Card>
          <EmptyState icon={Lock} tone="danger" title="Access denied" />
        </Card>
      )}
    </div>
  );
}
