import { Suspense } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { NotFoundPage } from "@/components/ui/not-found-page";
import { Spinner } from "@/components/ui/spinner";
import { EnrolScreen, SecondStepScreen, SetPasswordScreen, SuspendedScreen } from "@/features/auth";
import { ApiError } from "@/lib/api";
import { useUser } from "@/lib/session";
import { AppShell } from "./layouts/app-shell";
import { modules } from "./modules";
import { PlanGate } from "./plan/plan-gate";

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
          {publicRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          {/* A member's page (a link, a scanned equipment label) asks for sign-in first, then opens. */}
          {memberPaths.map((path) => (
            <Route key={path} path={path} element={<SignInFirst />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    );
  }

  // A sign-in waiting for its second step (a code, a passkey) or for a factor the agency requires comes first;
  // the server refuses everything else until then.
  if (user.pendingSecondFactor) {
    return (
      <Suspense fallback={<Spinner label="Loading..." className="min-h-screen" />}>
        {user.pendingSecondFactor === "verify" ? <SecondStepScreen user={user} /> : <EnrolScreen />}
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
        {publicRoutes.map((route) =>
          route.signedIn ? <Route key={route.path} path={route.path} element={route.signedIn} /> : null,
        )}
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

/** The modules' pages outside the app shell (the landing page, sign-in, pricing, an alert's answer link). */
const publicRoutes = modules.flatMap((module) => module.publicRoutes ?? []);

/** Every signed-in route but those a visitor has a page at ("/" is the landing page for visitors). */
const memberPaths = [
  ...new Set(modules.flatMap((module) => (module.routes ?? []).map((route) => route.path))),
].filter((path) => !publicRoutes.some((route) => route.path === path));

function SignInFirst() {
  const { pathname, search } = useLocation();
  return <Navigate to={`/auth?next=${encodeURIComponent(pathname + search)}`} replace />;
}
