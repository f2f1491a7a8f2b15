import { isAdmin, ROLE_LABELS, ROLES } from "@rollcall/shared/roles";
import type { AgencyMember } from "@rollcall/shared/users";
import { FileUp, RefreshCw, Search, Shield, ShieldCheck, UserPlus, Users, UserX } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { StatCard } from "@/components/ui/stat-card";
import { ListFilterBar, listFilter, useListFilters } from "@/components/ui/use-list-filters";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { useUser } from "@/lib/session";
import { useUsers } from "./api/get-users";
import { ImportMembersDialog } from "./components/import-members-dialog";
import { type UserDialog, UserDialogs } from "./components/user-dialogs";
import type { UserAction } from "./components/user-row-menu";
import { UserCards, UsersTable } from "./components/users-table";
import { matchesMember, type Sort, type SortKey, sortUsers, userCounts } from "./utils/users";

/** /users (spec 02 §2 "User Management"): everyone sees the team; admins invite and manage members. */
export function UsersPage() {
  const { user } = useUser();
  const users = useUsers(user?.agencyId);
  useUnauthorizedRedirect(users.error);
  const list = useListFilters(users.data ?? [], {
    search: { label: "Search", placeholder: "Search by name or email", matches: matchesMember },
    filters: [
      listFilter({
        label: "Role",
        allLabel: "All Roles",
        options: ROLES,
        labels: ROLE_LABELS,
        matches: (m: AgencyMember, role) => m.role === role,
      }),
    ],
  });
  const [sort, setSort] = useState<Sort>({ key: "name", dir: "asc" });
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const [importing, setImporting] = useState(false);

  if (!user) return null;
  const canManage = isAdmin(user);

  const toggleSort = (key: SortKey) =>
    setSort((s) =>
      s.key === key
        ? { key, dir: s.dir === "asc" ? "desc" : "asc" }
        : { key, dir: key === "joined" ? "desc" : "asc" },
    );
  const onAction = (action: UserAction, member: NonNullable<typeof users.data>[number]) =>
    setDialog({ kind: action, member });

  const header = (
    <PageHeader
      title="User Management"
      description="Your agency's members, their roles and when they joined."
      actions={
        canManage ? (
          <>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" />
              Import
            </Button>
            <Button onClick={() => setDialog({ kind: "invite" })}>
              <UserPlus aria-hidden="true" />
              Invite User
            </Button>
          </>
        ) : null
      }
    />
  );

  if (users.isPending) {
    return (
      <div className="space-y-6">
        {header}
        <Spinner label="Loading users..." />
      </div>
    );
  }
  if (users.isError) {
    return (
      <div className="space-y-6">
        {header}
        <Card>
          <EmptyState
            icon={UserX}
            tone="danger"
            title="Users could not be loaded"
            description="Check your connection and try again."
            action={
              <Button variant="outline" onClick={() => users.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try Again
              </Button>
            }
          />
        </Card>
      </div>
    );
  }

  const counts = userCounts(users.data);
  const shown = sortUsers(list.shown, sort);
  const listProps = { users: shown, currentUserId: user.id, canManage, onAction };

  return (
    <div className="space-y-6">
      {header}

      <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Users" value={counts.total} icon={Users} />
        <StatCard label="Admins" value={counts.admins} icon={ShieldCheck} />
        <StatCard label="Officers" value={counts.officers} icon={Shield} tone="info" />
        <StatCard label="Field Personnel" value={counts.field} icon={Users} tone="info" />
      </section>

      <Card className="overflow-hidden">
        <ListFilterBar list={list} className="border-b p-4" />

        <p aria-live="polite" className="sr-only">
          {shown.length} of {users.data.length} users shown
        </p>
        {shown.length === 0 ? (
          <EmptyState
            icon={Search}
            title="No users found"
            description={
              users.data.length === 0
                ? "Your agency has no members yet."
                : "No one matches this search and role. Try another name, email or role."
            }
          />
        ) : (
          <>
            <div className="hidden md:block">
              <UsersTable {...listProps} sort={sort} onSort={toggleSort} />
            </div>
            <div className="md:hidden">
              <UserCards {...listProps} />
            </div>
          </>
        )}
      </Card>

      {canManage ? (
        <>
          <UserDialogs agencyId={user.agencyId} dialog={dialog} onClose={() => setDialog(null)} />
          <ImportMembersDialog
            agencyId={user.agencyId}
            open={importing}
            onClose={() => setImporting(false)}
          />
        </>
      ) : null}
    </div>
  );
}
