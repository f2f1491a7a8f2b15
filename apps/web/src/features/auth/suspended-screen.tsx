import { LogOut, ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AuthLayout } from "./components/auth-layout";

/** Sign-out is a browser navigation: the server clears the session cookie and redirects. */
function signOut() {
  window.location.href = "/api/logout";
}

/** Shown instead of the app to a signed-in member whose agency is suspended; signing out is all they can do. */
export function SuspendedScreen({ message }: { message: string }) {
  return (
    <AuthLayout showFeatures={false}>
      <Card className="rounded-xl border-0 p-5 shadow-2xl shadow-black/30 sm:p-7">
        <div className="grid justify-items-center gap-4 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-red-100">
            <ShieldAlert className="size-7 text-danger" aria-hidden="true" />
          </span>
          <div className="grid gap-1.5">
            <h2 className="text-xl font-semibold tracking-tight">Agency Suspended</h2>
            <p className="text-sm text-muted-foreground">{message}</p>
          </div>
          <Button className="mt-2 w-full" onClick={signOut}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </Card>
    </AuthLayout>
  );
}
