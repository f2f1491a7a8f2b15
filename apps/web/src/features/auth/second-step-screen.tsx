import type { SessionUser } from "@rollcall/shared/auth";
import { SECOND_FACTOR_MESSAGES } from "@rollcall/shared/auth-factors";
import { Fingerprint, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PendingLabel } from "@/components/ui/pending-label";
import { toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { serverMessageOr } from "@/lib/form-errors";
import { signOut } from "@/lib/session";
import { givePasskey, giveRecoveryCode, giveTotp, useSignedIn } from "./api/second-factor";
import { AuthLayout } from "./components/auth-layout";
import { SignOutLink } from "./components/sign-out-link";

/**
 * Shown instead of the app after a correct password while the sign-in waits for its second step: the code
 * of the authenticator app, a passkey or a recovery code. The server refuses everything else meanwhile.
 */
export function SecondStepScreen({ user }: { user: SessionUser }) {
  const methods = user.secondStepMethods ?? [];
  const [mode, setMode] = useState<"totp" | "recovery">(methods.includes("totp") ? "totp" : "recovery");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const signedIn = useSignedIn();

  async function run(step: () => Promise<{ user: SessionUser }>) {
    setBusy(true);
    try {
      signedIn(await step());
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.status === 401 && !e.serverMessage.includes("passkey"))
        return void signOut();
      if (e instanceof ApiError && e.status === 400) return setError(e.fieldErrors.code ?? e.serverMessage);
      if (e instanceof Error && e.name === "NotAllowedError") return;
      toastError("Sign-in failed", serverMessageOr(e, SECOND_FACTOR_MESSAGES.passkeyRefused));
    }
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!code.trim())
      return setError(
        mode === "totp" ? SECOND_FACTOR_MESSAGES.codeFormat : SECOND_FACTOR_MESSAGES.recoveryFormat,
      );
    void run(() => (mode === "totp" ? giveTotp(code) : giveRecoveryCode(code)));
  };

  return (
    <AuthLayout showFeatures={false}>
      <div className="grid gap-4">
        <div className="grid gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-navy-100">
            <ShieldCheck className="size-6 text-primary" aria-hidden="true" />
          </span>
          <div className="grid gap-1.5">
            <h2 className="text-xl font-semibold tracking-tight">Two-Step Verification</h2>
            <p className="text-sm text-muted-foreground">
              {mode === "totp"
                ? "Enter the 6-digit code from your authenticator app."
                : "Enter one of the recovery codes you saved when you set up your second factor."}
            </p>
          </div>
        </div>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Two-Step Verification">
          <FormField label={mode === "totp" ? "Authentication Code" : "Recovery Code"} error={error}>
            <Input
              key={mode}
              autoFocus
              inputMode={mode === "totp" ? "numeric" : "text"}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              maxLength={mode === "totp" ? 7 : 20}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </FormField>
          <Button type="submit" className="w-full" disabled={busy}>
            <PendingLabel pending={busy} pendingText="Verifying...">
              Verify
            </PendingLabel>
          </Button>
        </form>
        <div className="grid gap-2">
          {methods.includes("passkey") ? (
            <Button
              type="button"
              variant="outline"
              className="w-full"
              disabled={busy}
              onClick={() => run(givePasskey)}
            >
              <Fingerprint aria-hidden="true" />
              Use a Passkey
            </Button>
          ) : null}
          {methods.includes("totp") && methods.includes("recovery") ? (
            <Button
              type="button"
              variant="ghost"
              className="w-full"
              onClick={() => {
                setMode(mode === "totp" ? "recovery" : "totp");
                setCode("");
                setError(undefined);
              }}
            >
              {mode === "totp" ? "Use a Recovery Code" : "Use Your Authenticator App"}
            </Button>
          ) : null}
          <SignOutLink />
        </div>
      </div>
    </AuthLayout>
  );
}
