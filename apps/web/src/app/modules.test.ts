import type { SessionUser } from "@rollcall/shared/auth";
import type { Role } from "@rollcall/shared/roles";
import { describe, expect, it } from "vitest";
import { modules, navModulesFor } from "./modules";

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
  canReview: role === "admin",
});

const labels = (user: SessionUser) => navModulesFor(user).map((m) => m.nav?.label);
/** Every entry of the module list (app/modules.ts), in its order; a new module's entry is among them. */
const entries = modules.flatMap((m) => (m.nav ? [m.nav] : []));
const every = entries.map((nav) => nav.label);
const everyBut = (...hidden: string[]) => every.filter((label) => !hidden.includes(label));

/** Spec 01 §2 "Application shell": the navigation's entries and paths, in its order. */
const SPEC_NAVIGATION = [
  ["Dashboard", "/"],
  ["Scheduling", "/scheduling"],
  ["Compliance", "/compliance"],
  ["Users", "/users"],
  ["Training", "/training"],
  ["Reports", "/reports"],
  ["Assets", "/assets"],
  ["Finance", "/finance"],
  ["Wellness", "/wellness"],
  ["Settings", "/settings"],
  ["Universe Admin", "/universe"],
];
/** The spec's entries with those the issues add (Patient Care, Alerts, Analytics, Automation, Audit Log), where they stand. */
const TODAY = [
  "Dashboard",
  "Scheduling",
  "Compliance",
  "Users",
  "Training",
  "Reports",
  "Patient Care",
  "Assets",
  "Alerts",
  "Finance",
  "Analytics",
  "Wellness",
  "Automation",
  "Audit Log",
  "Settings",
  "Universe Admin",
];

describe("navigation by role (spec 01 §2, application shell)", () => {
  it("the module list holds the spec's entries at its paths in its order, and the issues' entries where they stand", () => {
    const spec = new Set(SPEC_NAVIGATION.map(([label]) => label));
    expect(entries.filter((nav) => spec.has(nav.label)).map((nav) => [nav.label, nav.path])).toEqual(
      SPEC_NAVIGATION,
    );
    expect(every.filter((label) => TODAY.includes(label))).toEqual(TODAY);
  });

  it("admins see every entry but Universe Admin, in the spec's order, with Analytics, Automation and the Audit Log", () => {
    expect(labels(member("admin"))).toEqual(everyBut("Universe Admin"));
    expect(labels(member("admin"))).toEqual(expect.arrayContaining(["Analytics", "Automation", "Audit Log"]));
  });

  it("an officer sees Analytics, but not Finance, Automation, Audit Log or Universe Admin", () => {
    expect(labels(member("officer"))).toEqual(
      everyBut("Finance", "Automation", "Audit Log", "Universe Admin"),
    );
    expect(labels(member("officer"))).toContain("Analytics");
  });

  it.each(["firefighter", "emt"] as const)(
    "a %s sees everything but Finance, Analytics, Automation, Audit Log and Universe Admin",
    (role) => {
      expect(labels(member(role))).toEqual(
        everyBut("Finance", "Analytics", "Automation", "Audit Log", "Universe Admin"),
      );
    },
  );

  it("operators also see Universe Admin", () => {
    expect(labels(member("firefighter", true))).toEqual(
      everyBut("Finance", "Analytics", "Automation", "Audit Log"),
    );
    expect(labels(member("firefighter", true))).toContain("Universe Admin");
    expect(labels(member("admin", true)).at(-1)).toBe("Universe Admin");
  });
});
