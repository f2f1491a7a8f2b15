import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { signOut } from "@/lib/session";

/** Sign Out under a sign-in step: a full navigation, the server ends the session and drops every cached query. */
export function SignOutLink({ onSignOut }: { onSignOut?: () => void }) {
  return (
    <Button asChild variant="ghost" className="w-full">
      <a
        href="/api/logout"
        onClick={(event) => {
          event.preventDefault();
          onSignOut?.();
          void signOut();
        }}
      >
        <LogOut aria-hidden="true" />
        Sign Out
      </a>
    </Button>
  );
}
