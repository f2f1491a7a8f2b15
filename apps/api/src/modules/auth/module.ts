import { passwordResetTokens, sessions } from "../../db/schema/auth";
import type { ApiModule } from "../../lib/module";
import { authRoutes } from "./auth.routes";

export const authModule: ApiModule = {
  name: "auth",
  description:
    "Sign-up, sign-in and sign-out, the signed-in member, password reset and single sign-on (OpenID Connect).",
  routes: [{ plugin: authRoutes }],
  tables: { sessions, passwordResetTokens },
};
