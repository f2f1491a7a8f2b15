import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@rollcall/shared/auth";
import { Fingerprint, KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { EmailField, TextField } from "@/components/ui/form-fields";
import { PendingLabel } from "@/components/ui/pending-label";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { PRERENDERING } from "@/lib/prerendered";
import { useAuthProviders } from "../api/get-auth-providers";
import { REDIRECT_AFTER_AUTH_MS, useLogin } from "../api/login";
import { signInWithPasskey, useSignedIn } from "../api/second-factor";
import { nextFromLocation } from "../utils/next-path";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { PasswordInput } from "./password-input";
import { SsoErrorAlert } from "./sso-error-alert";

/** A full-page navigation: the identity provider's sign-in runs outside the app, then comes back to `next`. */
function ssoHref() {
  const next = nextFromLocation();
  return next === "/" ? "/api/login" : `/api/login?${new URLSearchParams({ next })}`;
}

export function SignInForm() {
  const login = useLogin();
  // Single sign-on is offered only where the server has an identity provider (OIDC_* settings).
  const sso = useAuthProviders().data?.oidc;
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { getValues } = form;

  // Stays busy after success too: the session is being loaded and the redirect is about to happen.
  const busy = login.isPending || login.isSuccess;
  // The prerendered form (src/prerender.tsx) submits nothing: the app sends it once it has taken over.
  const disabled = busy || PRERENDERING;

  const onSubmit = useFormSubmit(form, {
    action: login.mutateAsync,
    onFailure: (error) => toastError("Login failed", serverMessageOr(error, "Invalid email or password")),
  });

  return (
    <div className="grid gap-5">
      <SsoErrorAlert />
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Sign In">
        <EmailField form={form} name="email" label="Email" />
        <TextField
          form={form}
          name="password"
          label="Password"
          as={PasswordInput}
          autoComplete="current-password"
        />
        <Button type="submit" className="mt-1 w-full" disabled={disabled}>
          <PendingLabel pending={busy} pendingText="Signing in...">
            Sign In
          </PendingLabel>
        </Button>
      </form>

      <PasskeySignIn disabled={disabled} />
      {sso && (
        <>
          <div className="flex items-center gap-3">
            <span className="h-px flex-1 bg-border" />
            <span className="text-xs font-semibold tracking-wider text-muted-foreground">OR</span>
            <span className="h-px flex-1 bg-border" />
          </div>

          <Button variant="outline" className="w-full" asChild>
            <a href={ssoHref()}>
              <KeyRound aria-hidden="true" />
              Sign in with {sso.label}
            </a>
          </Button>
        </>
      )}

      {/* Outside the sign-in <form>: React events bubble through portals, so a nested form would submit both. */}
      <div className="text-center">
        <ForgotPasswordDialog getInitialEmail={() => getValues("email")} />
      </div>
    </div>
  );
}

/** A passkey alone signs in (it is a second factor in itself): the browser offers the member's passkeys. */
function PasskeySignIn({ disabled }: { disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const onClick = async () => {
    setBusy(true);
    try {
      const next = nextFromLocation();
      signedIn(await signInWithPasskey());
      toast({ title: "Welcome back!", description: "You have been logged in successfully." });
      setTimeout(() => navigate(next, { replace: true }), REDIRECT_AFTER_AUTH_MS);
    } catch (error) {
      setBusy(false);
      if (error instanceof Error && error.name === "NotAllowedError") return;
      toastError("Login failed", serverMessageOr(error, "This passkey was not accepted."));
    }
  };
  return (
    <Button type="button" variant="outline" className="w-full" disabled={disabled || busy} onClick={onClick}>
      <Fingerprint aria-hidden="true" />
      <PendingLabel pending={busy} pendingText="Waiting for your passkey...">
        Sign in with a Passkey
      </PendingLabel>
    </Button>
  );
}
