import { SECOND_FACTOR_MESSAGES, type TotpSetupResponse } from "@rollcall/shared/auth-factors";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PendingLabel } from "@/components/ui/pending-label";
import { toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { serverMessageOr } from "@/lib/form-errors";
import { confirmTotp, startTotpSetup, useFactorChange } from "../api/second-factor";

/**
 * Setting up an authenticator app: a QR code and the same secret as text (shown this once), then the first
 * code proves the app works. `onDone` receives the recovery codes (none when the member already has some).
 */
export function TotpEnrolment({ onDone }: { onDone: (recoveryCodes: string[]) => void }) {
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const start = useFactorChange(startTotpSetup);
  const confirm = useFactorChange(confirmTotp);

  if (!setup)
    return (
      <Button
        type="button"
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: setSetup,
            onError: (e) => toastError("Setup failed", serverMessageOr(e, "Please try again.")),
          })
        }
        disabled={start.isPending}
      >
        <PendingLabel pending={start.isPending} pendingText="Starting...">
          Set Up Authenticator App
        </PendingLabel>
      </Button>
    );

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ""))) return setError(SECOND_FACTOR_MESSAGES.codeFormat);
    setError(undefined);
    confirm.mutate(code, {
      onSuccess: ({ recoveryCodes }) => onDone(recoveryCodes),
      onError: (e) =>
        e instanceof ApiError && e.status === 400
          ? setError(e.fieldErrors.code ?? e.serverMessage)
          : toastError("Setup failed", serverMessageOr(e, "Please try again.")),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Set up authenticator app">
      <p className="text-sm text-muted-foreground">
        Scan this QR code with your authenticator app (such as Google Authenticator, Microsoft Authenticator
        or 1Password), or type the key below into it.
      </p>
      <img
        src={setup.qrCode}
        alt="QR code to scan with your authenticator app"
        className="mx-auto size-48 rounded-md border bg-white"
      />
      <div className="grid gap-1.5">
        <span className="text-sm font-medium">Setup key</span>
        <code
          data-testid="totp-secret"
          className="break-all rounded-md bg-muted px-3 py-2 font-mono text-sm tracking-wider"
        >
          {setup.secret.match(/.{1,4}/g)?.join(" ")}
        </code>
        <span className="text-xs text-muted-foreground">Shown only now. It is never shown again.</span>
      </div>
      <FormField label="Enter the 6-digit code from your authenticator app" error={error}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={confirm.isPending}>
        <PendingLabel pending={confirm.isPending} pendingText="Checking...">
          Verify and Turn On
        </PendingLabel>
      </Button>
    </form>
  );
}
