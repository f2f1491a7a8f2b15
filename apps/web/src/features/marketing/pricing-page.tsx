import { BILLING_MESSAGES, type Plan } from "@rollcall/shared/billing";
import { isAdmin } from "@rollcall/shared/roles";
import { useNavigate } from "react-router";
import { useUser } from "@/lib/session";
import { useCreateCheckoutSession } from "./api/create-checkout-session";
import { PricingView } from "./pricing-view";

/** Public pricing page; signed-in members can start a checkout from it (spec 01 §2 "Pricing page"). */
export function PricingPage() {
  const { user, isAuthenticated } = useUser();
  // Only an agency's admins choose its plan (the server answers 403 to anyone else): say so, no dead button.
  const blocked = isAuthenticated && !isAdmin(user) ? BILLING_MESSAGES.adminOnly : undefined;
  const navigate = useNavigate();
  const checkout = useCreateCheckoutSession();
  const processingTier = checkout.isPending ? checkout.variables?.tier : undefined;

  function choosePlan(plan: Plan) {
    // Checkout needs an agency to bill, so visitors sign up first.
    if (!isAuthenticated) {
      navigate("/auth");
      return;
    }
    checkout.mutate({ priceId: plan.priceId, tier: plan.id });
  }

  return (
    <PricingView
      signedIn={isAuthenticated}
      onChoose={choosePlan}
      processingTier={processingTier}
      disabled={checkout.isPending}
      blockedMessage={blocked}
    />
  );
}
