import type { SessionUser } from "@rollcall/shared/auth";
import { ROLE_LABELS } from "@rollcall/shared/roles";
import { LogOut } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { signOut } from "@/lib/session";
import { initials } from "@/lib/utils";

/** Who is signed in, with the sign-out control, at the foot of the sidebar. */
export function UserBlock({ user }: { user: SessionUser }) {
  const fullName = [user.firstName, user.lastName].filter((part) => part?.trim()).join(" ");
  const roleLabel = (user.role && ROLE_LABELS[user.role]) || "Member";

  return (
    <div className="flex items-center gap-3 rounded-lg bg-white/5 p-2.5">
      <Avatar className="size-10 ring-2 ring-white/15">
        {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
        <AvatarFallback className="bg-accent text-accent-foreground">
          {initials(user.firstName, user.lastName)}
        </AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-white" title={fullName || user.email}>
          {fullName || user.email}
        </p>
        <p className="truncate text-xs text-white/70">{roleLabel}</p>
      </div>
      <button
        type="button"
        onClick={signOut}
        aria-label="Log out"
        title="Log out"
        className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-white/80 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-white"
      >
        <LogOut className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
