import { passwordResetTokens, sessions } from "../../db/schema/auth";
import type { ApiModule } from "../../lib/module";
import { authRoutes } from "./auth.routes";

export const authModule: ApiModule = {
  name: "auth",
  description:
    "Sign-up, sign-in and sign-out, the signed-in member, password reset and single sign-on (OpenID Connect).",
  routes: [{ plugin: authRoutes }],
  tables: { sessions, passwordResetTokens },
  globalKeys: {
    fromGlobalTables: {
      "sessions.sessions_user_id_users_id_fk":
        "a session is found by its cookie before the agency is known; it goes with its member",
      "password_reset_tokens.password_reset_tokens_user_id_users_id_fk":
        "a reset link is followed signed out; the token goes with its member",
    },
  },
};
