import { lazy } from "react";
import { Navigate, useSearchParams } from "react-router";
import type { ModuleDefinition } from "@/lib/module";
import { safeNext } from "./utils/next-path";

// Public pages load on demand: a member does not download them.
const AuthPage = lazy(() => import("./auth-page").then((m) => ({ default: m.AuthPage })));
const ResetPasswordPage = lazy(() =>
  import("./reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);

const ConfirmSignUpPage = lazy(() =>
  import("./confirm-sign-up-page").then((m) => ({ default: m.ConfirmSignUpPage })),
);

/** A member who arrives at /auth (signed in already, or just now) goes on to where sign-in was asked for. */
function AfterSignIn() {
  const [params] = useSearchParams();
  return <Navigate to={safeNext(params.get("next"))} replace />;
}

export const authModule: ModuleDefinition = {
  name: "auth",
  publicRoutes: [
    {
      path: "/auth",
      element: <AuthPage />,
      signedIn: <AfterSignIn />,
      prerender: {
        file: "auth.html",
        template: "app",
        page: () => import("./auth-page").then((m) => <m.AuthPage />),
      },
    },
    { path: "/reset-password", element: <ResetPasswordPage />, signedIn: <Navigate to="/" replace /> },
    { path: "/confirm-sign-up", element: <ConfirmSignUpPage />, signedIn: <Navigate to="/" replace /> },
  ],
};
