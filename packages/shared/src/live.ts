/**
 * Live updates: when another member (or a background job) changes something, open pages refresh by themselves.
 *
 * The database announces every committed write as the table's name (no values) to the agency's members, or,
 * for rows private to one member, to that member alone (apps/api/src/lib/live.ts). `GET /api/events` streams
 * them as Server-Sent Events; the web app refreshes the queries whose key starts with one of the table's
 * prefixes below (query keys are API paths).
 */

export const LIVE_EVENTS_PATH = "/api/events";
/** The event name on the stream; its data is a LiveChange. */
export const LIVE_CHANGE_EVENT = "change";

export type LiveChange = { table: string };

/** The table name that says "announcements may have been missed" (the server's listener reconnected): refresh all. */
export const LIVE_RESYNC = "*";

const SCHEDULE = [
  "/api/shifts",
  "/api/dashboard",
  "/api/time-clock",
  "/api/payroll",
  "/api/staffing",
  "/api/flsa",
];

/** Per agency-owned table: the API paths whose queries show its rows. */
export const LIVE_QUERY_PREFIXES: Record<string, readonly string[]> = {
  agencies: ["/api/agencies", "/api/billing", "/api/user"],
  users: [
    "/api/agencies",
    "/api/user",
    "/api/dashboard",
    "/api/shifts",
    "/api/training",
    "/api/certifications",
    "/api/flsa",
  ],
  user_agencies: ["/api/agencies", "/api/user"],
  shifts: SCHEDULE,
  shift_swaps: SCHEDULE,
  shift_bids: SCHEDULE,
  staffing_requirements: SCHEDULE,
  staffing_settings: ["/api/staffing", "/api/flsa", "/api/leave-requests"],
  leave_requests: [...SCHEDULE, "/api/leave-requests", "/api/leave-balances"],
  leave_balances: ["/api/leave-balances", "/api/leave-requests"],
  trades: [...SCHEDULE, "/api/trades"],
  trade_ledger: ["/api/trades"],
  callbacks: [...SCHEDULE, "/api/callbacks"],
  callback_offers: ["/api/callbacks"],
  callback_events: ["/api/callbacks"],
  certifications: ["/api/certifications", "/api/compliance", "/api/dashboard"],
  required_certifications: ["/api/compliance", "/api/certifications", "/api/dashboard"],
  equipment: ["/api/equipment", "/api/dashboard"],
  maintenance_records: ["/api/equipment", "/api/dashboard"],
  incidents: ["/api/incidents", "/api/dashboard"],
  incident_responders: ["/api/incidents", "/api/dashboard"],
  incident_apparatus: ["/api/incidents", "/api/dashboard"],
  courses: ["/api/training", "/api/dashboard"],
  training_assignments: ["/api/training", "/api/dashboard"],
  iso_category_mappings: ["/api/training"],
  budgets: ["/api/budgets", "/api/finance"],
  expenses: ["/api/expenses", "/api/budgets", "/api/finance"],
  notifications: ["/api/notifications"],
  alerts: ["/api/alerts"],
  alert_recipients: ["/api/alerts"],
  alert_deliveries: ["/api/alerts", "/api/alerting"],
  alerting_profiles: ["/api/profile/alerting", "/api/alerting"],
  phone_verifications: ["/api/profile/alerting"],
  push_subscriptions: ["/api/profile/alerting", "/api/alerting"],
  fitness_programs: ["/api/fitness-programs", "/api/wellness"],
  fitness_enrollments: ["/api/fitness-programs", "/api/wellness"],
  wellness_records: ["/api/wellness-records", "/api/wellness"],
  api_keys: ["/api/api-keys"],
  webhooks: ["/api/webhooks"],
  webhook_deliveries: ["/api/webhooks"],
  automation_rules: ["/api/automations"],
  automation_runs: ["/api/automations"],
};

/**
 * Agency-owned tables whose writes are not announced: the audit log (a write to it accompanies every other
 * write), the replay record of idempotent requests (bookkeeping, never shown) and the analytics charts' kept
 * figures (derived from writes that are announced themselves).
 */
export const LIVE_SILENT_TABLES = ["audit_logs", "idempotency_keys", "analytics_chunks"] as const;

/** Tables whose rows belong to one member: their changes go to that member only (by the row's user_id). */
export const LIVE_PRIVATE_TABLES = ["notifications", "wellness_records", "fitness_enrollments"] as const;
