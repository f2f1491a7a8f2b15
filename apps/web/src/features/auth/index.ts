import { lazy } from "react";

/** What the app shows before its pages: the suspended agency's screen, and the temporary password's to replace. */
export { SuspendedScreen } from "./suspended-screen";

/** Loaded when shown (a member's first sign-in with a temporary password). */
export const SetPasswordScreen = lazy(() =>
  import("./set-password-screen").then((m) => ({ default: m.SetPasswordScreen })),
);

/** Loaded when shown: a sign-in waiting for its second step, or a member who must add a second factor. */
export const SecondStepScreen = lazy(() =>
  import("./second-step-screen").then((m) => ({ default: m.SecondStepScreen })),
);
export const EnrolScreen = lazy(() => import("./enrol-screen").then((m) => ({ default: m.EnrolScreen })));

/** Settings, Security: the member's second factors and, for admins, the agency's rule. */
export { SecurityCard } from "./components/security-card";
