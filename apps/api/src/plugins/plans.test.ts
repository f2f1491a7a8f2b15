/**
 * What an agency's plan allows, enforced on the server: modules outside the plan answer 402 naming the plan
 * that includes them, the trial's end (or a cancelled subscription) makes the agency read-only without losing
 * anything, and a plan's user limit stops invitations.
 */
import type { SubscriptionTier } from "@rollcall/shared/agencies";
import {
  FEATURES,
  featureGateMessage,
  PAYMENT_GRACE_DAYS,
  READ_ONLY_MESSAGES,
} from "@rollcall/shared/billing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { asPlatform } from "../db/client";
import { agencies } from "../db/schema/agencies";
import { uniqueEmail } from "../test/harness";
import { addMember } from "../test/members";
import { twoAgencies } from "../test/world";

const { t, a, b, firefighter, call, expectCall } = twoAgencies({ crew: true });

type Billing = Partial<
  Pick<
    typeof agencies.$inferInsert,
    "subscriptionStatus" | "trialEndsAt" | "unpaidSince" | "subscriptionExpiresAt"
  >
> & {
  subscriptionTier?: SubscriptionTier;
};

/** Sets agency A's plan as the payment provider's webhook would. */
async function setPlan(agencyId: string, billing: Billing) {
  await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx.update(agencies).set(billing).where(eq(agencies.id, agencyId)),
  );
}

const day = 24 * 60 * 60 * 1000;
const ACTIVE_TRIAL: Billing = {
  subscriptionTier: "trial",
  subscriptionStatus: "trial",
  trialEndsAt: new Date(Date.now() + 30 * day),
};

/** One GET per gated module, each answering 200 when the plan includes it. */
const GATED_READS = [
  ["training", "/api/training/courses"],
  ["training", "/api/certifications"],
  ["nfirs", "/api/incidents"],
  ["assets", "/api/equipment"],
  ["finance", "/api/budgets"],
  ["wellness", "/api/fitness-programs"],
] as const;

describe("modules outside the plan", () => {
  it("answer 402 on Starter, naming the plan that includes them; scheduling still works", async () => {
    await setPlan(a.user.agencyId, { subscriptionTier: "starter", subscriptionStatus: "active" });
    try {
      for (const [feature, url] of GATED_READS) {
        const res = await call("GET", url, a.cookie);
        expect(res.statusCode, url).toBe(402);
        expect(res.json().message).toBe(featureGateMessage(feature));
        expect(res.json().message).toContain("Standard");
      }
      // A write to a gated module is refused the same way and creates nothing.
      const write = await call("POST", "/api/budgets", a.cookie, {
        name: "Apparatus",
        category: "equipment",
        totalAmount: 1000,
        fiscalYear: "2026",
      });
      expect(write.statusCode).toBe(402);
      await expectCall(200, "GET", "/api/shifts", a.cookie);
      await expectCall(200, "GET", "/api/time-clock/today", firefighter.cookie);
    } finally {
      await setPlan(a.user.agencyId, ACTIVE_TRIAL);
    }
    // Back on a plan with the module, the same reads answer again.
    for (const [, url] of GATED_READS) await expectCall(200, "GET", url, a.cookie);
  });

  it("are all open on Standard and Pro and during the trial", async () => {
    for (const billing of [
      { subscriptionTier: "standard", subscriptionStatus: "active" },
      { subscriptionTier: "pro", subscriptionStatus: "active" },
      ACTIVE_TRIAL,
    ] satisfies Billing[]) {
      await setPlan(a.user.agencyId, billing);
      for (const [, url] of GATED_READS)
        await expectCall(200, "GET", url, a.cookie).catch((error) => {
          throw new Error(`${billing.subscriptionTier} ${url}: ${error}`);
        });
    }
  });

  it("one agency's plan never changes what another agency may use", async () => {
    await setPlan(a.user.agencyId, { subscriptionTier: "starter", subscriptionStatus: "active" });
    try {
      await expectCall(200, "GET", "/api/incidents", b.cookie);
    } finally {
      await setPlan(a.user.agencyId, ACTIVE_TRIAL);
    }
  });

  it("the gate message names the plan for each feature", () => {
    expect(featureGateMessage("finance")).toBe(
      `${FEATURES.finance} is included in the Standard and Pro plans. Choose a plan to use it.`,
    );
    expect(featureGateMessage("analytics")).toBe(
      `${FEATURES.analytics} is included in the Pro plan. Choose a plan to use it.`,
    );
  });
});

describe("the end of the free trial", () => {
  it("makes the agency read-only: every read works, every write answers 402, nothing is lost", async () => {
    const before = JSON.stringify(
      await expectCall(200, "GET", `/api/agencies/${a.user.agencyId}/users`, a.cookie),
    );
    await setPlan(a.user.agencyId, { ...ACTIVE_TRIAL, trialEndsAt: new Date(Date.now() - 1000) });
    try {
      for (const url of ["/api/shifts", "/api/budgets", `/api/agencies/${a.user.agencyId}/users`])
        await expectCall(200, "GET", url, a.cookie);
      expect(
        JSON.stringify(await expectCall(200, "GET", `/api/agencies/${a.user.agencyId}/users`, a.cookie)),
      ).toBe(before);

      const writes = [
        [
          "POST",
          "/api/users/invite",
          { email: uniqueEmail(), firstName: "New", lastName: "Member", role: "firefighter" },
        ],
        ["POST", "/api/budgets", { name: "Fuel", category: "fuel", totalAmount: 1000, fiscalYear: "2026" }],
        ["PATCH", "/api/profile", { firstName: "Renamed" }],
      ] as const;
      for (const [method, url, body] of writes) {
        const res = await call(method, url, a.cookie, body);
        expect(res.statusCode, `${method} ${url}`).toBe(402);
        expect(res.json().message).toBe(READ_ONLY_MESSAGES.trial_ended);
      }
      // A member's own actions are writes too.
      expect((await call("POST", "/api/notifications/read-all", firefighter.cookie)).statusCode).toBe(402);
      // Signing out still works.
      expect((await call("POST", "/api/logout", firefighter.cookie)).statusCode).toBe(204);

      // Agency B, still in its trial, is not affected.
      await expectCall(201, "POST", "/api/budgets", b.cookie, {
        name: "Hose",
        category: "equipment",
        totalAmount: 1000,
        fiscalYear: "2026",
      });
    } finally {
      await setPlan(a.user.agencyId, ACTIVE_TRIAL);
    }
  });

  it("choosing a plan lifts it at once; a cancelled subscription is read-only again", async () => {
    await setPlan(a.user.agencyId, {
      subscriptionTier: "standard",
      subscriptionStatus: "active",
      trialEndsAt: new Date(Date.now() - day),
    });
    try {
      await expectCall(200, "PATCH", "/api/profile", a.cookie, { firstName: "Dana" });
      await setPlan(a.user.agencyId, { subscriptionStatus: "cancelled" });
      const res = await call("PATCH", "/api/profile", a.cookie, { firstName: "Dana" });
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe(READ_ONLY_MESSAGES.cancelled);
    } finally {
      await setPlan(a.user.agencyId, ACTIVE_TRIAL);
    }
  });
});

describe("an unpaid subscription", () => {
  it(`keeps its plan ${PAYMENT_GRACE_DAYS} days after the failed payment (or the pause), then is read-only until paid`, async () => {
    const base: Billing = {
      subscriptionTier: "pro",
      trialEndsAt: new Date(Date.now() - 90 * day),
      subscriptionExpiresAt: new Date(Date.now() + 20 * day),
    };
    try {
      for (const subscriptionStatus of ["past_due", "paused"] as const) {
        await setPlan(a.user.agencyId, {
          ...base,
          subscriptionStatus,
          unpaidSince: new Date(Date.now() - 6 * day),
        });
        await expectCall(200, "PATCH", "/api/profile", a.cookie, { firstName: "Dana" });

        await setPlan(a.user.agencyId, {
          ...base,
          subscriptionStatus,
          unpaidSince: new Date(Date.now() - 8 * day),
        });
        const res = await call("PATCH", "/api/profile", a.cookie, { firstName: "Dana" });
        expect(res.statusCode, subscriptionStatus).toBe(402);
        expect(res.json().message).toBe(READ_ONLY_MESSAGES.unpaid);
        // Reading stays open: nothing is lost.
        await expectCall(200, "GET", "/api/shifts", a.cookie);
      }
      // Paid again (the webhook clears the date): writes work at once.
      await setPlan(a.user.agencyId, { ...base, subscriptionStatus: "active", unpaidSince: null });
      await expectCall(200, "PATCH", "/api/profile", a.cookie, { firstName: "Dana" });
    } finally {
      await setPlan(a.user.agencyId, { ...ACTIVE_TRIAL, unpaidSince: null, subscriptionExpiresAt: null });
    }
  });
});

describe("the plan's user limit", () => {
  it("stops invitations past 25 members on Starter with a clear 402, and Standard lifts it", async () => {
    const agencyId = b.user.agencyId;
    await setPlan(agencyId, { subscriptionTier: "starter", subscriptionStatus: "active" });
    try {
      const members = (await expectCall<unknown[]>(200, "GET", `/api/agencies/${agencyId}/users`, b.cookie))
        .length;
      for (let i = members; i < 24; i++) await addMember(t.db, agencyId, "firefighter");
      const invite = () =>
        call("POST", "/api/users/invite", b.cookie, {
          email: uniqueEmail(),
          firstName: "Casey",
          lastName: "Lee",
          role: "firefighter",
        });
      // The 25th member fits; the 26th does not, and nobody is added.
      expect((await invite()).statusCode).toBe(201);
      const refused = await invite();
      expect(refused.statusCode).toBe(402);
      expect(refused.json().message).toBe(
        "Your Starter plan includes up to 25 users. Choose a larger plan to invite more members.",
      );
      expect(
        (await expectCall<unknown[]>(200, "GET", `/api/agencies/${agencyId}/users`, b.cookie)).length,
      ).toBe(25);

      await setPlan(agencyId, { subscriptionTier: "standard" });
      expect((await invite()).statusCode).toBe(201);
    } finally {
      await setPlan(agencyId, ACTIVE_TRIAL);
    }
  });
});
