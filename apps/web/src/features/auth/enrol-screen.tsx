import { useQueryClient } from "@tanstack/react-query";
import { Fingerprint, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { userQueryKey } from "@/lib/session";
import { addPasskey } from "./api/second-factor";
import { AuthLayout } from "./components/auth-layout";
import { RecoveryCodes } from "./components/recovery-codes";
import { SignOutLink } from "./components/sign-out-link";
import { TotpEnrolment } from "./components/totp-enrolment";

/**
 * Shown instead of the app when the agency requires a second factor the member has not added: they add an
 * authenticator app or a passkey, save their recovery codes, and then the app opens.
 */
export function EnrolScreen() {
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  // The session is full once the factor is added; the app opens when the codes are saved.
  const finish = () => void queryClient.invalidateQueries({ queryKey: userQueryKey });

  return (
    <AuthLayout showFeatures={false}>
      <div className="grid gap-5">
        <div className="grid gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-navy-100">
            <ShieldCheck className="size-6 text-primary" aria-hidden="true" />
          </span>
          <div className="grid gap-1.5">
            <h2 className="text-xl font-semibold tracking-tight">Add a Second Factor</h2>
            <p className="text-sm text-muted-foreground">
              Your agency requires a second factor at sign-in. Add an authenticator app or a passkey to
              continue.
            </p>
          </div>
        </div>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={finish} />
        ) : (
          <>
            <TotpEnrolment onDone={(c) => (c.length ? setCodes(c) : finish())} />
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  const { recoveryCodes } = await addPasskey();
                  if (recoveryCodes.length) setCodes(recoveryCodes);
                  else finish();
                } catch (e) {
                  if (!(e instanceof Error && e.name === "NotAllowedError"))
                    toastError("Passkey not added", serverMessageOr(e, "Please try again."));
                } finally {
                  setBusy(false);
                }
              }}
            >
              <Fingerprint aria-hidden="true" />
              Add a Passkey Instead
            </Button>
          </>
        )}
        <SignOutLink />
      </div>
    </AuthLayout>
  );
}
