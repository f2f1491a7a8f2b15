import { ROLE_LABELS } from "@rollcall/shared/users";
import { Lock } from "lucide-react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/api/get-user";

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm text-foreground sm:col-span-2 break-words">{value || "—"}</dd>
    </div>
  );
}

export function SettingsPage() {
  const { user, isLoading } = useUser();
  if (isLoading) return <Spinner label="Loading..." />;

  return (
    <div className="space-y-6">
      <PageHeader title="Settings" />
      {user ? (
        <section aria-labelledby="profile-settings" className="rounded-lg border bg-card shadow-sm">
          <h2 id="profile-settings" className="border-b px-5 py-4 text-base font-semibold">
            Profile Settings
          </h2>
          <dl className="divide-y px-5">
            <Field label="First Name" value={user.firstName} />
            <Field label="Last Name" value={user.lastName} />
            <Field label="Email Address" value={user.email} />
            <Field label="Role" value={ROLE_LABELS[user.role] ?? "Member"} />
          </dl>
        </section>
      ) : (
        <Card>
          <EmptyState icon={Lock} tone="danger" title="Access denied" />
        </Card>
      )}
    </div>
  );
}
