/**
 * Live updates: when another member (or a background job) changes something, open pages refresh by themselves.
 *
 * The database announces every committed write as the table's name (no values) to the agency's members, or,
 * for rows private to one member, to that member alone (apps/api/src/lib/live.ts). `GET /api/events` streams
 * them as Server-Sent Events, each with the API paths whose queries show the table's rows (the owning module
 * declares them: `live` in apps/api/src/modules/<module>/module.ts); the web app refreshes the queries whose key
 * starts with one of them (query keys are API paths).
 */

export const LIVE_EVENTS_PATH = "/api/events";
/** The event name on the stream; its data is a LiveChange. */
export const LIVE_CHANGE_EVENT = "change";

/** A table whose rows changed, and the API paths whose queries show them (none for a resync: refresh all). */
export type LiveChange = { table: string; queries: readonly string[] };

/** The table name that says "announcements may have been missed" (the server's listener reconnected): refresh all. */
export const LIVE_RESYNC = "*";

/** The queries that show the schedule: a change to a shift, or to what moves one, refreshes them all. */
export const SCHEDULE_QUERIES = [
  "/api/shifts",
  "/api/dashboard",
  "/api/time-clock",
  "/api/payroll",
  "/api/staffing",
  "/api/flsa",
  "/api/board",
] as const;

/**
 * Agency-owned tables whose writes are not announced: the audit log (a write to it accompanies every other
 * write), the replay record of idempotent requests (bookkeeping, never shown) and the analytics charts' kept
 * figures (derived from writes that are announced themselves), and the accrual job's done steps (bookkeeping:
 * the ledger rows they come with are announced), and who opened a patient care report (a read: announcing it
 * would refresh the report, which opens it again).
 */
export const LIVE_SILENT_TABLES = [
  "audit_logs",
  "idempotency_keys",
  "analytics_chunks",
  "accrual_steps",
  "pcr_access_log",
] as const;

/** Tables whose rows belong to one member: their changes go to that member only (by the row's user_id). */
export const LIVE_PRIVATE_TABLES = ["notifications", "wellness_records", "fitness_enrollments"] as const;

/**
 * Open event streams allowed at once per session (a browser's tabs share one) and per member (their devices
 * together). Each holds a connection and a listener on the server; past these a stream answers 429.
 */
export const MAX_STREAMS_PER_SESSION = 6;
export const MAX_STREAMS_PER_MEMBER = 12;

export const LIVE_MESSAGES = {
  tooManyStreams:
    "Too many windows are receiving live updates for this account. Close some tabs or windows, then reload.",
} as const;
