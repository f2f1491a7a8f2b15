/** The demo's clock and roster lookups, shared by every part of the seed, and the shape of a part. */
import type { PgTable } from "drizzle-orm/pg-core";
import type { FileStorage } from "../../lib/storage";
import type { Transaction } from "../client";
import type { NewEquipment } from "../schema/equipment";
import type { NewShift } from "../schema/scheduling";
import { DEMO_AGENCY_ID, type MemberKey, type MemberSeed, ROSTER } from "./people";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Inclusive random integer. */
export function rand(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

export function digits(count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) out += rand(0, 9).toString();
  return out;
}

export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const shortDate = (ms: number) =>
  new Date(ms).toLocaleDateString("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
  });

/** What every part of the demo is built from: the moment of seeding, its calendar and the roster's ids. */
export type DemoContext = ReturnType<typeof demoContext>;

/** Dates are computed from `now` (UTC); every member gets an id up front so every part can name them. */
export function demoContext(now: Date) {
  const agencyId = DEMO_AGENCY_ID;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  /** Midnight UTC `n` days from today. */
  const day = (n: number) => today + n * DAY;
  const dateIn = (n: number) => isoDate(day(n));
  const at = (n: number, hour: number, minute = 0) => new Date(day(n) + hour * HOUR + minute * MINUTE);

  const idOf = (key: MemberKey) => ROSTER.find((m) => m.key === key)?.id as string;
  const member = (key: MemberKey) => ROSTER.find((m) => m.key === key) as MemberSeed;
  const nameOf = (key: MemberKey) => `${member(key).first} ${member(key).last}`;

  // Shift 0 is the one in progress now (it started at the latest 07:00 at or before now).
  const shift0 = now.getUTCHours() >= 7 ? 0 : -1;
  /** The platoon on duty for shift `k` (24/48 A/B/C rotation, 07:00 to 07:00 UTC). */
  const platoonOn = (k: number) => (["A", "B", "C"] as const)[(((day(shift0 + k) / DAY) % 3) + 3) % 3];

  return { now, agencyId, day, dateIn, at, idOf, member, nameOf, shift0, platoonOn };
}

/** A worked shift's status and clock times: checked in a little early or late, out a little late. */
export function completed(start: Date, end: Date) {
  const actualStart = new Date(start.getTime() + rand(-12, 4) * MINUTE);
  const actualEnd = new Date(end.getTime() + rand(-4, 18) * MINUTE);
  return {
    status: "completed" as const,
    actualStartTime: actualStart,
    actualEndTime: actualEnd,
    checkedIn: false,
    totalMinutes: Math.round((actualEnd.getTime() - actualStart.getTime()) / MINUTE),
  };
}

/**
 * What one module's part of the demo builds and another's names, set by the part that builds it (in the
 * registry's order: a part reads only what an earlier one built, or, in its write, what any part built).
 */
export type DemoBuilt = {
  /** scheduling's shifts (trades give some an id and a taker before they are written; call-backs read them). */
  shiftRows?: NewShift[];
  /** equipment's apparatus (incidents name the units that responded). */
  equipmentRows?: NewEquipment[];
  /** incidents' report number of a demo report by its sequence (notifications name reports). */
  incidentNumber?: (seq: string) => string | undefined;
};

/** What a module's part of the demo is built from: the moment and roster, and what earlier parts built. */
export type SeedContext = DemoContext & { mailConfigured: boolean; built: DemoBuilt };

/** What another part built, or a clear failure when the registry puts that part later. */
export function builtBy<K extends keyof DemoBuilt>(ctx: SeedContext, key: K, part: string) {
  const value = ctx.built[key];
  if (value === undefined)
    throw new Error(`demo seed: ${part}'s part must come earlier in the registry (${key})`);
  return value as NonNullable<DemoBuilt[K]>;
}

/** Writes a part's rows in the seed's one transaction. Files it stores go in `stored` (removed on failure). */
export type SeedWrite = (write: {
  tx: Transaction;
  storage?: FileStorage;
  stored: string[];
}) => Promise<void>;

/**
 * A module's part of the demo (named by its manifest, `seed`): called with the context it builds its rows
 * (every part builds before anything is written, in the registry's order) and returns how they are written
 * (every write then runs in the same order, so a part's rows come after the rows they refer to).
 */
export type SeedStep = (ctx: SeedContext) => SeedWrite;

/** Rows of one table, typed by it. */
export const rowsOf = <T extends PgTable>(table: T, values: T["$inferInsert"][]) => ({ table, values });

/** The write of a part that inserts its rows table by table, in this order. */
export const insertRows =
  (...tables: ReturnType<typeof rowsOf>[]): SeedWrite =>
  async ({ tx }) => {
    for (const { table, values } of tables) await tx.insert(table).values(values);
  };
