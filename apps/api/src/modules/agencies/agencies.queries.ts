/**
 * What the agencies module lets others read: the agency's name, the audit trail's recent writes, grouped, and
 * the names of the records it mentions. (The audit log page itself is agencies.audit-log.ts.)
 */
import { type FeatureKey, readOnlyReason, tierHasFeature } from "@rollcall/shared/billing";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Transaction } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { automationRules } from "../../db/schema/automations";
import { callbacks } from "../../db/schema/callbacks";
import { certifications, requiredCertifications } from "../../db/schema/compliance";
import { equipment } from "../../db/schema/equipment";
import { budgets } from "../../db/schema/finance";
import { incidents } from "../../db/schema/incidents";
import { apiKeys, webhooks } from "../../db/schema/integrations";
import { shifts } from "../../db/schema/scheduling";
import { staffingRequirements } from "../../db/schema/staffing";
import { trades } from "../../db/schema/trades";
import { courses } from "../../db/schema/training";
import { users } from "../../db/schema/users";
import { fitnessPrograms } from "../../db/schema/wellness";
import { pgArray } from "../../lib/sql";

/** The agency's name as reports and exports print it ("" if the agency is gone). */
export async function loadAgencyName(tx: Transaction, agencyId: string): Promise<string> {
  const [agency] = await tx.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId));
  return agency?.name ?? "";
}

/**
 * Whether the agency may use `feature` now: its plan includes it (a trial has everything) and it is not
 * read-only. A job working for the agency asks before it writes.
 */
export async function agencyCanUse(tx: Transaction, agencyId: string, feature: FeatureKey): Promise<boolean> {
  const [agency] = await tx
    .select({
      subscriptionTier: agencies.subscriptionTier,
      subscriptionStatus: agencies.subscriptionStatus,
      trialEndsAt: agencies.trialEndsAt,
      unpaidSince: agencies.unpaidSince,
      subscriptionExpiresAt: agencies.subscriptionExpiresAt,
    })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return !!agency && tierHasFeature(agency.subscriptionTier, feature) && readOnlyReason(agency) === null;
}

/** The title of the shift a record (a call-back, a trade) is about. */
function shiftTitleOf(table: typeof callbacks | typeof trades) {
  return sql<string>`(select ${shifts.title} from ${shifts}
    where ${shifts.agencyId} = ${table.agencyId} and ${shifts.id} = ${table.shiftId})`;
}

/** The tables whose records the log names, with the column a person knows each record by. */
const NAMED = [
  { table: users, name: sql<string>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))` },
  { table: equipment, name: sql<string>`${equipment.name}` },
  { table: incidents, name: sql<string>`${incidents.incidentNumber}` },
  { table: shifts, name: sql<string>`${shifts.title}` },
  { table: courses, name: sql<string>`${courses.title}` },
  { table: certifications, name: sql<string>`${certifications.name}` },
  { table: requiredCertifications, name: sql<string>`${requiredCertifications.name}` },
  { table: staffingRequirements, name: sql<string>`${staffingRequirements.name}` },
  { table: budgets, name: sql<string>`${budgets.name}` },
  { table: fitnessPrograms, name: sql<string>`${fitnessPrograms.name}` },
  { table: apiKeys, name: sql<string>`${apiKeys.name}` },
  { table: webhooks, name: sql<string>`${webhooks.url}` },
  { table: automationRules, name: sql<string>`${automationRules.name}` },
  // A call-back and a trade have no name of their own: they are known by the shift they are about.
  { table: callbacks, name: shiftTitleOf(callbacks) },
  { table: trades, name: shiftTitleOf(trades) },
];
/** Beyond this many ids (a large download), every named record of the agency is read instead. */
const LOOKUP_MAX = 2000;

/**
 * The names a person knows records by (members, equipment, incidents, shifts, courses, ...), deleted ones
 * included, by id: the audit log and the dashboard's Recent Activity name what the audit trail mentions.
 */
export async function recordNames(tx: Transaction, agencyId: string, ids: readonly string[]) {
  const names = new Map<string, string>();
  if (!ids.length) return names;
  // One array parameter for the ids, bound once per table: the union's dozen selects each repeated the whole
  // list as separate parameters.
  const only = ids.length > LOOKUP_MAX ? undefined : pgArray(ids);
  const [first, second, ...rest] = NAMED.map(({ table, name }) =>
    tx
      .select({ id: sql<string>`${table.id}::text`.as("id"), name: name.as("name") })
      .from(table)
      .where(and(eq(table.agencyId, agencyId), only ? sql`${table.id} = any(${only}::uuid[])` : undefined)),
  );
  for (const row of await unionAll(first, second, ...rest)) if (row.name) names.set(row.id, row.name);
  return names;
}

/** One actor's writes of one entity type in one instant (one statement or transaction). */
export type AuditGroup = {
  id: string;
  userId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  details: Record<string, unknown> | null;
  entities: number;
  createdMs: number;
};

/**
 * The latest `limit` groups of writes to the given entity types, newest first; `where` narrows the rows (on
 * audit_logs' own columns). The first row of a group stands for it; `entities` counts the records it touched.
 */
export async function recentAuditGroups(
  tx: Transaction,
  agencyId: string,
  types: readonly string[],
  limit: number,
  where: SQL = sql`true`,
): Promise<AuditGroup[]> {
  const typeList = sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with stamps as (
      -- The latest instants, found by a backward scan of (agency_id, created_at).
      select distinct created_at from audit_logs
      where agency_id = ${agencyId} and entity_type in (${typeList}) and ${where}
      order by created_at desc
      limit ${limit}
    )
    select (array_agg(a.id::text order by a.id))[1] as "id", a.user_id as "userId", a.action,
      a.entity_type as "entityType",
      (array_agg(a.entity_id order by a.id))[1] as "entityId",
      (array_agg(a.change_details order by a.id))[1] as "details",
      count(distinct a.entity_id)::int as "entities",
      (extract(epoch from a.created_at) * 1000)::float8 as "createdMs"
    from audit_logs a
    where a.agency_id = ${agencyId} and a.created_at in (select created_at from stamps)
      and a.entity_type in (${typeList}) and ${where}
    group by a.user_id, a.action, a.entity_type, a.created_at
    order by a.created_at desc, a.entity_type, a.action
    limit ${limit}
  `);
  // Both drivers answer raw queries with { rows }; the row shape is the select list above.
  return (result as unknown as { rows: AuditGroup[] }).rows;
}
