import { LogOut, ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { signOut } from "@/lib/session";
import { AuthLayout } from "./components/auth-layout";
import { AuthNotice } from "./components/auth-notice";

/** Shown instead of the app to a signed-in member whose agency is suspended; signing out is all they can do. */
export function SuspendedScreen({ message }: { message: string }) {
  return (
    <AuthLayout showFeatures={false}>
      <AuthNotice
        icon={ShieldAlert}
        tone="danger"
        title="Agency Suspended"
        text={message}
        action={
          <Button className="mt-2 w-full" onClick={signOut}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        }
      />
    </AuthLayout>
  );
}
