import { useEffect } from "react";
import { toast } from "@/hooks/use-toast";
import { isUnauthorized } from "@/lib/api";

/** Spec 01 §9: wait this long after the toast before sending the browser to sign in. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

// Several queries can fail with 401 at once; the visitor should see one toast and one redirect.
let redirecting = false;

/**
 * Pass the error of any query a screen depends on. A 401 means the session is gone: show the spec's
 * "Unauthorized" toast and send the browser to /api/login after 500 ms.
 */
export function useUnauthorizedRedirect(...errors: unknown[]) {
  const unauthorized = errors.some(isUnauthorized);
  useEffect(() => {
    if (!unauthorized || redirecting) return;
    redirecting = true;
    toast({
      title: "Unauthorized",
      description: "You are logged out. Logging in again...",
      variant: "destructive",
    });
    // Not cleared on unmount on purpose: the page may unmount as the session state changes, the redirect must still happen.
    setTimeout(() => {
      window.location.href = "/api/login";
    }, UNAUTHORIZED_REDIRECT_DELAY_MS);
  }, [unauthorized]);
  return unauthorized;
}
