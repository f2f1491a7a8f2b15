import {
  CHECKOUT_MESSAGES,
  type CreateCheckoutInput,
  type CreateCheckoutResponse,
} from "@rollcall/shared/billing";
import { useMutation } from "@tanstack/react-query";
import { toastError } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api";

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

/** Starts a checkout for a plan and hands the browser to the payment page the server returns. */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: ({ url }) => {
      window.location.href = url;
    },
    onError: () => {
      toastError(CHECKOUT_MESSAGES.failedTitle, CHECKOUT_MESSAGES.failed);
    },
  });
}
