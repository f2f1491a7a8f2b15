/**
 * Second factors at sign-in (decision 032): an authenticator app (TOTP, RFC 6238), passkeys (WebAuthn) and ten
 * recovery codes. The server and the web share these schemas, messages and the agency's rule.
 */
import { z } from "zod";
import { isAdmin, isManager, type Role } from "./roles";

/** Who in an agency must give a second factor at sign-in; platform operators always must. */
export const SECOND_FACTOR_RULES = ["nobody", "admins", "managers", "everyone"] as const;
export type SecondFactorRule = (typeof SECOND_FACTOR_RULES)[number];
export const SECOND_FACTOR_RULE_LABELS: Record<SecondFactorRule, string> = {
  nobody: "Nobody (optional)",
  admins: "Admins",
  managers: "Officers and admins",
  everyone: "Everyone",
};

export function mustHaveSecondFactor(
  rule: SecondFactorRule,
  member: { role: Role; isUniverseAdmin: boolean },
): boolean {
  if (member.isUniverseAdmin) return true;
  if (rule === "everyone") return true;
  if (rule === "managers") return isManager(member);
  if (rule === "admins") return isAdmin(member);
  return false;
}

/**
 * The `code` of a 403 while a sign-in waits for its second step (the web reads it and shows that step): the
 * member has a factor to give, or must first add one.
 */
export const SECOND_FACTOR_CODES = {
  verify: "second_factor_required",
  enrol: "second_factor_enrolment_required",
} as const;

export const SECOND_FACTOR_MESSAGES = {
  verifyRequired: "Finish signing in with your second factor first.",
  enrolRequired: "Your agency requires a second factor. Add one before continuing.",
  codeFormat: "Enter the 6-digit code from your authenticator app",
  codeInvalid: "That code is not valid. Check your authenticator app and try again.",
  recoveryFormat: "Enter a recovery code, like ABCD-EFGH-IJKL",
  recoveryInvalid: "That recovery code is not valid or has been used.",
  passkeyRefused: "This passkey was not accepted. Try again, or use another way to sign in.",
  noPendingStep: "There is no sign-in waiting for a second factor. Sign in again.",
  alreadyEnrolled: "An authenticator app is already set up. Remove it before adding another.",
  enrolmentExpired: "Start setting up the authenticator app again.",
  lastFactor: "Your agency requires a second factor: add another before removing this one.",
  passkeyName: "Name must be at most 60 characters",
  needFactor: "Add an authenticator app or a passkey first.",
} as const;

/** A 6-digit code as typed (spaces allowed). */
export const totpCodeSchema = z
  .string({ error: SECOND_FACTOR_MESSAGES.codeFormat })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, SECOND_FACTOR_MESSAGES.codeFormat));

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z
  .string({ error: SECOND_FACTOR_MESSAGES.recoveryFormat })
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^[A-Z2-7]{12}$/, SECOND_FACTOR_MESSAGES.recoveryFormat));

export const totpCodeBodySchema = z.object({ code: totpCodeSchema });
export const recoveryCodeBodySchema = z.object({ code: recoveryCodeSchema });

/** A browser's WebAuthn answer (@simplewebauthn/browser's JSON); the library checks the inside. */
export const webAuthnResponseSchema = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal("public-key"),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .passthrough();
export const passkeyRegisterBodySchema = z.object({
  response: webAuthnResponseSchema,
  name: z.string().trim().max(60, SECOND_FACTOR_MESSAGES.passkeyName).optional(),
});
export const passkeyAssertionBodySchema = z.object({ response: webAuthnResponseSchema });

/** WebAuthn options for navigator.credentials (passed through to @simplewebauthn/browser). */
export const webAuthnOptionsResponseSchema = z.object({ options: z.record(z.string(), z.unknown()) });

/** POST /api/auth/totp/setup: the secret, shown this once (as text and as a QR code). */
export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** Recovery codes, shown once. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /api/auth/factors: the member's own factors (never a secret). */
export const factorsResponseSchema = z.object({
  totp: z.boolean(),
  passkeys: z.array(passkeySchema),
  recoveryCodesLeft: z.number().int(),
  /** The agency (or being an operator) requires a second factor of this member. */
  required: z.boolean(),
});
export type FactorsResponse = z.infer<typeof factorsResponseSchema>;

/** The agency's rule (GET and PUT /api/auth/second-factor-rule, admins). */
export const secondFactorRuleSchema = z.object({
  rule: z.enum(SECOND_FACTOR_RULES, { error: "Choose who must use a second factor" }),
});
export type SecondFactorRuleResponse = z.infer<typeof secondFactorRuleSchema>;

/** Factors a second step may use, so the screen offers only what the member has. */
export const SECOND_STEP_METHODS = ["totp", "passkey", "recovery"] as const;
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number];
