import {
  BILLING_MESSAGES,
  CHECKOUT_MESSAGES,
  type CreateCheckoutInput,
  type CreateCheckoutResponse,
} from "@rollcall/shared/billing";
import { useMutation } from "@tanstack/react-query";
import { toastError } from "@/hooks/use-toast";
import { ApiError, apiRequest } from "@/lib/api";

export async function createCheckoutSession(input: CreateCheckoutInput): Promise<CreateCheckoutResponse> {
  const answer = await apiRequest<CreateCheckoutResponse | undefined>(
    "POST",
    "/api/create-checkout-session",
    input,
  );
  // Without a URL there is nowhere to send the browser: treat it as a failed start.
  if (!answer?.url) throw new Error("Checkout session has no URL");
  return answer;
}

/** The server has no payment provider: the page says so plainly instead of a generic failure. */
export const isBillingNotConfigured = (error: unknown) =>
  error instanceof ApiError && error.status === 503 && error.serverMessage === BILLING_MESSAGES.notConfigured;

/** Starts a checkout for a plan and hands the browser to the payment page the server returns. */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: ({ url }) => {
      window.location.href = url;
    },
    onError: (error) => {
      // The spec's failure toast; when billing is not configured it says so plainly instead of "try again".
      toastError(
        CHECKOUT_MESSAGES.failedTitle,
        isBillingNotConfigured(error) ? BILLING_MESSAGES.notConfigured : CHECKOUT_MESSAGES.failed,
      );
    },
  });
}
