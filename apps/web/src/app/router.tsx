import { lazy, Suspense } from "react";
import { Navigate, Route, Routes, useLocation, useSearchParams } from "react-router";
import { NotFoundPage } from "@/components/ui/not-found-page";
import { Spinner } from "@/components/ui/spinner";
import { SuspendedScreen } from "@/features/auth/suspended-screen";
import { safeNext } from "@/features/auth/utils/next-path";
import { ApiError } from "@/lib/api";
import { useUser } from "@/lib/session";
import { AppShell } from "./layouts/app-shell";
import { modules } from "./modules";
import { PlanGate } from "./plan/plan-gate";

// Public pages load on demand: a visitor does not download the app, and a member not the marketing pages.
const AuthPage = lazy(() => import("@/features/auth/auth-page").then((m) => ({ default: m.AuthPage })));
const ResetPasswordPage = lazy(() =>
  import("@/features/auth/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);
const SetPasswordScreen = lazy(() =>
  import("@/features/auth/set-password-screen").then((m) => ({ default: m.SetPasswordScreen })),
);
const LandingPage = lazy(() =>
  import("@/features/marketing/landing-page").then((m) => ({ default: m.LandingPage })),
);
const PricingPage = lazy(() =>
  import("@/features/marketing/pricing-page").then((m) => ({ default: m.PricingPage })),
);
// An alert's answer link: public, without the app shell, the same page signed in or out.
const AlertRespondPage = lazy(() =>
  import("@/features/alerting/respond-page").then((m) => ({ default: m.RespondPage })),
);

/** Signed-out visitors get the public pages; members get the app shell with every module's routes. */
export function AppRoutes() {
  const { user, isLoading, error } = useUser();
  if (isLoading) return <Spinner label="Loading..." className="min-h-screen" />;
  if (error instanceof ApiError && error.status === 403)
    return <SuspendedScreen message={error.serverMessage} />;

  if (!user) {
    return (
      <Suspense fallback={<Spinner label="Loading..." className="min-h-screen" />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/pricing" element={<PricingPage />} />
          <Route path="/alerts/respond" element={<AlertRespondPage />} />
          {/* A member's page (a link, a scanned equipment label) asks for sign-in first, then opens. */}
          {memberPaths.map((path) => (
            <Route key={path} path={path} element={<SignInFirst />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    );
  }

  // A temporary password (invite or admin reset) must be replaced before anything else; the server agrees.
  if (user.mustChangePassword) {
    return (
      <Suspense fallback={<Spinner label="Loading..." className="min-h-screen" />}>
        <SetPasswordScreen user={user} />
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<Spinner label="Loading..." className="min-h-screen" />}>
      <Routes>
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/auth" element={<AfterSignIn />} />
        <Route path="/reset-password" element={<Navigate to="/" replace />} />
        <Route path="/alerts/respond" element={<AlertRespondPage />} />
        <Route element={<AppShell />}>
          {modules.flatMap((module) =>
            (module.routes ?? []).map((route) => (
              <Route
                key={`${module.name}:${route.path}`}
                path={route.path}
                element={
                  module.feature ? (
                    <PlanGate feature={module.feature} title={module.nav?.label ?? module.name}>
                      {route.element}
                    </PlanGate>
                  ) : (
                    route.element
                  )
                }
              />
            )),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

/** Every signed-in route but "/", which is the landing page for visitors. */
const memberPaths = [
  ...new Set(modules.flatMap((module) => (module.routes ?? []).map((route) => route.path))),
].filter((path) => path !== "/");

function SignInFirst() {
  const { pathname, search } = useLocation();
  return <Navigate to={`/auth?next=${encodeURIComponent(pathname + search)}`} replace />;
}

function AfterSignIn() {
  const [params] = useSearchParams();
  return <Navigate to={safeNext(params.get("next"))} replace />;
}
