/**
 * Minimum staffing for other modules (through index.ts): the agency's staffing settings (the shared defaults
 * until the first save) and the gaps its rules find in the schedule. Leave approval, the dashboard and the shift removal
 * question call these; every caller runs them inside the agency's transaction (scope.run), whose row-level
 * security confines every table read here to the agency.
 *
 * Gap semantics. For each day of [startDate, endDate] and each rule whose days include that day (no days: every
 * day), the rule's frame is [day startTime, endTime) in the agency's zone; an end at or before the start ends on
 * the next day (an overnight frame, counted on the day it starts). The frame is cut at every start and end of a
 * counted shift inside it, and each piece counts the distinct members on shifts that cover it all and match the
 * rule's filters:
 * - the shift is not cancelled and has a member assigned (a removed member's shifts do not count);
 * - role: the member's role is the rule's;
 * - qualification: the member holds a certification of that name (any case), stored status active, issued on or
 *   before the shift's date (agency zone) and expiring on or after it: an expired certificate does not count;
 * - apparatus: the shift rides the rule's equipment;
 * - station: the shift works at the rule's station (shifts.station_id);
 * - position: the shift rides the rule's seat (shifts.position_id).
 * Shifts in `excludeShiftIds` are treated as removed, and a member in `away` is treated as not working between
 * those instants. A piece with fewer people than the rule's minimum is a gap; adjacent pieces of one frame with
 * the same count merge.
 *
 * findStaffingGaps() computes them in Node (the schedule, leave, the dashboard); the analytics chart's monthly
 * sums over years are computed in PostgreSQL with the same semantics by staffingGapFigures() (see there), and
 * the tests hold the two equal.
 */
import { TZDate } from "@date-fns/tz";
import { VEHICLE_TYPES } from "@rollcall/shared/equipment";
import { ROLE_LABELS, ROLES, type Role } from "@rollcall/shared/roles";
import { DAYS_OF_WEEK, type DayOfWeek, MAX_SHIFT_HOURS } from "@rollcall/shared/scheduling";
import {
  STAFFING_SETTINGS_DEFAULTS,
  type StaffingGap,
  type StaffingSettings,
  staffingGapText,
} from "@rollcall/shared/staffing";
import { and, asc, eq, gt, inArray, isNull, lt, ne, notInArray, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { apparatusPositions, equipment, stations } from "../../db/schema/equipment";
import { shifts } from "../../db/schema/scheduling";
import { staffingRequirements, staffingSettings } from "../../db/schema/staffing";
import { users } from "../../db/schema/users";
import { addDaysIso, agencyToday } from "../../lib/dates";
import { badRequest } from "../../lib/errors";
import { queryRows } from "../../lib/sql";
import { certificationsValidFrom } from "../compliance";

/** The transaction's agency (set by withAgency()); row-level security applies the same filter. */
const currentAgency = sql<string>`nullif(current_setting('app.agency_id', true), '')::uuid`;

/** The agency's staffing settings: its saved row, or the shared defaults when it has never saved them. */
export async function getStaffingSettings(tx: Transaction): Promise<StaffingSettings> {
  const [row] = await tx
    .select()
    .from(staffingSettings)
    .where(eq(staffingSettings.agencyId, currentAgency))
    .limit(1);
  if (!row)
    return {
      ...STAFFING_SETTINGS_DEFAULTS,
      callbackRoles: [...STAFFING_SETTINGS_DEFAULTS.callbackRoles],
      leaveBlockedDates: [],
    };
  return {
    tradesRequireApproval: row.tradesRequireApproval,
    fatigueLimitHours: row.fatigueLimitHours,
    callbackMethod: row.callbackMethod,
    callbackMode: row.callbackMode,
    callbackResponseMinutes: row.callbackResponseMinutes,
    callbackRoles: ROLES.filter((r) => row.callbackRoles.includes(r)),
    leaveMaxConcurrent: row.leaveMaxConcurrent,
    leaveMinNoticeDays: row.leaveMinNoticeDays,
    leaveBlockedDates: [...row.leaveBlockedDates].sort(),
    flsaPeriodDays: row.flsaPeriodDays,
    flsaPeriodStart: row.flsaPeriodStart,
    flsaStandard: row.flsaStandard,
  };
}

/** A rule as the gap computation reads it: its stored fields, its apparatus's name and crew size. */
export type GapRule = {
  id: string;
  agencyId: string;
  name: string;
  minimumStaff: number;
  startTime: string;
  endTime: string;
  daysOfWeek: DayOfWeek[] | null;
  role: Role | null;
  qualification: string | null;
  equipmentId: string | null;
  equipmentName: string | null;
  stationId: string | null;
  stationName: string | null;
  positionId: string | null;
  positionName: string | null;
};

/** The agency's rules (or the one of `id`), in name order, with their apparatus's, station's and seat's names. */
export function selectStaffingRules(tx: Transaction, id?: string) {
  return tx
    .select({
      id: staffingRequirements.id,
      agencyId: staffingRequirements.agencyId,
      name: staffingRequirements.name,
      minimumStaff: staffingRequirements.minimumStaff,
      startTime: staffingRequirements.startTime,
      endTime: staffingRequirements.endTime,
      daysOfWeek: staffingRequirements.daysOfWeek,
      role: staffingRequirements.role,
      qualification: staffingRequirements.qualification,
      equipmentId: staffingRequirements.equipmentId,
      equipmentName: equipment.name,
      stationId: staffingRequirements.stationId,
      stationName: stations.name,
      positionId: staffingRequirements.positionId,
      positionName: apparatusPositions.name,
      createdAt: staffingRequirements.createdAt,
      updatedAt: staffingRequirements.updatedAt,
    })
    .from(staffingRequirements)
    .leftJoin(
      equipment,
      and(
        eq(equipment.agencyId, staffingRequirements.agencyId),
        eq(equipment.id, staffingRequirements.equipmentId),
      ),
    )
    .leftJoin(
      stations,
      and(
        eq(stations.agencyId, staffingRequirements.agencyId),
        eq(stations.id, staffingRequirements.stationId),
      ),
    )
    .leftJoin(
      apparatusPositions,
      and(
        eq(apparatusPositions.agencyId, staffingRequirements.agencyId),
        eq(apparatusPositions.id, staffingRequirements.positionId),
      ),
    )
    .where(
      and(
        eq(staffingRequirements.agencyId, currentAgency),
        eq(staffingRequirements.isActive, true),
        id ? eq(staffingRequirements.id, id) : undefined,
      ),
    )
    .orderBy(asc(staffingRequirements.name), asc(staffingRequirements.id));
}

/** A counted shift: who, when, on which apparatus, station and seat, with what role. */
export type GapShift = {
  id: string;
  userId: string;
  start: number;
  end: number;
  equipmentId: string | null;
  stationId: string | null;
  positionId: string | null;
  role: Role;
};

type Frame = { rule: GapRule; date: string; start: number; end: number };

/** The UTC instant of `hh:mm` on `date` in `timeZone`. */
function instant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return new TZDate(y, m - 1, d, hh, mm, timeZone).getTime();
}

const dayOfWeek = (date: string): DayOfWeek =>
  DAYS_OF_WEEK[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7];

/** Every frame of every rule starting on a day of [startDate, endDate]. */
export function ruleFrames(rules: GapRule[], startDate: string, endDate: string, timeZone: string): Frame[] {
  const frames: Frame[] = [];
  // Rules share their times, and a frame's end is often the next frame's start: each instant is made once (a
  // zoned date is slow to make, and a long range has thousands of frames).
  const instants = new Map<string, number>();
  const at = (date: string, time: string) => {
    const key = `${date} ${time}`;
    let value = instants.get(key);
    if (value === undefined) {
      value = instant(date, time, timeZone);
      instants.set(key, value);
    }
    return value;
  };
  for (let date = startDate; date <= endDate; date = addDaysIso(date, 1)) {
    const weekday = dayOfWeek(date);
    for (const rule of rules) {
      if (rule.daysOfWeek?.length && !rule.daysOfWeek.includes(weekday)) continue;
      const start = at(date, rule.startTime);
      const endDay = rule.endTime <= rule.startTime ? addDaysIso(date, 1) : date;
      frames.push({ rule, date, start, end: at(endDay, rule.endTime) });
    }
  }
  return frames;
}

/**
 * The gaps of the frames given the counted shifts (already without the excluded ones) and, per member, the
 * qualifications in force on each day (`qualified(userId, lowerName, date)`). Pure: the bench and tests call it.
 */
export function computeGaps(
  frames: Frame[],
  shiftList: GapShift[],
  options: {
    timeZone: string;
    qualified: (userId: string, lowerName: string, date: string) => boolean;
    away?: { userId: string; start: Date; end: Date }[];
  },
): StaffingGap[] {
  // Each shift as the intervals its member is actually there (a member away is not working).
  const awayBy = new Map<string, { start: number; end: number }[]>();
  for (const a of options.away ?? []) {
    const list = awayBy.get(a.userId) ?? [];
    list.push({ start: a.start.getTime(), end: a.end.getTime() });
    awayBy.set(a.userId, list);
  }
  // The shift's date in the agency's zone (for qualifications), cached by start instant: shifts share starts.
  const dayOf = new Map<number, string>();
  const dateOf = (start: number) => {
    let day = dayOf.get(start);
    if (day === undefined) {
      day = agencyToday(options.timeZone, new Date(start));
      dayOf.set(start, day);
    }
    return day;
  };
  type Piece = { shift: GapShift; start: number; end: number };
  const pieces: Piece[] = [];
  let longest = 0;
  for (const shift of shiftList) {
    let parts = [{ start: shift.start, end: shift.end }];
    for (const a of awayBy.get(shift.userId) ?? []) {
      parts = parts.flatMap((p) =>
        a.end <= p.start || a.start >= p.end
          ? [p]
          : [
              ...(a.start > p.start ? [{ start: p.start, end: a.start }] : []),
              ...(a.end < p.end ? [{ start: a.end, end: p.end }] : []),
            ],
      );
    }
    for (const p of parts) {
      pieces.push({ shift, ...p });
      longest = Math.max(longest, p.end - p.start);
    }
  }
  pieces.sort((a, b) => a.start - b.start);
  /** The first piece starting at or after `t` (pieces are sorted by start). */
  const firstFrom = (t: number) => {
    let lo = 0;
    let hi = pieces.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pieces[mid].start < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const gaps: StaffingGap[] = [];
  for (const frame of frames) {
    const { rule } = frame;
    const needed = rule.minimumStaff;
    if (needed <= 0) continue;
    const qualification = rule.qualification?.toLowerCase() ?? null;
    // Every piece overlapping the frame, as +1 at its start and -1 at its end (both clipped to the frame).
    const events: { at: number; userId: string; delta: 1 | -1 }[] = [];
    for (let i = firstFrom(frame.start - longest); i < pieces.length; i++) {
      const p = pieces[i];
      if (p.start >= frame.end) break;
      if (p.end <= frame.start) continue;
      const s = p.shift;
      if (rule.role && s.role !== rule.role) continue;
      if (rule.equipmentId && s.equipmentId !== rule.equipmentId) continue;
      if (rule.stationId && s.stationId !== rule.stationId) continue;
      if (rule.positionId && s.positionId !== rule.positionId) continue;
      if (qualification && !options.qualified(s.userId, qualification, dateOf(s.start))) continue;
      events.push({ at: Math.max(p.start, frame.start), userId: s.userId, delta: 1 });
      events.push({ at: Math.min(p.end, frame.end), userId: s.userId, delta: -1 });
    }
    events.sort((a, b) => a.at - b.at);

    let open: { start: number; end: number; have: number } | null = null;
    const close = () => {
      if (!open) return;
      gaps.push({
        start: new Date(open.start).toISOString(),
        end: new Date(open.end).toISOString(),
        date: frame.date,
        ruleId: rule.id,
        ruleName: rule.name,
        needed,
        have: open.have,
        text: staffingGapText(needed - open.have, {
          roleLabel: rule.role ? ROLE_LABELS[rule.role] : null,
          qualification: rule.qualification,
          equipmentName: rule.equipmentId ? (rule.equipmentName ?? "the apparatus") : null,
          positionName: rule.positionId ? rule.positionName : null,
          stationName: rule.stationId ? rule.stationName : null,
        }),
      });
      open = null;
    };
    // Sweep the frame: between two consecutive instants where someone starts or ends, the count is constant.
    // A member on two overlapping shifts counts once (shiftsOn per member).
    const shiftsOn = new Map<string, number>();
    let have = 0;
    let at = frame.start;
    let e = 0;
    while (at < frame.end) {
      for (; e < events.length && events[e].at === at; e++) {
        const { userId, delta } = events[e];
        const before = shiftsOn.get(userId) ?? 0;
        shiftsOn.set(userId, before + delta);
        if (before === 0 && delta === 1) have++;
        else if (before === 1 && delta === -1) have--;
      }
      const next = e < events.length ? Math.min(events[e].at, frame.end) : frame.end;
      if (have >= needed) close();
      else if (open && open.have === have && open.end === at) open.end = next;
      else {
        close();
        open = { start: at, end: next, have };
      }
      at = next;
    }
    close();
  }
  return gaps.sort((a, b) => a.start.localeCompare(b.start) || a.ruleName.localeCompare(b.ruleName));
}

/** The gaps the agency's rules find in its schedule for frames starting on startDate..endDate (see the top). */
export async function findStaffingGaps(
  tx: Transaction,
  q: {
    startDate: string;
    endDate: string;
    timeZone: string;
    excludeShiftIds?: string[];
    away?: { userId: string; start: Date; end: Date }[];
  },
): Promise<StaffingGap[]> {
  const rules = await selectStaffingRules(tx);
  if (!rules.length || q.endDate < q.startDate) return [];
  const frames = ruleFrames(rules, q.startDate, q.endDate, q.timeZone);
  if (!frames.length) return [];
  const from = Math.min(...frames.map((f) => f.start));
  const to = Math.max(...frames.map((f) => f.end));
  const excluded = q.excludeShiftIds?.filter(Boolean) ?? [];
  const rows = await tx
    .select({
      id: shifts.id,
      userId: shifts.userId,
      start: shifts.startTime,
      end: shifts.endTime,
      equipmentId: shifts.equipmentId,
      stationId: shifts.stationId,
      positionId: shifts.positionId,
      role: users.role,
    })
    .from(shifts)
    .innerJoin(
      users,
      and(eq(users.agencyId, shifts.agencyId), eq(users.id, shifts.userId), isNull(users.deletedAt)),
    )
    .where(
      and(
        eq(shifts.agencyId, currentAgency),
        ne(shifts.status, "cancelled"),
        // Both ends bounded, so the (agency_id, start_time) index reads only the range: a shift lasts at most
        // MAX_SHIFT_HOURS.
        gt(shifts.startTime, new Date(from - MAX_SHIFT_HOURS * 3_600_000)),
        lt(shifts.startTime, new Date(to)),
        gt(shifts.endTime, new Date(from)),
        excluded.length ? notInArray(shifts.id, excluded) : undefined,
      ),
    );
  const shiftList: GapShift[] = rows.map((r) => ({
    id: r.id,
    userId: r.userId as string,
    start: r.start.getTime(),
    end: r.end.getTime(),
    equipmentId: r.equipmentId,
    stationId: r.stationId,
    positionId: r.positionId,
    role: r.role,
  }));

  // Qualifications: the certifications of the rules' names still valid on the first shift date that matters.
  const names = [...new Set(rules.flatMap((r) => (r.qualification ? [r.qualification.toLowerCase()] : [])))];
  const held = new Map<string, { issueDate: string | null; expirationDate: string }[]>();
  if (names.length && shiftList.length) {
    const earliest = agencyToday(q.timeZone, new Date(Math.min(...shiftList.map((s) => s.start))));
    const certs = await certificationsValidFrom(tx, rules[0].agencyId, earliest, names);
    for (const c of certs) {
      const key = `${c.userId}\u0000${c.name}`;
      held.set(key, [...(held.get(key) ?? []), c]);
    }
  }
  const qualified = (userId: string, lowerName: string, date: string) =>
    (held.get(`${userId}\u0000${lowerName}`) ?? []).some(
      (c) => c.expirationDate >= date && (c.issueDate === null || c.issueDate <= date),
    );
  return computeGaps(frames, shiftList, { timeZone: q.timeZone, qualified, away: q.away });
}

/** Vehicles of the agency (live), with crew sizes and stations: the apparatus a rule or a shift may name. */
export function selectVehicles(tx: Transaction, ids?: string[]) {
  return tx
    .select({
      id: equipment.id,
      name: equipment.name,
      crewSize: equipment.crewSize,
      stationId: equipment.stationId,
    })
    .from(equipment)
    .where(
      and(
        eq(equipment.agencyId, currentAgency),
        inArray(equipment.type, [...VEHICLE_TYPES]),
        isNull(equipment.deletedAt),
        ids ? inArray(equipment.id, ids) : undefined,
      ),
    )
    .orderBy(asc(equipment.name));
}

/** 400 on `field` unless `id` is a live vehicle of the agency (the apparatus of a shift or a rule). */
export async function requireVehicle(tx: Transaction, id: string, field: string, message: string) {
  const [row] = await selectVehicles(tx, [id]).limit(1);
  if (!row) throw badRequest(message, { [field]: message });
  return row;
}

/**
 * Staffing gaps per month of `from`..`to` (the month of the day each gap's frame starts): how many, their
 * length in hours and in person-hours (length × people missing); every month of the range has a row.
 *
 * Computed in PostgreSQL, one statement, with findStaffingGaps()'s semantics (see the top; the tests compare
 * the two on shared fixtures): rather than cutting each frame at the shifts inside it, each rule's head count
 * is one step function over the whole range. The counted shifts matching the rule (role, apparatus, station, seat, a
 * qualification valid on the shift's day) are merged per member (a member on overlapping or touching shifts
 * counts once), each merged stretch adds one at its start and takes one at its end, and the frames' starts and
 * ends are added as steps of zero. A running sum over the instants gives the count between two consecutive
 * instants; a rule's frames never overlap, so each such piece lies in the frame that started last. Pieces
 * short of the minimum are gaps, and consecutive ones of a frame with the same count are one gap (as the sweep
 * merges them). Durations are summed in milliseconds, then turned into hours and rounded as before.
 */
export async function staffingGapFigures(tx: Transaction, q: { from: string; to: string; timeZone: string }) {
  const months = new Map<string, { month: string; gaps: number; hours: number; personHours: number }>();
  for (let day = `${q.from.slice(0, 7)}-01`; day <= q.to; day = addMonth(day))
    months.set(day.slice(0, 7), { month: day.slice(0, 7), gaps: 0, hours: 0, personHours: 0 });
  const zone = q.timeZone;
  // Five years of shifts are sorted per rule and member: in memory rather than in temporary files.
  await tx.execute(sql`set local work_mem = '64MB'`);
  const rows = await queryRows<{ month: string; gaps: number; ms: number; personMs: number }>(
    tx,
    sql`
    with rules as materialized (
      select r.id, r.minimum_staff as needed, r.start_time, r.end_time, r.days_of_week, r.role,
        lower(r.qualification) as qualification, r.equipment_id, r.station_id, r.position_id
      from staffing_requirements r
      where r.agency_id = ${currentAgency} and r.is_active and r.minimum_staff > 0
    ), frames as materialized (
      select r.id as rule_id, r.needed, d::date as day,
        (d::date + r.start_time::time) at time zone ${zone} as fs,
        ((d::date + (r.end_time <= r.start_time)::int) + r.end_time::time) at time zone ${zone} as fe
      from rules r
      cross join generate_series(${q.from}::date, ${q.to}::date, interval '1 day') d
      where coalesce(cardinality(r.days_of_week), 0) = 0 or to_char(d, 'FMday') = any(r.days_of_week)
    ), bounds as (
      select min(fs) as lo, max(fe) as hi from frames
    ), counted as materialized (
      -- Clean: no other shift of the member overlaps or touches it, so it counts alone whichever rule matches.
      select c.*, (covered is null or covered < st) and (next_start is null or next_start > et) as clean
      from (
        select s.user_id, s.start_time as st, s.end_time as et, s.equipment_id, s.station_id, s.position_id, u.role,
          (s.start_time at time zone ${zone})::date as day,
          -- One window for both (lead() ignores the frame): one sort and one pass.
          max(s.end_time) over w as covered, lead(s.start_time) over w as next_start
        from shifts s
        join users u on u.agency_id = s.agency_id and u.id = s.user_id and u.deleted_at is null
        cross join bounds b
        where s.agency_id = ${currentAgency} and s.status <> 'cancelled'
          and s.start_time > b.lo - make_interval(hours => ${MAX_SHIFT_HOURS}::int)
          and s.start_time < b.hi and s.end_time > b.lo
        window w as (partition by s.user_id order by s.start_time rows between unbounded preceding and 1 preceding)
      ) c
    ), held as materialized (
      -- Each member's days holding a valid certificate of a rule's name, as one set of date ranges.
      select c.user_id, lower(c.name) as name,
        range_agg(daterange(c.issue_date, c.expiration_date, '[]')) as valid
      from certifications c
      where c.agency_id = ${currentAgency} and c.status = 'active'
        and lower(c.name) in (select qualification from rules where qualification is not null)
      group by 1, 2
    ), qualified as materialized (
      -- Each rule asking for a certificate, with each member holding one of its name: then one probe per shift.
      select r.*, h.user_id, h.valid from rules r join held h on h.name = r.qualification
    ), matched as (
      select r.id as rule_id, c.user_id, c.st, c.et, c.clean
      from rules r
      join counted c on (r.role is null or c.role = r.role)
        and (r.equipment_id is null or c.equipment_id = r.equipment_id)
        and (r.station_id is null or c.station_id = r.station_id)
        and (r.position_id is null or c.position_id = r.position_id)
      where r.qualification is null and not c.clean
      union all
      select q.id, c.user_id, c.st, c.et, c.clean
      from qualified q
      join counted c on c.user_id = q.user_id and c.day <@ q.valid
      where (q.role is null or c.role = q.role) and (q.equipment_id is null or c.equipment_id = q.equipment_id)
        and (q.station_id is null or c.station_id = q.station_id)
        and (q.position_id is null or c.position_id = q.position_id)
    ), plain as (
      -- Clean shifts counted by kind and times, then matched to the rules without a qualification.
      select role, equipment_id, station_id, position_id, st, et, count(*) as n
      from counted where clean group by 1, 2, 3, 4, 5, 6
    ), stretches as (
      select r.id as rule_id, p.st, p.et, sum(p.n) as n
      from rules r
      join plain p on (r.role is null or p.role = r.role) and (r.equipment_id is null or p.equipment_id = r.equipment_id)
        and (r.station_id is null or p.station_id = r.station_id)
        and (r.position_id is null or p.position_id = r.position_id)
      where r.qualification is null
      group by 1, 2, 3
      union all
      select rule_id, st, et, count(*) from matched where clean group by 1, 2, 3
      union all
      -- A member's overlapping shifts in start order: each adds what the earlier ones did not cover yet, so the
      -- parts are disjoint and cover the same instants (the member counts once).
      select rule_id, greatest(st, covered), et, 1
      from (
        select rule_id, st, et, max(et) over (partition by rule_id, user_id order by st, et
          rows between unbounded preceding and 1 preceding) as covered
        from matched where not clean
      ) m
      where covered is null or et > covered
    ), steps as (
      select rule_id, t, sum(delta) as delta, bool_or(frame_start) as frame_start
      from (
        select rule_id, st as t, n as delta, false as frame_start from stretches
        union all select rule_id, et, -n, false from stretches
        union all select rule_id, fs, 0, true from frames
        union all select rule_id, fe, 0, false from frames
      ) e
      group by rule_id, t
    ), pieces as (
      select rule_id, t, lead(t) over w as t_next, sum(delta) over w as have,
        max(case when frame_start then t end) over w as fs
      from steps
      window w as (partition by rule_id order by t)
    ), framed as (
      select f.rule_id, f.day, f.fs, f.needed, p.t, p.t_next, p.have,
        p.have < f.needed as short,
        lag(p.have) over (partition by f.rule_id, f.fs order by p.t) as prev_have,
        lag(p.have < f.needed) over (partition by f.rule_id, f.fs order by p.t) as prev_short
      from pieces p
      join frames f on f.rule_id = p.rule_id and f.fs = p.fs
      where p.t < f.fe
    )
    select to_char(day, 'YYYY-MM') as month,
      count(*) filter (where prev_short is not true or prev_have <> have)::int as gaps,
      sum(extract(epoch from t_next - t) * 1000)::float8 as ms,
      sum(extract(epoch from t_next - t) * 1000 * (needed - have))::float8 as "personMs"
    from framed
    where short
    group by 1`,
  );
  for (const row of rows) {
    const month = months.get(row.month);
    if (!month) continue;
    month.gaps = row.gaps;
    month.hours = row.ms / 3_600_000;
    month.personHours = row.personMs / 3_600_000;
  }
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return [...months.values()].map((m) => ({
    ...m,
    hours: round2(m.hours),
    personHours: round2(m.personHours),
  }));
}

/** The first day of the next month (yyyy-MM-01). */
function addMonth(day: string) {
  const [y, m] = day.split("-").map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}
