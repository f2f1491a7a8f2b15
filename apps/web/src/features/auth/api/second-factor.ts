import type { CurrentUserResponse, SessionUserResponse } from "@rollcall/shared/auth";
import type {
  FactorsResponse,
  RecoveryCodesResponse,
  SecondFactorRule,
  SecondFactorRuleResponse,
  TotpSetupResponse,
} from "@rollcall/shared/auth-factors";
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { userQueryKey } from "@/lib/session";

type Options = { options: Record<string, unknown> };

/** The second step of a sign-in (the session waits for it): a code, a recovery code or a passkey. */
export const giveTotp = (code: string) =>
  apiRequest<SessionUserResponse>("POST", "/api/auth/second-step/totp", { code });
export const giveRecoveryCode = (code: string) =>
  apiRequest<SessionUserResponse>("POST", "/api/auth/second-step/recovery", { code });
export async function givePasskey() {
  const { options } = await apiRequest<Options>("POST", "/api/auth/second-step/passkey/options");
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return apiRequest<SessionUserResponse>("POST", "/api/auth/second-step/passkey", { response });
}

/** Signing in with a passkey alone (a discoverable one: the browser offers the member's passkeys). */
export async function signInWithPasskey() {
  const { options } = await apiRequest<Options>("POST", "/api/auth/passkey/options");
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return apiRequest<SessionUserResponse>("POST", "/api/auth/passkey", { response });
}

/** After a sign-in step: the member as the server now sees them (which swaps the router's screen). */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return ({ user }: SessionUserResponse) =>
    queryClient.setQueryData<CurrentUserResponse>(userQueryKey, { user, isAuthenticated: true });
}

export const factorsQueryKey = ["/api/auth/factors"] as const;

export function useFactors() {
  return useQuery({
    queryKey: factorsQueryKey,
    queryFn: () => apiRequest<FactorsResponse>("GET", "/api/auth/factors"),
  });
}

export const startTotpSetup = () => apiRequest<TotpSetupResponse>("POST", "/api/auth/totp/setup");
export const confirmTotp = (code: string) =>
  apiRequest<RecoveryCodesResponse>("POST", "/api/auth/totp/confirm", { code });
export const removeTotp = () => apiRequest<void>("DELETE", "/api/auth/totp");
export const newRecoveryCodes = () => apiRequest<RecoveryCodesResponse>("POST", "/api/auth/recovery-codes");
export const removePasskey = (id: string) =>
  apiRequest<void>("DELETE", `/api/auth/passkeys/${encodeURIComponent(id)}`);

export async function addPasskey(name?: string) {
  const { options } = await apiRequest<Options>("POST", "/api/auth/passkeys/options");
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return apiRequest<RecoveryCodesResponse>("POST", "/api/auth/passkeys", { response, name });
}

/** A change to the member's factors: the list is read again. */
export function useFactorChange<T, A = void>(fn: (arg: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: factorsQueryKey }),
  });
}

const ruleKey = ["/api/auth/second-factor-rule"] as const;

export function useSecondFactorRule(enabled: boolean) {
  return useQuery({
    queryKey: ruleKey,
    queryFn: () => apiRequest<SecondFactorRuleResponse>("GET", "/api/auth/second-factor-rule"),
    enabled,
  });
}

export function useSetSecondFactorRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: SecondFactorRule) =>
      apiRequest<SecondFactorRuleResponse>("PUT", "/api/auth/second-factor-rule", { rule }),
    onSuccess: (data) => {
      queryClient.setQueryData(ruleKey, data);
      void queryClient.invalidateQueries({ queryKey: factorsQueryKey });
    },
  });
}
