import { z } from "zod";
import { AGENCY_SUSPENDED_MESSAGE, AGENCY_TYPES, timeZoneSchema } from "./agencies";
import { ROLES } from "./roles";

/** Messages from spec 01 §5; the sign-in and sign-up forms and the server share these schemas. */
export const AUTH_MESSAGES = {
  email: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordMin: "Password must be at least 8 characters",
  passwordMax: "Password must be at most 200 characters",
  firstName: "First name is required",
  lastName: "Last name is required",
  agencyName: "Agency name must be at least 2 characters",
  agencyType: "Please select an agency type",
  passwordsMatch: "Passwords don't match",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  resetTokenInvalid: "This password reset link is invalid or has expired. Request a new one.",
  signUpTokenInvalid: "This confirmation link is invalid or has expired. Sign up again.",
  /** 202 from a sign-up where mail is configured, whether or not the address has an account. */
  signUpCheckEmail:
    "We sent a link to confirm your address. Open it within 24 hours to finish creating your agency.",
  tooManyAttempts: "Too many attempts. Please wait and try again.",
} as const;

export const MIN_PASSWORD_LENGTH = 8;
/** argon2 hashes any length, but an unbounded password is a cheap denial-of-service lever. */
export const MAX_PASSWORD_LENGTH = 200;

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: AUTH_MESSAGES.email }).max(254, AUTH_MESSAGES.email));
export const newPassword = z
  .string({ error: AUTH_MESSAGES.passwordMin })
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordMin)
  .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordMax);

export const loginSchema = z.object({
  email: z.string({ error: AUTH_MESSAGES.email }).pipe(email),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordMax),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  email: z.string({ error: AUTH_MESSAGES.email }).pipe(email),
  password: newPassword,
  firstName: z.string({ error: AUTH_MESSAGES.firstName }).trim().min(1, AUTH_MESSAGES.firstName).max(100),
  lastName: z.string({ error: AUTH_MESSAGES.lastName }).trim().min(1, AUTH_MESSAGES.lastName).max(100),
  agencyName: z.string({ error: AUTH_MESSAGES.agencyName }).trim().min(2, AUTH_MESSAGES.agencyName).max(200),
  agencyType: z.enum(AGENCY_TYPES, { error: AUTH_MESSAGES.agencyType }),
  /** The browser's zone at sign-up; the agency's schedule is kept in it. */
  timeZone: timeZoneSchema.optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const resetRequestSchema = z.object({
  email: z.string({ error: AUTH_MESSAGES.email }).pipe(email),
});

export const resetConfirmSchema = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.resetTokenInvalid })
    .min(1, AUTH_MESSAGES.resetTokenInvalid)
    .max(200),
  newPassword,
});

/** The reset form on /reset-password: both fields at least 8, and they must match (error on the confirm field). */
export const resetPasswordFormSchema = z
  .object({ newPassword, confirmPassword: newPassword })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsMatch,
    path: ["confirmPassword"],
  });

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  profileImageUrl: z.string().nullable(),
  agencyId: z.string(),
  isUniverseAdmin: z.boolean(),
  mustChangePassword: z.boolean(),
  /** Reviews patient care reports (QA): every admin, and the officers the admin names (Settings → QA Reviewers). */
  canReview: z.boolean(),
  /**
   * A sign-in waiting for its second step (auth-factors.ts): "verify" with the ways the member can give it, or
   * "enrol" when the agency requires a factor they have not added. Absent or null: signed in.
   */
  pendingSecondFactor: z.enum(["verify", "enrol"]).nullable().optional(),
  secondStepMethods: z.array(z.enum(["totp", "passkey", "recovery"])).optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/register, POST /api/login and the profile changes: the signed-in member. */
export const sessionUserResponseSchema = z.object({ user: sessionUserSchema });
export type SessionUserResponse = z.infer<typeof sessionUserResponseSchema>;

/** GET /api/user answer. */
export const currentUserResponseSchema = z.object({
  user: sessionUserSchema,
  isAuthenticated: z.literal(true),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** The password-reset request and confirmation: a sentence to show. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * POST /api/password-reset-request: the sentence to show, and whether this installation sends mail at all
 * (SMTP_URL). The same answer for any address, so it never tells whether an account exists.
 */
export const resetRequestResponseSchema = messageResponseSchema.extend({ emailed: z.boolean() });
export type ResetRequestResponse = z.infer<typeof resetRequestResponseSchema>;

export const RESET_REQUEST_MESSAGES = {
  emailed: "If an account with this email exists, you will receive a password reset link.",
  notConfigured:
    "This installation cannot send email, so no reset link was mailed. Ask your department's administrator to reset your password, or the platform operator, who can pass on the reset link.",
} as const;

/** Session lifetime; the cookie and the stored row expire together, renewed while in use. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How long a sign-up's confirmation link works. */
export const SIGN_UP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** POST /api/register/confirm: the token from the emailed link. */
export const signUpConfirmSchema = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.signUpTokenInvalid })
    .min(1, AUTH_MESSAGES.signUpTokenInvalid)
    .max(200),
});

/**
 * Single sign-on (OpenID Connect). A refused attempt comes back to /auth?sso_error=<code> (with &email= for
 * the codes that name the address); the sign-in form shows the message. Agencies invite their members, so
 * single sign-on links to an existing member by verified email and never creates an account.
 */
export const SSO_ERRORS = [
  "unavailable",
  "cancelled",
  "failed",
  "expired",
  "no_email",
  "email_unverified",
  "unknown_email",
  "suspended",
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** The message for a refused single sign-on; `email` is the address the provider vouched for, when known. */
export function ssoErrorMessage(code: string | null | undefined, email?: string | null): string {
  const address = email?.trim() || "this email address";
  switch (code as SsoError) {
    case "unavailable":
      return "Single sign-on is not available right now. Try again in a few minutes, or sign in with your email and password.";
    case "cancelled":
      return "Single sign-on was cancelled or refused by your identity provider. Try again, or sign in with your email and password.";
    case "expired":
      return "Your single sign-on attempt expired or was started in another window. Please try again.";
    case "no_email":
      return "Your identity provider did not share an email address, so Rollcall cannot tell who you are. Ask your agency's admin.";
    case "email_unverified":
      return `Your identity provider has not verified ${address}. Verify it there, or sign in with your email and password.`;
    case "unknown_email":
      return `No Rollcall account uses ${address}. Ask your agency's admin to invite you.`;
    case "suspended":
      return `${AGENCY_SUSPENDED_MESSAGE}, so its members cannot sign in. Ask your agency's admin.`;
    default:
      return "Single sign-on failed. Please try again, or sign in with your email and password.";
  }
}

/** The single sign-on button reads "Sign in with {label}": OIDC_DISPLAY_NAME, else this. */
export const SSO_DEFAULT_LABEL = "Single sign-on";

/**
 * DELETE /api/auth/members/{id}/second-factors: whether the member was emailed about the reset (false where the
 * installation has no mail set up, so the admin tells them).
 */
export const secondFactorResetResponseSchema = z.object({ emailed: z.boolean() });
export type SecondFactorResetResponse = z.infer<typeof secondFactorResetResponseSchema>;

/** GET /api/auth/providers: the sign-in methods besides the password; `oidc` is null when not configured. */
export const authProvidersResponseSchema = z.object({
  oidc: z.object({ label: z.string() }).nullable(),
});
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

/**
 * Where to go after sign-in: the page that asked for it (`/auth?next=/assets/…`), only on this site, else "/".
 * The value is parsed exactly as the browser would follow it (which drops tabs and line breaks and reads
 * "\" as "/", so "/\t/evil.example" is "//evil.example"), and kept only when it lands on `origin`; what is
 * returned is then just its path, query and fragment, and never a path starting "//" or "/\" once dot
 * segments are resolved, so no crafted link can send a member elsewhere.
 * The web and the single sign-on callback both use it.
 */
export function safeNext(next: string | null | undefined, origin: string): string {
  if (!next || next.length > 2000) return "/";
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return "/";
  }
  if (url.origin !== origin) return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments are resolved by the parse ("/.//evil.example" has the path "//evil.example"): a path that
  // starts with two slashes (or a slash and a backslash) is another host to the browser that follows it.
  if (!path.startsWith("/") || /^\/[/\\]/.test(path)) return "/";
  // What is returned must read back as itself on this origin, so no second parse can change its meaning.
  const again = new URL(path, origin);
  if (again.origin !== origin || `${again.pathname}${again.search}${again.hash}` !== path) return "/";
  return path;
}
