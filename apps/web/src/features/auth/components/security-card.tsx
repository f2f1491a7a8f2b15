import {
  SECOND_FACTOR_RULE_LABELS,
  SECOND_FACTOR_RULES,
  type SecondFactorRule,
} from "@rollcall/shared/auth-factors";
import { Fingerprint, Smartphone } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import {
  addPasskey,
  newRecoveryCodes,
  removePasskey,
  removeTotp,
  useFactorChange,
  useFactors,
  useSecondFactorRule,
  useSetSecondFactorRule,
} from "../api/second-factor";
import { RecoveryCodes } from "./recovery-codes";
import { TotpEnrolment } from "./totp-enrolment";

const failed = (title: string) => (e: unknown) => toastError(title, serverMessageOr(e, "Please try again."));

/** Settings, Security: the member's second factors; for admins, who in the agency must use one. */
export function SecurityCard({ isAdmin }: { isAdmin: boolean }) {
  const factors = useFactors();
  const [codes, setCodes] = useState<string[] | null>(null);
  const dropTotp = useFactorChange(removeTotp);
  const dropPasskey = useFactorChange(removePasskey);
  const regenerate = useFactorChange(newRecoveryCodes);
  const register = useFactorChange(addPasskey);
  const data = factors.data;

  const added = (recoveryCodes: string[]) => {
    if (recoveryCodes.length) setCodes(recoveryCodes);
    toast({ title: "Second factor added", description: "You will be asked for it when you sign in." });
  };

  return (
    <SectionCard
      title="Security"
      description="A second factor keeps your account safe even if someone learns your password."
      padded
    >
      {!data ? (
        <Spinner label="Loading..." />
      ) : codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : (
        <div className="grid gap-6">
          {data.required && !data.totp && data.passkeys.length === 0 ? (
            <p className="text-sm font-medium text-destructive">Your agency requires a second factor.</p>
          ) : null}
          <div className="grid gap-3">
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <Smartphone className="size-4" aria-hidden="true" />
              Authenticator App
            </h3>
            {data.totp ? (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-muted-foreground">On: sign-ins ask for its 6-digit code.</p>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={dropTotp.isPending}
                  onClick={() => dropTotp.mutate(undefined, { onError: failed("Not removed") })}
                >
                  Remove
                </Button>
              </div>
            ) : (
              <TotpEnrolment onDone={added} />
            )}
          </div>
          <div className="grid gap-3">
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <Fingerprint className="size-4" aria-hidden="true" />
              Passkeys
            </h3>
            {data.passkeys.length ? (
              <ul className="grid gap-2" aria-label="Passkeys">
                {data.passkeys.map((passkey) => (
                  <li
                    key={passkey.id}
                    className="flex items-center justify-between gap-2 rounded-md border px-3 py-2"
                  >
                    <span className="text-sm">
                      {passkey.name}
                      <span className="block text-xs text-muted-foreground">
                        Added {new Date(passkey.createdAt).toLocaleDateString()}
                      </span>
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${passkey.name}`}
                      onClick={() => dropPasskey.mutate(passkey.id, { onError: failed("Not removed") })}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">
                No passkeys yet. A passkey signs you in with your fingerprint, face or screen lock, without a
                password.
              </p>
            )}
            <div>
              <Button
                variant="outline"
                disabled={register.isPending}
                onClick={() =>
                  register.mutate(undefined, {
                    onSuccess: ({ recoveryCodes }) => added(recoveryCodes),
                    onError: (e) =>
                      e instanceof Error && e.name === "NotAllowedError"
                        ? null
                        : failed("Passkey not added")(e),
                  })
                }
              >
                Add a Passkey
              </Button>
            </div>
          </div>
          {data.totp || data.passkeys.length ? (
            <div className="grid gap-3">
              <h3 className="text-sm font-semibold">Recovery Codes</h3>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-muted-foreground">{data.recoveryCodesLeft} of 10 left.</p>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={regenerate.isPending}
                  onClick={() =>
                    regenerate.mutate(undefined, {
                      onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
                      onError: failed("No new codes"),
                    })
                  }
                >
                  New Recovery Codes
                </Button>
              </div>
            </div>
          ) : null}
          {isAdmin ? <AgencyRule /> : null}
        </div>
      )}
    </SectionCard>
  );
}

function AgencyRule() {
  const rule = useSecondFactorRule(true);
  const save = useSetSecondFactorRule();
  if (!rule.data) return null;
  return (
    <div className="grid gap-3 border-t pt-5">
      <h3 className="text-sm font-semibold">Agency Sign-In Rule</h3>
      <FormField
        label="Require a second factor for"
        description="Members it applies to add one at their next sign-in. Platform operators always need one."
      >
        <NativeSelect
          value={rule.data.rule}
          disabled={save.isPending}
          onChange={(e) =>
            save.mutate(e.target.value as SecondFactorRule, {
              onSuccess: () => toast({ title: "Sign-in rule saved" }),
              onError: failed("Not saved"),
            })
          }
        >
          {SECOND_FACTOR_RULES.map((value) => (
            <option key={value} value={value}>
              {SECOND_FACTOR_RULE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}
