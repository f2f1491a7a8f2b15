/**
 * A report's change history, read from the audit log the database triggers write: who changed which
 * fields from what to what, and who was added to or removed from the responders and apparatus. Rows
 * written by one save (same transaction time and actor) make one entry.
 */
import {
  INCIDENT_MESSAGES,
  INCIDENT_PRIORITY_LABELS,
  INCIDENT_STATUS_LABELS,
  INCIDENT_TYPE_LABELS,
  type IncidentHistoryEntry,
  type IncidentPriority,
  type IncidentStatus,
  type IncidentType,
} from "@rollcall/shared/incidents";
import { nerisIncidentTypeLabel } from "@rollcall/shared/neris/crosswalk";
import { AID_GIVEN_RECEIVED_LABELS, type AidGivenReceived, nfirsLabel } from "@rollcall/shared/nfirs";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { auditLogs } from "../../db/schema/audit";
import { equipment } from "../../db/schema/equipment";
import { incidents } from "../../db/schema/incidents";
import { users } from "../../db/schema/users";
import { notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { displayDate, displayDateTime, personName } from "./incidents.queries";

type Formatter = (value: unknown, names: Map<string, string>, timeZone: string) => string | null;

const text: Formatter = (value) =>
  value === null || value === undefined || value === "" ? null : String(value);
const shortText: Formatter = (value) => {
  const s = text(value, new Map(), "UTC");
  return s && s.length > 140 ? `${s.slice(0, 137)}...` : s;
};
const moment: Formatter = (value, _names, timeZone) =>
  typeof value === "string" ? displayDateTime(new Date(value), timeZone) : null;

/** The columns a member reads in the history, in form order, with how their values are shown. */
const FIELDS: Record<string, { label: string; format: Formatter }> = {
  incident_number: { label: "Incident number", format: text },
  incident_type: {
    label: "Type",
    format: (v) => (v ? (INCIDENT_TYPE_LABELS[v as IncidentType] ?? String(v)) : null),
  },
  status: {
    label: "Status",
    format: (v) => (v ? (INCIDENT_STATUS_LABELS[v as IncidentStatus] ?? String(v)) : null),
  },
  priority: {
    label: "Priority",
    format: (v) => (v ? (INCIDENT_PRIORITY_LABELS[v as IncidentPriority] ?? String(v)) : null),
  },
  report_date: { label: "Report date", format: (v) => (typeof v === "string" ? displayDate(v) : null) },
  incident_date: { label: "Incident date", format: moment },
  location: { label: "Location", format: text },
  description: { label: "Description", format: shortText },
  narrative_summary: { label: "Narrative", format: shortText },
  reporting_officer_id: {
    label: "Reporting officer",
    format: (v, names) => (typeof v === "string" ? (names.get(v) ?? "Former member") : null),
  },
  injuries: { label: "Injuries", format: text },
  fatalities: { label: "Fatalities", format: text },
  property_damage: {
    label: "Property damage",
    format: (v) => (typeof v === "number" ? `$${v.toLocaleString("en-US")}` : null),
  },
  nfirs_code: { label: "NFIRS incident type", format: (v) => (v ? nfirsLabel(String(v), "type") : null) },
  neris_incident_type: {
    label: "NERIS incident type",
    format: (v) => (v ? nerisIncidentTypeLabel(String(v)) : null),
  },
  alarm_at: { label: "Alarm time", format: moment },
  arrival_at: { label: "Arrival time", format: moment },
  last_unit_cleared_at: { label: "Last unit cleared", format: moment },
  action_taken: {
    label: "Primary action taken",
    format: (v) => (v ? nfirsLabel(String(v), "action") : null),
  },
  property_use: { label: "Property use", format: (v) => (v ? nfirsLabel(String(v), "property") : null) },
  aid_given_received: {
    label: "Aid given or received",
    format: (v) => (v ? `${v} ${AID_GIVEN_RECEIVED_LABELS[v as AidGivenReceived] ?? ""}`.trim() : null),
  },
  completed_at: { label: "Completed", format: moment },
};

type AuditRow = {
  id: string;
  createdAt: Date;
  action: string;
  entityType: string;
  changeDetails: Record<string, unknown> | null;
  userId: string | null;
};

export async function incidentHistory(scope: AgencyScope, id: string): Promise<IncidentHistoryEntry[]> {
  const { rows, names, actors } = await scope.run(async (tx) => {
    const [exists] = await tx
      .select({ id: incidents.id })
      .from(incidents)
      .where(and(eq(incidents.agencyId, scope.agencyId), eq(incidents.id, id)));
    if (!exists) throw notFound(INCIDENT_MESSAGES.notFound);
    const rows: AuditRow[] = await tx
      .select({
        id: auditLogs.id,
        createdAt: auditLogs.createdAt,
        action: auditLogs.action,
        entityType: auditLogs.entityType,
        changeDetails: auditLogs.changeDetails,
        userId: auditLogs.userId,
      })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.agencyId, scope.agencyId),
          or(
            and(eq(auditLogs.entityType, "incidents"), eq(auditLogs.entityId, id)),
            and(
              inArray(auditLogs.entityType, ["incident_responders", "incident_apparatus"]),
              sql`${auditLogs.changeDetails} ->> 'incident_id' = ${id}`,
            ),
          ),
        ),
      )
      .orderBy(asc(auditLogs.createdAt), asc(auditLogs.id));

    // Names for the people and apparatus the entries mention (removed ones included).
    const userIds = new Set<string>();
    const equipmentIds = new Set<string>();
    for (const r of rows) {
      if (r.userId) userIds.add(r.userId);
      const d = r.changeDetails ?? {};
      if (r.entityType === "incident_responders" && typeof d.user_id === "string") userIds.add(d.user_id);
      if (r.entityType === "incident_apparatus" && typeof d.equipment_id === "string")
        equipmentIds.add(d.equipment_id);
      const officer = d.reporting_officer_id as { from?: unknown; to?: unknown } | string | undefined;
      if (typeof officer === "string") userIds.add(officer);
      else if (officer) for (const v of [officer.from, officer.to]) if (typeof v === "string") userIds.add(v);
    }
    const people = userIds.size
      ? await tx
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(and(eq(users.agencyId, scope.agencyId), inArray(users.id, [...userIds])))
      : [];
    const units = equipmentIds.size
      ? await tx
          .select({ id: equipment.id, name: equipment.name })
          .from(equipment)
          .where(and(eq(equipment.agencyId, scope.agencyId), inArray(equipment.id, [...equipmentIds])))
      : [];
    const names = new Map<string, string>([
      ...people.map((p) => [p.id, personName(p)] as [string, string]),
      ...units.map((u) => [u.id, u.name] as [string, string]),
    ]);
    return { rows, names, actors: names };
  });

  // One entry per save: the same transaction time and actor.
  const groups = new Map<string, AuditRow[]>();
  for (const r of rows) {
    const key = `${r.createdAt.toISOString()}|${r.userId ?? ""}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }

  const entries: IncidentHistoryEntry[] = [];
  for (const group of groups.values()) {
    const created = group.some((r) => r.entityType === "incidents" && r.action === "create");
    const changes: IncidentHistoryEntry["changes"] = [];
    for (const r of group) {
      if (r.entityType !== "incidents" || r.action !== "update") continue;
      for (const [column, spec] of Object.entries(FIELDS)) {
        const change = r.changeDetails?.[column] as { from?: unknown; to?: unknown } | undefined;
        if (!change) continue;
        changes.push({
          field: spec.label,
          from: spec.format(change.from, names, scope.timeZone),
          to: spec.format(change.to, names, scope.timeZone),
        });
      }
    }
    if (!created) {
      for (const [entityType, field, key] of [
        ["incident_responders", "Responders", "user_id"],
        ["incident_apparatus", "Apparatus", "equipment_id"],
      ] as const) {
        const named = (action: string) =>
          group
            .filter((r) => r.entityType === entityType && r.action === action)
            .map((r) => names.get(String(r.changeDetails?.[key])) ?? "Removed record")
            .sort((a, b) => a.localeCompare(b));
        const added = named("create");
        const removed = named("delete");
        if (added.length || removed.length)
          changes.push({
            field,
            from: removed.length ? removed.join(", ") : null,
            to: added.length ? added.join(", ") : null,
          });
      }
    }
    if (!created && !changes.length) continue;
    const first = group[0];
    entries.push({
      id: first.id,
      at: first.createdAt.toISOString(),
      action: created ? "created" : "updated",
      actor: first.userId ? (actors.get(first.userId) ?? "Former member") : null,
      changes,
    });
  }
  return entries.reverse();
}
