import {
  passkeyChallenges,
  passkeys,
  passwordResetTokens,
  pendingSignUps,
  recoveryCodes,
  sessions,
  totpFactors,
} from "../../db/schema/auth";
import type { ApiModule } from "../../lib/module";
import { authRoutes } from "./auth.routes";
import { factorsRoutes } from "./factors.routes";

export const authModule: ApiModule = {
  name: "auth",
  description:
    "Sign-up, sign-in and sign-out, the signed-in member, password reset, single sign-on (OpenID Connect) and second factors (authenticator app, passkeys, recovery codes).",
  routes: [{ plugin: authRoutes }, { plugin: factorsRoutes }],
  tables: {
    sessions,
    passwordResetTokens,
    pendingSignUps,
    totpFactors,
    recoveryCodes,
    passkeys,
    passkeyChallenges,
  },
  globalKeys: {
    fromGlobalTables: {
      "sessions.sessions_user_id_users_id_fk":
        "a session is found by its cookie before the agency is known; it goes with its member",
      "password_reset_tokens.password_reset_tokens_user_id_users_id_fk":
        "a reset link is followed signed out; the token goes with its member",
      "totp_factors.totp_factors_user_id_users_id_fk":
        "an authenticator app is checked at sign-in before the agency is known; it goes with its member",
      "recovery_codes.recovery_codes_user_id_users_id_fk":
        "a recovery code is checked at sign-in before the agency is known; it goes with its member",
      "passkeys.passkeys_user_id_users_id_fk":
        "a passkey signs in before the member or agency is known; it goes with its member",
      "passkey_challenges.passkey_challenges_user_id_users_id_fk":
        "a passkey ceremony's challenge, for a few minutes; it goes with its member",
    },
  },
};
