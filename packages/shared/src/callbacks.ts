/**
 * Overtime call-back: an officer starts one for a shift that needs filling; the eligible members are listed in
 * the agency's order (fewest overtime hours, or the rotating points list) and offered the shift one at a time
 * or all at once; every offer, answer, award and charge is kept with its time. Domain facts:
 * shared/reference/staffing.md ("Overtime call-back"). The vocabularies (methods, modes, statuses, event
 * kinds) live in ./staffing.
 */
import { z } from "zod";
import { ROLES } from "./roles";
import {
  CALLBACK_EVENT_KINDS,
  CALLBACK_METHODS,
  CALLBACK_MODES,
  CALLBACK_OFFER_STATUSES,
  CALLBACK_STATUSES,
  type CallbackEventKind,
  type CallbackOfferStatus,
  type CallbackStatus,
} from "./staffing";

/** Rotating list points for accepting (or being charged) a shift of these hours (fireadmin.com). */
export function callbackPoints(hours: number): number {
  if (hours >= 24) return 1;
  if (hours >= 12) return 0.5;
  return 0;
}

export const CALLBACK_MESSAGES = {
  shiftId: "Choose a shift",
  ruleId: "Choose a staffing rule",
  ruleNotFound: "Staffing rule not found",
  start: "Enter when the gap starts",
  end: "Enter when the gap ends, after it starts",
  tooLong: "A call-back shift is at most 7 days long",
  userId: "Choose a member",
  accept: "Answer yes or no",
  notFound: "Call-back not found",
  shiftNotFound: "Shift not found",
  notFillable: "Only an open shift, or a shift whose member is on leave, can be called back",
  shiftStarted: "This shift has already started",
  alreadyOpen: "This shift already has an open call-back",
  noneEligible: "No member is eligible for this shift",
  notOpen: "This call-back is no longer open",
  notYourTurn: "This shift is not offered to you right now",
  expired: "The time to answer this offer has passed",
  notOnList: "This member is not on the call-back list",
  notEligible: "This member is no longer eligible for this shift",
  notChargeable: "Only a member who declined or did not answer can be charged",
  alreadyCharged: "This member has already been charged for this call-back",
  started: "Call-back started",
  accepted: "You accepted the shift",
  declined: "You declined the shift",
  awarded: "Shift awarded",
  charged: "Member charged",
  closed: "Call-back closed",
  closeConfirm: "Close this call-back? No more offers will be made.",
  closeConfirmAllAtOnce:
    "Close this call-back? The shift goes to the first member in order who accepted; no more answers are taken.",
  noCallbacks: "No call-backs yet",
  noOffers: "No overtime offers for you right now",
} as const;

export const CALLBACK_STATUS_LABELS: Record<CallbackStatus, string> = {
  open: "Open",
  awarded: "Awarded",
  closed: "Closed",
  cancelled: "Cancelled",
};
export const CALLBACK_OFFER_STATUS_LABELS: Record<CallbackOfferStatus, string> = {
  waiting: "Waiting",
  offered: "Offered",
  accepted: "Accepted",
  declined: "Declined",
  no_answer: "No answer",
  awarded: "Awarded",
};
export const CALLBACK_EVENT_LABELS: Record<CallbackEventKind, string> = {
  started: "Call-back started",
  offered: "Offered",
  accepted: "Accepted",
  declined: "Declined",
  no_answer: "No answer in time",
  awarded: "Awarded",
  charged: "Charged",
  closed: "Closed",
  cancelled: "Cancelled",
};

// Inputs -----------------------------------------------------------------------------------------------------

/** POST /api/callbacks */
export const callbackStartSchema = z.object({
  shiftId: z.uuid({ error: CALLBACK_MESSAGES.shiftId }),
});
export type CallbackStartInput = z.input<typeof callbackStartSchema>;

/**
 * POST /api/callbacks/for-gap: a staffing gap no open shift covers. An open shift for the gap's time (on the
 * rule's apparatus) is made and called back in one step; nothing is kept when no member is eligible.
 */
export const callbackGapStartSchema = z
  .object({
    ruleId: z.uuid({ error: CALLBACK_MESSAGES.ruleId }),
    start: z.iso.datetime({ offset: true, error: CALLBACK_MESSAGES.start }),
    end: z.iso.datetime({ offset: true, error: CALLBACK_MESSAGES.end }),
  })
  .refine((v) => Date.parse(v.end) > Date.parse(v.start), { path: ["end"], message: CALLBACK_MESSAGES.end });
export type CallbackGapStartInput = z.input<typeof callbackGapStartSchema>;

/** POST /api/callbacks/{id}/respond */
export const callbackRespondSchema = z.object({
  accept: z.boolean({ error: CALLBACK_MESSAGES.accept }),
});
export type CallbackRespondInput = z.input<typeof callbackRespondSchema>;

/** POST /api/callbacks/{id}/award and /charge */
export const callbackMemberSchema = z.object({
  userId: z.uuid({ error: CALLBACK_MESSAGES.userId }),
});
export type CallbackMemberInput = z.input<typeof callbackMemberSchema>;

// Outputs ----------------------------------------------------------------------------------------------------

const memberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
});
export type CallbackMember = z.infer<typeof memberSchema>;

/** One place on a call-back's ordered list. Times are ISO 8601 (UTC) or null. */
export const callbackOfferSchema = z.object({
  id: z.string(),
  userId: z.string(),
  member: memberSchema.nullable(),
  position: z.number(),
  /** Why this place: "3.0 overtime hours this quarter", "1.5 points this quarter, hired 2014-03-02". */
  reason: z.string(),
  status: z.enum(CALLBACK_OFFER_STATUSES),
  offeredAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  charged: z.boolean(),
});
export type CallbackOffer = z.infer<typeof callbackOfferSchema>;

export const callbackEventSchema = z.object({
  id: z.string(),
  kind: z.enum(CALLBACK_EVENT_KINDS),
  /** The member it is about (null for started / closed). */
  member: memberSchema.nullable(),
  /** Who did it (null: the clock). */
  actor: memberSchema.nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type CallbackEvent = z.infer<typeof callbackEventSchema>;

/** A call-back as GET /api/callbacks lists it; members see only their own place in `offers`. */
export const callbackSchema = z.object({
  id: z.string(),
  shift: z.object({
    id: z.string(),
    title: z.string(),
    startTime: z.string(),
    endTime: z.string(),
  }),
  status: z.enum(CALLBACK_STATUSES),
  method: z.enum(CALLBACK_METHODS),
  mode: z.enum(CALLBACK_MODES),
  responseMinutes: z.number(),
  startedBy: memberSchema.nullable(),
  awardedTo: memberSchema.nullable(),
  awardedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  offers: z.array(callbackOfferSchema),
});
export type Callback = z.infer<typeof callbackSchema>;
export const callbackListSchema = z.array(callbackSchema);

/** GET /api/callbacks/{id}: the call-back, its whole ordered list and its history (oldest first). */
export const callbackDetailSchema = callbackSchema.extend({
  events: z.array(callbackEventSchema),
});
export type CallbackDetail = z.infer<typeof callbackDetailSchema>;
