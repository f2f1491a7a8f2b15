import type { AgencyMember } from "@rollcall/shared/users";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { initials, shortId } from "@/lib/utils";
import { fullName } from "../utils/users";

/** Avatar, name (with "You" on one's own row) and the id truncated to 8 characters. */
export function UserIdentity({ member, isSelf }: { member: AgencyMember; isSelf: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar className="size-10">
        {member.profileImageUrl ? <AvatarImage src={member.profileImageUrl} alt="" /> : null}
        <AvatarFallback>{initials(member.firstName, member.lastName)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-semibold text-foreground">
          <span className="truncate">{fullName(member)}</span>
          {isSelf ? (
            <span className="shrink-0 rounded bg-muted px-1.5 py-0.5 text-xs font-medium text-muted-foreground">
              You
            </span>
          ) : null}
        </p>
        <p className="font-mono text-xs text-muted-foreground">
          <span className="sr-only">User ID </span>
          {shortId(member.id)}
        </p>
      </div>
    </div>
  );
}
