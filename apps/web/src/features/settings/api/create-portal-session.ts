import { BILLING_MESSAGES, type BillingRedirect } from "@rollcall/shared/billing";
import { useMutation } from "@tanstack/react-query";
import { toastError } from "@/hooks/use-toast";
import { ApiError, apiRequest } from "@/lib/api";

export function createPortalSession(): Promise<BillingRedirect> {
  return apiRequest<BillingRedirect>("POST", "/api/create-portal-session");
}

/**
 * Manage Billing (spec 02 §2, §7, §8): the billing portal opens in a new tab. The tab is opened blank during
 * the click itself (a window opened after an await is what popup blockers stop), then sent to the portal's
 * address once the server answers, or closed when the call fails.
 */
export function useOpenBillingPortal() {
  const mutation = useMutation({ mutationFn: createPortalSession });
  return {
    isPending: mutation.isPending,
    error: mutation.error,
    open() {
      const tab = window.open("", "_blank");
      mutation.mutate(undefined, {
        onSuccess: ({ url }) => {
          if (tab && !tab.closed) {
            // The portal must not reach back into this page.
            tab.opener = null;
            tab.location.href = url;
          } else window.open(url, "_blank", "noopener");
        },
        onError: (error) => {
          tab?.close();
          const description =
            error instanceof ApiError && [409, 503].includes(error.status)
              ? error.serverMessage
              : BILLING_MESSAGES.portalFailed;
          toastError(BILLING_MESSAGES.portalFailedTitle, description);
        },
      });
    },
  };
}
