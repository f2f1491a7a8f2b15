import { CircleAlert } from "lucide-react";
import { Link, Navigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";
import { serverMessageOr } from "@/lib/form-errors";
import { useConfirmSignUp } from "./api/register";
import { AuthLayout } from "./components/auth-layout";
import { AuthNotice } from "./components/auth-notice";

/**
 * /confirm-sign-up?token=...: the page the sign-up email links to. The account is made by a click here (a
 * POST), never by opening the link, which mail scanners do on their own.
 */
export function ConfirmSignUpPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const confirm = useConfirmSignUp();
  if (!token) return <Navigate to="/auth" replace />;
  const busy = confirm.isPending || confirm.isSuccess;

  return (
    <AuthLayout showFeatures={false}>
      {confirm.isError ? (
        <AuthNotice
          icon={CircleAlert}
          tone="danger"
          title="The link did not work"
          text={serverMessageOr(confirm.error, "Please try again.")}
          action={
            <Button asChild>
              <Link to="/auth">Back to Sign Up</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid gap-4 text-center">
          <h1 className="text-xl font-semibold">Confirm your email</h1>
          <p className="text-sm text-muted-foreground">
            Your address is confirmed by this link. Create your agency to start your free trial.
          </p>
          <Button onClick={() => confirm.mutate(token)} disabled={busy}>
            <PendingLabel pending={busy} pendingText="Creating account...">
              Create My Agency
            </PendingLabel>
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
