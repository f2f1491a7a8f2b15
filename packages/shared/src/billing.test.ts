import { describe, expect, it } from "vitest";
import {
  featureGateMessage,
  PAYMENT_GRACE_DAYS,
  planMessageForMember,
  READ_ONLY_MESSAGES,
  readOnlyReason,
} from "./billing";

describe("plan messages as a member reads them", () => {
  it("asks the admin once, instead of telling the member to choose a plan", () => {
    expect(planMessageForMember(featureGateMessage("analytics"))).toBe(
      "Advanced Analytics is included in the Pro plan. Ask your agency's admin to choose a plan.",
    );
    expect(planMessageForMember(READ_ONLY_MESSAGES.trial_ended)).toBe(
      "Your 60-day free trial has ended, so your agency is read-only. Everything you entered is still here. Ask your agency's admin to choose a plan.",
    );
    expect(planMessageForMember("Something else.")).toBe(
      "Something else. Ask your agency's admin to choose a plan.",
    );
  });

  it("keeps the admin's wording as the spec gives it", () => {
    expect(featureGateMessage("finance")).toBe(
      "Finance & Wellness Modules is included in the Standard and Pro plans. Choose a plan to use it.",
    );
    expect(READ_ONLY_MESSAGES.cancelled).toBe(
      "Your subscription has ended, so your agency is read-only. Everything you entered is still here: choose a plan to keep making changes.",
    );
  });
});

describe("an unpaid subscription (Stripe's past_due, unpaid or paused)", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const agency = (fields: Record<string, unknown>) => ({
    subscriptionTier: "pro",
    subscriptionStatus: "active",
    trialEndsAt: null,
    unpaidSince: null,
    subscriptionExpiresAt: null,
    ...fields,
  });

  it(`keeps its plan for ${PAYMENT_GRACE_DAYS} days from when it stopped being paid, then is read-only`, () => {
    expect(PAYMENT_GRACE_DAYS).toBe(7);
    for (const status of ["past_due", "paused"]) {
      expect(readOnlyReason(agency({ subscriptionStatus: status, unpaidSince: daysAgo(6) }), now)).toBeNull();
      expect(readOnlyReason(agency({ subscriptionStatus: status, unpaidSince: daysAgo(7) }), now)).toBe(
        "unpaid",
      );
      // Without the moment it stopped being paid, the grace counts from the end of the paid period.
      expect(
        readOnlyReason(agency({ subscriptionStatus: status, subscriptionExpiresAt: daysAgo(3) }), now),
      ).toBeNull();
      expect(
        readOnlyReason(agency({ subscriptionStatus: status, subscriptionExpiresAt: daysAgo(30) }), now),
      ).toBe("unpaid");
      // With no date at all there is no grace to give.
      expect(readOnlyReason(agency({ subscriptionStatus: status }), now)).toBe("unpaid");
    }
  });

  it("leaves a paid subscription alone and a cancelled one read-only at once", () => {
    expect(readOnlyReason(agency({ subscriptionExpiresAt: daysAgo(30) }), now)).toBeNull();
    expect(readOnlyReason(agency({ subscriptionStatus: "cancelled", unpaidSince: daysAgo(1) }), now)).toBe(
      "cancelled",
    );
  });

  it("tells the member to ask the admin", () => {
    expect(planMessageForMember(READ_ONLY_MESSAGES.unpaid)).toBe(
      "Your subscription has not been paid for 7 days, so your agency is read-only. Everything you entered is still here. Ask your agency's admin to choose a plan.",
    );
  });
});
