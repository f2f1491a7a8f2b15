/**
 * Submitting reports to NERIS: the department's connection (Settings → NERIS), a report's submission state,
 * and the Incidents list of reports that need attention. The server submits through its queue in PostgreSQL
 * (a token by the client-credentials grant, validate, create, then PATCH after an edit); these shapes are what
 * the routes answer and take.
 */
import { z } from "zod";
import { NERIS_ENTITY_ID_PATTERN, nerisValidationErrorSchema } from "./incident";

/** The API's two addresses (API.md). An installation may point either elsewhere (NERIS_SANDBOX_URL, NERIS_PRODUCTION_URL). */
export const NERIS_ENVIRONMENTS = ["sandbox", "production"] as const;
export type NerisEnvironment = (typeof NERIS_ENVIRONMENTS)[number];
export const NERIS_ENVIRONMENT_LABELS: Record<NerisEnvironment, string> = {
  sandbox: "Sandbox (testing)",
  production: "Production",
};
export const NERIS_DEFAULT_BASE_URLS: Record<NerisEnvironment, string> = {
  sandbox: "https://api-test.neris.fsri.org/v1",
  production: "https://api.neris.fsri.org/v1",
};

/** A report can be sent once an officer has approved it, or when it is completed. */
export const NERIS_SUBMITTABLE_STATUSES = ["approved", "completed"] as const;

export const NERIS_SETTINGS_MESSAGES = {
  entityId: "Enter the NERIS id as FD followed by eight digits",
  clientId: "Enter the client id NERIS gave the integration",
  clientSecret: "Enter the client secret NERIS gave the integration",
  environment: "Choose sandbox or production",
  notConfigured:
    "NERIS is not set up for this department: an admin adds its NERIS id, client id and secret in Settings → NERIS.",
  notSubmittable: "Only an approved or completed report can be submitted to NERIS.",
  notValid: "The report is not ready for NERIS: fix the fields named below.",
} as const;

/** GET /api/incidents/neris/settings (admins): the secret itself is never answered. */
export const nerisSettingsSchema = z.object({
  entityId: z.string().nullable(),
  clientId: z.string().nullable(),
  /** Whether a client secret is stored (sealed); it is never shown again. */
  hasClientSecret: z.boolean(),
  environment: z.enum(NERIS_ENVIRONMENTS),
  /** The address the chosen environment uses on this installation. */
  baseUrl: z.string(),
  /** Submit by itself when an officer approves (or completes) a report. */
  submitOnApproval: z.boolean(),
  /** Entity id, client id and secret are all present: submissions can be made. */
  configured: z.boolean(),
});
export type NerisSettings = z.infer<typeof nerisSettingsSchema>;

const optionalText = (message: string) =>
  z.string({ error: message }).trim().max(255, "Must be at most 255 characters");

/**
 * PUT /api/incidents/neris/settings: the members given replace what is stored. `clientSecret` absent keeps the
 * stored one; "" removes it. `entityId` / `clientId` null or "" clear them.
 */
export const nerisSettingsUpdateSchema = z.strictObject({
  entityId: z
    .string({ error: NERIS_SETTINGS_MESSAGES.entityId })
    .trim()
    .refine((v) => v === "" || new RegExp(NERIS_ENTITY_ID_PATTERN).test(v), NERIS_SETTINGS_MESSAGES.entityId)
    .nullish(),
  clientId: optionalText(NERIS_SETTINGS_MESSAGES.clientId).nullish(),
  clientSecret: z.string({ error: NERIS_SETTINGS_MESSAGES.clientSecret }).max(1024).optional(),
  environment: z.enum(NERIS_ENVIRONMENTS, { error: NERIS_SETTINGS_MESSAGES.environment }).optional(),
  submitOnApproval: z.boolean().optional(),
});
export type NerisSettingsUpdate = z.infer<typeof nerisSettingsUpdateSchema>;

/**
 * A report's state with NERIS:
 * - not_submitted: never sent;
 * - queued: waiting in the queue (first try, or a retry after NERIS could not be reached: see nextAttemptAt, lastError);
 * - submitted: NERIS holds it (nerisId, submittedAt) and it has not changed since;
 * - refused: NERIS (or our check before sending) refused it: `errors` name the fields;
 * - changed: submitted, then edited: the next submission PATCHes it.
 */
export const NERIS_SUBMISSION_STATES = [
  "not_submitted",
  "queued",
  "submitted",
  "refused",
  "changed",
] as const;
export type NerisSubmissionState = (typeof NERIS_SUBMISSION_STATES)[number];
export const NERIS_SUBMISSION_STATE_LABELS: Record<NerisSubmissionState, string> = {
  not_submitted: "Not submitted",
  queued: "Queued",
  submitted: "Submitted",
  refused: "Refused",
  changed: "Changed since submitted",
};
/** The states Incidents lists as needing attention. */
export const NERIS_ATTENTION_STATES: readonly NerisSubmissionState[] = ["refused", "changed"];

/** incident.nerisSubmission; also the answer of POST /api/incidents/{id}/neris/submit (202). */
export const nerisSubmissionSchema = z.object({
  state: z.enum(NERIS_SUBMISSION_STATES),
  /** The NERIS incident id once created. */
  nerisId: z.string().nullable(),
  /** When NERIS last accepted it (create or PATCH), ISO. */
  submittedAt: z.string().nullable(),
  /** When it was last queued, ISO. */
  queuedAt: z.string().nullable(),
  /** Tries of the current submission (a retry after NERIS could not be reached counts). */
  attempts: z.number(),
  /** When a queued retry is due, ISO. */
  nextAttemptAt: z.string().nullable(),
  /** Why the last try did not reach NERIS ("NERIS could not be reached: ..."), not a refusal. */
  lastError: z.string().nullable(),
  /** A refusal's reasons, each on its payload path (as the validation endpoint names them). */
  errors: z.array(nerisValidationErrorSchema),
});
export type NerisSubmission = z.infer<typeof nerisSubmissionSchema>;

/** GET /api/incidents/neris/attention: the reports refused or changed since submitted (officers and admins). */
export const nerisAttentionItemSchema = z.object({
  id: z.string(),
  incidentNumber: z.string(),
  incidentDate: z.string(),
  location: z.string(),
  state: z.enum(NERIS_SUBMISSION_STATES),
  nerisId: z.string().nullable(),
  errors: z.array(nerisValidationErrorSchema),
});
export type NerisAttentionItem = z.infer<typeof nerisAttentionItemSchema>;
export const nerisAttentionListSchema = z.object({ items: z.array(nerisAttentionItemSchema) });

export const NERIS_SETTINGS_PATH = "/api/incidents/neris/settings";
export const NERIS_ATTENTION_PATH = "/api/incidents/neris/attention";
export const nerisSubmitPath = (id: string) => `/api/incidents/${id}/neris/submit`;
