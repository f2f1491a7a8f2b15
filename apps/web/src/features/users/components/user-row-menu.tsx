import type { AgencyMember } from "@rollcall/shared/users";
import { Ellipsis, KeyRound, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { fullName } from "../utils/users";

export type UserAction = "edit" | "reset" | "delete";

/** The admin's row menu (spec 02 §2): Edit User, Reset Password, Delete User. */
export function UserRowMenu({
  member,
  onAction,
}: {
  member: AgencyMember;
  onAction: (action: UserAction, member: AgencyMember) => void;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${fullName(member)}`}>
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction("edit", member)}>
          <Pencil aria-hidden="true" />
          Edit User
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction("reset", member)}>
          <KeyRound aria-hidden="true" />
          Reset Password
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onAction("delete", member)}>
          <Trash2 aria-hidden="true" />
          Delete User
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
