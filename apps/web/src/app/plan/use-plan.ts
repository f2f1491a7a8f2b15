import {
  type FeatureKey,
  graceEndsAt,
  type ReadOnlyReason,
  readOnlyReason,
  tierHasFeature,
} from "@rollcall/shared/billing";
import { useAgency } from "@/features/agencies";
import { useUser } from "@/lib/session";

export type PlanState = {
  /** The agency is still loading: nothing is known about its plan yet. */
  isLoading: boolean;
  /** True when the agency's plan (or trial) includes `feature`; true while loading (the server decides). */
  has: (feature: FeatureKey) => boolean;
  /** Why the agency is read-only, or null while it may write. */
  readOnly: ReadOnlyReason | null;
  /** Unpaid (a failed payment, or paused) but still in its grace period: which, and when the grace ends. */
  unpaid: { status: "past_due" | "paused"; graceEndsAt: Date; timeZone: string } | null;
};

/**
 * The signed-in member's agency plan as the server enforces it (packages/shared/billing.ts): which modules it
 * includes and whether the agency may still write. The screens use it to explain, never to protect.
 */
export function usePlan(): PlanState {
  const { user } = useUser();
  const { data: agency, isLoading } = useAgency(user?.agencyId);
  const readOnly = agency ? readOnlyReason(agency) : null;
  const grace = agency && !readOnly ? graceEndsAt(agency) : null;
  const status = agency?.subscriptionStatus;
  return {
    isLoading,
    has: (feature) => !agency || tierHasFeature(agency.subscriptionTier, feature),
    readOnly,
    unpaid:
      agency && grace && (status === "past_due" || status === "paused")
        ? { status, graceEndsAt: grace, timeZone: agency.timeZone }
        : null,
  };
}
