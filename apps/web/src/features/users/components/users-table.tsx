import type { AgencyMember } from "@rollcall/shared/users";
import { SortHeader } from "@/components/ui/sort-header";
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
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">Agency members. Sortable by user, role, email and joined date.</caption>
      {/* Fixed widths: long names and emails truncate instead of pushing the table wider than the screen. */}
      <colgroup>
        <col className="w-[34%]" />
        <col className="w-[15%]" />
        <col />
        <col className="w-[8.5rem]" />
        <col className="w-20" />
      </colgroup>
      <thead className="bg-muted/60 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <tr>
          <SortHeader label="User" sortKey="name" sort={sort} onSort={onSort} className="pl-3" />
          <SortHeader label="Role" sortKey="role" sort={sort} onSort={onSort} />
          <SortHeader label="Email" sortKey="email" sort={sort} onSort={onSort} />
          <SortHeader label="Joined" sortKey="joined" sort={sort} onSort={onSort} />
          <th scope="col" className="px-3 py-2 text-right">
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((member) => {
          const isSelf = member.id === currentUserId;
          return (
            <tr key={member.id} className="border-t hover:bg-muted/40">
              <th scope="row" className="py-2.5 pl-4 pr-3 text-left font-normal">
                <UserIdentity member={member} isSelf={isSelf} />
              </th>
              <td className="px-3 py-2.5">
                <RoleBadge role={member.role} />
              </td>
              <td className="px-3 py-2.5">
                <a
                  href={`mailto:${member.email}`}
                  className="block truncate text-foreground underline-offset-4 hover:underline"
                  title={member.email}
                >
                  {member.email}
                </a>
              </td>
              <td className="whitespace-nowrap px-3 py-2.5 tabular-nums text-muted-foreground">
                {formatDate(member.createdAt)}
              </td>
              <td className="px-3 py-1.5 text-right">
                {canManage && !isSelf ? <UserRowMenu member={member} onAction={onAction} /> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
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
