/** The demo agency's people: the four documented accounts and the rest of the roster, each with a fixed id. */
import type { Role } from "@rollcall/shared/roles";
import type { NewUser, NewUserAgency } from "../schema/users";
import type { DemoContext } from "./context";

// ---------------------------------------------------------------------------------------------------------
// Fixed identities (docs and tests name them)
// ---------------------------------------------------------------------------------------------------------

export const DEMO_AGENCY_ID = "5eed0000-0000-4000-8000-000000000001";
export const DEMO_PASSWORD = "rollcall-demo";

export const DEMO_ACCOUNTS = [
  {
    id: "5eed0000-0000-4000-8000-000000000101",
    role: "admin",
    email: "admin@riverside.demo",
    password: DEMO_PASSWORD,
    name: "Dana Reyes",
  },
  {
    id: "5eed0000-0000-4000-8000-000000000102",
    role: "officer",
    email: "officer@riverside.demo",
    password: DEMO_PASSWORD,
    name: "Marcus Hale",
  },
  {
    id: "5eed0000-0000-4000-8000-000000000103",
    role: "firefighter",
    email: "firefighter@riverside.demo",
    password: DEMO_PASSWORD,
    name: "Jordan Kim",
  },
  {
    id: "5eed0000-0000-4000-8000-000000000104",
    role: "emt",
    email: "emt@riverside.demo",
    password: DEMO_PASSWORD,
    name: "Priya Patel",
  },
] as const satisfies readonly { id: string; role: Role; email: string; password: string; name: string }[];

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

const MEMBERS = [
  {
    key: "reyes",
    first: "Dana",
    last: "Reyes",
    role: "admin",
    platoon: "staff",
    post: "Fire Chief",
    medical: "Paramedic",
    hiredYear: 2004,
    email: DEMO_ACCOUNTS[0].email,
    id: DEMO_ACCOUNTS[0].id,
  },
  {
    key: "hale",
    first: "Marcus",
    last: "Hale",
    role: "officer",
    platoon: "A",
    post: "Station 1 - Captain",
    medical: "EMT",
    hiredYear: 2009,
    email: DEMO_ACCOUNTS[1].email,
    id: DEMO_ACCOUNTS[1].id,
  },
  {
    key: "kim",
    first: "Jordan",
    last: "Kim",
    role: "firefighter",
    platoon: "A",
    post: "Engine 1",
    medical: "EMT",
    hiredYear: 2019,
    email: DEMO_ACCOUNTS[2].email,
    id: DEMO_ACCOUNTS[2].id,
  },
  {
    key: "patel",
    first: "Priya",
    last: "Patel",
    role: "emt",
    platoon: "A",
    post: "Medic 3",
    medical: "EMT",
    hiredYear: 2020,
    email: DEMO_ACCOUNTS[3].email,
    id: DEMO_ACCOUNTS[3].id,
  },
  {
    key: "ortega",
    first: "Luis",
    last: "Ortega",
    role: "firefighter",
    platoon: "A",
    post: "Ladder 2",
    medical: "Paramedic",
    hiredYear: 2015,
    id: "5eed0000-0000-4000-8000-000000000105",
  },
  {
    key: "foster",
    first: "Megan",
    last: "Foster",
    role: "emt",
    platoon: "A",
    post: "Medic 3",
    medical: "EMT",
    hiredYear: 2021,
    id: "5eed0000-0000-4000-8000-000000000106",
  },
  {
    key: "vasquez",
    first: "Elena",
    last: "Vasquez",
    role: "officer",
    platoon: "B",
    post: "Station 1 - Captain",
    medical: "EMT",
    hiredYear: 2011,
    id: "5eed0000-0000-4000-8000-000000000107",
  },
  {
    key: "whitaker",
    first: "Sam",
    last: "Whitaker",
    role: "firefighter",
    platoon: "B",
    post: "Engine 1",
    medical: "EMT",
    hiredYear: 2017,
    id: "5eed0000-0000-4000-8000-000000000108",
  },
  {
    key: "thompson",
    first: "Aisha",
    last: "Thompson",
    role: "firefighter",
    platoon: "B",
    post: "Ladder 2",
    medical: "Paramedic",
    hiredYear: 2016,
    id: "5eed0000-0000-4000-8000-000000000109",
  },
  {
    key: "cho",
    first: "Daniel",
    last: "Cho",
    role: "emt",
    platoon: "B",
    post: "Medic 3",
    medical: "EMT",
    hiredYear: 2022,
    id: "5eed0000-0000-4000-8000-000000000110",
  },
  {
    key: "goldberg",
    first: "Rachel",
    last: "Goldberg",
    role: "emt",
    platoon: "B",
    post: "Medic 3",
    medical: "EMT",
    hiredYear: 2018,
    id: "5eed0000-0000-4000-8000-000000000111",
  },
  {
    key: "brennan",
    first: "Thomas",
    last: "Brennan",
    role: "officer",
    platoon: "C",
    post: "Station 1 - Captain",
    medical: "EMT",
    hiredYear: 2007,
    id: "5eed0000-0000-4000-8000-000000000112",
  },
  {
    key: "obrien",
    first: "Kevin",
    last: "O'Brien",
    role: "firefighter",
    platoon: "C",
    post: "Engine 1",
    medical: "EMT",
    hiredYear: 2014,
    id: "5eed0000-0000-4000-8000-000000000113",
  },
  {
    key: "holloway",
    first: "Nate",
    last: "Holloway",
    role: "firefighter",
    platoon: "C",
    post: "Ladder 2",
    medical: "EMT",
    hiredYear: 2020,
    id: "5eed0000-0000-4000-8000-000000000114",
  },
  {
    key: "mendes",
    first: "Carlos",
    last: "Mendes",
    role: "emt",
    platoon: "C",
    post: "Medic 3",
    medical: "EMT",
    hiredYear: 2019,
    id: "5eed0000-0000-4000-8000-000000000115",
  },
  {
    key: "brooks",
    first: "Hannah",
    last: "Brooks",
    role: "emt",
    platoon: "C",
    post: "Medic 3",
    medical: "EMT",
    hiredYear: 2023,
    id: "5eed0000-0000-4000-8000-000000000116",
  },
  {
    key: "lindqvist",
    first: "Grace",
    last: "Lindqvist",
    role: "firefighter",
    platoon: "relief",
    post: "Engine 1",
    medical: "EMT",
    hiredYear: 2021,
    id: "5eed0000-0000-4000-8000-000000000117",
  },
  {
    key: "washington",
    first: "Tyler",
    last: "Washington",
    role: "emt",
    platoon: "relief",
    post: "Medic 3",
    medical: "EMT",
    hiredYear: 2022,
    id: "5eed0000-0000-4000-8000-000000000118",
  },
  {
    key: "park",
    first: "Owen",
    last: "Park",
    role: "firefighter",
    platoon: "relief",
    post: "Ladder 2",
    medical: null,
    hiredYear: 2024,
    id: "5eed0000-0000-4000-8000-000000000119",
  },
] as const satisfies readonly MemberSeed[];

export type MemberKey = (typeof MEMBERS)[number]["key"];
export const ROSTER: readonly MemberSeed[] = MEMBERS;

function emailOf(m: MemberSeed): string {
  if (m.email) return m.email;
  const local = `${m.first}.${m.last}`.toLowerCase().replace(/[^a-z.]/g, "");
  return `${local}@riverside.demo`;
}

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
    subscriptionTier: "standard" as const,
    subscriptionStatus: "active" as const,
    subscriptionExpiresAt: new Date(day(300)),
    status: "active" as const,
  };

  const userRows: NewUser[] = [];
  const membershipRows: NewUserAgency[] = [];
  for (const m of ROSTER) {
    const joined = new Date(Date.UTC(m.hiredYear, (m.first.length * 3) % 12, 1 + (m.last.length % 27)));
    const id = idOf(m.key as MemberKey);
    userRows.push({
      agencyId,
      id,
      email: emailOf(m),
      passwordHash,
      firstName: m.first,
      lastName: m.last,
      role: m.role,
      createdAt: joined,
    });
    membershipRows.push({ agencyId, userId: id, role: m.role, joinedAt: joined, createdAt: joined });
  }
  return { agency, userRows, membershipRows };
}
