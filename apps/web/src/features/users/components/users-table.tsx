import type { AgencyMember } from "@rollcall/shared/users";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { formatDate } from "@/lib/dates";
import type { Sort, SortKey } from "../utils/users";
import { RoleBadge } from "./role-badge";
import { UserIdentity } from "./user-identity";
import { type UserAction, UserRowMenu } from "./user-row-menu";

type UsersListProps = {
  users: AgencyMember[];
  currentUserId: string;
  /** Admins get the row menu, never on their own row. */
  canManage: boolean;
  onAction: (action: UserAction, member: AgencyMember) => void;
};

/** Desktop: a dense table sortable by User, Role, Email and Joined. */
export function UsersTable({
  users,
  currentUserId,
  canManage,
  onAction,
  sort,
  onSort,
}: UsersListProps & { sort: Sort; onSort: (key: SortKey) => void }) {
  // Fixed widths: long names and emails truncate instead of pushing the table wider than the screen.
  const columns: DataColumn<AgencyMember, SortKey>[] = [
    {
      header: "User",
      sortKey: "name",
      width: "w-[34%]",
      className: "pl-3",
      rowHeader: true,
      cellClassName: "pl-4",
      cell: (member) => <UserIdentity member={member} isSelf={member.id === currentUserId} />,
    },
    { header: "Role", sortKey: "role", width: "w-[15%]", cell: (member) => <RoleBadge role={member.role} /> },
    {
      header: "Email",
      sortKey: "email",
      cell: (member) => (
        <a
          href={`mailto:${member.email}`}
          className="block truncate text-foreground underline-offset-4 hover:underline"
          title={member.email}
        >
          {member.email}
        </a>
      ),
    },
    {
      header: "Joined",
      sortKey: "joined",
      width: "w-[8.5rem]",
      cellClassName: "whitespace-nowrap tabular-nums text-muted-foreground",
      cell: (member) => formatDate(member.createdAt),
    },
  ];
  // Only admins have a row menu: the others get no empty Actions column.
  if (canManage)
    columns.push({
      header: "Actions",
      align: "right",
      width: "w-20",
      cellClassName: "py-1.5",
      cell: (member) =>
        member.id !== currentUserId ? <UserRowMenu member={member} onAction={onAction} /> : null,
    });
  return (
    <DataTable
      caption="Agency members. Sortable by user, role, email and joined date."
      columns={columns}
      rows={users}
      rowKey={(member) => member.id}
      cellPadding="px-3 py-2.5"
      sort={sort}
      onSort={onSort}
      framed={false}
    />
  );
}

/** Phones: one card per member, the same facts and menu, no sideways scrolling. */
export function UserCards({ users, currentUserId, canManage, onAction }: UsersListProps) {
  return (
    <ul className="divide-y">
      {users.map((member) => {
        const isSelf = member.id === currentUserId;
        return (
          <li key={member.id} className="flex items-start gap-2 px-4 py-3.5">
            <div className="grid min-w-0 flex-1 gap-2">
              <UserIdentity member={member} isSelf={isSelf} />
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pl-[3.25rem] text-sm">
                <RoleBadge role={member.role} />
                <span className="text-muted-foreground">Joined {formatDate(member.createdAt)}</span>
              </div>
              <a
                href={`mailto:${member.email}`}
                className="block truncate pl-[3.25rem] text-sm text-foreground underline-offset-4 hover:underline"
              >
                {member.email}
              </a>
            </div>
            {canManage && !isSelf ? <UserRowMenu member={member} onAction={onAction} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
