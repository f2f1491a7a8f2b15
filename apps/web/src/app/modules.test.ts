import type { SessionUser } from "@rollcall/shared/auth";
import type { Role } from "@rollcall/shared/roles";
import { describe, expect, it } from "vitest";
import { navModulesFor } from "./modules";

const member = (role: Role, isUniverseAdmin = false): SessionUser => ({
  id: "u",
  email: "m@example.org",
  firstName: "M",
  lastName: "N",
  role,
  profileImageUrl: null,
  agencyId: "a",
  isUniverseAdmin,
  mustChangePassword: false,
});

const labels = (user: SessionUser) => navModulesFor(user).map((m) => m.nav?.label);
const everyone = [
  "Dashboard",
  "Scheduling",
  "Compliance",
  "Users",
  "Training",
  "Reports",
  "Assets",
  "Alerts",
];

describe("navigation by role (spec 01 §2, application shell)", () => {
  it("admins see every entry but Universe Admin, in the spec's order, with Analytics, Automation and the Audit Log", () => {
    expect(labels(member("admin"))).toEqual([
      ...everyone,
      "Finance",
      "Analytics",
      "Wellness",
      "Automation",
      "Audit Log",
      "Settings",
    ]);
  });

  it("an officer sees Analytics, but not Finance, Automation, Audit Log or Universe Admin", () => {
    expect(labels(member("officer"))).toEqual([...everyone, "Analytics", "Wellness", "Settings"]);
  });

  it.each(["firefighter", "emt"] as const)(
    "a %s sees everything but Finance, Analytics, Automation, Audit Log and Universe Admin",
    (role) => {
      expect(labels(member(role))).toEqual([...everyone, "Wellness", "Settings"]);
    },
  );

  it("operators also see Universe Admin", () => {
    expect(labels(member("firefighter", true))).toEqual([
      ...everyone,
      "Wellness",
      "Settings",
      "Universe Admin",
    ]);
    expect(labels(member("admin", true)).at(-1)).toBe("Universe Admin");
  });
});
