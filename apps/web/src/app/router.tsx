import { Navigate, Route, Routes } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/api/get-user";
import { AuthPage } from "@/features/auth/auth-page";
import { ResetPasswordPage } from "@/features/auth/reset-password-page";
import { SuspendedScreen } from "@/features/auth/suspended-screen";
import { LandingPage } from "@/features/marketing/landing-page";
import { PricingPage } from "@/features/marketing/pricing-page";
import { ApiError } from "@/lib/api";
import { AppShell } from "./layouts/app-shell";
import { modules } from "./modules";
import { NotFoundPage } from "./not-found-page";

/** Signed-out visitors get the public pages; members get the app shell with every module's routes. */
export function AppRoutes() {
  const { user, isLoading, error } = useUser();
  if (isLoading) return <Spinner label="Loading..." className="min-h-screen" />;
  if (error instanceof ApiError && error.status === 403)
    return <SuspendedScreen message={error.serverMessage} />;

  if (!user) {
    return (
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }

  return (
    <Routes>
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="/auth" element={<Navigate to="/" replace />} />
      <Route path="/reset-password" element={<Navigate to="/" replace />} />
      <Route element={<AppShell />}>
        {modules.flatMap((module) =>
          module.routes.map((route) => (
            <Route key={`${module.name}:${route.path}`} path={route.path} element={route.element} />
          )),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
