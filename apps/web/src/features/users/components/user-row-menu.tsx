import type { AgencyMember } from "@rollcall/shared/users";
import { Ellipsis, KeyRound, LogOut, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { fullName } from "../utils/users";

export type UserAction = "edit" | "reset" | "signOut" | "delete";

/** The admin's row menu (spec 02 §2): Edit User, Reset Password, Delete User; plus Sign Out Everywhere. */
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
        <DropdownMenuItem onSelect={() => onAction("signOut", member)}>
          <LogOut aria-hidden="true" />
          Sign Out Everywhere
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
