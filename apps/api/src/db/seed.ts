/**
 * The demo agency: on the first start against an empty database (no agencies at all), Riverside Fire & Rescue
 * is created with a roster, a 24/48 platoon schedule around today, certifications, apparatus, incidents,
 * training, a budget, wellness data and notifications, so every screen has something to show.
 *
 * Everything is written in one transaction signed by the demo chief, so a failure leaves nothing behind and
 * the audit log shows who "created" the data. Dates are computed from the moment of seeding (UTC).
 */
import { randomUUID } from "node:crypto";
import type { Role } from "@rollcall/shared/roles";
import { sql } from "drizzle-orm";
import { hashPassword } from "../lib/passwords";
import { asPlatform, type Database, type Queryable } from "./client";
import { agencies } from "./schema/agencies";
import { certifications, type NewCertification, requiredCertifications } from "./schema/compliance";
import { equipment, maintenanceRecords, type NewEquipment } from "./schema/equipment";
import { budgets, expenses, type NewBudget, type NewExpense } from "./schema/finance";
import { incidentApparatus, incidentResponders, incidents, type NewIncident } from "./schema/incidents";
import { type NewNotification, notifications } from "./schema/notifications";
import { type NewShift, shifts, staffingRequirements } from "./schema/scheduling";
import { courses, type NewCourse, type NewTrainingAssignment, trainingAssignments } from "./schema/training";
import { type NewUser, type NewUserAgency, userAgencies, users } from "./schema/users";
import {
  fitnessPrograms,
  type NewFitnessProgram,
  type NewWellnessRecord,
  wellnessRecords,
} from "./schema/wellness";

// ---------------------------------------------------------------------------------------------------------
// Fixed identities (docs and tests name them)
// ---------------------------------------------------------------------------------------------------------

export const DEMO_AGENCY_ID = "5eed0000-0000-4000-8000-000000000001";
const DEMO_PASSWORD = "rollcall-demo";

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

/** Serializes concurrent first starts against one PostgreSQL server (only one of them seeds). */
const SEED_LOCK_KEY = 7206154;

// ---------------------------------------------------------------------------------------------------------
// Data tables
// ---------------------------------------------------------------------------------------------------------

type Platoon = "A" | "B" | "C" | "relief" | "staff";
type MedicalCert = "EMT" | "Paramedic" | null;
type MemberSeed = {
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
  id?: string;
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
  },
] as const satisfies readonly MemberSeed[];

type MemberKey = (typeof MEMBERS)[number]["key"];
const ROSTER: readonly MemberSeed[] = MEMBERS;

/** Paid 12-hour relief shifts worked by the part-time members: [day offset from today's shift, member]. */
const RELIEF_SHIFTS: ReadonlyArray<[number, MemberKey]> = [
  [-13, "lindqvist"],
  [-11, "washington"],
  [-9, "park"],
  [-6, "lindqvist"],
  [-4, "washington"],
  [-2, "park"],
  [-1, "lindqvist"],
  [2, "washington"],
  [5, "park"],
  [9, "lindqvist"],
  [12, "washington"],
];
const RELIEF_RATE_CENTS: Partial<Record<Role, number>> = { firefighter: 2850, emt: 2650 };

type CertName = "CPR" | "EMT" | "Paramedic" | "Firefighter II" | "SCBA Fit Test" | "Fire Officer I";
const CERT_TYPES: Record<CertName, { org: string; validityDays: number; number: (year: number) => string }> =
  {
    CPR: { org: "American Heart Association", validityDays: 730, number: () => `AHA-${digits(10)}` },
    EMT: { org: "NREMT", validityDays: 730, number: () => `E${digits(7)}` },
    Paramedic: { org: "NREMT", validityDays: 730, number: () => `P${digits(6)}` },
    "Firefighter II": {
      org: "State Fire Marshal",
      validityDays: 1825,
      number: (y) => `SFM-FF2-${y}-${digits(4)}`,
    },
    "SCBA Fit Test": { org: "State Fire Marshal", validityDays: 365, number: (y) => `FIT-${y}-${digits(5)}` },
    "Fire Officer I": {
      org: "State Fire Marshal",
      validityDays: 1825,
      number: (y) => `SFM-FO1-${y}-${digits(4)}`,
    },
  };

/** Certifications pinned near today: expiring within 30 days (positive) or expired (negative). */
const CERT_PINNED: ReadonlyArray<{ member: MemberKey; cert: CertName; expiresInDays: number }> = [
  { member: "kim", cert: "SCBA Fit Test", expiresInDays: 12 },
  { member: "patel", cert: "CPR", expiresInDays: 21 },
  { member: "mendes", cert: "EMT", expiresInDays: 6 },
  { member: "whitaker", cert: "CPR", expiresInDays: 27 },
  { member: "obrien", cert: "CPR", expiresInDays: -9 },
  { member: "park", cert: "SCBA Fit Test", expiresInDays: -40 },
];

type EquipmentSeed = Pick<
  NewEquipment,
  "name" | "type" | "model" | "serialNumber" | "location" | "status"
> & {
  lastServicedDaysAgo: number;
  /** Negative: overdue. */
  nextDueInDays: number;
};
const EQUIPMENT: EquipmentSeed[] = [
  {
    name: "Engine 1",
    type: "engine",
    model: "Pierce Enforcer PUC 1500 GPM",
    serialNumber: "4P1BAAGF8MA023581",
    location: "Station 1",
    status: "in_service",
    lastServicedDaysAgo: 85,
    nextDueInDays: 3,
  },
  {
    name: "Ladder 2",
    type: "ladder",
    model: "Pierce Ascendant 107' Aerial",
    serialNumber: "4P1BAAGF5LA019274",
    location: "Station 1",
    status: "in_service",
    lastServicedDaysAgo: 40,
    nextDueInDays: 50,
  },
  {
    name: "Medic 3",
    type: "ambulance",
    model: "Horton Type I on Ford F-550",
    serialNumber: "1FDUF5HT2NDA41873",
    location: "Station 1",
    status: "in_service",
    lastServicedDaysAgo: 88,
    nextDueInDays: 6,
  },
  {
    name: "Brush 4",
    type: "brush",
    model: "Ford F-550 Type 6 Skid Unit",
    serialNumber: "1FDUF5HT8MEC30215",
    location: "Station 2",
    status: "available",
    lastServicedDaysAgo: 190,
    nextDueInDays: -5,
  },
  {
    name: "Rescue 5",
    type: "rescue",
    model: "Spartan Gladiator / SVI Heavy Rescue",
    serialNumber: "4S7AT2D94KC067512",
    location: "Station 2",
    status: "available",
    lastServicedDaysAgo: 30,
    nextDueInDays: 60,
  },
  {
    name: "Command 1",
    type: "command",
    model: "Chevrolet Tahoe PPV",
    serialNumber: "1GNSKDED6NR208446",
    location: "Station 1",
    status: "in_service",
    lastServicedDaysAgo: 20,
    nextDueInDays: 70,
  },
  {
    name: "Tanker 6",
    type: "tanker",
    model: "Kenworth T370, 3,000 gal",
    serialNumber: "2NKHHM6X4PM512708",
    location: "Station 2",
    status: "maintenance",
    lastServicedDaysAgo: 2,
    nextDueInDays: 88,
  },
  {
    name: "SCBA Pack 01",
    type: "safety",
    model: "MSA G1 SCBA, 4500 psi",
    serialNumber: "G1-21-118734",
    location: "Station 1",
    status: "available",
    lastServicedDaysAgo: 150,
    nextDueInDays: 15,
  },
  {
    name: "SCBA Pack 02",
    type: "safety",
    model: "MSA G1 SCBA, 4500 psi",
    serialNumber: "G1-21-118735",
    location: "Station 1",
    status: "maintenance",
    lastServicedDaysAgo: 200,
    nextDueInDays: -2,
  },
  {
    name: "Thermal Imaging Camera",
    type: "tool",
    model: "Bullard QXT",
    serialNumber: "QXT-0048812",
    location: "Station 1",
    status: "in_service",
    lastServicedDaysAgo: 60,
    nextDueInDays: 120,
  },
  {
    name: "Portable Radios (12)",
    type: "communication",
    model: "Motorola APX 6000",
    serialNumber: "481CQX2174-CACHE",
    location: "Station 1",
    status: "available",
    lastServicedDaysAgo: 100,
    nextDueInDays: 80,
  },
  {
    name: "Generator 1",
    type: "generator",
    model: "Honda EU7000is",
    serialNumber: "EAMJ-1274190",
    location: "Station 2",
    status: "out_of_service",
    lastServicedDaysAgo: 300,
    nextDueInDays: -30,
  },
  {
    name: 'Supply Hose, 5" LDH',
    type: "hose",
    model: "Key Hose Big-10, 5\" x 100'",
    serialNumber: "KH-B10-2019-0441",
    location: "Station 1",
    status: "available",
    lastServicedDaysAgo: 170,
    nextDueInDays: 10,
  },
  {
    name: "Marine 7",
    type: "boat",
    model: "Zodiac Milpro FC470, 40 hp Mercury",
    serialNumber: "ZOD47019C919",
    location: "Station 2",
    status: "available",
    lastServicedDaysAgo: 45,
    nextDueInDays: 135,
  },
];

/**
 * Completed services (maintenance history and Cost Analysis), recorded by the chief: each item's most recent
 * one is its lastServicedDaysAgo above. Costs in cents.
 */
const MAINTENANCE_HISTORY: ReadonlyArray<{
  item: string;
  daysAgo: number;
  costCents: number;
  notes: string;
}> = [
  {
    item: "Engine 1",
    daysAgo: 85,
    costCents: 128_450,
    notes: "90-day service: oil and filters, brake inspection, pump test",
  },
  {
    item: "Engine 1",
    daysAgo: 175,
    costCents: 296_000,
    notes: "Annual pump certification (NFPA 1911); replaced intake relief valve",
  },
  { item: "Engine 1", daysAgo: 265, costCents: 184_000, notes: "Replaced both steer-axle tires" },
  {
    item: "Ladder 2",
    daysAgo: 40,
    costCents: 345_000,
    notes: "Annual aerial certification (NFPA 1911), non-destructive testing",
  },
  {
    item: "Ladder 2",
    daysAgo: 130,
    costCents: 110_575,
    notes: "90-day service: hydraulic fluid and filters",
  },
  {
    item: "Medic 3",
    daysAgo: 88,
    costCents: 64_230,
    notes: "90-day service: oil change, brake pads, cot mount inspection",
  },
  { item: "Medic 3", daysAgo: 178, costCents: 227_500, notes: "Replaced patient module A/C compressor" },
  { item: "Brush 4", daysAgo: 190, costCents: 48_500, notes: "Skid unit pump service; replaced primer" },
  {
    item: "Rescue 5",
    daysAgo: 30,
    costCents: 132_000,
    notes: "90-day service; hydraulic extrication tools serviced",
  },
  { item: "Rescue 5", daysAgo: 120, costCents: 41_000, notes: "Light tower and onboard generator service" },
  { item: "Command 1", daysAgo: 20, costCents: 12_999, notes: "Oil change and tire rotation" },
  { item: "Command 1", daysAgo: 110, costCents: 21_500, notes: "Replaced radio console mount" },
  {
    item: "Tanker 6",
    daysAgo: 2,
    costCents: 86_540,
    notes: "Replaced tank level gauge; pump test (in shop for valve work)",
  },
  {
    item: "Tanker 6",
    daysAgo: 92,
    costCents: 91_000,
    notes: "90-day service: oil and filters, brake adjustment",
  },
  { item: "SCBA Pack 01", daysAgo: 150, costCents: 18_000, notes: "Annual flow test and inspection" },
  { item: "SCBA Pack 02", daysAgo: 200, costCents: 18_000, notes: "Annual flow test and inspection" },
  {
    item: "Thermal Imaging Camera",
    daysAgo: 60,
    costCents: 14_900,
    notes: "Battery replacement, lens cleaning",
  },
  {
    item: "Portable Radios (12)",
    daysAgo: 100,
    costCents: 35_600,
    notes: "Battery cycle test; replaced 4 batteries",
  },
  {
    item: "Generator 1",
    daysAgo: 300,
    costCents: 22_500,
    notes: "Annual service: oil, spark plug, load test",
  },
  {
    item: 'Supply Hose, 5" LDH',
    daysAgo: 170,
    costCents: 0,
    notes: "Annual service test by crews (NFPA 1962); 2 sections condemned",
  },
  { item: "Marine 7", daysAgo: 45, costCents: 54_000, notes: "Outboard service and hull inspection" },
];

type IncidentSeed = Pick<
  NewIncident,
  | "incidentType"
  | "location"
  | "description"
  | "narrativeSummary"
  | "nfirsCode"
  | "priority"
  | "status"
  | "injuries"
  | "propertyDamage"
  | "unitsResponded"
> & { daysAgo: number; hour: number; minute: number; seq: string; reporter: MemberKey };
const INCIDENTS: IncidentSeed[] = [
  {
    daysAgo: 26,
    hour: 2,
    minute: 14,
    seq: "4821",
    incidentType: "fire",
    nfirsCode: "111",
    priority: "critical",
    status: "completed",
    location: "1420 Maple Ridge Dr, Riverside",
    description:
      "Two-story single-family dwelling, fire showing from first-floor kitchen on arrival; extension into the wall void.",
    narrativeSummary:
      "Engine 1 arrived to heavy smoke from the Side A kitchen window. Occupants (2 adults, 1 child) self-evacuated. " +
      'Offensive interior attack with a 1¾" line knocked down the fire in 6 minutes; Ladder 2 performed primary search (negative) and ' +
      "vertical ventilation. Overhaul exposed extension into the kitchen wall void. One adult occupant treated by Medic 3 for smoke inhalation " +
      "and transported to Riverside General. Cause under investigation, likely unattended cooking. Scene turned over to the owner at 04:40.",
    injuries: 1,
    propertyDamage: 85000,
    unitsResponded: ["Engine 1", "Ladder 2", "Medic 3", "Tanker 6", "Command 1"],
    reporter: "hale",
  },
  {
    daysAgo: 24,
    hour: 14,
    minute: 37,
    seq: "5307",
    incidentType: "medical",
    nfirsCode: "321",
    priority: "high",
    status: "completed",
    location: "Riverside Senior Living, 300 Willow Bend Rd, Room 214",
    description: "78-year-old male, witnessed cardiac arrest in resident room.",
    narrativeSummary:
      "Staff CPR in progress on arrival. Medic 3 applied AED: one shock delivered, ROSC after 4 minutes of high-quality CPR. " +
      "Patient intubated, IV access established, transported priority 1 to Riverside General with pulses. Engine 1 assisted with compressions and lifting.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Medic 3", "Engine 1"],
    reporter: "vasquez",
  },
  {
    daysAgo: 22,
    hour: 17,
    minute: 52,
    seq: "6140",
    incidentType: "vehicle",
    nfirsCode: "322",
    priority: "high",
    status: "approved",
    location: "Route 9 northbound at the Harbor Bridge on-ramp",
    description:
      "Two-vehicle collision, moderate front-end damage, two occupants complaining of neck and chest pain.",
    narrativeSummary:
      "Crews stabilized both vehicles and disconnected batteries. Driver of vehicle 2 required a door pop with hydraulic tools by Rescue 5. " +
      "Two patients packaged with spinal motion restriction and transported by Medic 3 and county Medic 12. " +
      "Fluid spill absorbed with speedy dry; roadway reopened after 55 minutes with Riverside PD.",
    injuries: 2,
    propertyDamage: 18000,
    unitsResponded: ["Engine 1", "Rescue 5", "Medic 3"],
    reporter: "brennan",
  },
  {
    daysAgo: 20,
    hour: 10,
    minute: 5,
    seq: "1953",
    incidentType: "false_alarm",
    nfirsCode: "743",
    priority: "low",
    status: "completed",
    location: "Riverside Middle School, 55 Schoolhouse Ln",
    description: "Fire alarm activation, smoke detector in the staff lounge.",
    narrativeSummary:
      "Building evacuated per plan on arrival. Investigation found burnt popcorn in the staff lounge microwave. " +
      "No fire or smoke damage. Area ventilated, panel reset with the school facilities manager, students re-entered at 10:31.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Engine 1", "Ladder 2"],
    reporter: "hale",
  },
  {
    daysAgo: 18,
    hour: 11,
    minute: 40,
    seq: "2788",
    incidentType: "hazmat",
    nfirsCode: "412",
    priority: "medium",
    status: "approved",
    location: "Front St & Mill St, Riverside",
    description:
      'Contractor excavator struck a 2" natural gas service line; strong odor of gas at the intersection.',
    narrativeSummary:
      "Established a 300-foot hot zone and evacuated two adjacent storefronts. Metered readings up to 40% LEL at the excavation. " +
      "Riverside Gas crimped the line at 12:25; readings returned to 0% by 12:50. No ignition, no injuries. Businesses reoccupied.",
    injuries: 0,
    propertyDamage: 2500,
    unitsResponded: ["Engine 1", "Rescue 5", "Command 1"],
    reporter: "reyes",
  },
  {
    daysAgo: 16,
    hour: 15,
    minute: 22,
    seq: "3416",
    incidentType: "wildfire",
    nfirsCode: "142",
    priority: "medium",
    status: "completed",
    location: "Cedar Hollow Trailhead, County Road 14",
    description: "Brush fire spreading uphill from the trailhead parking area, approximately 2 acres.",
    narrativeSummary:
      "Brush 4 attacked the left flank with a mobile pump-and-roll while Engine 1 anchored at the parking lot. Tanker 6 shuttled water " +
      "from the Cedar Creek draft site. Forward progress stopped at 2.1 acres in 40 minutes. Mop-up complete at 18:10. Probable cause: discarded smoking materials.",
    injuries: 0,
    propertyDamage: 1500,
    unitsResponded: ["Brush 4", "Tanker 6", "Engine 1"],
    reporter: "vasquez",
  },
  {
    daysAgo: 13,
    hour: 16,
    minute: 48,
    seq: "7092",
    incidentType: "rescue",
    nfirsCode: "363",
    priority: "high",
    status: "approved",
    location: "Riverfront Park boat launch, 1 River Rd",
    description:
      "Kayaker capsized in the current and clinging to a downed tree 150 yards downstream of the launch.",
    narrativeSummary:
      "Upstream and downstream spotters posted; Marine 7 launched with two swiftwater technicians. Victim reached, secured in a PFD " +
      "and brought aboard at 17:12. Evaluated by Medic 3 for mild hypothermia, refused transport. Kayak recovered by Riverside PD.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Rescue 5", "Marine 7", "Medic 3"],
    reporter: "brennan",
  },
  {
    daysAgo: 11,
    hour: 20,
    minute: 15,
    seq: "8534",
    incidentType: "vehicle",
    nfirsCode: "131",
    priority: "medium",
    status: "approved",
    location: "Riverside Mall parking garage, level 2, 2200 Commerce Pkwy",
    description: "Passenger vehicle fire in the engine compartment, parked, unoccupied.",
    narrativeSummary:
      'Fire confined to the engine compartment of a 2014 sedan. Extinguished with one 1¾" line and foam. ' +
      "Smoke cleared from level 2 with a PPV fan. Minor heat damage to the adjacent vehicle. Owner reports a recent electrical repair.",
    injuries: 0,
    propertyDamage: 12000,
    unitsResponded: ["Engine 1"],
    reporter: "hale",
  },
  {
    daysAgo: 8,
    hour: 9,
    minute: 30,
    seq: "0467",
    incidentType: "inspection",
    nfirsCode: null,
    priority: "low",
    status: "completed",
    location: "Harbor Point Shopping Center, 480 Harbor Point Blvd",
    description: "Annual fire and life-safety inspection, 14 tenant spaces.",
    narrativeSummary:
      "Sprinkler and alarm certifications current. Violations noted: blocked exit in unit 7 (corrected on site), two expired extinguishers " +
      "in unit 11, missing knox box key update. Re-inspection scheduled in 30 days.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Engine 1"],
    reporter: "reyes",
  },
  {
    daysAgo: 6,
    hour: 3,
    minute: 26,
    seq: "5911",
    incidentType: "hazmat",
    nfirsCode: "424",
    priority: "high",
    status: "pending",
    location: "17 Birch Ct, Riverside",
    description: "Carbon monoxide alarm sounding; two occupants report headache and nausea.",
    narrativeSummary:
      "Readings of 85 ppm CO on the first floor. Occupants removed to fresh air and evaluated by Medic 3 (SpCO 9% and 7%), both refused transport. " +
      "Source: cracked heat exchanger on the basement furnace. Furnace shut down and tagged, house ventilated to 0 ppm, gas utility notified.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Engine 1", "Medic 3"],
    reporter: "vasquez",
  },
  {
    daysAgo: 3,
    hour: 13,
    minute: 10,
    seq: "2240",
    incidentType: "assist",
    nfirsCode: "571",
    priority: "medium",
    status: "pending",
    location: "Lakeview Fire District Station 2, 90 Lakeshore Dr",
    description: "Mutual aid cover assignment while Lakeview units committed to a working commercial fire.",
    narrativeSummary:
      "Engine 1 relocated to Lakeview Station 2 for 3 hours 20 minutes. Handled one EMS assist in Lakeview's first-due area. " +
      "Released by Lakeview command at 16:35 and returned to quarters.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Engine 1"],
    reporter: "brennan",
  },
  {
    daysAgo: 1,
    hour: 8,
    minute: 45,
    seq: "6678",
    incidentType: "medical",
    nfirsCode: "321",
    priority: "medium",
    status: "draft",
    location: "842 Oak St, Apt 3B, Riverside",
    description: "82-year-old female, fall at home with suspected hip injury.",
    narrativeSummary:
      "Patient found on the bedroom floor, alert and oriented, shortened and externally rotated left leg. Pain managed per protocol, " +
      "moved by scoop stretcher and transported to Riverside General. Daughter notified.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Medic 3"],
    reporter: "hale",
  },
];

type Crew = "A" | "B" | "C";
/** Who rides with each platoon's officer on a call (responders of the seeded reports). */
const CREWS: Record<Crew, MemberKey[]> = {
  A: ["hale", "kim", "patel", "ortega", "foster"],
  B: ["vasquez", "whitaker", "thompson", "cho", "goldberg"],
  C: ["brennan", "obrien", "holloway", "mendes", "brooks"],
};

/**
 * The NFIRS Basic data of the reports above (by seq): NERIS type, primary action, property use, aid, times
 * from the alarm (arrival in seconds, last unit cleared in minutes), who responded, and how many days after
 * the incident a completed report was completed. Some are left incomplete or late on purpose, so the
 * Compliance tab has something to show.
 */
const INCIDENT_NFIRS: Record<
  string,
  Pick<NewIncident, "nerisIncidentType" | "actionTaken" | "propertyUse" | "aidGivenReceived"> & {
    arrivalSeconds: number | null;
    clearedMinutes: number | null;
    crew: MemberKey[];
    completedAfterDays?: number;
  }
> = {
  "4821": {
    nerisIncidentType: "FIRE||STRUCTURE_FIRE||ROOM_AND_CONTENTS_FIRE",
    actionTaken: "11",
    propertyUse: "419",
    aidGivenReceived: "N",
    arrivalSeconds: 312,
    clearedMinutes: 146,
    crew: [...CREWS.A, "reyes"],
    completedAfterDays: 4,
  },
  "5307": {
    nerisIncidentType: "MEDICAL||ILLNESS||CARDIAC_ARREST",
    actionTaken: "33",
    propertyUse: "311",
    aidGivenReceived: "N",
    arrivalSeconds: 268,
    clearedMinutes: 55,
    crew: CREWS.B.slice(0, 4),
    completedAfterDays: 2,
  },
  "6140": {
    nerisIncidentType: "MEDICAL||INJURY||MOTOR_VEHICLE_COLLISION",
    actionTaken: "23",
    propertyUse: "961",
    aidGivenReceived: "N",
    arrivalSeconds: 385,
    clearedMinutes: 70,
    crew: CREWS.C,
  },
  "1953": {
    nerisIncidentType: "NOEMERG||FALSE_ALARM||ACCIDENTAL_ALARM",
    actionTaken: "86",
    propertyUse: "215",
    aidGivenReceived: "N",
    arrivalSeconds: 290,
    clearedMinutes: 26,
    crew: CREWS.A.slice(0, 4),
    completedAfterDays: 18,
  },
  "2788": {
    nerisIncidentType: "HAZSIT||HAZARDOUS_MATERIALS||GAS_LEAK_ODOR",
    actionTaken: "53",
    propertyUse: "963",
    aidGivenReceived: "N",
    arrivalSeconds: 347,
    clearedMinutes: 75,
    crew: ["reyes", ...CREWS.A.slice(1, 4)],
  },
  "3416": {
    nerisIncidentType: "FIRE||OUTSIDE_FIRE||VEGETATION_GRASS_FIRE",
    actionTaken: "16",
    propertyUse: "931",
    aidGivenReceived: "N",
    arrivalSeconds: 540,
    clearedMinutes: 168,
    crew: CREWS.B,
    completedAfterDays: 6,
  },
  "7092": {
    nerisIncidentType: "RESCUE||WATER||PERSON_IN_WATER_SWIFTWATER",
    actionTaken: "22",
    propertyUse: "946",
    aidGivenReceived: "N",
    arrivalSeconds: 420,
    clearedMinutes: 65,
    crew: CREWS.C,
  },
  "8534": {
    nerisIncidentType: "FIRE||TRANSPORTATION_FIRE||VEHICLE_FIRE_PASSENGER",
    actionTaken: "11",
    propertyUse: "882",
    aidGivenReceived: "N",
    arrivalSeconds: 255,
    clearedMinutes: 48,
    crew: CREWS.A.slice(0, 3),
  },
  // A fire inspection is not an NFIRS incident: no code, no alarm.
  "0467": {
    nerisIncidentType: null,
    actionTaken: null,
    propertyUse: null,
    aidGivenReceived: null,
    arrivalSeconds: null,
    clearedMinutes: null,
    crew: ["reyes"],
    completedAfterDays: 1,
  },
  "5911": {
    nerisIncidentType: "HAZSIT||HAZARDOUS_MATERIALS||CARBON_MONOXIDE_RELEASE",
    actionTaken: "64",
    propertyUse: "419",
    aidGivenReceived: "N",
    arrivalSeconds: 301,
    clearedMinutes: 80,
    crew: CREWS.B.slice(0, 4),
  },
  "2240": {
    nerisIncidentType: "PUBSERV||OTHER||MOVE_UP",
    actionTaken: "91",
    propertyUse: "888",
    aidGivenReceived: "3",
    arrivalSeconds: 1140,
    clearedMinutes: 200,
    crew: CREWS.C.slice(0, 3),
  },
  // The newest draft is still being written: no NERIS type, action, property use or aid yet.
  "6678": {
    nerisIncidentType: null,
    actionTaken: null,
    propertyUse: null,
    aidGivenReceived: null,
    arrivalSeconds: 236,
    clearedMinutes: null,
    crew: ["patel", "foster"],
  },
};

/** Kinds of call the older, completed reports are drawn from (a year of history for Analytics). */
const HISTORY_KINDS: ReadonlyArray<
  Pick<
    NewIncident,
    | "incidentType"
    | "nfirsCode"
    | "nerisIncidentType"
    | "actionTaken"
    | "propertyUse"
    | "priority"
    | "description"
  > & { units: string[]; slower?: number }
> = [
  {
    incidentType: "medical",
    nfirsCode: "321",
    nerisIncidentType: "MEDICAL||ILLNESS||BREATHING_PROBLEMS",
    actionTaken: "32",
    propertyUse: "419",
    priority: "high",
    description: "Adult with difficulty breathing, history of COPD.",
    units: ["Medic 3"],
  },
  {
    incidentType: "false_alarm",
    nfirsCode: "745",
    nerisIncidentType: "NOEMERG||FALSE_ALARM||ACCIDENTAL_ALARM",
    actionTaken: "86",
    propertyUse: "599",
    priority: "low",
    description: "Commercial fire alarm activation; no fire found, system reset with the keyholder.",
    units: ["Engine 1", "Ladder 2"],
  },
  {
    incidentType: "medical",
    nfirsCode: "321",
    nerisIncidentType: "MEDICAL||INJURY||FALL",
    actionTaken: "32",
    propertyUse: "429",
    priority: "medium",
    description: "Resident fall with a head laceration, alert and oriented.",
    units: ["Medic 3", "Engine 1"],
  },
  {
    incidentType: "vehicle",
    nfirsCode: "324",
    nerisIncidentType: "MEDICAL||INJURY||MOTOR_VEHICLE_COLLISION",
    actionTaken: "31",
    propertyUse: "961",
    priority: "medium",
    description: "Two-car collision, no injuries; fluids absorbed and lanes reopened.",
    units: ["Engine 1", "Medic 3"],
  },
  {
    incidentType: "medical",
    nfirsCode: "321",
    nerisIncidentType: "MEDICAL||ILLNESS||CHEST_PAIN_NON_TRAUMA",
    actionTaken: "33",
    propertyUse: "419",
    priority: "high",
    description: "Chest pain radiating to the left arm; 12-lead transmitted to the hospital.",
    units: ["Medic 3"],
  },
  {
    incidentType: "fire",
    nfirsCode: "113",
    nerisIncidentType: "FIRE||STRUCTURE_FIRE||CONFINED_COOKING_APPLIANCE_FIRE",
    actionTaken: "11",
    propertyUse: "429",
    priority: "high",
    description: "Stovetop fire confined to the pan; apartment ventilated.",
    units: ["Engine 1", "Ladder 2", "Command 1"],
  },
  {
    incidentType: "hazmat",
    nfirsCode: "412",
    nerisIncidentType: "HAZSIT||HAZARDOUS_MATERIALS||GAS_LEAK_ODOR",
    actionTaken: "82",
    propertyUse: "419",
    priority: "medium",
    description: "Odor of natural gas at the meter; utility notified and the leak isolated.",
    units: ["Engine 1"],
  },
  {
    incidentType: "wildfire",
    nfirsCode: "143",
    nerisIncidentType: "FIRE||OUTSIDE_FIRE||VEGETATION_GRASS_FIRE",
    actionTaken: "16",
    propertyUse: "931",
    priority: "medium",
    description: "Grass fire along the rail embankment, about a quarter acre.",
    units: ["Brush 4", "Tanker 6"],
    slower: 180,
  },
  {
    incidentType: "rescue",
    nfirsCode: "353",
    nerisIncidentType: "RESCUE||STRUCTURE||ELEVATOR_ESCALATOR_RESCUE",
    actionTaken: "22",
    propertyUse: "429",
    priority: "medium",
    description: "Two occupants in a stalled elevator between floors 3 and 4.",
    units: ["Rescue 5", "Engine 1"],
  },
  {
    incidentType: "assist",
    nfirsCode: "551",
    nerisIncidentType: "LAWENFORCE",
    actionTaken: "73",
    propertyUse: "962",
    priority: "low",
    description: "Lighting and manpower for a police scene overnight.",
    units: ["Rescue 5"],
  },
  {
    incidentType: "fire",
    nfirsCode: "111",
    nerisIncidentType: "FIRE||STRUCTURE_FIRE||STRUCTURAL_INVOLVEMENT_FIRE",
    actionTaken: "11",
    propertyUse: "419",
    priority: "critical",
    description: "Detached garage fire extending to the eaves of the house.",
    units: ["Engine 1", "Ladder 2", "Tanker 6", "Command 1"],
    slower: 60,
  },
];
/** Order in which the kinds recur: medical calls and alarms come most often. */
const HISTORY_PATTERN = [
  0, 1, 2, 3, 4, 6, 0, 5, 2, 8, 4, 7, 0, 9, 1, 10, 2, 3, 0, 5, 4, 1, 6, 8, 2, 0, 7, 3, 4, 9,
];
const HISTORY_STREETS = [
  "88 Elm St",
  "410 Harbor Point Blvd",
  "17 Cedar Ln",
  "Route 9 at Mill Rd",
  "2301 Commerce Pkwy",
  "55 Birch Ct, Apt 2",
  "960 River Rd",
  "12 Orchard Way",
  "Riverside Commons, 300 Main St",
  "71 Lakeshore Dr",
];

type CourseSeed = Pick<
  NewCourse,
  | "title"
  | "description"
  | "category"
  | "difficulty"
  | "durationMinutes"
  | "maxParticipants"
  | "requirements"
  | "objectives"
  | "materials"
  | "status"
> & { key: string; instructor: MemberKey | null };
const COURSES = [
  {
    key: "livefire",
    title: "Live Fire Behavior & Suppression",
    category: "fire_safety",
    difficulty: "advanced",
    durationMinutes: 480,
    maxParticipants: 12,
    description:
      "Acquired-structure and burn-building evolutions: reading smoke, flow path control and coordinated interior attack.",
    requirements: "Firefighter II; current SCBA fit test",
    objectives:
      "Read smoke and flow path; coordinate ventilation with fire attack; perform transitional attack.",
    materials: "Full PPE, SCBA, IFSTA Essentials ch. 5 and 17",
    status: "published",
    instructor: "hale",
  },
  {
    key: "acls",
    title: "ACLS Refresher",
    category: "medical",
    difficulty: "intermediate",
    durationMinutes: 240,
    maxParticipants: 16,
    description:
      "AHA Advanced Cardiovascular Life Support update: megacode scenarios, rhythm recognition and post-arrest care.",
    requirements: "Current CPR; EMT or Paramedic",
    objectives: "Run a megacode as team leader; recognize and treat peri-arrest rhythms.",
    materials: "AHA ACLS Provider Manual (current edition)",
    status: "published",
    instructor: "ortega",
  },
  {
    key: "extrication",
    title: "Vehicle Extrication Techniques",
    category: "rescue",
    difficulty: "intermediate",
    durationMinutes: 360,
    maxParticipants: 10,
    description:
      "Stabilization, glass management, door pops, roof removal and dash roll on salvage vehicles.",
    requirements: "Firefighter I",
    objectives:
      "Stabilize a vehicle on its side; complete a full roof removal in under 15 minutes as a crew.",
    materials: "Hydraulic tools on Rescue 5, cribbing, struts",
    status: "published",
    instructor: "hale",
  },
  {
    key: "hazmat",
    title: "Hazmat Operations Refresher",
    category: "hazmat",
    difficulty: "intermediate",
    durationMinutes: 480,
    maxParticipants: 20,
    description:
      "Annual NFPA 470 operations-level refresher: product identification, isolation distances, defensive control and decon.",
    requirements: null,
    objectives: "Use the ERG to set isolation zones; perform gross decon; meter for LEL, O2, CO and H2S.",
    materials: "Emergency Response Guidebook, four-gas meters",
    status: "published",
    instructor: "brennan",
  },
  {
    key: "evoc",
    title: "Emergency Vehicle Operations (EVOC)",
    category: "driving",
    difficulty: "beginner",
    durationMinutes: 240,
    maxParticipants: 8,
    description:
      "Defensive driving of apparatus, intersection clearing, backing with spotters and the cone course.",
    requirements: "Valid driver's license",
    objectives: "Pass the serpentine, alley dock and diminishing-clearance cone evolutions.",
    materials: "Engine 1 or Medic 3, cone course kit",
    status: "published",
    instructor: "brennan",
  },
  {
    key: "ics200",
    title: "Incident Command System: ICS-200",
    category: "leadership",
    difficulty: "beginner",
    durationMinutes: 180,
    maxParticipants: 24,
    description:
      "ICS for single resources and initial action incidents: command transfer, span of control and briefings.",
    requirements: "ICS-100",
    objectives: "Conduct a transfer of command; build an initial ICS-201.",
    materials: "FEMA IS-200.c student manual",
    status: "published",
    instructor: "reyes",
  },
  {
    key: "scba",
    title: "SCBA Proficiency & Air Management",
    category: "equipment",
    difficulty: "beginner",
    durationMinutes: 120,
    maxParticipants: 12,
    description:
      "Donning under 60 seconds, emergency procedures, air consumption drills and RIT bottle change-outs.",
    requirements: "Current SCBA fit test",
    objectives: "Don SCBA in under 60 seconds; manage air to exit with 25% remaining.",
    materials: "MSA G1 SCBA, spare cylinders",
    status: "published",
    instructor: "hale",
  },
  {
    key: "mayday",
    title: "Radio Communications & Mayday Procedures",
    category: "communications",
    difficulty: "beginner",
    durationMinutes: 90,
    maxParticipants: 20,
    description: "Radio discipline on the county trunked system, LUNAR reports and calling a Mayday.",
    requirements: null,
    objectives: "Transmit a complete LUNAR report; operate the APX emergency button.",
    materials: "Motorola APX 6000 portables",
    status: "draft",
    instructor: null,
  },
] as const satisfies readonly CourseSeed[];
type CourseKey = (typeof COURSES)[number]["key"];

/** due: days from today; done: completed that many days ago. */
type AssignmentSeed = Pick<NewTrainingAssignment, "priority" | "status" | "notes"> & {
  member: MemberKey;
  course: CourseKey;
  due: number;
  doneDaysAgo?: number;
  by: MemberKey;
};
const ASSIGNMENTS: AssignmentSeed[] = [
  {
    member: "kim",
    course: "scba",
    due: 5,
    priority: "high",
    status: "in_progress",
    by: "hale",
    notes: "Complete before the fit test renewal.",
  },
  {
    member: "kim",
    course: "livefire",
    due: 45,
    priority: "medium",
    status: "assigned",
    by: "hale",
    notes: null,
  },
  {
    member: "kim",
    course: "evoc",
    due: -3,
    doneDaysAgo: 10,
    priority: "medium",
    status: "completed",
    by: "reyes",
    notes: null,
  },
  {
    member: "patel",
    course: "acls",
    due: 9,
    priority: "high",
    status: "assigned",
    by: "reyes",
    notes: "Required for ALS upgrade.",
  },
  {
    member: "patel",
    course: "hazmat",
    due: -4,
    priority: "medium",
    status: "overdue",
    by: "reyes",
    notes: null,
  },
  {
    member: "patel",
    course: "ics200",
    due: -15,
    doneDaysAgo: 18,
    priority: "low",
    status: "completed",
    by: "reyes",
    notes: null,
  },
  {
    member: "hale",
    course: "ics200",
    due: -20,
    doneDaysAgo: 25,
    priority: "medium",
    status: "completed",
    by: "reyes",
    notes: null,
  },
  {
    member: "hale",
    course: "extrication",
    due: 30,
    priority: "medium",
    status: "assigned",
    by: "reyes",
    notes: "Instructor refresher.",
  },
  {
    member: "ortega",
    course: "livefire",
    due: -8,
    priority: "critical",
    status: "overdue",
    by: "hale",
    notes: "Missed the last burn-building date.",
  },
  {
    member: "foster",
    course: "acls",
    due: 12,
    priority: "medium",
    status: "in_progress",
    by: "hale",
    notes: null,
  },
  {
    member: "whitaker",
    course: "extrication",
    due: 7,
    priority: "medium",
    status: "assigned",
    by: "vasquez",
    notes: null,
  },
  {
    member: "thompson",
    course: "scba",
    due: -6,
    doneDaysAgo: 9,
    priority: "medium",
    status: "completed",
    by: "vasquez",
    notes: null,
  },
  {
    member: "cho",
    course: "acls",
    due: 2,
    doneDaysAgo: 4,
    priority: "high",
    status: "completed",
    by: "vasquez",
    notes: null,
  },
  {
    member: "goldberg",
    course: "hazmat",
    due: 50,
    priority: "low",
    status: "assigned",
    by: "vasquez",
    notes: null,
  },
  {
    member: "obrien",
    course: "evoc",
    due: -2,
    priority: "high",
    status: "overdue",
    by: "brennan",
    notes: "Needed before driving Engine 1.",
  },
  {
    member: "holloway",
    course: "scba",
    due: 3,
    priority: "high",
    status: "assigned",
    by: "brennan",
    notes: null,
  },
  {
    member: "mendes",
    course: "acls",
    due: 13,
    priority: "medium",
    status: "assigned",
    by: "brennan",
    notes: null,
  },
  {
    member: "brooks",
    course: "hazmat",
    due: 60,
    priority: "low",
    status: "assigned",
    by: "brennan",
    notes: null,
  },
  {
    member: "lindqvist",
    course: "livefire",
    due: -10,
    doneDaysAgo: 12,
    priority: "medium",
    status: "completed",
    by: "reyes",
    notes: null,
  },
  {
    member: "washington",
    course: "evoc",
    due: 35,
    priority: "medium",
    status: "assigned",
    by: "reyes",
    notes: null,
  },
  {
    member: "park",
    course: "scba",
    due: 10,
    priority: "critical",
    status: "assigned",
    by: "reyes",
    notes: "Fit test expired: schedule the retest first.",
  },
];

type BudgetSeed = Pick<NewBudget, "name" | "category" | "totalAmount"> & { key: string };
const BUDGETS = [
  { key: "apparatus", name: "Apparatus Maintenance", category: "maintenance", totalAmount: 8_500_000 },
  { key: "overtime", name: "Overtime & Relief Staffing", category: "personnel", totalAmount: 12_000_000 },
  { key: "training", name: "Training & Certification", category: "training", totalAmount: 3_000_000 },
  { key: "fuel", name: "Fleet Fuel", category: "fuel", totalAmount: 4_200_000 },
  { key: "ems", name: "EMS Medical Supplies", category: "supplies", totalAmount: 2_500_000 },
  { key: "ppe", name: "PPE & Equipment Replacement", category: "equipment", totalAmount: 6_000_000 },
  { key: "utilities", name: "Station Utilities", category: "utilities", totalAmount: 950_000 },
] as const satisfies readonly BudgetSeed[];
type BudgetKey = (typeof BUDGETS)[number]["key"];

/** A rejected expense is charged to no budget, so each budget's spentAmount is the sum of its expenses. */
type ExpenseSeed = Pick<NewExpense, "description" | "vendor" | "amount" | "status"> & { daysAgo: number } & (
    | { budget: BudgetKey }
    | { budget: null; category: NewExpense["category"] }
  );
const EXPENSES: ExpenseSeed[] = [
  {
    daysAgo: 52,
    budget: "apparatus",
    description: "Engine 1 annual pump test and service",
    vendor: "Allegiance Fire Apparatus Service",
    amount: 412_500,
    status: "approved",
  },
  {
    daysAgo: 38,
    budget: "apparatus",
    description: "Ladder 2 aerial hydraulic hose replacement",
    vendor: "Pierce Service Center - Eastport",
    amount: 689_000,
    status: "approved",
  },
  {
    daysAgo: 9,
    budget: "apparatus",
    description: "Tanker 6 brake chambers and air dryer",
    vendor: "Riverside Truck & Diesel",
    amount: 237_550,
    status: "pending",
  },
  {
    daysAgo: 45,
    budget: "fuel",
    description: "Fleet diesel, bulk delivery (1,050 gal)",
    vendor: "Tri-County Fuel Co.",
    amount: 318_740,
    status: "approved",
  },
  {
    daysAgo: 15,
    budget: "fuel",
    description: "Fleet diesel, bulk delivery (980 gal)",
    vendor: "Tri-County Fuel Co.",
    amount: 296_410,
    status: "approved",
  },
  {
    daysAgo: 40,
    budget: "ems",
    description: "ALS airway and IV start kits restock",
    vendor: "Bound Tree Medical",
    amount: 184_320,
    status: "approved",
  },
  {
    daysAgo: 20,
    budget: "ems",
    description: "Oxygen cylinder refills (D and M)",
    vendor: "Valley Medical Gas",
    amount: 46_500,
    status: "approved",
  },
  {
    daysAgo: 4,
    budget: "ems",
    description: "AED pads and batteries",
    vendor: "Henry Schein EMS",
    amount: 72_890,
    status: "pending",
  },
  {
    daysAgo: 33,
    budget: "ppe",
    description: "Structural turnout gear, 4 sets",
    vendor: "LION Total Care",
    amount: 1_196_000,
    status: "approved",
  },
  {
    daysAgo: 12,
    budget: "ppe",
    description: "SCBA face pieces (6)",
    vendor: "Municipal Emergency Services",
    amount: 258_000,
    status: "approved",
  },
  {
    daysAgo: 28,
    budget: "training",
    description: "ACLS course fees (4 members)",
    vendor: "Riverside Community College",
    amount: 78_000,
    status: "approved",
  },
  {
    daysAgo: 7,
    budget: "training",
    description: "Hazmat Operations refresher instructor fee",
    vendor: "State Fire Academy",
    amount: 150_000,
    status: "pending",
  },
  {
    daysAgo: 18,
    budget: "overtime",
    description: "Relief shift payroll, paid shifts",
    vendor: "City of Riverside Payroll",
    amount: 684_000,
    status: "approved",
  },
  {
    daysAgo: 55,
    budget: "utilities",
    description: "Electric service, Stations 1 and 2",
    vendor: "Riverside Municipal Utilities",
    amount: 284_300,
    status: "approved",
  },
  {
    daysAgo: 25,
    budget: "utilities",
    description: "Electric service, Stations 1 and 2",
    vendor: "Riverside Municipal Utilities",
    amount: 271_950,
    status: "approved",
  },
  {
    daysAgo: 3,
    budget: "utilities",
    description: "Natural gas and water, Stations 1 and 2",
    vendor: "Riverside Municipal Utilities",
    amount: 253_400,
    status: "pending",
  },
  {
    daysAgo: 22,
    budget: null,
    category: "other",
    description: "Station 2 kitchen range replacement",
    vendor: "Home Depot Pro",
    amount: 189_900,
    status: "rejected",
  },
];

const FITNESS_PROGRAMS: Pick<
  NewFitnessProgram,
  "name" | "description" | "type" | "duration" | "difficulty" | "instructions"
>[] = [
  {
    name: "Stair Climb Conditioning",
    type: "cardio",
    duration: 30,
    difficulty: "intermediate",
    description: "High-rise readiness: sustained stair work in gear weight.",
    instructions:
      "Warm up 5 min. Climb the training tower (6 floors) at a steady pace, walk down to recover. Repeat 6-8 rounds. " +
      "Add a 25 lb vest once you can finish 8 rounds under 25 min. Cool down and stretch calves and hip flexors.",
  },
  {
    name: "Fireground Strength Circuit",
    type: "strength",
    duration: 45,
    difficulty: "intermediate",
    description: "Functional strength for hose pulls, carries and forcible entry.",
    instructions:
      "3 rounds, 60 s rest between rounds: 10 deadlifts, 10 sled pulls (20 m), 12 kettlebell swings, " +
      "40 m farmer carry, 10 push-ups, 30 s plank. Keep a neutral spine on every lift.",
  },
  {
    name: "Post-Shift Mobility & Stretching",
    type: "flexibility",
    duration: 20,
    difficulty: "beginner",
    description: "Recovery routine after a 24-hour shift.",
    instructions:
      "Hold each 45 s: hip flexor lunge, hamstring stretch, thoracic rotations, doorway chest stretch, child's pose. " +
      "Finish with 2 min of box breathing.",
  },
  {
    name: "Combat Challenge Endurance Prep",
    type: "endurance",
    duration: 60,
    difficulty: "advanced",
    description: "Eight-week build toward the firefighter combat challenge.",
    instructions:
      "Intervals in full PPE on air: tower climb with hose pack, hoist, forcible entry sled, hose advance and rescue drag. " +
      "Work 4 min / rest 2 min, 6 rounds. Hydrate and monitor heart rate; stop at signs of heat stress.",
  },
];

const WELLNESS_RECORDS: Array<
  Pick<NewWellnessRecord, "recordType" | "data" | "notes" | "isPrivate"> & {
    member: MemberKey;
    daysAgo: number;
  }
> = [
  {
    member: "kim",
    daysAgo: 2,
    recordType: "fitness",
    data: { minutes: 45, activity: "Stair climb", floors: 60 },
    notes: "Weighted vest for the last 3 rounds.",
    isPrivate: false,
  },
  {
    member: "kim",
    daysAgo: 5,
    recordType: "fitness",
    data: { minutes: 30, activity: "Rowing", distanceMeters: 6000 },
    notes: null,
    isPrivate: false,
  },
  {
    member: "kim",
    daysAgo: 20,
    recordType: "medical",
    data: { type: "Annual physical", bloodPressure: "118/76", restingHeartRate: 58 },
    notes: "Cleared for duty.",
    isPrivate: true,
  },
  {
    member: "patel",
    daysAgo: 1,
    recordType: "fitness",
    data: { minutes: 40, activity: "Yoga" },
    notes: null,
    isPrivate: true,
  },
  {
    member: "patel",
    daysAgo: 8,
    recordType: "mental_health",
    data: { type: "Peer support check-in", moodScore: 7 },
    notes: "Debrief after the Willow Bend arrest call.",
    isPrivate: true,
  },
  {
    member: "patel",
    daysAgo: 12,
    recordType: "fitness",
    data: { minutes: 50, activity: "Trail run", distanceKm: 8.2 },
    notes: null,
    isPrivate: false,
  },
  {
    member: "hale",
    daysAgo: 3,
    recordType: "fitness",
    data: { minutes: 60, activity: "Strength circuit", rounds: 3 },
    notes: null,
    isPrivate: false,
  },
  {
    member: "hale",
    daysAgo: 10,
    recordType: "fitness",
    data: { minutes: 35, activity: "Hose drag and carry drill" },
    notes: "With A platoon.",
    isPrivate: false,
  },
  {
    member: "ortega",
    daysAgo: 4,
    recordType: "fitness",
    data: { minutes: 45, activity: "Cycling", distanceKm: 18 },
    notes: null,
    isPrivate: false,
  },
  {
    member: "reyes",
    daysAgo: 2,
    recordType: "fitness",
    data: { minutes: 30, activity: "Treadmill walk", inclinePercent: 8 },
    notes: null,
    isPrivate: true,
  },
];

// ---------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Inclusive random integer. */
function rand(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

function digits(count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) out += rand(0, 9).toString();
  return out;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const shortDate = (ms: number) =>
  new Date(ms).toLocaleDateString("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
  });

function emailOf(m: MemberSeed): string {
  if (m.email) return m.email;
  const local = `${m.first}.${m.last}`.toLowerCase().replace(/[^a-z.]/g, "");
  return `${local}@riverside.demo`;
}

function certsOf(m: MemberSeed): CertName[] {
  const list: CertName[] = ["CPR"];
  if (m.medical) list.push(m.medical);
  if (m.role !== "emt") list.push("Firefighter II", "SCBA Fit Test");
  if (m.role === "officer" || m.role === "admin") list.push("Fire Officer I");
  return list;
}

async function hasAgencies(q: Queryable): Promise<boolean> {
  const rows = await q.select({ id: agencies.id }).from(agencies).limit(1);
  return rows.length > 0;
}

/** Builds every row from the moment `now`; pure apart from random ids, serial numbers and minute variances. */
function buildDemoData(now: Date, passwordHash: string) {
  const agencyId = DEMO_AGENCY_ID;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  /** Midnight UTC `n` days from today. */
  const day = (n: number) => today + n * DAY;
  const dateIn = (n: number) => isoDate(day(n));
  const at = (n: number, hour: number, minute = 0) => new Date(day(n) + hour * HOUR + minute * MINUTE);

  const memberIds = new Map<MemberKey, string>();
  for (const m of ROSTER) memberIds.set(m.key as MemberKey, m.id ?? randomUUID());
  const idOf = (key: MemberKey) => memberIds.get(key) as string;
  const member = (key: MemberKey) => ROSTER.find((m) => m.key === key) as MemberSeed;
  const nameOf = (key: MemberKey) => `${member(key).first} ${member(key).last}`;

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

  // --- Shifts: 24/48 A/B/C rotation, 07:00 to 07:00 UTC -------------------------------------------------
  // Shift 0 is the one in progress now (it started at the latest 07:00 at or before now).
  const shift0 = now.getUTCHours() >= 7 ? 0 : -1;
  const platoonOn = (k: number) => (["A", "B", "C"] as const)[(((day(shift0 + k) / DAY) % 3) + 3) % 3];
  const completed = (start: Date, end: Date) => {
    const actualStart = new Date(start.getTime() + rand(-12, 4) * MINUTE);
    const actualEnd = new Date(end.getTime() + rand(-4, 18) * MINUTE);
    return {
      status: "completed" as const,
      actualStartTime: actualStart,
      actualEndTime: actualEnd,
      checkedIn: false,
      totalMinutes: Math.round((actualEnd.getTime() - actualStart.getTime()) / MINUTE),
    };
  };

  const shiftRows: NewShift[] = [];
  for (let k = -14; k <= 14; k++) {
    const start = at(shift0 + k, 7);
    const end = at(shift0 + k + 1, 7);
    const platoon = platoonOn(k);
    for (const m of ROSTER) {
      if (m.platoon !== platoon) continue;
      const base = {
        agencyId,
        userId: idOf(m.key as MemberKey),
        title: `${platoon} Platoon - 24 Hour`,
        startTime: start,
        endTime: end,
        assignment: m.post,
      };
      if (k < 0) shiftRows.push({ ...base, ...completed(start, end) });
      else if (k === 0)
        shiftRows.push({
          ...base,
          status: "active",
          checkedIn: true,
          actualStartTime: new Date(start.getTime() - rand(2, 9) * MINUTE),
        });
      else shiftRows.push({ ...base, status: "scheduled" });
    }
  }
  for (const [k, key] of RELIEF_SHIFTS) {
    const m = member(key);
    const start = at(shift0 + k, 7);
    const end = at(shift0 + k, 19);
    const base = {
      agencyId,
      userId: idOf(key),
      title: "Day Relief (Paid)",
      startTime: start,
      endTime: end,
      assignment: m.post,
      isPaid: true,
      hourlyRateCents: RELIEF_RATE_CENTS[m.role] ?? 2850,
    };
    if (k < 0) {
      const paymentStatus =
        k <= -9 ? ("paid" as const) : k <= -4 ? ("approved" as const) : ("pending" as const);
      shiftRows.push({ ...base, ...completed(start, end), paymentStatus });
    } else shiftRows.push({ ...base, status: "scheduled" });
  }
  // Coverage requests next week: nobody assigned yet.
  shiftRows.push(
    {
      agencyId,
      userId: null,
      title: "Open Shift - Engine 1 Overtime",
      assignment: "Engine 1",
      status: "open",
      startTime: at(shift0 + 4, 7),
      endTime: at(shift0 + 4, 19),
      isPaid: true,
      hourlyRateCents: 2850,
      minStaff: 1,
      maxStaff: 1,
    },
    {
      agencyId,
      userId: null,
      title: "Open Shift - Medic 3 Night Coverage",
      assignment: "Medic 3",
      status: "open",
      startTime: at(shift0 + 6, 19),
      endTime: at(shift0 + 7, 7),
      isPaid: true,
      hourlyRateCents: 2650,
      minStaff: 1,
      maxStaff: 1,
    },
  );

  // --- Certifications ------------------------------------------------------------------------------------
  const certRows: NewCertification[] = [];
  for (const m of ROSTER) {
    for (const cert of certsOf(m)) {
      const type = CERT_TYPES[cert];
      const pinned = CERT_PINNED.find((p) => p.member === m.key && p.cert === cert);
      const expiresIn = pinned ? pinned.expiresInDays : rand(45, type.validityDays - 30);
      const issued = day(expiresIn) - type.validityDays * DAY;
      certRows.push({
        agencyId,
        userId: idOf(m.key as MemberKey),
        name: cert,
        issuingOrganization: type.org,
        issueDate: isoDate(issued),
        expirationDate: dateIn(expiresIn),
        certificateNumber: type.number(new Date(issued).getUTCFullYear()),
        status: expiresIn < 0 ? "expired" : "active",
      });
    }
  }
  const requiredCertRows = [
    { agencyId, name: "CPR", role: null },
    { agencyId, name: "EMT", role: "emt" as const },
    { agencyId, name: "SCBA Fit Test", role: "firefighter" as const },
  ];

  // --- Equipment and incidents ---------------------------------------------------------------------------
  const equipmentIds = new Map(EQUIPMENT.map((e) => [e.name, randomUUID()]));
  const equipmentRows: NewEquipment[] = EQUIPMENT.map(({ lastServicedDaysAgo, nextDueInDays, ...item }) => ({
    ...item,
    id: equipmentIds.get(item.name),
    agencyId,
    lastMaintenanceDate: dateIn(-lastServicedDaysAgo),
    nextMaintenanceDate: dateIn(nextDueInDays),
  }));
  const maintenanceRows: (typeof maintenanceRecords.$inferInsert)[] = MAINTENANCE_HISTORY.map((h) => ({
    agencyId,
    equipmentId: equipmentIds.get(h.item) as string,
    performedOn: dateIn(-h.daysAgo),
    notes: h.notes,
    costCents: h.costCents,
    performedById: idOf("reyes"),
  }));

  // Reports keep their apparatus by id; the seeded units are found by name.
  const unitIds = new Map<string, string>();
  for (const row of equipmentRows) {
    row.id ??= randomUUID();
    unitIds.set(row.name, row.id);
  }
  const incidentRows: NewIncident[] = [];
  const incidentResponderRows: { agencyId: string; incidentId: string; userId: string }[] = [];
  const incidentApparatusRows: { agencyId: string; incidentId: string; equipmentId: string }[] = [];
  const addIncident = (row: Omit<NewIncident, "agencyId" | "id">, crew: MemberKey[]) => {
    const id = randomUUID();
    // Demo reports were written by their officer in charge.
    incidentRows.push({ reportedById: row.reportingOfficerId, ...row, agencyId, id });
    for (const key of new Set(crew))
      incidentResponderRows.push({ agencyId, incidentId: id, userId: idOf(key) });
    for (const name of row.unitsResponded ?? []) {
      const equipmentId = unitIds.get(name);
      if (equipmentId) incidentApparatusRows.push({ agencyId, incidentId: id, equipmentId });
    }
  };
  const after = (when: Date, ms: number | null) => (ms === null ? null : new Date(when.getTime() + ms));

  for (const { daysAgo, hour, minute, seq, reporter, ...incident } of INCIDENTS) {
    const when = at(-daysAgo, hour, minute);
    const { arrivalSeconds, clearedMinutes, crew, completedAfterDays, ...nfirs } = INCIDENT_NFIRS[seq];
    const arrival = after(when, arrivalSeconds === null ? null : arrivalSeconds * 1000);
    addIncident(
      {
        ...incident,
        ...nfirs,
        incidentNumber: `${isoDate(when.getTime()).replaceAll("-", "")}-${seq}`,
        incidentDate: when,
        // Reports are written by the end of the shift; the newest may still be today's.
        reportDate: dateIn(Math.min(0, -daysAgo + (hour >= 20 ? 1 : 0))),
        reportingOfficerId: idOf(reporter),
        alarmAt: arrivalSeconds === null ? null : when,
        arrivalAt: arrival,
        lastUnitClearedAt: arrival && clearedMinutes !== null ? after(when, clearedMinutes * MINUTE) : null,
        completedAt:
          incident.status === "completed" ? after(when, (completedAfterDays ?? 1) * DAY + 3 * HOUR) : null,
      },
      crew,
    );
  }

  // A year of older, completed reports, so Analytics has months to compare. A few were completed late or
  // lack a code, as in any real agency.
  for (let i = 0; i < HISTORY_PATTERN.length; i++) {
    const { units, slower = 0, ...kind } = HISTORY_KINDS[HISTORY_PATTERN[i]];
    const crew = (["A", "B", "C"] as const)[i % 3];
    const when = at(-(34 + i * 11), (i * 7 + 3) % 24, (i * 13) % 60);
    const arrival = after(when, (205 + ((i * 97) % 330) + slower) * 1000);
    addIncident(
      {
        ...kind,
        incidentNumber: `${isoDate(when.getTime()).replaceAll("-", "")}-${String((i * 7919 + 1234) % 10000).padStart(4, "0")}`,
        incidentDate: when,
        reportDate: isoDate(when.getTime()),
        location: `${HISTORY_STREETS[i % HISTORY_STREETS.length]}, Riverside`,
        reportingOfficerId: idOf(CREWS[crew][0]),
        narrativeSummary: null,
        status: "completed",
        injuries: kind.incidentType === "vehicle" || kind.incidentType === "medical" ? 1 : 0,
        fatalities: 0,
        propertyDamage: kind.incidentType === "fire" ? 4000 + ((i * 3571) % 60) * 500 : 0,
        unitsResponded: units,
        nerisIncidentType: i % 13 === 6 ? null : kind.nerisIncidentType,
        propertyUse: i % 9 === 4 ? null : kind.propertyUse,
        aidGivenReceived: i % 11 === 5 ? "1" : "N",
        alarmAt: when,
        arrivalAt: arrival,
        lastUnitClearedAt: after(when, (25 + ((i * 17) % 90)) * MINUTE),
        completedAt: after(when, [3, 5, 8, 2, 12, 17, 4, 6, 9, 22][i % 10] * DAY),
      },
      CREWS[crew].slice(0, 3 + (i % 2)),
    );
  }

  const incidentNumber = (seq: string) =>
    incidentRows.find((i) => i.incidentNumber.endsWith(`-${seq}`))?.incidentNumber;

  // --- Training ------------------------------------------------------------------------------------------
  const courseIds = new Map<CourseKey, string>(COURSES.map((c) => [c.key, randomUUID()]));
  const courseRows: NewCourse[] = COURSES.map(({ key, instructor, ...course }) => ({
    ...course,
    agencyId,
    id: courseIds.get(key),
    instructorId: instructor ? idOf(instructor) : null,
  }));
  const assignmentRows: NewTrainingAssignment[] = ASSIGNMENTS.map((a) => ({
    agencyId,
    courseId: courseIds.get(a.course) as string,
    userId: idOf(a.member),
    assignedById: idOf(a.by),
    dueDate: dateIn(a.due),
    priority: a.priority,
    status: a.status,
    completedAt: a.doneDaysAgo === undefined ? null : at(-a.doneDaysAgo, 16, rand(0, 59)),
    notes: a.notes,
  }));

  // --- Finance -------------------------------------------------------------------------------------------
  const budgetIds = new Map<BudgetKey, string>(BUDGETS.map((b) => [b.key, randomUUID()]));
  const fiscalYear = String(now.getUTCFullYear());
  const budgetRows: NewBudget[] = BUDGETS.map(({ key, ...budget }) => ({
    ...budget,
    agencyId,
    id: budgetIds.get(key),
    fiscalYear,
    spentAmount: EXPENSES.reduce((sum, e) => (e.budget === key ? sum + e.amount : sum), 0),
    status: "active",
  }));
  const expenseRows: NewExpense[] = EXPENSES.map((e) => ({
    agencyId,
    budgetId: e.budget === null ? null : budgetIds.get(e.budget),
    description: e.description,
    amount: e.amount,
    category:
      e.budget === null ? e.category : (BUDGETS.find((b) => b.key === e.budget) as BudgetSeed).category,
    expenseDate: dateIn(-e.daysAgo),
    vendor: e.vendor,
    approvedById: e.status === "approved" ? idOf("reyes") : null,
    status: e.status,
  }));

  // --- Wellness ------------------------------------------------------------------------------------------
  const fitnessRows: NewFitnessProgram[] = FITNESS_PROGRAMS.map((p) => ({ ...p, agencyId }));
  const wellnessRows: NewWellnessRecord[] = WELLNESS_RECORDS.map(({ member: key, daysAgo, ...r }) => ({
    ...r,
    agencyId,
    userId: idOf(key),
    recordDate: dateIn(-daysAgo),
  }));

  // --- Notifications for the four demo accounts ----------------------------------------------------------
  const nextPlatoonShift = (platoon: Platoon) => {
    for (let k = 1; k <= 3; k++) if (platoonOn(k) === platoon) return day(shift0 + k);
    return day(shift0 + 1);
  };
  const note = (
    key: MemberKey,
    hoursAgo: number,
    type: NewNotification["type"],
    isRead: boolean,
    title: string,
    message: string,
  ): NewNotification => ({
    agencyId,
    userId: idOf(key),
    title,
    message,
    type,
    isRead,
    dedupeKey: null,
    createdAt: new Date(now.getTime() - hoursAgo * HOUR),
  });
  // Expiring certifications and maintenance due are announced by the notification jobs (once, deduplicated)
  // on the first start, so the seed does not write those itself.
  const notificationRows: NewNotification[] = [
    note(
      "reyes",
      3,
      "warning",
      false,
      "Certification expired",
      `${nameOf("obrien")}'s CPR certification expired on ${shortDate(day(-9))}.`,
    ),
    note(
      "reyes",
      8,
      "info",
      false,
      "Coverage request posted",
      `Engine 1 overtime on ${shortDate(day(shift0 + 4))} has no one assigned yet.`,
    ),
    note(
      "reyes",
      26,
      "warning",
      false,
      "Budget nearing limit",
      "Station Utilities has used over 80% of its fiscal-year budget.",
    ),
    note(
      "reyes",
      50,
      "alert",
      true,
      "Equipment out of service",
      "Generator 1 at Station 2 was marked out of service.",
    ),
    note(
      "reyes",
      140,
      "info",
      true,
      "Incident report submitted",
      `Captain ${member("vasquez").last} submitted report ${incidentNumber("5911")} for approval.`,
    ),
    note(
      "hale",
      5,
      "info",
      false,
      "Incident report awaiting review",
      `Your draft report ${incidentNumber("6678")} (842 Oak St) is not submitted yet.`,
    ),
    note(
      "hale",
      20,
      "warning",
      false,
      "Training overdue",
      `${nameOf("ortega")}'s "Live Fire Behavior & Suppression" was due ${shortDate(day(-8))}.`,
    ),
    note(
      "hale",
      72,
      "info",
      true,
      "Shift assigned",
      `A Platoon, Station 1 - Captain, starting ${shortDate(nextPlatoonShift("A"))} 07:00.`,
    ),
    note(
      "kim",
      22,
      "info",
      false,
      "Training assigned",
      `"SCBA Proficiency & Air Management" is due ${shortDate(day(5))}.`,
    ),
    note(
      "kim",
      72,
      "info",
      true,
      "Shift assigned",
      `A Platoon, Engine 1, starting ${shortDate(nextPlatoonShift("A"))} 07:00.`,
    ),
    note(
      "kim",
      240,
      "success",
      true,
      "Training completed",
      `You completed "Emergency Vehicle Operations (EVOC)".`,
    ),
    note(
      "patel",
      28,
      "alert",
      false,
      "Training overdue",
      `"Hazmat Operations Refresher" was due ${shortDate(day(-4))}.`,
    ),
    note("patel", 48, "info", true, "Training assigned", `"ACLS Refresher" is due ${shortDate(day(9))}.`),
    note(
      "patel",
      72,
      "info",
      true,
      "Shift assigned",
      `A Platoon, Medic 3, starting ${shortDate(nextPlatoonShift("A"))} 07:00.`,
    ),
  ];

  const staffingRows = [
    {
      agencyId,
      name: "Engine company",
      shiftType: "24-hour",
      minimumStaff: 4,
      roleRequirements: { officer: 1, firefighter: 3 },
    },
    { agencyId, name: "Medic unit", shiftType: "24-hour", minimumStaff: 2, roleRequirements: { emt: 2 } },
  ];

  return {
    agency,
    userRows,
    membershipRows,
    shiftRows,
    certRows,
    requiredCertRows,
    equipmentRows,
    maintenanceRows,
    incidentRows,
    incidentResponderRows,
    incidentApparatusRows,
    courseRows,
    assignmentRows,
    budgetRows,
    expenseRows,
    fitnessRows,
    wellnessRows,
    notificationRows,
    staffingRows,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------------------

/**
 * Seeds the demo agency when the database has no agencies at all. Returns true if it seeded. Safe to call on
 * every start: once any agency exists (the demo one or a real one) it does nothing.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  if (await hasAgencies(db)) return false;
  // Hashed once outside the transaction (argon2id is deliberately slow) and shared by every demo member.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const actor = { agencyId: DEMO_AGENCY_ID, userId: DEMO_ACCOUNTS[0].id, ip: null, userAgent: "seed" };

  return asPlatform(db, actor, async (tx) => {
    // Another process may have seeded while we hashed: decide again under a lock.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasAgencies(tx)) return false;

    const d = buildDemoData(new Date(), passwordHash);
    await tx.insert(agencies).values(d.agency);
    await tx.insert(users).values(d.userRows);
    await tx.insert(userAgencies).values(d.membershipRows);
    await tx.insert(shifts).values(d.shiftRows);
    await tx.insert(staffingRequirements).values(d.staffingRows);
    await tx.insert(certifications).values(d.certRows);
    await tx.insert(requiredCertifications).values(d.requiredCertRows);
    await tx.insert(equipment).values(d.equipmentRows);
    await tx.insert(maintenanceRecords).values(d.maintenanceRows);
    await tx.insert(incidents).values(d.incidentRows);
    await tx.insert(incidentResponders).values(d.incidentResponderRows);
    await tx.insert(incidentApparatus).values(d.incidentApparatusRows);
    await tx.insert(courses).values(d.courseRows);
    await tx.insert(trainingAssignments).values(d.assignmentRows);
    await tx.insert(budgets).values(d.budgetRows);
    await tx.insert(expenses).values(d.expenseRows);
    await tx.insert(fitnessPrograms).values(d.fitnessRows);
    await tx.insert(wellnessRecords).values(d.wellnessRows);
    await tx.insert(notifications).values(d.notificationRows);
    return true;
  });
}
