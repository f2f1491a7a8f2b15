import {
  ACTIVITY_LIMIT,
  type ActivityEntry,
  COMPLIANCE_LABELS,
  type ComplianceItem,
  complianceBand,
  DASHBOARD_LIST_LIMIT,
  type DashboardEquipment,
  type DashboardIncident,
  SHIFT_BADGES,
  shiftBadge,
  type TodaySchedule,
  type UrgentAlert,
} from "@rollcall/shared/dashboard";
import type { Role } from "@rollcall/shared/roles";
import { sql } from "drizzle-orm";
import { addDaysIso, agencyDay, agencyToday, daysBetween } from "../../lib/dates";
import { readCounts } from "../../lib/sql";
import type { AgencyScope } from "../../plugins/auth";
import { type AuditGroup, recentAuditGroups, recordNames } from "../agencies";
import {
  certificationCountsByLabel,
  certificationsInForce,
  expiringCertifications,
  expiringCertificationsCount,
  loadRequirements,
} from "../compliance";
import { availableEquipmentCount, equipmentByStatus, equipmentNeedingAttention } from "../equipment";
import { recentIncidents } from "../incidents";
import { findStaffingGaps } from "../staffing";
import { getCurrentShift, getTodaysShifts, membersOnDutyCount, shiftsOverlapping } from "../time-clock";
import { assignmentCourseIds, assignmentsDueCount } from "../training";
import { currentMemberRoles } from "../users";
import { type ActivityGroup, describeActivity } from "./dashboard.activity";

/** Days ahead that make a training assignment "due" (certifications: EXPIRING_SOON_DAYS, spec 02 §9). */
const TRAINING_DUE_DAYS = 14;
/** The agency's calendar day around `now`: its date (yyyy-MM-dd) and its first and next midnight as instants. */
const dayAt = (timeZone: string, now: Date) => agencyDay(timeZone, agencyToday(timeZone, now));

const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ""} ${last ?? ""}`.trim();

/**
 * The four counters: members checked in now, equipment available, certifications expiring within 30 days
 * (not yet expired), training assignments not completed and due within 14 days or overdue.
 */
export async function getDashboardStats(scope: AgencyScope, now = new Date()) {
  const today = dayAt(scope.timeZone, now).date;
  return scope.run((tx) =>
    readCounts(tx, {
      onDuty: membersOnDutyCount(tx, scope.agencyId),
      availableUnits: availableEquipmentCount(tx, scope.agencyId),
      expiringCerts: expiringCertificationsCount(tx, scope.agencyId, today),
      trainingDue: assignmentsDueCount(tx, scope.agencyId, addDaysIso(today, TRAINING_DUE_DAYS)),
    }),
  );
}

/**
 * Today's Schedule: every shift overlapping the agency's current calendar day (cancelled ones left out),
 * on-duty first, then starting soon, then completed; each group by start time.
 */
export async function getTodaySchedule(scope: AgencyScope, now = new Date()): Promise<TodaySchedule> {
  const day = dayAt(scope.timeZone, now);
  const rows = await scope.run((tx) => shiftsOverlapping(tx, scope.agencyId, day));
  const list = rows.map((row) => ({
    id: row.id,
    title: row.title,
    userId: row.userId,
    assigneeName: fullName(row.firstName, row.lastName),
    assignment: row.assignment,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    status: row.status,
    badge: shiftBadge(row, now),
  }));
  // Stable sort: keeps the start-time order inside each badge group.
  list.sort((a, b) => SHIFT_BADGES.indexOf(a.badge) - SHIFT_BADGES.indexOf(b.badge));
  return { date: day.date, timeZone: scope.timeZone, shifts: list };
}

/**
 * Urgent Alerts (at most 5): today's and tomorrow's staffing gaps that have not ended (first, as they are about
 * who is on duty now, at most STAFFING_ALERTS_LIMIT of them, earliest first), then certifications expired or
 * expiring within 30 days, and equipment in maintenance or past its next maintenance date. Most urgent first:
 * the earliest date leads (the longest expired or overdue), equipment in the shop counts as due today.
 */
/** Gaps leave room for two certification or equipment alerts. */
const STAFFING_ALERTS_LIMIT = DASHBOARD_LIST_LIMIT - 2;

export async function getUrgentAlerts(scope: AgencyScope, now = new Date()): Promise<UrgentAlert[]> {
  const today = dayAt(scope.timeZone, now).date;
  const [certRows, equipmentRows, gaps] = await scope.run(async (tx) => [
    await expiringCertifications(tx, scope.agencyId, today, { expired: true, limit: DASHBOARD_LIST_LIMIT }),
    await equipmentNeedingAttention(tx, scope.agencyId, today, DASHBOARD_LIST_LIMIT),
    await findStaffingGaps(tx, { startDate: today, endDate: addDaysIso(today, 1), timeZone: scope.timeZone }),
  ]);

  const alerts: (UrgentAlert & { sortDate: string })[] = [
    ...certRows.map((row) => ({
      id: row.id,
      kind: "certification" as const,
      state: row.expirationDate < today ? ("expired" as const) : ("expiring" as const),
      name: row.name,
      holderName: fullName(row.firstName, row.lastName),
      date: row.expirationDate,
      daysLeft: daysBetween(today, row.expirationDate),
      sortDate: row.expirationDate,
    })),
    ...equipmentRows.map((row) => {
      const overdue = row.date !== null && row.date < today;
      return {
        id: row.id,
        kind: "equipment" as const,
        state: overdue ? ("overdue" as const) : ("maintenance" as const),
        name: row.name,
        holderName: null,
        date: row.date,
        daysLeft: row.date === null ? null : daysBetween(today, row.date),
        sortDate: overdue && row.date !== null ? row.date : today,
      };
    }),
    // Today's and tomorrow's staffing gaps that have not ended yet, ahead of the rest ("!" sorts before any date).
    ...gaps
      .filter((gap) => Date.parse(gap.end) > now.getTime())
      .slice(0, STAFFING_ALERTS_LIMIT)
      .map((gap) => ({
        id: `${gap.ruleId}:${gap.start}`,
        kind: "staffing" as const,
        state: "understaffed" as const,
        name: gap.text,
        holderName: gap.ruleName,
        date: gap.date,
        daysLeft: daysBetween(today, gap.date),
        start: gap.start,
        end: gap.end,
        sortDate: `!${gap.start}`,
      })),
  ];
  alerts.sort((a, b) => a.sortDate.localeCompare(b.sortDate) || a.name.localeCompare(b.name));
  return alerts.slice(0, DASHBOARD_LIST_LIMIT).map(({ sortDate: _, ...alert }) => alert);
}

function complianceItem(
  label: string,
  basis: ComplianceItem["basis"],
  active: number,
  total: number,
): ComplianceItem {
  const percentage = total === 0 ? null : Math.round((active / total) * 100);
  return {
    label,
    basis,
    percentage,
    band: percentage === null ? null : complianceBand(percentage),
    active,
    total,
  };
}

/**
 * Compliance Status. When the agency has required certifications, one row per required name: the members it
 * applies to (their role, or everyone) who hold it active and in date today. Otherwise the spec's CPR, SCBA and
 * EMT rows in one pass: a certification counts for a label when its name contains the label (any case); it is
 * compliant when its status is active and it is not past expiry.
 */
export async function getComplianceStatus(scope: AgencyScope, now = new Date()): Promise<ComplianceItem[]> {
  const today = dayAt(scope.timeZone, now).date;
  const requirements = await scope.run((tx) => loadRequirements(tx, scope.agencyId));
  if (requirements.length) return requiredComplianceStatus(scope, requirements, today);

  const counts = await scope.run((tx) =>
    certificationCountsByLabel(tx, scope.agencyId, today, COMPLIANCE_LABELS),
  );
  return COMPLIANCE_LABELS.map((label) =>
    complianceItem(label, "certifications", counts[label].active, counts[label].total),
  );
}

/** Same rule as the schedule form's requirements check: a required name is met by an active, in-date certification of exactly that name (any case). */
async function requiredComplianceStatus(
  scope: AgencyScope,
  requirements: Awaited<ReturnType<typeof loadRequirements>>,
  today: string,
): Promise<ComplianceItem[]> {
  const [members, current] = await scope.run(async (tx) => [
    await currentMemberRoles(tx, scope.agencyId),
    await certificationsInForce(tx, scope.agencyId, today),
  ]);
  const held = new Set(current.map((c) => `${c.userId}|${c.name}`));
  // One row per name: "CPR for everyone" and "CPR for emt" measure the same certification, over the union of members.
  const byName = new Map<string, { label: string; roles: Set<Role> | "everyone" }>();
  for (const requirement of requirements) {
    const key = requirement.name.toLowerCase();
    const entry = byName.get(key) ?? { label: requirement.name, roles: new Set<Role>() };
    if (requirement.role === null) entry.roles = "everyone";
    else if (entry.roles !== "everyone") entry.roles.add(requirement.role as Role);
    byName.set(key, entry);
  }
  return [...byName].map(([key, { label, roles }]) => {
    const applies = members.filter((m) => roles === "everyone" || roles.has(m.role as Role));
    const met = applies.filter((m) => held.has(`${m.id}|${key}`)).length;
    return complianceItem(label, "members", met, applies.length);
  });
}

/** Equipment Status: the first 5 items, those needing attention (out of service, in the shop) first. */
export function getEquipmentStatus(scope: AgencyScope): Promise<DashboardEquipment[]> {
  return scope.run((tx) => equipmentByStatus(tx, scope.agencyId, DASHBOARD_LIST_LIMIT));
}

/** Recent Incidents: the 5 most recent by incident date. */
export function getRecentIncidents(scope: AgencyScope): Promise<DashboardIncident[]> {
  return scope.run((tx) => recentIncidents(tx, scope.agencyId, DASHBOARD_LIST_LIMIT));
}

/**
 * The entity types Recent Activity tells about. Finance, wellness (private health records), settings and
 * the join tables stay out: the feed is shown to every member.
 */
const ACTIVITY_TYPES = [
  "shifts",
  "certifications",
  "equipment",
  "incidents",
  "courses",
  "training_assignments",
  "maintenance_records",
  "users",
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idIn = (value: unknown) => (typeof value === "string" && UUID.test(value) ? value : null);

/**
 * Recent Activity from the audit trail, newest first. The writes of one statement or transaction (same
 * actor, verb, entity type and instant) form one entry, so a recurring series or a bulk import reads
 * "Dana Reyes created 12 shifts" instead of filling the list. Names come from the owners: the audit trail's
 * recordNames() for members and records, training for the course of an assignment.
 */
export async function getRecentActivity(scope: AgencyScope): Promise<ActivityEntry[]> {
  const agency = scope.agencyId;
  // A member's account creating itself is the sign-up (the agency's founder), not team activity.
  const notSignUp = sql.raw(
    "not (entity_type = 'users' and action = 'create' and entity_id is not distinct from user_id::text)",
  );
  const { groups, names, courseOf } = await scope.run(async (tx) => {
    const groups = await recentAuditGroups(tx, agency, ACTIVITY_TYPES, ACTIVITY_LIMIT, notSignUp);
    const assignments = groups.filter((g) => g.entityType === "training_assignments" && g.entityId);
    const courseOf = await assignmentCourseIds(
      tx,
      agency,
      assignments.map((g) => g.entityId).filter((id): id is string => !!idIn(id)),
    );
    const ids = new Set<string>(courseOf.values());
    for (const g of groups) {
      for (const id of [g.userId, g.entityId, g.details?.course_id, g.details?.equipment_id]) {
        const uuid = idIn(id);
        if (uuid) ids.add(uuid);
      }
    }
    return { groups, names: await recordNames(tx, agency, [...ids]), courseOf };
  });
  const nameOf = (id: unknown) => {
    const uuid = idIn(id);
    return uuid ? (names.get(uuid) ?? null) : null;
  };
  /** An assignment's course (a deleted one's from the snapshot its audit row kept); a maintenance entry's equipment. */
  const relatedName = (g: AuditGroup) => {
    if (g.entityType === "training_assignments") {
      const course =
        (g.entityId && courseOf.get(g.entityId)) || (g.action !== "update" ? g.details?.course_id : null);
      return nameOf(course);
    }
    return g.entityType === "maintenance_records" ? nameOf(g.details?.equipment_id) : null;
  };
  return groups.map((g) => {
    const actor = g.userId === null ? "System" : (nameOf(g.userId) ?? "Platform operator");
    const group: ActivityGroup = {
      actor,
      action: g.action,
      entityType: g.entityType,
      count: Number(g.entities) || 1,
      details: g.details ?? {},
      currentName: nameOf(g.entityId),
      courseTitle: relatedName(g),
    };
    return {
      id: g.id,
      actor,
      summary: describeActivity(group),
      createdAt: new Date(Number(g.createdMs)).toISOString(),
    };
  });
}

/** How getDashboard() runs its sections (both kept for bench/dashboard.ts; the route uses DASHBOARD_READS). */
export type DashboardReads = "one-transaction" | "parallel";
const DASHBOARD_READS: DashboardReads = "one-transaction";

/**
 * GET /api/dashboard: every section of the first paint, each computed by the function its own endpoint calls
 * (so the answers are equal by construction), at the same instant. The time clock's two sections are the
 * member's own, as GET /api/time-clock/current-shift and /today answer them.
 *
 * Why one transaction, the sections one after another on its connection, rather than the sections in
 * parallel, one transaction each (`npm run bench:dashboard`, the 200-member bench agency on PostgreSQL,
 * docs/performance.md "Dashboard", four runs): alone, parallel is about a millisecond quicker (medians 4.2 to
 * 6.6 ms against 5.5 to 7.7), but with 10 dashboards at once one transaction is the faster (195 to 275 a
 * second against 149 to 223; medians 36 to 51 ms against 44 to 67). Parallel pays a pool checkout, BEGIN
 * with the agency's set_config and COMMIT nine times and holds nine of the pool's ten connections. The
 * embedded database is one connection, where transactions run one at a time anyway.
 */
export async function getDashboard(scope: AgencyScope, reads: DashboardReads = DASHBOARD_READS) {
  const now = new Date();
  const sections = (s: AgencyScope) => ({
    stats: () => getDashboardStats(s, now),
    today: () => getTodaySchedule(s, now),
    alerts: () => getUrgentAlerts(s, now),
    compliance: () => getComplianceStatus(s, now),
    equipment: () => getEquipmentStatus(s),
    incidents: () => getRecentIncidents(s),
    activity: () => getRecentActivity(s),
    currentShift: () => getCurrentShift(s),
    myShifts: () => getTodaysShifts(s),
  });
  type Sections = ReturnType<typeof sections>;
  type Answer = { [K in keyof Sections]: Awaited<ReturnType<Sections[K]>> };

  if (reads === "parallel") {
    const read = Object.entries(sections(scope)).map(async ([key, section]) => [key, await section()]);
    return Object.fromEntries(await Promise.all(read)) as Answer;
  }
  return scope.run(async (tx) => {
    // The sections' own scope.run() calls join this transaction; one connection runs one query at a time.
    const answer: Record<string, unknown> = {};
    for (const [key, section] of Object.entries(sections({ ...scope, run: (fn) => fn(tx) })))
      answer[key] = await section();
    return answer as Answer;
  });
}
