/** The demo's clock and roster lookups, shared by every part of the seed. */
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
