import { describe, expect, it } from "vitest";
import { featureGateMessage, planMessageForMember, READ_ONLY_MESSAGES } from "./billing";

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
