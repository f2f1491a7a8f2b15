/** The demo agency's people: the four documented accounts and the rest of the roster, each with a fixed id. */
import type { Role } from "@rollcall/shared/roles";
import type { NewUser, NewUserAgency } from "../schema/users";
import type { DemoContext } from "./context";

// ---------------------------------------------------------------------------------------------------------
// Fixed identities (docs and tests name them)
// ---------------------------------------------------------------------------------------------------------

export const DEMO_AGENCY_ID = "5eed0000-0000-4000-8000-000000000001";
export const DEMO_PASSWORD = "rollcall-demo";

export type Platoon = "A" | "B" | "C" | "relief" | "staff";
type MedicalCert = "EMT" | "Paramedic" | null;
export type MemberSeed = {
  key: string;
  first: string;
  last: string;
  role: Role;
  platoon: Platoon;
  /** Riding position on the platoon's 24-hour shift (shifts.assignment). */
  post: string;
  medical: MedicalCert;
  hiredYear: number;
  email?: string;
  /** Fixed, so the demo names the same people on every install (documented accounts: 101 to 104). */
  id: string;
};

/**
 * The demo's fixed ids: 5eed0101-0000-4000-8000-000000000101 for 101. The number leads too, since screens show
 * an id's first 8 characters (the users table): each member's differs.
 */
const demoId = (n: number) =>
  `5eed${String(n).padStart(4, "0")}-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** Ids 101 to 104: the documented accounts, one per role, who sign in as <role>@riverside.demo. */
const LAST_ACCOUNT = 104;

// key, first, last, role, platoon, post, medical, hired, id (demoId)
const MEMBERS = [
  ["reyes", "Dana", "Reyes", "admin", "staff", "Fire Chief", "Paramedic", 2004, 101],
  ["hale", "Marcus", "Hale", "officer", "A", "Station 1 - Captain", "EMT", 2009, 102],
  ["kim", "Jordan", "Kim", "firefighter", "A", "Engine 1", "EMT", 2019, 103],
  ["patel", "Priya", "Patel", "emt", "A", "Medic 3", "EMT", 2020, 104],
  ["ortega", "Luis", "Ortega", "firefighter", "A", "Ladder 2", "Paramedic", 2015, 105],
  ["foster", "Megan", "Foster", "emt", "A", "Medic 3", "EMT", 2021, 106],
  ["vasquez", "Elena", "Vasquez", "officer", "B", "Station 1 - Captain", "EMT", 2011, 107],
  ["whitaker", "Sam", "Whitaker", "firefighter", "B", "Engine 1", "EMT", 2017, 108],
  ["thompson", "Aisha", "Thompson", "firefighter", "B", "Ladder 2", "Paramedic", 2016, 109],
  ["cho", "Daniel", "Cho", "emt", "B", "Medic 3", "EMT", 2022, 110],
  ["goldberg", "Rachel", "Goldberg", "emt", "B", "Medic 3", "EMT", 2018, 111],
  ["brennan", "Thomas", "Brennan", "officer", "C", "Station 1 - Captain", "EMT", 2007, 112],
  ["obrien", "Kevin", "O'Brien", "firefighter", "C", "Engine 1", "EMT", 2014, 113],
  ["holloway", "Nate", "Holloway", "firefighter", "C", "Ladder 2", "EMT", 2020, 114],
  ["mendes", "Carlos", "Mendes", "emt", "C", "Medic 3", "EMT", 2019, 115],
  ["brooks", "Hannah", "Brooks", "emt", "C", "Medic 3", "EMT", 2023, 116],
  ["lindqvist", "Grace", "Lindqvist", "firefighter", "relief", "Engine 1", "EMT", 2021, 117],
  ["washington", "Tyler", "Washington", "emt", "relief", "Medic 3", "EMT", 2022, 118],
  ["park", "Owen", "Park", "firefighter", "relief", "Ladder 2", null, 2024, 119],
] as const satisfies readonly (readonly [
  string,
  string,
  string,
  Role,
  Platoon,
  string,
  MedicalCert,
  number,
  number,
])[];

export type MemberKey = (typeof MEMBERS)[number][0];
export const ROSTER: readonly MemberSeed[] = MEMBERS.map(
  ([key, first, last, role, platoon, post, medical, hiredYear, n]): MemberSeed => ({
    key,
    first,
    last,
    role,
    platoon,
    post,
    medical,
    hiredYear,
    ...(n <= LAST_ACCOUNT ? { email: `${role}@riverside.demo` } : {}),
    id: demoId(n),
  }),
);

/** The documented accounts (docs and browser tests sign in with them). */
export const DEMO_ACCOUNTS = ROSTER.filter((m) => m.email).map((m) => ({
  id: m.id,
  role: m.role,
  email: m.email as string,
  password: DEMO_PASSWORD,
  name: `${m.first} ${m.last}`,
}));

export function emailOf(m: MemberSeed): string {
  if (m.email) return m.email;
  const local = `${m.first}.${m.last}`.toLowerCase().replace(/[^a-z.]/g, "");
  return `${local}@riverside.demo`;
}

/** The day a member joined the agency (their account's creation), spread over their hiring year. */
export function joinedOn(m: MemberSeed): Date {
  return new Date(Date.UTC(m.hiredYear, (m.first.length * 3) % 12, 1 + (m.last.length % 27)));
}

/** Days of the demo agency's trial left when it is seeded (it ends at the end of that day). */
export const DEMO_TRIAL_DAYS_LEFT = 14;

/** The agency, its members and their memberships. */
export function buildPeople(ctx: DemoContext, passwordHash: string) {
  const { agencyId, day, idOf } = ctx;
  // --- Agency and people ---------------------------------------------------------------------------------
  const agency = {
    id: agencyId,
    name: "Riverside Fire & Rescue",
    type: "fire" as const,
    address: "100 Firehouse Way, Riverside, OR 97000",
    phone: "(555) 010-4400",
    email: "info@riverside.demo",
    // On its free trial, which has every module (Analytics and Automation among them), for two more weeks.
    subscriptionTier: "trial" as const,
    subscriptionStatus: "trial" as const,
    trialEndsAt: new Date(day(DEMO_TRIAL_DAYS_LEFT + 1) - 1),
    status: "active" as const,
  };

  const userRows: NewUser[] = [];
  const membershipRows: NewUserAgency[] = [];
  for (const m of ROSTER) {
    const joined = joinedOn(m);
    const id = idOf(m.key as MemberKey);
    userRows.push({
      agencyId,
      id,
      email: emailOf(m),
      passwordHash,
      firstName: m.first,
      lastName: m.last,
      role: m.role,
      // Relief and staff members ride no platoon of their own.
      platoon: m.platoon === "A" || m.platoon === "B" || m.platoon === "C" ? m.platoon : null,
      createdAt: joined,
    });
    membershipRows.push({ agencyId, userId: id, role: m.role, joinedAt: joined, createdAt: joined });
  }
  return { agency, userRows, membershipRows };
}
