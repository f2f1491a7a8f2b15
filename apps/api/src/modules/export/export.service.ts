/**
 * The agency data export (spec §5 "Data export"): every record of the agency, all modules, as one JSON file or
 * as a ZIP of CSVs (one per table), streamed.
 *
 * Tables are discovered from the Drizzle schema: every table with an agencyId column, plus the agency's own
 * row, so a future module's table is exported without anyone remembering to. What is never exported is listed
 * once, below (OMITTED_COLUMNS, OMITTED_TABLES, wellness rule).
 *
 * Streaming: each table is read in keyset pages of PAGE_SIZE rows ordered by its primary key, each page in its
 * own short agency transaction (request.scope.run), and written out before the next page is read. The Node
 * stream pulls the next page only when the client has taken the previous one, so memory stays at about one
 * page whatever the agency's size, and no database connection (PGlite has only one) is held while a slow
 * client downloads. The tenant transaction API has no isolation-level option, so the export is not one
 * snapshot: a row written during the export appears as it was when its page was read; keyset paging never
 * repeats or skips a row that exists throughout.
 */
import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import { and, asc, eq, getTableColumns, getTableName, is, type SQL, sql } from "drizzle-orm";
import { getTableConfig, type PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { auditLogs } from "../../db/schema/audit";
import { safeText } from "../../lib/csv";
import { agencyToday } from "../../lib/dates";
import type { ExportHook } from "../../lib/module";
import type { AgencyScope } from "../../plugins/auth";

export const EXPORT_FORMAT = "rollcall-agency-export";
export const EXPORT_VERSION = 1;
/** Rows read per query. */
export const PAGE_SIZE = 1000;

/**
 * Columns never exported (table name → column keys): secrets and credentials. Sessions and password reset
 * tokens have no agency_id (they are never discovered); the audit trigger already drops password_hash,
 * calendar_token, key_hash, token_hash, code_hash and salt from audit_logs.change_details (db/tenant-policies.ts).
 */
export const OMITTED_COLUMNS: Record<string, readonly string[]> = {
  // The argon2 password hash and the secret of the member's calendar feed URL.
  users: ["passwordHash", "calendarToken"],
  // The billing provider's references: the platform's billing, not the agency's records.
  agencies: ["stripeCustomerId", "stripeSubscriptionId"],
  // The hash of an API key: a credential's fingerprint (the keys' names, scopes and last use are exported).
  api_keys: ["keyHash"],
  // The secret that signs a webhook's deliveries.
  webhooks: ["secret"],
  // A browser's push address and keys: whoever holds them can send that member notifications.
  push_subscriptions: ["endpoint", "p256dh", "auth"],
  // The pending phone code's HMAC and salt (a 6-digit code falls to a search given both).
  phone_verifications: ["codeHash", "salt"],
  // The hash of each recipient's answer link.
  alert_recipients: ["tokenHash"],
  // The NERIS integration's client secret (sealed, and still a credential).
  neris_settings: ["clientSecretSealed"],
  // The state EMS data system's password (sealed, and still a credential).
  nemsis_settings: ["secret"],
};

/**
 * Columns named like a secret (hash, token, key, ...) that are exported on purpose, with why they are not
 * one. The export test fails on a column named like a secret that is in neither list.
 */
export const EXPORTED_LOOKALIKES: Record<string, Record<string, string>> = {
  users: { mustChangePassword: "a flag saying a temporary password is pending" },
  audit_logs: { apiKeyId: "the id of the key that made a change, not the key" },
  certifications: { documentKey: "where the uploaded document is stored, which needs the agency's session" },
  notifications: { dedupeKey: "what keeps a notification from being sent twice" },
  webhook_deliveries: { dedupeKey: "what keeps a delivery from being queued twice" },
  automation_runs: { eventKey: "which event a rule ran for" },
  incidents: { nfirsCode: "the NFIRS incident type code" },
  neris_submissions: {
    acceptedPayloadHash: "the fingerprint of the report NERIS last accepted, to tell when it changed since",
  },
  leave_ledger: { stepKey: "which accrual step made the row (leave type, step and day)" },
  accrual_steps: { stepKey: "an accrual step done (leave type, step and day)" },
  pay_codes: { code: "the payroll system's code for a kind of hour (REG, OT)" },
  payroll_systems: { adpCompanyCode: "the company code ADP names the agency by, printed on every export" },
  nemsis_settings: {
    stateCode: "the two-digit ANSI code of the agency's state",
    endpoint: "the address of the state's NEMSIS web service, which the state publishes",
  },
  pcr_facilities: { code: "the state's code for a hospital (NEMSIS dFacility.03)" },
  pcr_submissions: { statusCode: "the state web service's answer to a submission (1: imported)" },
};

/** Agency tables never exported, with the reason written into the file. */
export const OMITTED_TABLES: Record<string, string> = {
  analytics_chunks:
    "the analytics charts' kept figures are computed from the exported shifts, rules and certifications, not records of their own",
  fitness_enrollments:
    "members' fitness program enrolments are private to each member and are never exported",
  idempotency_keys:
    "the stored answers of retried requests (kept a day to answer a retry once) are bookkeeping, not the agency's records",
};

/** Rows of a table left out (decision 015): every private wellness record, the admin's own included. */
const ROW_FILTERS: Record<string, (table: PgTable) => SQL> = {
  wellness_records: (table) => sql`${getTableColumns(table).isPrivate} = false`,
};

/** What the file says it left out. */
export const OMITTED_NOTE: Record<string, string> = {
  ...OMITTED_TABLES,
  wellness_records: "private records are never exported; only records their owner shared are included",
  sessions: "sign-in sessions are never exported",
  password_reset_tokens: "password reset tokens are never exported",
  ...Object.fromEntries(
    Object.entries(OMITTED_COLUMNS).flatMap(([table, columns]) =>
      columns.map((column) => [
        `${table}.${column}`,
        "secrets and billing-provider references are never exported",
      ]),
    ),
  ),
};

type ExportTable = {
  name: string;
  table: PgTable;
  /** The exported columns by key (camelCase), secrets removed. */
  columns: Record<string, PgColumn>;
  /** The primary-key columns after agency_id, in key order: the keyset. */
  keys: { key: string; column: PgColumn }[];
  agencyId: PgColumn;
};

function exportedColumns(name: string, table: PgTable): Record<string, PgColumn> {
  const omitted = new Set(OMITTED_COLUMNS[name] ?? []);
  return Object.fromEntries(Object.entries(getTableColumns(table)).filter(([key]) => !omitted.has(key)));
}

/**
 * What the export reads: every module's tables (their manifests' `tables`, app.tables), the tables it leaves
 * out unless asked (their manifests' `exportOnRequest`, app.exportOnRequest, with why), and whether the admin
 * asked for those.
 */
export type ExportSchema = {
  tables: readonly PgTable[];
  onRequest?: Readonly<Record<string, string>>;
  includeOnRequest?: boolean;
  /** The modules' hooks on an export that includes those tables (app.exportHooks). */
  hooks?: readonly ExportHook[];
};

/** What the file says it left out: the fixed list, and the tables left out unless asked when not asked for. */
function omittedNote(schema: ExportSchema): Record<string, string> {
  return { ...OMITTED_NOTE, ...(schema.includeOnRequest ? {} : leftOutOnRequest(schema)) };
}

function leftOutOnRequest(schema: ExportSchema): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schema.onRequest ?? {}).map(([name, why]) => [
      name,
      `${why}: exported only when an admin asks for them (includeOnRequest=true)`,
    ]),
  );
}

/**
 * Every agency table of the schema (agency_id column), in table-name order, less OMITTED_TABLES and, unless
 * asked, the tables exported only on request.
 */
export function agencyTables(schema: ExportSchema): ExportTable[] {
  const leftOut = schema.includeOnRequest ? {} : (schema.onRequest ?? {});
  const tables: ExportTable[] = [];
  for (const value of schema.tables) {
    if (!is(value, PgTable)) continue;
    const table = value as PgTable;
    const name = getTableName(table);
    const all = getTableColumns(table);
    const agencyId = all.agencyId;
    if (!agencyId || OMITTED_TABLES[name] || leftOut[name]) continue;
    const config = getTableConfig(table);
    const pkColumns = config.primaryKeys[0]?.columns ?? Object.values(all).filter((c) => c.primary);
    const columns = exportedColumns(name, table);
    // By SQL name: the key's column objects are not always the table's own instances.
    const keys = pkColumns
      .filter((c) => c.name !== "agency_id")
      .map((pk) => Object.entries(all).find(([, c]) => c.name === pk.name))
      .filter((entry) => entry !== undefined)
      .map(([key, column]) => ({ key, column }));
    if (keys.length === 0 || keys.some((k) => !(k.key in columns)))
      throw new Error(`Agency table ${name} has no exportable primary key`);
    tables.push({ name, table, columns, keys, agencyId });
  }
  return tables.sort((a, b) => a.name.localeCompare(b.name));
}

type Row = Record<string, unknown>;

/** One page of a table after `after` (the last row's key values), in key order. */
function readPage(tx: Transaction, agencyId: string, t: ExportTable, after: unknown[] | null) {
  const keyCols = t.keys.map((k) => k.column);
  const conditions: (SQL | undefined)[] = [eq(t.agencyId, agencyId), ROW_FILTERS[t.name]?.(t.table)];
  if (after) {
    const values = after.map((v, i) => sql.param(v, keyCols[i]));
    conditions.push(
      keyCols.length === 1
        ? sql`${keyCols[0]} > ${values[0]}`
        : sql`(${sql.join(keyCols, sql`, `)}) > (${sql.join(values, sql`, `)})`,
    );
  }
  return tx
    .select(t.columns)
    .from(t.table)
    .where(and(...conditions))
    .orderBy(...keyCols.map((c) => asc(c)))
    .limit(PAGE_SIZE) as unknown as Promise<Row[]>;
}

/** The table's rows, page by page, each page in its own agency transaction. */
async function* pages(scope: AgencyScope, t: ExportTable): AsyncGenerator<Row[]> {
  let after: unknown[] | null = null;
  for (;;) {
    const cursor = after;
    const rows: Row[] = await scope.run((tx) => readPage(tx, scope.agencyId, t, cursor));
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE_SIZE) return;
    const last = rows[rows.length - 1];
    after = t.keys.map((k) => last[k.key]);
  }
}

/** The agency's own row, secrets removed. */
export async function readAgency(scope: AgencyScope): Promise<Row> {
  const columns = exportedColumns("agencies", agencies);
  const [agency] = await scope.run((tx) =>
    tx.select(columns).from(agencies).where(eq(agencies.id, scope.agencyId)),
  );
  return agency as Row;
}

/** "rollcall-<agency-slug>-<yyyy-MM-dd>.<ext>", dated in the agency's time zone. */
export function exportFileName(
  agencyName: string,
  timeZone: string,
  extension: "json" | "zip",
  now = new Date(),
) {
  const slug =
    agencyName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/g, "") || "agency";
  return `rollcall-${slug}-${agencyToday(timeZone, now)}.${extension}`;
}

/** The JSON file, produced page by page. */
async function* jsonChunks(
  scope: AgencyScope,
  tables: ExportTable[],
  agency: Row,
  now: Date,
  omitted: Record<string, string>,
): AsyncGenerator<string> {
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    agency,
    omitted,
  };
  const opening = JSON.stringify(head);
  yield `${opening.slice(0, -1)},"tables":{`;
  let firstTable = true;
  for (const t of tables) {
    yield `${firstTable ? "" : ","}\n${JSON.stringify(t.name)}:[`;
    firstTable = false;
    let firstRow = true;
    for await (const rows of pages(scope, t)) {
      yield `${firstRow ? "" : ","}\n${rows.map((row) => JSON.stringify(row)).join(",\n")}`;
      firstRow = false;
    }
    yield "]";
  }
  yield "}}\n";
}

/**
 * Before an export that includes the tables exported only on request: one audit_logs row saying who took them,
 * in the agency's audit log (a read leaves no trigger's row of its own).
 */
async function auditOnRequest(scope: AgencyScope, schema: ExportSchema, format: "json" | "zip") {
  const included = Object.keys(schema.onRequest ?? {});
  if (!schema.includeOnRequest || included.length === 0) return;
  await scope.run(async (tx) => {
    await tx.insert(auditLogs).values({
      agencyId: scope.agencyId,
      userId: scope.userId,
      action: "export",
      entityType: "agency_data",
      changeDetails: { format, included },
    });
    for (const hook of schema.hooks ?? []) await hook(tx, scope);
  });
}

export async function agencyDataJson(scope: AgencyScope, schema: ExportSchema) {
  // Discovered before the first byte is sent: a schema problem answers 500, not a cut-off file.
  const tables = agencyTables(schema);
  const now = new Date();
  const agency = await readAgency(scope);
  await auditOnRequest(scope, schema, "json");
  return {
    filename: exportFileName(String(agency.name ?? ""), scope.timeZone, "json", now),
    stream: Readable.from(jsonChunks(scope, tables, agency, now, omittedNote(schema)), { objectMode: false }),
  };
}

/** A spreadsheet cell: text kept from running as a formula, timestamps ISO, jsonb and arrays as JSON text. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return safeText(value);
  if (typeof value === "object") return safeText(JSON.stringify(value));
  return String(value);
}

function csvLines(records: unknown[][]) {
  return stringify(records, { record_delimiter: "\r\n" });
}

const encoder = new TextEncoder();

const README = (now: Date, omitted: Record<string, string>) =>
  [
    "Rollcall agency data export",
    `Exported at ${now.toISOString()}. One CSV file per table; the first row names the columns.`,
    "Times are UTC (ISO 8601); structured values are JSON text.",
    "",
    "Left out:",
    ...Object.entries(omitted).map(([what, why]) => `- ${what}: ${why}`),
    "",
  ].join("\r\n");

/** The ZIP, one deflated CSV per table (plus agencies.csv and README.txt), produced page by page. */
async function* zipChunks(
  scope: AgencyScope,
  tables: ExportTable[],
  agency: Row,
  now: Date,
  omitted: Record<string, string>,
): AsyncGenerator<Uint8Array> {
  // The ZIP writer loads with the first ZIP export, not when the server starts (docs/performance.md).
  const { Zip, ZipDeflate } = await import("fflate");
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else ready.push(data);
  });
  function* drain() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift() as Uint8Array;
  }
  const file = (name: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = now;
    zip.add(entry);
    return entry;
  };
  // The byte-order mark makes spreadsheet programs read the names as UTF-8.
  const header = (keys: string[]) => encoder.encode(`\ufeff${csvLines([keys])}`);

  const readme = file("README.txt");
  readme.push(encoder.encode(README(now, omitted)), true);
  yield* drain();

  const agencyKeys = Object.keys(agency);
  const agencyFile = file("agencies.csv");
  agencyFile.push(header(agencyKeys));
  agencyFile.push(encoder.encode(csvLines([agencyKeys.map((k) => cell(agency[k]))])), true);
  yield* drain();

  for (const t of tables) {
    const keys = Object.keys(t.columns);
    const entry = file(`${t.name}.csv`);
    entry.push(header(keys));
    for await (const rows of pages(scope, t)) {
      entry.push(encoder.encode(csvLines(rows.map((row) => keys.map((k) => cell(row[k]))))));
      yield* drain();
    }
    entry.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

export async function agencyDataZip(scope: AgencyScope, schema: ExportSchema) {
  // Discovered before the first byte is sent: a schema problem answers 500, not a cut-off file.
  const tables = agencyTables(schema);
  const now = new Date();
  const agency = await readAgency(scope);
  await auditOnRequest(scope, schema, "zip");
  return {
    filename: exportFileName(String(agency.name ?? ""), scope.timeZone, "zip", now),
    stream: Readable.from(zipChunks(scope, tables, agency, now, omittedNote(schema)), { objectMode: false }),
  };
}
