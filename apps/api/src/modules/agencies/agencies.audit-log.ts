/**
 * The Audit Log (admins): the rows the database triggers write for every write, filtered by member, record
 * type and date range (calendar dates in the agency's zone), paged newest first, and downloadable as CSV.
 * Entries read as people read them: the actor's name, the action and record type in words, and each
 * changed field from → to, with times in the agency's zone and the ids of members and records as their names.
 */
import { TZDate } from "@date-fns/tz";
import {
  AUDIT_LOG_EXPORT_MAX,
  AUDIT_LOG_MESSAGES,
  AUDIT_OPERATOR_ACTOR,
  AUDIT_SYSTEM_ACTOR,
  type AuditChange,
  type AuditLogEntry,
  type AuditLogFilters,
  type AuditLogQuery,
  type AuditRecordType,
  auditActionLabel,
  auditEntityLabel,
  auditFieldLabel,
} from "@rollcall/shared/audit-log";
import { ROLE_LABELS, type Role } from "@rollcall/shared/roles";
import { format } from "date-fns";
import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { auditLogs } from "../../db/schema/audit";
import { csvFile, safeText } from "../../lib/csv";
import { agencyDay } from "../../lib/dates";
import { badRequest, notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { recordNames } from "./agencies.queries";

/** Columns never shown: the row's own keys (the record id has its column), and anything secret-shaped. */
const HIDDEN = new Set(["id", "agency_id"]);
const SECRET = /(^password$|_hash$|_token$|_secret$)/;
/** ISO timestamps as PostgreSQL writes them into the change details. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}(:?\d{2})?|Z)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = {
  id: string;
  createdAt: Date;
  userId: string | null;
  apiKeyId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  changeDetails: unknown;
  ipAddress: string | null;
  userAgent: string | null;
};

type Context = { timeZone: string; names: Map<string, string> };
/** The audited tables' record-type names, from the modules' manifests (app.recordTypes). */
export type RecordTypes = Readonly<Record<string, string>>;

/** Columns holding one of a fixed set of values (a role, a status), stored as words like `pending_approval`. */
const CHOICES = new Set([
  "role",
  "status",
  "type",
  "kind",
  "priority",
  "category",
  "payment_status",
  "method",
  "mode",
]);
/** Money columns stored in cents whose name does not end in _cents (the finance module's amounts). */
const CENTS = new Set(["amount", "total_amount", "spent_amount"]);
const isCents = (column: string) => column.endsWith("_cents") || CENTS.has(column);
const isMinutes = (column: string) => column === "minutes" || column.endsWith("_minutes");

/** 2880 → "48 h", 90 → "1 h 30 min", 30 → "30 min". */
function duration(minutes: number) {
  const h = Math.trunc(minutes / 60);
  const m = Math.round(minutes - h * 60);
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}
const CHOICE = /^[a-z]+(?:_[a-z]+)*$/;

/** A stored choice as people read it: a role by its name, any other "pending_approval" as "Pending approval". */
function choiceLabel(column: string, value: string) {
  if (column === "role" && value in ROLE_LABELS) return ROLE_LABELS[value as Role];
  const words = value.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const moment = (instant: Date, timeZone: string, pattern = "yyyy-MM-dd HH:mm") =>
  format(new TZDate(instant.getTime(), timeZone), pattern);

/** One stored value as text: times in the agency's zone, members by name, yes/no, JSON for the rest. */
function display(column: string, value: unknown, ctx: Context): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") {
    if (isCents(column)) return (value / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
    return isMinutes(column) ? duration(value) : String(value);
  }
  if (typeof value === "string") {
    if (UUID.test(value) && isReference(column)) {
      return ctx.names.get(value) ?? value;
    }
    if (TIMESTAMP.test(value)) {
      const instant = new Date(value);
      if (!Number.isNaN(instant.getTime())) return moment(instant, ctx.timeZone);
    }
    if (CHOICES.has(column) && CHOICE.test(value)) return choiceLabel(column, value);
    return value;
  }
  return structured(value);
}

/** "certificationName" → "Certification name". */
const keyLabel = (key: string) => {
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replaceAll("_", " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A JSON value (an automation's conditions and actions, a staffing rule's head counts) in words: a list joined
 * by commas, an object as "Key: value" pairs; empty parts are left out, and null when nothing is left.
 */
function structured(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) {
    const items = value.map(structured).filter((item): item is string => item !== null);
    if (!items.length) return null;
    return value.some((item) => isObject(item))
      ? items.map((item) => `(${item})`).join(", ")
      : items.join(", ");
  }
  if (isObject(value)) {
    const pairs = Object.entries(value).flatMap(([key, inner]) => {
      const shown = structured(inner);
      return shown === null ? [] : [`${keyLabel(key)}: ${shown}`];
    });
    return pairs.length ? pairs.join("; ") : null;
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** Fields that name a record come first; the rest follow in alphabetical order of their labels. */
const FIRST = ["first_name", "last_name", "name", "title", "incident_number", "email", "role", "status"];
const rank = (field: string) => {
  const i = FIRST.indexOf(field);
  return i === -1 ? FIRST.length : i;
};
const byReading = (x: AuditChange, y: AuditChange) =>
  rank(x.field) - rank(y.field) || x.label.localeCompare(y.label);

/**
 * The changed fields: an update's { column: { from, to } }, or a created (deleted) row's snapshot as
 * values set (cleared). Empty values of a snapshot are left out: they say nothing.
 */
export function changesOf(action: string, details: unknown, ctx: Context): AuditChange[] {
  if (!isObject(details)) return [];
  const changes: AuditChange[] = [];
  for (const [field, value] of Object.entries(details)) {
    if (HIDDEN.has(field) || SECRET.test(field)) continue;
    const label = auditFieldLabel(field);
    if (action === "update" && isObject(value) && ("from" in value || "to" in value)) {
      changes.push({
        field,
        label,
        from: display(field, value.from, ctx),
        to: display(field, value.to, ctx),
      });
      continue;
    }
    const shown = display(field, value, ctx);
    if (shown === null) continue;
    changes.push(
      action === "delete" ? { field, label, from: shown, to: null } : { field, label, from: null, to: shown },
    );
  }
  return changes.sort(byReading);
}

/** Every id an entry mentions: its record, and the values of columns that point at other records. */
function mentionedIds(rows: Row[]) {
  const ids = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === "string" && UUID.test(value)) ids.add(value);
  };
  for (const row of rows) {
    add(row.entityId);
    add(row.userId);
    add(row.apiKeyId);
    if (!isObject(row.changeDetails)) continue;
    for (const [field, value] of Object.entries(row.changeDetails)) {
      if (!isReference(field)) continue;
      if (isObject(value)) {
        add(value.from);
        add(value.to);
      } else add(value);
    }
  }
  return [...ids];
}

/** A column holding another record's id: user_id, equipment_id, approved_by_id, ... */
const isReference = (column: string) => column.endsWith("_id") || column.endsWith("_by");

/** The record's name: from its snapshot when created or deleted, else as it is named now. */
function entityName(row: Row, names: Map<string, string>): string | null {
  if (row.action !== "update" && isObject(row.changeDetails)) {
    const d = row.changeDetails;
    const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
    const person = [text(d.first_name), text(d.last_name)].filter(Boolean).join(" ");
    const own = person || text(d.name) || text(d.title) || text(d.incident_number);
    if (own) return own;
  }
  return row.entityId ? (names.get(row.entityId) ?? null) : null;
}

/**
 * Who acted: the member's name, "Platform operator" for an operator of another agency, "System" for jobs; a
 * write through an API key names the key after its maker.
 */
function actorName(row: Pick<Row, "userId" | "apiKeyId">, names: Map<string, string>) {
  const member = row.userId ? (names.get(row.userId) ?? AUDIT_OPERATOR_ACTOR) : null;
  if (!row.apiKeyId) return member;
  return `${member ?? AUDIT_SYSTEM_ACTOR} (API key: ${names.get(row.apiKeyId) ?? "removed"})`;
}

function conditions(scope: AgencyScope, filters: AuditLogFilters, recordTypes: RecordTypes): SQL[] {
  if (filters.entityType && !Object.hasOwn(recordTypes, filters.entityType))
    throw badRequest(AUDIT_LOG_MESSAGES.entityType, { entityType: AUDIT_LOG_MESSAGES.entityType });
  const where: SQL[] = [eq(auditLogs.agencyId, scope.agencyId)];
  if (filters.userId) where.push(eq(auditLogs.userId, filters.userId));
  if (filters.entityType) where.push(eq(auditLogs.entityType, filters.entityType));
  if (filters.from) where.push(gte(auditLogs.createdAt, agencyDay(scope.timeZone, filters.from).start));
  if (filters.to) where.push(lt(auditLogs.createdAt, agencyDay(scope.timeZone, filters.to).end));
  return where;
}

const columns = {
  id: auditLogs.id,
  createdAt: auditLogs.createdAt,
  userId: auditLogs.userId,
  apiKeyId: auditLogs.apiKeyId,
  action: auditLogs.action,
  entityType: auditLogs.entityType,
  entityId: auditLogs.entityId,
  changeDetails: auditLogs.changeDetails,
  ipAddress: auditLogs.ipAddress,
  userAgent: auditLogs.userAgent,
};

function toEntry(row: Row, ctx: Context & { recordTypes: RecordTypes }): AuditLogEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    userId: row.userId,
    actorName: actorName(row, ctx.names),
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    entityType: row.entityType,
    entityLabel: auditEntityLabel(row.entityType, ctx.recordTypes),
    entityId: row.entityId,
    entityName: entityName(row, ctx.names),
    changes: changesOf(row.action, row.changeDetails, ctx),
    ipAddress: row.ipAddress,
  };
}

const assertOwnAgency = (scope: AgencyScope, agencyId: string) => {
  if (agencyId !== scope.agencyId) throw notFound("Agency not found");
};

/** One page, newest first (ties in one transaction broken by id), after the `cursor` entry when given. */
export async function listAuditLog(
  scope: AgencyScope,
  agencyId: string,
  query: AuditLogQuery,
  recordTypes: RecordTypes,
) {
  assertOwnAgency(scope, agencyId);
  return scope.run(async (tx) => {
    const where = conditions(scope, query, recordTypes);
    if (query.cursor) {
      const [known] = await tx
        .select({ id: auditLogs.id })
        .from(auditLogs)
        .where(and(eq(auditLogs.agencyId, scope.agencyId), eq(auditLogs.id, query.cursor)));
      if (!known) throw badRequest(AUDIT_LOG_MESSAGES.cursor, { cursor: AUDIT_LOG_MESSAGES.cursor });
      // Compared in the database, so the microseconds of created_at are kept.
      where.push(
        sql`(${auditLogs.createdAt}, ${auditLogs.id}) < (select c.created_at, c.id from audit_logs c where c.agency_id = ${scope.agencyId} and c.id = ${query.cursor})`,
      );
    }
    const rows = await tx
      .select(columns)
      .from(auditLogs)
      .where(and(...where))
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(query.limit);
    const ctx = {
      timeZone: scope.timeZone,
      names: await recordNames(tx, scope.agencyId, mentionedIds(rows)),
      recordTypes,
    };
    return rows.map((row) => toEntry(row, ctx));
  });
}

// ---------------------------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------------------------

/** "Field: from → to", one change after another. */
export function changesText(changes: AuditChange[]) {
  return changes
    .map((c) => {
      if (c.from !== null && c.to !== null) return `${c.label}: ${c.from} → ${c.to}`;
      if (c.to !== null) return `${c.label}: ${c.to}`;
      if (c.from !== null) return `${c.label}: ${c.from} → (empty)`;
      return `${c.label}: (empty)`;
    })
    .join("; ");
}

/** The filtered entries as a CSV file (newest first), with its name. */
export async function auditLogCsv(
  scope: AgencyScope,
  agencyId: string,
  filters: AuditLogFilters,
  recordTypes: RecordTypes,
) {
  assertOwnAgency(scope, agencyId);
  const { rows, names } = await scope.read(async (tx) => {
    const found = await tx
      .select(columns)
      .from(auditLogs)
      .where(and(...conditions(scope, filters, recordTypes)))
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(AUDIT_LOG_EXPORT_MAX + 1);
    if (found.length > AUDIT_LOG_EXPORT_MAX) {
      throw badRequest(AUDIT_LOG_MESSAGES.tooMany, { from: AUDIT_LOG_MESSAGES.tooMany });
    }
    return { rows: found, names: await recordNames(tx, scope.agencyId, mentionedIds(found)) };
  });
  const ctx = { timeZone: scope.timeZone, names, recordTypes };
  const columnsOut = [
    `When (${scope.timeZone})`,
    "Member",
    "Action",
    "Record Type",
    "Record",
    "Record ID",
    "Changes",
    "IP Address",
    "Browser",
  ];
  const records = rows.map((row) => {
    const entry = toEntry(row, ctx);
    return [
      moment(row.createdAt, scope.timeZone, "yyyy-MM-dd HH:mm:ss"),
      safeText(entry.actorName ?? AUDIT_SYSTEM_ACTOR),
      safeText(entry.actionLabel),
      safeText(entry.entityLabel),
      safeText(entry.entityName),
      safeText(entry.entityId),
      safeText(changesText(entry.changes)),
      safeText(row.ipAddress),
      safeText(row.userAgent),
    ];
  });
  const today = agencyDay(scope.timeZone).date;
  const fileName =
    filters.from || filters.to
      ? `audit-log-${filters.from ?? "start"}-to-${filters.to ?? today}.csv`
      : `audit-log-${today}.csv`;
  const body = csvFile(columnsOut, records);
  return { fileName, body };
}

/** The record types the filter offers, by name (every audited table's, from the manifests). */
export function recordTypeList(
  scope: AgencyScope,
  agencyId: string,
  recordTypes: RecordTypes,
): AuditRecordType[] {
  assertOwnAgency(scope, agencyId);
  return Object.entries(recordTypes)
    .map(([value, label]) => ({ value, label }))
    .sort((x, y) => x.label.localeCompare(y.label));
}
