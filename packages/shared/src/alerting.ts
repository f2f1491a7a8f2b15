/**
 * Alerting: messages that reach members outside the app (email, SMS, voice, Web Push) as well as in it.
 * Every in-app notification of a kind below is also offered to the member's chosen channels; a mass alert
 * (a recall) goes to an audience and can ask "can you respond?". Each recipient and channel has a delivery
 * record the sender watches live.
 */
import { z } from "zod";
import { ROLES } from "./roles";
import { PLATOONS } from "./scheduling";
import { timestampSchema } from "./timestamps";

/** The ways a message leaves the app. The bell (in-app) always gets it; these are the ones a member chooses. */
export const ALERT_CHANNELS = ["email", "sms", "voice", "push"] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export const ALERT_CHANNEL_LABELS: Record<AlertChannel, string> = {
  email: "Email",
  sms: "SMS",
  voice: "Voice call",
  push: "Push",
};

/** What a message is about. Each kind has an urgency; urgent kinds ignore quiet hours. */
export const ALERT_KINDS = [
  "mass_alert",
  "callback_offer",
  "staffing_gap",
  "shift_changed",
  "cert_expiring",
  "general",
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  mass_alert: "Mass alerts (recalls)",
  callback_offer: "Overtime call-back offers",
  staffing_gap: "Staffing gaps",
  shift_changed: "Changes to my shifts",
  cert_expiring: "Expiring certifications",
  general: "Other notifications",
};
export const ALERT_URGENCIES = ["urgent", "normal", "low"] as const;
export type AlertUrgency = (typeof ALERT_URGENCIES)[number];
export const ALERT_KIND_URGENCY: Record<AlertKind, AlertUrgency> = {
  mass_alert: "urgent",
  callback_offer: "urgent",
  staffing_gap: "urgent",
  shift_changed: "normal",
  cert_expiring: "normal",
  general: "low",
};
/** The channels a member gets for a kind until they choose otherwise: decided by the kind's urgency. */
export const DEFAULT_CHANNELS_BY_URGENCY: Record<AlertUrgency, AlertChannel[]> = {
  urgent: ["sms", "push", "email"],
  normal: ["push", "email"],
  low: [],
};
/** Voice is offered where a member can answer by keypress: a recall and a call-back offer. */
export const VOICE_KINDS: readonly AlertKind[] = ["mass_alert", "callback_offer"];

export type AlertChannelsByKind = Record<AlertKind, AlertChannel[]>;
export function defaultChannels(): AlertChannelsByKind {
  return Object.fromEntries(
    ALERT_KINDS.map((kind) => [kind, [...DEFAULT_CHANNELS_BY_URGENCY[ALERT_KIND_URGENCY[kind]]]]),
  ) as AlertChannelsByKind;
}

/** Rules, one constant each. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;
/** Mass alerts an agency may send in an hour, and SMS plus voice messages in a day (all kinds). */
export const ALERTS_PER_HOUR = 20;
export const PHONE_MESSAGES_PER_DAY = 2000;
/** A failed delivery is tried again after 30 s, 2 min, 8 min, 32 min (times 4), then it stays failed. */
export const DELIVERY_ATTEMPTS = 5;
export const DELIVERY_FIRST_RETRY_SECONDS = 30;
export const ALERT_MESSAGE_MAX = 480;
export const ALERT_ANSWER_MINUTES_MAX = 240;

export const ALERTING_MESSAGES = {
  phone: "Enter a mobile number in international form, e.g. +15551234567",
  code: "Enter the 6-digit code",
  codeWrong: "That code is not right",
  codeExpired: "The code has expired. Send a new one.",
  codeTries: "Too many tries. Send a new code.",
  noCode: "Send a code to your phone first",
  codeSent: "Code sent",
  smsNotConfigured:
    "Text messages are not set up on this installation, so Rollcall cannot text you a code to confirm a mobile number. Your alerts still reach you in Rollcall's bell and through the other channels below that are on.",
  phoneVerified: "Phone number verified",
  saved: "Alerting preferences saved",
  quietHours: "Enter quiet hours as HH:MM, e.g. 22:00",
  quietSame: "Quiet hours must start and end at different times",
  channel: "Choose channels from email, SMS, voice call and push",
  voiceKind: "Voice calls are for mass alerts and call-back offers only",
  message: "Enter a message",
  messageLong: `Keep the message under ${ALERT_MESSAGE_MAX} characters`,
  audience: "Choose who gets the alert",
  audienceEmpty: "Nobody in this audience can be alerted",
  roles: "Choose at least one role",
  userIds: "Choose at least one member",
  unknownMember: "One of these members is not in your agency",
  qualification: "Choose a qualification",
  platoon: "Choose a platoon",
  rateLimited: `Your agency has sent ${ALERTS_PER_HOUR} alerts in the last hour. Try again later.`,
  sent: "Alert sent",
  notFound: "Alert not found",
  answer: "Answer yes or no",
  minutes: `Enter the minutes to arrive, from 0 to ${ALERT_ANSWER_MINUTES_MAX}`,
  linkInvalid: "This answer link is not valid",
  noQuestion: "This alert does not ask for an answer",
  answered: "Thanks, your answer was sent",
  notConfigured: "Not configured",
  pushSubscription: "This browser's push subscription is not valid",
  pushEnabled: "Push notifications are on for this browser",
  pushDisabled: "Push notifications are off for this browser",
  noAlerts: "No alerts yet",
  noDeliveries: "Nothing sent yet",
  signature: "Request signature is not valid",
} as const;

/** E.164: a plus, a country code and up to 15 digits in all. Spaces, dashes and brackets are tolerated. */
export const phoneNumber = z
  .string({ error: ALERTING_MESSAGES.phone })
  .trim()
  .transform((s) => s.replace(/[\s().-]/g, ""))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, ALERTING_MESSAGES.phone));

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, ALERTING_MESSAGES.quietHours);
export const quietHoursSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine((q) => q.start !== q.end, { message: ALERTING_MESSAGES.quietSame, path: ["end"] });

const channelList = z.array(z.enum(ALERT_CHANNELS, { error: ALERTING_MESSAGES.channel })).max(4);
export const channelsByKindSchema = z
  .object(
    Object.fromEntries(ALERT_KINDS.map((k) => [k, channelList.optional()])) as Record<
      AlertKind,
      z.ZodOptional<typeof channelList>
    >,
  )
  .strict()
  .superRefine((value, ctx) => {
    for (const kind of ALERT_KINDS)
      if (value[kind]?.includes("voice") && !VOICE_KINDS.includes(kind))
        ctx.addIssue({ code: "custom", message: ALERTING_MESSAGES.voiceKind, path: [kind] });
  });

/** PUT /api/profile/alerting: any of the three; a new phone number is kept unverified and a code sent. */
export const alertingPreferencesInput = z.object({
  phone: phoneNumber.nullable().optional(),
  channels: channelsByKindSchema.optional(),
  quietHours: quietHoursSchema.nullable().optional(),
});
export type AlertingPreferencesInput = z.input<typeof alertingPreferencesInput>;

export const phoneVerifyInput = z.object({
  code: z
    .string({ error: ALERTING_MESSAGES.code })
    .trim()
    .regex(/^\d{6}$/, ALERTING_MESSAGES.code),
});

/** GET and PUT /api/profile/alerting answer this. */
export const alertingPreferencesSchema = z.object({
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  /** A number waiting for its code, if any. */
  pendingPhone: z.string().nullable(),
  codeExpiresAt: timestampSchema.nullable(),
  smsOptedOut: z.boolean(),
  channels: z.record(z.enum(ALERT_KINDS), z.array(z.enum(ALERT_CHANNELS))),
  quietHours: quietHoursSchema.nullable(),
  /** Browsers of this member that accept push. */
  pushDevices: z.number().int(),
  /** Which channels the installation can send through (the rest are "Not configured"). */
  configured: z.record(z.enum(ALERT_CHANNELS), z.boolean()),
  vapidPublicKey: z.string().nullable(),
});
export type AlertingPreferences = z.infer<typeof alertingPreferencesSchema>;

/** POST /api/profile/push: a browser's PushSubscription.toJSON(). DELETE takes { endpoint }. */
export const pushSubscriptionInput = z.object({
  endpoint: z.url({ error: ALERTING_MESSAGES.pushSubscription }).max(1000),
  keys: z.object({
    p256dh: z.string().min(1, ALERTING_MESSAGES.pushSubscription).max(200),
    auth: z.string().min(1, ALERTING_MESSAGES.pushSubscription).max(100),
  }),
});
export const pushUnsubscribeInput = z.object({ endpoint: z.url().max(1000) });

export const alertAudienceSchema = z.union(
  [
    z.object({ all: z.literal(true) }).strict(),
    z.object({ roles: z.array(z.enum(ROLES)).min(1, ALERTING_MESSAGES.roles) }).strict(),
    z
      .object({ userIds: z.array(z.uuid(ALERTING_MESSAGES.unknownMember)).min(1, ALERTING_MESSAGES.userIds) })
      .strict(),
    z.object({ qualification: z.string().trim().min(1, ALERTING_MESSAGES.qualification).max(200) }).strict(),
    z.object({ platoon: z.enum(PLATOONS, { error: ALERTING_MESSAGES.platoon }) }).strict(),
  ],
  { error: ALERTING_MESSAGES.audience },
);
export type AlertAudience = z.infer<typeof alertAudienceSchema>;

export const alertInput = z.object({
  message: z
    .string({ error: ALERTING_MESSAGES.message })
    .trim()
    .min(1, ALERTING_MESSAGES.message)
    .max(ALERT_MESSAGE_MAX, ALERTING_MESSAGES.messageLong),
  audience: alertAudienceSchema,
  question: z.boolean().optional().default(false),
  urgent: z.boolean().optional().default(true),
});
export type AlertInput = z.input<typeof alertInput>;

export const ALERT_ANSWERS = ["yes", "no"] as const;
export type AlertAnswer = (typeof ALERT_ANSWERS)[number];
/** Where an answer came from. */
export const ANSWER_SOURCES = ["sms", "voice", "link", "app"] as const;
export const alertAnswerInput = z.object({
  answer: z.enum(ALERT_ANSWERS, { error: ALERTING_MESSAGES.answer }),
  minutes: z
    .number({ error: ALERTING_MESSAGES.minutes })
    .int(ALERTING_MESSAGES.minutes)
    .min(0, ALERTING_MESSAGES.minutes)
    .max(ALERT_ANSWER_MINUTES_MAX, ALERTING_MESSAGES.minutes)
    .optional(),
});

/**
 * A delivery's state. `not_configured`: the installation has no provider for the channel (no SMTP_URL, no
 * Twilio), so it was not sent; not a failure of the message, and not counted as one.
 */
export const DELIVERY_STATUSES = [
  "queued",
  "sending",
  "sent",
  "delivered",
  "failed",
  "answered",
  "not_configured",
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
  answered: "Answered",
  not_configured: ALERTING_MESSAGES.notConfigured,
};
/** Why a delivery on a channel without its provider was not sent (the record's reason, the roster's tooltip). */
export const NOT_CONFIGURED_REASONS: Record<AlertChannel, string> = {
  email: "Not sent: email is not configured on this installation (SMTP_URL)",
  sms: "Not sent: text messages are not configured on this installation (Twilio)",
  voice: "Not sent: voice calls are not configured on this installation (Twilio)",
  push: "Not sent: push is not configured on this installation",
};

/** The in-app (bell) notification of an alert: it reaches every recipient, and shows when they read it. */
export const IN_APP_STATUSES = ["delivered", "read"] as const;
export const IN_APP_STATUS_LABELS: Record<(typeof IN_APP_STATUSES)[number], string> = {
  delivered: "Delivered",
  read: "Read",
};
export const inAppReceiptSchema = z.object({
  status: z.enum(IN_APP_STATUSES),
  /** When it reached the bell, or when it was read. */
  at: timestampSchema,
});

export const deliverySchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  channel: z.enum(ALERT_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  /** The provider's reason for a failure, or why it was not sent. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  updatedAt: timestampSchema,
});
export type Delivery = z.infer<typeof deliverySchema>;

export const alertRecipientSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  role: z.enum(ROLES),
  answer: z.enum(ALERT_ANSWERS).nullable(),
  minutes: z.number().int().nullable(),
  answeredVia: z.enum(ANSWER_SOURCES).nullable(),
  answeredAt: timestampSchema.nullable(),
  deliveries: z.array(deliverySchema),
  /** The bell notification (null: the member has removed it, or it was never made). */
  inApp: inAppReceiptSchema.nullable(),
});
export type AlertRecipient = z.infer<typeof alertRecipientSchema>;

export const alertSummarySchema = z.object({
  id: z.uuid(),
  message: z.string(),
  audience: alertAudienceSchema,
  /** The audience as a sender reads it: "Everyone", "Officers", "Engine 1 crew"… */
  audienceLabel: z.string(),
  question: z.boolean(),
  urgent: z.boolean(),
  senderName: z.string(),
  createdAt: timestampSchema,
  recipients: z.number().int(),
  yes: z.number().int(),
  no: z.number().int(),
  /** The signed-in member's own answer when they are a recipient (absent or null: not a recipient). */
  mine: z
    .object({ answer: z.enum(ALERT_ANSWERS).nullable(), minutes: z.number().int().nullable() })
    .nullable()
    .optional(),
});
export type AlertSummary = z.infer<typeof alertSummarySchema>;
export const alertDetailSchema = alertSummarySchema.extend({
  roster: z.array(alertRecipientSchema),
  /** The installation's channels without a provider (Alerts → Reachability's "Not configured"): nothing goes by them. */
  notConfigured: z.array(z.enum(ALERT_CHANNELS)),
});
export type AlertDetail = z.infer<typeof alertDetailSchema>;

/** GET /api/alerts/{id}/respond?token=…: what the answer page shows, without signing in. */
export const alertRespondViewSchema = z.object({
  agencyName: z.string(),
  message: z.string(),
  question: z.boolean(),
  memberName: z.string(),
  answer: z.enum(ALERT_ANSWERS).nullable(),
  minutes: z.number().int().nullable(),
  createdAt: timestampSchema,
});
export type AlertRespondView = z.infer<typeof alertRespondViewSchema>;

/** GET /api/alerting/status (admin). */
export const alertingStatusSchema = z.object({
  channels: z.array(
    z.object({
      channel: z.enum(ALERT_CHANNELS),
      configured: z.boolean(),
      /** The provider in use ("SMTP", "Twilio", "Web Push") or the spec's "Not configured". */
      provider: z.string(),
      reachable: z.number().int(),
    }),
  ),
  members: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      role: z.enum(ROLES),
      email: z.boolean(),
      sms: z.boolean(),
      voice: z.boolean(),
      push: z.boolean(),
      phone: z.string().nullable(),
    }),
  ),
});
export type AlertingStatus = z.infer<typeof alertingStatusSchema>;

/** The answer words an SMS reply may use, read case-insensitively. */
export const SMS_YES = ["yes", "y", "1", "accept"];
export const SMS_NO = ["no", "n", "2", "decline"];
export const SMS_STOP = ["stop", "stopall", "unsubscribe", "cancel", "end", "quit"];
export const SMS_START = ["start", "unstop"];

/** The Send Alert form: the audience as a choice plus each choice's field, checked here, sent as alertInput. */
export const ALERT_AUDIENCE_KINDS = ["all", "roles", "platoon", "userIds", "qualification"] as const;
export type AlertAudienceKind = (typeof ALERT_AUDIENCE_KINDS)[number];
export const ALERT_AUDIENCE_KIND_LABELS: Record<AlertAudienceKind, string> = {
  all: "Everyone",
  roles: "Roles",
  platoon: "Platoon",
  userIds: "Members",
  qualification: "Qualification",
};
export const alertFormSchema = z
  .object({
    message: alertInput.shape.message,
    audienceKind: z.enum(ALERT_AUDIENCE_KINDS, { error: ALERTING_MESSAGES.audience }),
    roles: z.array(z.enum(ROLES)),
    userIds: z.array(z.string()),
    qualification: z.string().trim().max(200),
    platoon: z.enum(PLATOONS).or(z.literal("")),
    question: z.boolean(),
    urgent: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const missing = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (v.audienceKind === "roles" && v.roles.length === 0) missing("roles", ALERTING_MESSAGES.roles);
    if (v.audienceKind === "userIds" && v.userIds.length === 0) missing("userIds", ALERTING_MESSAGES.userIds);
    if (v.audienceKind === "qualification" && !v.qualification)
      missing("qualification", ALERTING_MESSAGES.qualification);
    if (v.audienceKind === "platoon" && !v.platoon) missing("platoon", ALERTING_MESSAGES.platoon);
  });
export type AlertFormInput = z.input<typeof alertFormSchema>;
export type AlertFormValues = z.output<typeof alertFormSchema>;

/** The form's values as POST /api/alerts takes them. */
export function alertFormToInput(v: AlertFormValues): AlertInput {
  const audience: AlertAudience =
    v.audienceKind === "roles"
      ? { roles: v.roles }
      : v.audienceKind === "userIds"
        ? { userIds: v.userIds }
        : v.audienceKind === "qualification"
          ? { qualification: v.qualification }
          : v.audienceKind === "platoon" && v.platoon
            ? { platoon: v.platoon }
            : { all: true };
  return { message: v.message, audience, question: v.question, urgent: v.urgent };
}
