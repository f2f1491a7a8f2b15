import type { Agency } from "@rollcall/shared/agencies";
import type { CurrentUserResponse } from "@rollcall/shared/auth";
import type { Board } from "@rollcall/shared/board";
import type { Dashboard } from "@rollcall/shared/dashboard";
import { describe, expect, it } from "vitest";
import { renderFirstPaint } from "./render-first-paint";

const session: CurrentUserResponse = {
  isAuthenticated: true,
  user: {
    id: "member-1",
    email: "dana@example.org",
    firstName: "Dana",
    lastName: "Reyes",
    role: "admin",
    profileImageUrl: null,
    agencyId: "agency-1",
    isUniverseAdmin: false,
    mustChangePassword: false,
    canReview: true,
  },
};
const agency: Agency = {
  id: "agency-1",
  name: "Riverside Fire & Rescue",
  type: "fire",
  address: null,
  phone: null,
  email: null,
  logoUrl: null,
  primaryColor: "#dc2626",
  secondaryColor: "#1f2937",
  subscriptionTier: "standard",
  subscriptionStatus: "active",
  status: "active",
  timeZone: "America/Chicago",
  trialEndsAt: null,
  subscriptionExpiresAt: null,
  unpaidSince: null,
};
const day = { date: "2026-11-27", timeZone: "America/Chicago", shifts: [] };
const dashboard: Dashboard = {
  stats: { onDuty: 7, availableUnits: 3, expiringCerts: 2, trainingDue: 11 },
  today: day,
  alerts: [],
  compliance: [],
  equipment: [],
  incidents: [],
  activity: [],
  currentShift: null,
  myShifts: day,
};
// The board an officer's dashboard summarises: Engine 1 with its firefighter's seat open.
const board: Board = {
  at: "2026-11-27T15:00:00.000Z",
  date: "2026-11-27",
  stations: [
    {
      id: "station-1",
      name: "Station 1",
      number: "1",
      address: null,
      unseated: [],
      apparatus: [
        {
          id: "engine-1",
          name: "Engine 1",
          type: "engine",
          nerisUnitType: null,
          status: "in_service",
          inService: true,
          statusReason: null,
          statusSince: null,
          extraRiders: [],
          positions: [
            {
              id: "seat-1",
              name: "Firefighter",
              requiredCertifications: [],
              rider: null,
              state: "open",
              reason: "No one scheduled",
              openShiftId: null,
            },
          ],
        },
      ],
    },
  ],
  unassigned: [],
  openShifts: [],
  openSeats: 1,
};
const answers: Record<string, unknown> = {
  "/api/user": session,
  "/api/agencies/agency-1": agency,
  "/api/dashboard": dashboard,
  "/api/board": board,
};
const reads = (overrides: Record<string, unknown> = {}) => {
  const asked: string[] = [];
  const read = async (url: string) => {
    asked.push(url);
    return url in overrides ? overrides[url] : answers[url];
  };
  return { read, asked };
};

describe("the server's render of a member's dashboard", () => {
  it("paints the shell and the cards from the member's reads, and returns them for the app", async () => {
    const { read, asked } = reads();
    const page = await renderFirstPaint(read);
    // An admin is an officer of the board: their dashboard carries Today's board.
    expect(asked.sort()).toEqual(["/api/agencies/agency-1", "/api/board", "/api/dashboard", "/api/user"]);
    expect(page?.data).toEqual({ session, agency, dashboard, board });
    const html = page?.html ?? "";
    expect(html).toContain("Riverside Fire &amp; Rescue");
    expect(html).toContain("Dana Reyes");
    expect(html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
    expect(html).toContain("Friday, November 27, 2026");
    for (const [label, figure] of [
      ["On Duty", 7],
      ["Available Units", 3],
      ["Expiring Certs", 2],
      ["Training Due", 11],
    ] as const) {
      expect(html).toMatch(new RegExp(`${label}.*?>${figure}<`, "s"));
    }
    expect(html).toContain("No shifts scheduled for today");
    expect(html).toContain("Today&#x27;s board");
    expect(html).toContain("Engine 1 · Firefighter");
    expect(html).toContain("1 open seat");
    // The cards, not the loading state the app shows before its data.
    expect(html).not.toContain("Loading dashboard...");
    expect(html).not.toContain("Loading the board...");
  });

  it("paints a firefighter's dashboard without the board, which is the officers'", async () => {
    const firefighter = { ...session, user: { ...session.user, role: "firefighter" as const } };
    const { read, asked } = reads({ "/api/user": firefighter });
    const page = await renderFirstPaint(read);
    expect(asked).not.toContain("/api/board");
    expect(page?.data).toEqual({ session: firefighter, agency, dashboard });
    expect(page?.html).not.toContain("Today&#x27;s board");
  });

  it("carries a white-labelled agency's colours, and only colours, on the page it paints", async () => {
    const pro = {
      ...agency,
      subscriptionTier: "pro" as const,
      primaryColor: "#7A1F1F",
      secondaryColor: "#FFC857",
    };
    const branded = await renderFirstPaint(reads({ "/api/agencies/agency-1": pro }).read);
    expect(branded?.html).toContain("<style>:root{--brand-primary:#7A1F1F;--brand-accent:#FFC857}</style>");
    // The product's colours on a plan without White-label; a stored value that is not #rrggbb is never written.
    expect((await renderFirstPaint(reads().read))?.html).not.toContain("--brand-primary");
    const odd = { ...pro, primaryColor: "red}body{display:none" };
    expect((await renderFirstPaint(reads({ "/api/agencies/agency-1": odd }).read))?.html).not.toContain(
      "--brand-primary",
    );
  });

  it("leaves the page to the app without a session, with a password to replace, or when a read is refused", async () => {
    expect(await renderFirstPaint(reads({ "/api/user": undefined }).read)).toBeNull();
    const temporary = { ...session, user: { ...session.user, mustChangePassword: true } };
    expect(await renderFirstPaint(reads({ "/api/user": temporary }).read)).toBeNull();
    expect(await renderFirstPaint(reads({ "/api/dashboard": undefined }).read)).toBeNull();
    expect(await renderFirstPaint(reads({ "/api/agencies/agency-1": undefined }).read)).toBeNull();
  });
});
