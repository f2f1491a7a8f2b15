import { z } from "zod";
import {
  INCIDENT_PRIORITIES,
  INCIDENT_PRIORITY_LABELS,
  INCIDENT_TYPE_LABELS,
  INCIDENT_TYPES,
} from "./incidents";
import { ROLE_LABELS, ROLES } from "./roles";
import { PLATOONS } from "./scheduling";
import { timestampSchema } from "./timestamps";

/**
 * Workflow automation (issue 18, Pro): rules an admin builds from a trigger, optional conditions and one or more
 * actions. A periodic job (apps/api/src/modules/automations/automations.jobs.ts) finds each trigger's events
 * through the owning modules and runs the actions once per rule and event: a run is keyed by the event
 * (`cert:<id>:<expiry>`, `shift:<id>:<start>`, ...) and never repeats.
 */

export const TRIGGER_TYPES = [
  "cert_expiring",
  "shift_uncovered",
  "staffing_gap",
  "incident_created",
  "training_overdue",
  "maintenance_due",
] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];
export const TRIGGER_LABELS: Record<TriggerType, string> = {
  cert_expiring: "Certificate expiring",
  shift_uncovered: "Shift uncovered before start",
  staffing_gap: "Staffing gap appears",
  incident_created: "Incident created",
  training_overdue: "Training overdue",
  maintenance_due: "Equipment maintenance due",
};

/** Triggers whose event concerns one member (the certificate's holder, the assignee): "the member" means them. */
export const MEMBER_TRIGGERS: readonly TriggerType[] = ["cert_expiring", "training_overdue"];
/** Triggers whose event is a shift or a gap in the schedule: the only ones a call-back can answer. */
export const SHIFT_TRIGGERS: readonly TriggerType[] = ["shift_uncovered", "staffing_gap"];

export const ACTION_TYPES = ["notify", "callback", "assign_course", "work_order", "webhook"] as const;
export type ActionType = (typeof ACTION_TYPES)[number];
export const ACTION_LABELS: Record<ActionType, string> = {
  notify: "Notify members",
  callback: "Start a call-back",
  assign_course: "Assign a course",
  work_order: "Open an equipment work order",
  webhook: "Call a webhook",
};

/** The ways out of the app a notification may also take (in the app it always shows). */
export const AUTOMATION_CHANNELS = ["email", "sms", "push"] as const;
export type AutomationChannel = (typeof AUTOMATION_CHANNELS)[number];
export const AUTOMATION_CHANNEL_LABELS: Record<AutomationChannel, string> = {
  email: "Email",
  sms: "SMS",
  push: "Push",
};

export const MAX_AUTOMATION_RULES = 50;
export const MAX_ACTIONS = 5;
/** How far back a new incident is still news to a rule (the job runs every minute; this covers a pause). */
export const INCIDENT_LOOKBACK_HOURS = 24;
/** Runs listed per rule, newest first. */
export const RUNS_LISTED = 200;

export const AUTOMATION_MESSAGES = {
  name: "Name is required",
  nameMax: "Name must be at most 100 characters",
  days: "Enter a number of days from 1 to 365",
  overdueDays: "Enter a number of days from 0 to 365",
  hours: "Enter a number of hours from 1 to 336",
  gapDays: "Enter a number of days from 1 to 31",
  incidentTypes: "Choose at least one incident type",
  trigger: "Choose a trigger",
  actions: "Add at least one action",
  actionsMax: `A rule has at most ${MAX_ACTIONS} actions`,
  action: "Choose an action",
  recipients: "Choose who is notified: the member, roles or members",
  recipientsAssign: "Choose who is assigned: the member, roles or members",
  member: "Choose a member",
  course: "Choose a course",
  equipment: "Choose the equipment",
  webhook: "Choose a webhook",
  dueInDays: "Enter a number of days from 1 to 365",
  inDays: "Enter a number of days from 0 to 365",
  callbackTrigger: "A call-back answers an uncovered shift or a staffing gap",
  theMember: "“The member” applies to certificate and training triggers",
  certificationName: "Certification name must be at most 100 characters",
  notFound: "Automation rule not found",
  courseNotFound: "Course not found",
  equipmentNotFound: "Equipment not found",
  webhookNotFound: "Webhook not found",
  memberNotFound: "Choose current members of your agency",
  tooMany: `An agency can have at most ${MAX_AUTOMATION_RULES} rules. Delete one first.`,
  readyMadeOn: "This ready-made rule is already on",
  readyMadeUnknown: "Unknown ready-made rule",
  created: "Rule saved",
  updated: "Rule updated",
  deleted: "Rule deleted",
  turnedOn: "Rule turned on",
  deleteConfirm: "The rule stops at once. Its run history is deleted with it.",
  loadFailed: "Failed to load automation rules",
  runsFailed: "Failed to load the runs",
  saveFailed: "Failed to save the rule",
  deleteFailed: "Failed to delete the rule",
  empty: "No rules yet. Turn on a ready-made rule or build your own.",
  noRuns: "This rule has not fired yet.",
} as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const uuid = (message: string) => z.uuid({ error: message });

// -------------------------------------------------------------------------------------------------------
// Triggers
// -------------------------------------------------------------------------------------------------------

export const triggerSchema = z.discriminatedUnion(
  "type",
  [
    /** A certificate (of a member on the roster) expires within `days` (not yet expired). */
    z.object({ type: z.literal("cert_expiring"), days: wholeNumber(1, 365, AUTOMATION_MESSAGES.days) }),
    /** An open shift (nobody assigned) starts within `hours`. */
    z.object({ type: z.literal("shift_uncovered"), hours: wholeNumber(1, 336, AUTOMATION_MESSAGES.hours) }),
    /** A minimum staffing rule is short in the next `days` days. */
    z.object({ type: z.literal("staffing_gap"), days: wholeNumber(1, 31, AUTOMATION_MESSAGES.gapDays) }),
    /** An incident of one of these types is reported. */
    z.object({
      type: z.literal("incident_created"),
      incidentTypes: z
        .array(z.enum(INCIDENT_TYPES, { error: AUTOMATION_MESSAGES.incidentTypes }), {
          error: AUTOMATION_MESSAGES.incidentTypes,
        })
        .min(1, AUTOMATION_MESSAGES.incidentTypes)
        .transform((v) => [...new Set(v)]),
    }),
    /** A training assignment is not completed `days` days after its due date (0: the day after). */
    z.object({
      type: z.literal("training_overdue"),
      days: wholeNumber(0, 365, AUTOMATION_MESSAGES.overdueDays),
    }),
    /** An item's next maintenance falls within `days` (overdue ones included). */
    z.object({ type: z.literal("maintenance_due"), days: wholeNumber(0, 365, AUTOMATION_MESSAGES.inDays) }),
  ],
  { error: AUTOMATION_MESSAGES.trigger },
);
export type Trigger = z.output<typeof triggerSchema>;
export type TriggerInput = z.input<typeof triggerSchema>;

// -------------------------------------------------------------------------------------------------------
// Conditions: each narrows the events of the triggers it applies to; the others ignore it.
// -------------------------------------------------------------------------------------------------------

export const conditionsSchema = z.object({
  /** The member's role (certificate and training triggers). */
  roles: z.array(z.enum(ROLES)).default([]),
  /** The member's platoon (certificate and training triggers). */
  platoons: z.array(z.enum(PLATOONS)).default([]),
  /** The certificate's name contains this (any case). */
  certificationName: z
    .string()
    .trim()
    .max(100, AUTOMATION_MESSAGES.certificationName)
    .nullish()
    .transform((v) => v || null),
  /** The incident's priority. */
  incidentPriorities: z.array(z.enum(INCIDENT_PRIORITIES)).default([]),
});
export type Conditions = z.output<typeof conditionsSchema>;
export const NO_CONDITIONS: Conditions = {
  roles: [],
  platoons: [],
  certificationName: null,
  incidentPriorities: [],
};

// -------------------------------------------------------------------------------------------------------
// Actions
// -------------------------------------------------------------------------------------------------------

/** Who an action reaches: the member the event is about, everyone in some roles, and chosen members. */
const recipientFields = {
  toMember: z.boolean().default(false),
  roles: z.array(z.enum(ROLES)).default([]),
  userIds: z
    .array(uuid(AUTOMATION_MESSAGES.member))
    .max(200)
    .default([])
    .transform((v) => [...new Set(v)]),
};
export type Recipients = { toMember: boolean; roles: (typeof ROLES)[number][]; userIds: string[] };

export const actionSchema = z.discriminatedUnion(
  "type",
  [
    z.object({
      type: z.literal("notify"),
      ...recipientFields,
      /** Besides the app: these channels, where the member can receive them (decision 023). */
      channels: z
        .array(z.enum(AUTOMATION_CHANNELS))
        .default([])
        .transform((v) => [...new Set(v)]),
    }),
    z.object({ type: z.literal("callback") }),
    z.object({
      type: z.literal("assign_course"),
      ...recipientFields,
      courseId: uuid(AUTOMATION_MESSAGES.course),
      dueInDays: wholeNumber(1, 365, AUTOMATION_MESSAGES.dueInDays),
    }),
    z.object({
      type: z.literal("work_order"),
      /** Null: the item the event is about (the maintenance trigger). */
      equipmentId: uuid(AUTOMATION_MESSAGES.equipment)
        .nullish()
        .transform((v) => v ?? null),
      /** Maintenance is scheduled this many days after the event is seen; the item goes to the shop. */
      inDays: wholeNumber(0, 365, AUTOMATION_MESSAGES.inDays),
    }),
    z.object({ type: z.literal("webhook"), webhookId: uuid(AUTOMATION_MESSAGES.webhook) }),
  ],
  { error: AUTOMATION_MESSAGES.action },
);
export type Action = z.output<typeof actionSchema>;
export type ActionInput = z.input<typeof actionSchema>;

const hasRecipients = (a: Recipients) => a.toMember || a.roles.length > 0 || a.userIds.length > 0;

/** The rule's fields that must agree with each other: the actions with the trigger. */
function checkRule(v: { trigger?: Trigger; actions?: Action[] }, ctx: z.RefinementCtx) {
  if (!v.actions || !v.trigger) return;
  const trigger = v.trigger.type;
  v.actions.forEach((action, i) => {
    const at = (field: string, message: string) =>
      ctx.addIssue({ code: "custom", message, path: ["actions", i, field] });
    if (action.type === "notify" || action.type === "assign_course") {
      if (!hasRecipients(action))
        at(
          "toMember",
          action.type === "notify" ? AUTOMATION_MESSAGES.recipients : AUTOMATION_MESSAGES.recipientsAssign,
        );
      else if (action.toMember && !MEMBER_TRIGGERS.includes(trigger))
        at("toMember", AUTOMATION_MESSAGES.theMember);
    }
    if (action.type === "callback" && !SHIFT_TRIGGERS.includes(trigger))
      at("type", AUTOMATION_MESSAGES.callbackTrigger);
    if (action.type === "work_order" && action.equipmentId === null && trigger !== "maintenance_due")
      at("equipmentId", AUTOMATION_MESSAGES.equipment);
  });
}

const ruleFields = {
  name: z
    .string({ error: AUTOMATION_MESSAGES.name })
    .trim()
    .min(1, AUTOMATION_MESSAGES.name)
    .max(100, AUTOMATION_MESSAGES.nameMax),
  enabled: z.boolean().default(true),
  trigger: triggerSchema,
  conditions: conditionsSchema.default(NO_CONDITIONS),
  actions: z
    .array(actionSchema, { error: AUTOMATION_MESSAGES.actions })
    .min(1, AUTOMATION_MESSAGES.actions)
    .max(MAX_ACTIONS, AUTOMATION_MESSAGES.actionsMax),
};

export const READY_MADE_KEYS = ["cert-30-day", "shift-callback-24h", "training-overdue"] as const;
export type ReadyMadeKey = (typeof READY_MADE_KEYS)[number];

/** Body of POST /api/automations (a ready-made rule names its key). */
export const automationRuleCreateSchema = z
  .object({
    ...ruleFields,
    readyMade: z.enum(READY_MADE_KEYS, { error: AUTOMATION_MESSAGES.readyMadeUnknown }).nullish(),
  })
  .superRefine(checkRule);
export type AutomationRuleInput = z.input<typeof automationRuleCreateSchema>;
export type AutomationRuleValues = z.output<typeof automationRuleCreateSchema>;

/** Body of PATCH /api/automations/{id}: any of the fields (the switch sends `enabled` alone). */
export const automationRuleUpdateSchema = z
  .object({
    name: ruleFields.name.optional(),
    enabled: z.boolean().optional(),
    trigger: triggerSchema.optional(),
    conditions: conditionsSchema.optional(),
    actions: ruleFields.actions.optional(),
  })
  .superRefine(checkRule);
export type AutomationRuleUpdateInput = z.input<typeof automationRuleUpdateSchema>;
export type AutomationRuleUpdateValues = z.output<typeof automationRuleUpdateSchema>;

/** Checks a whole rule after an update merged the changed fields into the stored ones. */
export const automationRuleSchemaForCheck = z.object(ruleFields).superRefine(checkRule);

// -------------------------------------------------------------------------------------------------------
// Answers
// -------------------------------------------------------------------------------------------------------

export const RUN_STATUSES = ["ok", "failed"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const RUN_STATUS_LABELS: Record<RunStatus, string> = { ok: "Done", failed: "Failed" };

/** The stored trigger, conditions and actions as answers carry them (plain: no input transforms). */
const recipientsOut = {
  toMember: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  userIds: z.array(z.string()),
};
export const storedTriggerSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("cert_expiring"), days: z.number() }),
  z.object({ type: z.literal("shift_uncovered"), hours: z.number() }),
  z.object({ type: z.literal("staffing_gap"), days: z.number() }),
  z.object({ type: z.literal("incident_created"), incidentTypes: z.array(z.enum(INCIDENT_TYPES)) }),
  z.object({ type: z.literal("training_overdue"), days: z.number() }),
  z.object({ type: z.literal("maintenance_due"), days: z.number() }),
]);
export const storedActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("notify"), ...recipientsOut, channels: z.array(z.enum(AUTOMATION_CHANNELS)) }),
  z.object({ type: z.literal("callback") }),
  z.object({
    type: z.literal("assign_course"),
    ...recipientsOut,
    courseId: z.string(),
    dueInDays: z.number(),
  }),
  z.object({ type: z.literal("work_order"), equipmentId: z.string().nullable(), inDays: z.number() }),
  z.object({ type: z.literal("webhook"), webhookId: z.string() }),
]);
export const storedConditionsSchema = z.object({
  roles: z.array(z.enum(ROLES)),
  platoons: z.array(z.enum(PLATOONS)),
  certificationName: z.string().nullable(),
  incidentPriorities: z.array(z.enum(INCIDENT_PRIORITIES)),
});

export const automationRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  trigger: storedTriggerSchema,
  conditions: storedConditionsSchema,
  actions: z.array(storedActionSchema),
  readyMade: z.enum(READY_MADE_KEYS).nullable(),
  createdBy: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  runCount: z.number(),
  lastRun: z.object({ firedAt: timestampSchema, status: z.enum(RUN_STATUSES) }).nullable(),
});
export type AutomationRule = z.input<typeof automationRuleSchema>;

export const actionOutcomeSchema = z.object({
  type: z.enum(ACTION_TYPES),
  ok: z.boolean(),
  /** "Notified 3 members", "Call-back started: 4 offered", or why it failed. */
  summary: z.string(),
});
export type ActionOutcome = z.infer<typeof actionOutcomeSchema>;

export const automationRunSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  eventKey: z.string(),
  /** The event in words: "Jane Doe's EMT-B certificate expires on Dec 27, 2026". */
  event: z.string(),
  firedAt: timestampSchema,
  status: z.enum(RUN_STATUSES),
  outcomes: z.array(actionOutcomeSchema),
  error: z.string().nullable(),
});
export type AutomationRun = z.input<typeof automationRunSchema>;

// -------------------------------------------------------------------------------------------------------
// Words
// -------------------------------------------------------------------------------------------------------

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;

/** The trigger in words, for the rule's card. */
export function describeTrigger(trigger: TriggerInput): string {
  switch (trigger.type) {
    case "cert_expiring":
      return `A certificate expires within ${plural(Number(trigger.days), "day")}`;
    case "shift_uncovered":
      return `An open shift is uncovered ${plural(Number(trigger.hours), "hour")} before it starts`;
    case "staffing_gap":
      return `A staffing gap appears in the next ${plural(Number(trigger.days), "day")}`;
    case "incident_created":
      return `An incident is reported: ${list(trigger.incidentTypes.map((t) => INCIDENT_TYPE_LABELS[t]))}`;
    case "training_overdue":
      return Number(trigger.days) > 0
        ? `Training is ${plural(Number(trigger.days), "day")} overdue`
        : "Training is overdue";
    case "maintenance_due":
      return `Maintenance is due within ${plural(Number(trigger.days), "day")}`;
  }
}

/** The conditions in words ("Only Firefighter or EMT, platoon A"), empty when there are none that apply. */
export function describeConditions(trigger: TriggerType, c: Partial<Conditions> | undefined): string {
  if (!c) return "";
  const parts: string[] = [];
  if (MEMBER_TRIGGERS.includes(trigger)) {
    if (c.roles?.length) parts.push(list(c.roles.map((r) => ROLE_LABELS[r])));
    if (c.platoons?.length) parts.push(`platoon ${list(c.platoons)}`);
  }
  if (trigger === "cert_expiring" && c.certificationName)
    parts.push(`certificates named “${c.certificationName}”`);
  if (trigger === "incident_created" && c.incidentPriorities?.length)
    parts.push(`${list(c.incidentPriorities.map((p) => INCIDENT_PRIORITY_LABELS[p]))} priority`);
  return parts.length ? `Only ${parts.join(", ")}` : "";
}

function describeRecipients(a: Partial<Recipients>): string {
  const who: string[] = [];
  if (a.toMember) who.push("the member");
  if (a.roles?.length) who.push(`every ${list(a.roles.map((r) => ROLE_LABELS[r]))}`);
  if (a.userIds?.length) who.push(plural(a.userIds.length, "chosen member"));
  return who.join(", ");
}

/** One action in words, for the rule's card. */
export function describeAction(action: ActionInput): string {
  switch (action.type) {
    case "notify": {
      const channels = (action.channels ?? []).map((c) => AUTOMATION_CHANNEL_LABELS[c]);
      return `Notify ${describeRecipients(action)} (in the app${channels.length ? `, ${channels.join(", ")}` : ""})`;
    }
    case "callback":
      return "Start a call-back";
    case "assign_course":
      return `Assign a course to ${describeRecipients(action)}, due in ${plural(Number(action.dueInDays), "day")}`;
    case "work_order":
      return `Schedule maintenance ${Number(action.inDays) === 0 ? "today" : `in ${plural(Number(action.inDays), "day")}`}${action.equipmentId ? "" : " for the item"}`;
    case "webhook":
      return "Call a webhook";
  }
}

// -------------------------------------------------------------------------------------------------------
// Ready-made rules an agency switches on
// -------------------------------------------------------------------------------------------------------

export type ReadyMadeRule = {
  key: ReadyMadeKey;
  name: string;
  description: string;
  trigger: Trigger;
  conditions: Conditions;
  actions: Action[];
};

export const READY_MADE_RULES: readonly ReadyMadeRule[] = [
  {
    key: "cert-30-day",
    name: "30-day certificate reminder",
    description: "Tells the member and the admins 30 days before a certificate expires.",
    trigger: { type: "cert_expiring", days: 30 },
    conditions: NO_CONDITIONS,
    actions: [{ type: "notify", toMember: true, roles: ["admin"], userIds: [], channels: ["email", "push"] }],
  },
  {
    key: "shift-callback-24h",
    name: "Uncovered-shift call-back at 24 hours",
    description: "Starts a call-back for an open shift nobody has taken 24 hours before it starts.",
    trigger: { type: "shift_uncovered", hours: 24 },
    conditions: NO_CONDITIONS,
    actions: [{ type: "callback" }],
  },
  {
    key: "training-overdue",
    name: "Overdue training reminder",
    description: "Reminds the member, and tells the officers, when assigned training passes its due date.",
    trigger: { type: "training_overdue", days: 0 },
    conditions: NO_CONDITIONS,
    actions: [{ type: "notify", toMember: true, roles: ["officer"], userIds: [], channels: ["email"] }],
  },
];
