import { z } from "zod";
import { timestampSchema } from "./timestamps";

/**
 * API access (issue 18, "API Access & Integrations", Standard and Pro): keys an agency's admin makes in
 * Settings → Integrations for its own programs. A key acts for its agency only, with the rights its scopes give,
 * never as an operator; the server keeps only its hash and shows the key once.
 */

/**
 * What a key can be scoped to, with the label the settings screen shows. Each is one part of the API (each
 * module's manifest names its part, `apiKey` in apps/api/src/modules/<module>/module.ts); what is not listed
 * (sign-in, profiles, notifications, wellness records, billing, the keys themselves, the operator portal) no key
 * can reach.
 */
export const API_KEY_RESOURCES = {
  shifts: "Scheduling",
  "time-clock": "Time Clock",
  users: "Users",
  certifications: "Certifications",
  incidents: "Incidents",
  equipment: "Equipment",
  training: "Training",
  finance: "Finance",
  staffing: "Staffing & FLSA",
  leave: "Leave",
  pay: "Pay & Accruals",
  trades: "Shift Trades",
  callbacks: "Call-backs",
  alerting: "Alerting",
  dashboard: "Dashboard",
  agency: "Agency & Audit Log",
  export: "Data Export",
} as const;
export type ApiKeyResource = keyof typeof API_KEY_RESOURCES;
export const API_KEY_RESOURCE_IDS = Object.keys(API_KEY_RESOURCES) as ApiKeyResource[];

export type ApiKeyAccess = "read" | "write";

/**
 * Scopes that allow one integration's routes and nothing else, named by the scope alone (no read or write):
 * "cad", a dispatch centre's CAD opening and updating incident reports (POST /api/cad/incidents). Besides its
 * own scope, only the bare "write" (everything) reaches such a route; a part's scope ("incidents:write") does
 * not, and a key with only such a scope reaches nothing else.
 */
export const API_KEY_INTEGRATION_SCOPES = {
  cad: "CAD: open and update incidents from dispatch",
} as const;
export type ApiKeyIntegration = keyof typeof API_KEY_INTEGRATION_SCOPES;
export const API_KEY_INTEGRATION_IDS = Object.keys(API_KEY_INTEGRATION_SCOPES) as ApiKeyIntegration[];
const isIntegration = (part: string): part is ApiKeyIntegration =>
  Object.hasOwn(API_KEY_INTEGRATION_SCOPES, part);

/** What a route's `apiKey` names (its module's manifest): a part of the API, or an integration's own scope. */
export type ApiKeyPart = ApiKeyResource | ApiKeyIntegration;

/**
 * A scope: "read" (every part, read-only), "write" (every part, read and write), one part's "shifts:read" or
 * "incidents:write", or an integration's ("cad"). Write includes read.
 */
export type ApiKeyScope = ApiKeyAccess | `${ApiKeyResource}:${ApiKeyAccess}` | ApiKeyIntegration;

export const API_KEY_MESSAGES = {
  name: "Name is required",
  nameMax: "Name must be at most 100 characters",
  scopes: "Choose what the key may do",
  scope: "Unknown scope",
  created: "API key created",
  createdDescription: "Copy the key now: it is shown only once.",
  revoked: "API key revoked",
  revokeConfirm:
    "Programs using this key stop working at once. This cannot be undone: to reconnect them, create a new key.",
  notFound: "API key not found",
  forbiddenWithKey: "An API key cannot be used for this. Sign in as a member instead.",
  secretWithKey: "An API key cannot receive passwords, keys or private links. Sign in as an admin instead.",
  signInWithKey: "An API key cannot change anyone's email, password or sign-in. Sign in as an admin instead.",
  adminWithKey: "An API key cannot make anyone an admin. Sign in as an admin instead.",
  outOfScope: (part: ApiKeyPart, access: ApiKeyAccess) =>
    isIntegration(part)
      ? `This API key may not do this: it needs the scope "${part}" (${API_KEY_INTEGRATION_SCOPES[part]}).`
      : `This API key may not ${access === "read" ? "read" : "change"} ${API_KEY_RESOURCES[part]}.`,
  invalidKey: "The API key is not valid or has been revoked.",
  copied: "Copied to the clipboard",
  errorTitle: "Error",
  loadFailed: "Failed to load API keys",
  createFailed: "Failed to create the API key",
  revokeFailed: "Failed to revoke the API key",
} as const;

/** Every key starts with this, so a leaked one is recognizable (secret scanners, logs). */
export const API_KEY_PREFIX = "rck_";
/** How many characters of a key the list shows (the prefix and a few of its own), to tell keys apart. */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 6;

const SCOPE_PATTERN = new RegExp(`^(?:(?:${API_KEY_RESOURCE_IDS.join("|")}):)?(?:read|write)$`);
export const isApiKeyScope = (value: string): value is ApiKeyScope =>
  SCOPE_PATTERN.test(value) || isIntegration(value);

/** Body of POST /api/api-keys. */
export const apiKeyCreateSchema = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.name })
    .trim()
    .min(1, API_KEY_MESSAGES.name)
    .max(100, API_KEY_MESSAGES.nameMax),
  scopes: z
    .array(z.string({ error: API_KEY_MESSAGES.scope }).refine(isApiKeyScope, API_KEY_MESSAGES.scope), {
      error: API_KEY_MESSAGES.scopes,
    })
    .min(1, API_KEY_MESSAGES.scopes)
    .max(API_KEY_RESOURCE_IDS.length * 2 + 2 + API_KEY_INTEGRATION_IDS.length, API_KEY_MESSAGES.scopes)
    .transform((scopes) => [...new Set(scopes)] as ApiKeyScope[]),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;

/** A key as the list shows it (never the key itself, which only POST answers, once). */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  /** The key's first characters ("rck_3fA9xQ"), to tell keys apart. */
  start: z.string(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
  createdBy: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type ApiKeyDto = z.input<typeof apiKeySchema>;

/** Answer of POST /api/api-keys: the key, this one time. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyCreatedDto = z.input<typeof apiKeyCreatedSchema>;

/**
 * Whether `scopes` let a key read (or change) `part`. Write includes read; the bare ones cover every part. An
 * integration's routes take its own scope, or the bare write.
 */
export function scopesAllow(scopes: readonly string[], part: ApiKeyPart, access: ApiKeyAccess): boolean {
  if (isIntegration(part)) return scopes.includes(part) || scopes.includes("write");
  const wanted = access === "read" ? ["read", "write"] : ["write"];
  return wanted.some((a) => scopes.includes(a) || scopes.includes(`${part}:${a}`));
}

/** "Read and write: everything", "Read only: Scheduling, Incidents", "CAD: open and update...", for the list. */
export function describeScopes(scopes: readonly string[]): string {
  if (scopes.includes("write")) return "Read and write: everything";
  const integrations = API_KEY_INTEGRATION_IDS.filter((i) => scopes.includes(i)).map(
    (i) => API_KEY_INTEGRATION_SCOPES[i],
  );
  const parts = (access: ApiKeyAccess) =>
    API_KEY_RESOURCE_IDS.filter((r) => scopes.includes(`${r}:${access}`)).map((r) => API_KEY_RESOURCES[r]);
  const writes = parts("write");
  const reads = scopes.includes("read")
    ? ["everything"]
    : parts("read").filter((label) => !writes.includes(label));
  return [
    writes.length ? `Read and write: ${writes.join(", ")}` : "",
    reads.length ? `Read only: ${reads.join(", ")}` : "",
    ...integrations,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** How many requests one key may make per minute (per server instance), before it answers 429. */
export const API_KEY_RATE_LIMIT_PER_MINUTE = 600;

/**
 * Outgoing webhooks (issue 18): an admin registers an address for chosen events; each event is POSTed to it as
 * JSON `{ type, timestamp, data }`, signed by the Standard Webhooks scheme (headers webhook-id, webhook-timestamp
 * and webhook-signature: "v1," and the base64 HMAC-SHA256 of "<id>.<timestamp>.<body>" with the webhook's
 * secret), and retried with growing waits for 24 hours until the receiver answers 2xx.
 */
export const WEBHOOK_EVENTS = {
  "shift.created": "Shift created",
  "shift.updated": "Shift changed",
  "shift.cancelled": "Shift cancelled",
  "incident.created": "Incident created",
  "certification.expiring": "Certification expiring",
  "trade.approved": "Trade approved",
  "callback.awarded": "Call-back awarded",
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_IDS = Object.keys(WEBHOOK_EVENTS) as [WebhookEvent, ...WebhookEvent[]];

/**
 * What a delivery may carry: the events a webhook subscribes to, and `automation.fired`, sent only to the webhook
 * an automation rule's action names (data: the rule, its trigger and the event; decision 026).
 */
export const WEBHOOK_DELIVERY_EVENTS = [...WEBHOOK_EVENT_IDS, "automation.fired"] as const;
export type WebhookDeliveryEvent = (typeof WEBHOOK_DELIVERY_EVENTS)[number];
export const AUTOMATION_WEBHOOK_LABEL = "Automation rule fired";

/** What `data` holds for each event: the resource as the API's own read of it answers. */
export const WEBHOOK_EVENT_DATA: Record<WebhookEvent, string> = {
  "shift.created": "the shift, as GET /api/shifts/{id} answers it",
  "shift.updated": "the shift after the change, as GET /api/shifts/{id} answers it",
  "shift.cancelled": "the shift with status cancelled (or as it was before it was deleted)",
  "incident.created": "the incident, as GET /api/incidents/{id} answers it",
  "certification.expiring":
    "the certification (30 days before it expires), as GET /api/certifications lists it",
  "trade.approved": "the trade, as GET /api/trades lists it (its shift then also sends shift.updated)",
  "callback.awarded":
    "the call-back's id, awardedUserId and awardedAt, and its shift as GET /api/shifts/{id} answers it",
};

/** Every secret starts with this (the Standard Webhooks convention); the rest is base64 of 32 random bytes. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";
/** How long a delivery is tried before it is given up. */
export const WEBHOOK_RETRY_HOURS = 24;
/** Most webhooks an agency may register. */
export const MAX_WEBHOOKS = 20;

export const WEBHOOK_MESSAGES = {
  url: "Enter the web address (https://…) that receives the events",
  urlMax: "The address must be at most 2000 characters",
  urlNotPublic: "The address must be reachable on the internet, not a local or private network address",
  events: "Choose at least one event",
  tooMany: `An agency can have at most ${MAX_WEBHOOKS} webhooks. Delete one first.`,
  created: "Webhook added",
  createdDescription:
    "Copy the signing secret now: it is shown only once. Your receiver verifies each delivery with it.",
  deleted: "Webhook deleted",
  deleteConfirm: "Events stop being sent to this address at once, and deliveries still waiting are dropped.",
  notFound: "Webhook not found",
  errorTitle: "Error",
  loadFailed: "Failed to load webhooks",
  createFailed: "Failed to add the webhook",
  deleteFailed: "Failed to delete the webhook",
  deliveriesFailed: "Failed to load the deliveries",
} as const;

/** Body of POST /api/webhooks. */
export const webhookCreateSchema = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.url })
    .trim()
    .max(2000, WEBHOOK_MESSAGES.urlMax)
    .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_MESSAGES.url })),
  events: z
    .array(z.enum(WEBHOOK_EVENT_IDS, { error: WEBHOOK_MESSAGES.events }), { error: WEBHOOK_MESSAGES.events })
    .min(1, WEBHOOK_MESSAGES.events)
    .transform((events) => [...new Set(events)]),
});
export type WebhookCreateInput = z.input<typeof webhookCreateSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: "Retrying",
  succeeded: "Delivered",
  failed: "Gave up",
};

/** A registered webhook as the list shows it (its secret only in the answer that made it). */
export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  createdAt: timestampSchema,
  createdBy: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  /** The latest delivery's outcome, null before the first event. */
  lastDelivery: z
    .object({
      status: z.enum(WEBHOOK_DELIVERY_STATUSES),
      at: timestampSchema,
      responseStatus: z.number().nullable(),
    })
    .nullable(),
});
export type WebhookDto = z.input<typeof webhookSchema>;

/** Answer of POST /api/webhooks: the webhook and, this one time, its signing secret. */
export const webhookCreatedSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookCreatedDto = z.input<typeof webhookCreatedSchema>;

/** One event sent (or being sent) to a webhook, with what its receiver last answered. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The webhook-id header: the same on every attempt, for the receiver to skip a repeat. */
  messageId: z.string(),
  event: z.enum(WEBHOOK_DELIVERY_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  createdAt: timestampSchema,
  lastAttemptAt: timestampSchema.nullable(),
  nextAttemptAt: timestampSchema.nullable(),
  /** The receiver's last HTTP status; null when it could not be reached. */
  responseStatus: z.number().nullable(),
  /** The start of the receiver's last answer, or why it could not be reached. */
  response: z.string().nullable(),
});
export type WebhookDeliveryDto = z.input<typeof webhookDeliverySchema>;
