import { lazy } from "react";

/** What the app shows before its pages: the suspended agency's screen, and the temporary password's to replace. */
export { SuspendedScreen } from "./suspended-screen";

/** Loaded when shown (a member's first sign-in with a temporary password). */
export const SetPasswordScreen = lazy(() =>
  import("./set-password-screen").then((m) => ({ default: m.SetPasswordScreen })),
);
