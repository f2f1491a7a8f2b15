import { BILLING_MESSAGES, type Plan } from "@rollcall/shared/billing";
import { isAdmin } from "@rollcall/shared/roles";
import { useNavigate } from "react-router";
import { useAgency } from "@/features/agencies";
import { useBillingStatus } from "@/features/settings";
import { useUser } from "@/lib/session";
import { useCreateCheckoutSession } from "./api/create-checkout-session";
import { PricingView } from "./pricing-view";

// What the build prerenders for visitors (./module.tsx), from this page's chunk.
export { PricingView };

/** Public pricing page; signed-in members can start a checkout from it (spec 01 §2 "Pricing page"). */
export function PricingPage() {
  const { user, isAuthenticated } = useUser();
  const admin = isAuthenticated && isAdmin(user);
  const billing = useBillingStatus(admin);
  const { data: agency } = useAgency(isAuthenticated ? user?.agencyId : undefined);
  // Only an agency's admins choose its plan (the server answers 403 to anyone else), and only where the server
  // takes payments (503 otherwise): say so, no button that fails.
  const blocked = !isAuthenticated
    ? undefined
    : !admin
      ? BILLING_MESSAGES.adminOnly
      : billing.data?.configured === false
        ? BILLING_MESSAGES.notConfiguredHere
        : undefined;
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
      currentTier={agency?.subscriptionTier}
      // An admin who cannot buy here is told who changes the plan instead.
      operatorContact={
        admin && billing.data?.configured === false ? { email: billing.data.contactEmail } : undefined
      }
    />
  );
}
