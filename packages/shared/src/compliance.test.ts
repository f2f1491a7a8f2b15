import { describe, expect, it } from "vitest";
import {
  addYearToIsoDate,
  certificationFilterStatus,
  certificationFormSchema,
  certificationState,
  complianceScore,
  requirementGap,
} from "./compliance";

const today = "2025-03-10";

describe("the displayed state (spec 02 §4)", () => {
  it("is Expired before today, Expiring Soon within 30 days, Active after", () => {
    expect(certificationState("2025-03-09", today)).toBe("expired");
    expect(certificationState("2025-03-10", today)).toBe("expiring");
    expect(certificationState("2025-04-09", today)).toBe("expiring");
    expect(certificationState("2025-04-10", today)).toBe("active");
  });

  it("files a lapsed or stored-expired certification under the expired filter, otherwise its stored status", () => {
    expect(certificationFilterStatus({ status: "active", expirationDate: "2025-03-09" }, today)).toBe(
      "expired",
    );
    expect(certificationFilterStatus({ status: "expired", expirationDate: "2026-01-01" }, today)).toBe(
      "expired",
    );
    expect(certificationFilterStatus({ status: "pending", expirationDate: "2026-01-01" }, today)).toBe(
      "pending",
    );
    expect(certificationFilterStatus({ status: "active", expirationDate: "2025-03-10" }, today)).toBe(
      "active",
    );
  });
});

describe("the compliance score (spec 02 §9)", () => {
  it("counts active, unexpired certifications as a rounded percent", () => {
    const list = [
      { status: "active", expirationDate: "2025-05-01" },
      { status: "active", expirationDate: "2025-03-10" },
      { status: "active", expirationDate: "2025-03-09" },
      { status: "pending", expirationDate: "2026-01-01" },
      { status: "expired", expirationDate: "2026-01-01" },
      { status: "active", expirationDate: "2027-01-01" },
    ];
    expect(complianceScore(list, today)).toEqual({ current: 3, total: 6, percent: 50 });
    expect(complianceScore(list.slice(0, 3), today)).toEqual({ current: 2, total: 3, percent: 67 });
    expect(complianceScore([], today)).toEqual({ current: 0, total: 0, percent: null });
  });
});

describe("the renewal default", () => {
  it("is one year ahead, Feb 29 landing on Mar 1", () => {
    expect(addYearToIsoDate("2025-03-10")).toBe("2026-03-10");
    expect(addYearToIsoDate("2024-02-29")).toBe("2025-03-01");
  });
});

describe("the certification form", () => {
  it("answers the spec's messages and stores blanks as nothing", () => {
    const empty = certificationFormSchema.safeParse({ userId: "", name: "", expirationDate: "" });
    expect(empty.success).toBe(false);
    expect(Object.fromEntries((empty.error?.issues ?? []).map((i) => [i.path[0], i.message]))).toEqual({
      userId: "User is required",
      name: "Certification name is required",
      expirationDate: "Expiration date is required",
    });
    const ok = certificationFormSchema.parse({
      userId: "7d0b3f8e-5a44-4c1f-9a59-3f1f5e7e2b10",
      name: " CPR ",
      issuingOrganization: "",
      expirationDate: "2026-01-01",
    });
    expect(ok).toMatchObject({ name: "CPR", issuingOrganization: null, issueDate: null, status: "active" });
  });
});

describe("a requirement on a shift's date", () => {
  const scba = (status: string, expirationDate: string) => ({ status, expirationDate });
  it("is met by an active certification running through that date", () => {
    expect(requirementGap([scba("active", "2025-04-01")], "2025-04-01", today)).toBeNull();
  });
  it("expires before a later shift", () => {
    expect(requirementGap([scba("active", "2025-03-20")], "2025-03-25", today)).toEqual({
      reason: "expires before",
      expirationDate: "2025-03-20",
    });
  });
  it("is expired when only a lapsed one is held, missing when none or only pending ones", () => {
    expect(
      requirementGap([scba("active", "2025-03-01"), scba("expired", "2024-03-01")], today, today),
    ).toEqual({
      reason: "expired",
      expirationDate: "2025-03-01",
    });
    expect(requirementGap([], today, today)).toEqual({ reason: "missing", expirationDate: null });
    expect(requirementGap([scba("pending", "2026-01-01")], today, today)).toEqual({
      reason: "missing",
      expirationDate: null,
    });
  });
});
