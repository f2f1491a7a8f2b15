/**
 * Shift trades (issue "Staffing as a fire department runs it", part trades): a member offers a shift to a
 * chosen colleague or to everyone qualified, the colleague accepts, an officer approves where the agency
 * requires it (staffing setting tradesRequireApproval), and the shift changes hands. A swap brings the
 * taker's shift back; a payback is owed later. The trade ledger keeps, per pair of members, the minutes each
 * worked for the other. The kinds and statuses are the staffing vocabulary (shared/staffing.ts).
 */
import { z } from "zod";
import { optionalId, optionalText } from "./fields";
import { TRADE_KINDS, TRADE_STATUSES, type TradeKind, type TradeStatus } from "./staffing";
import { timestampSchema } from "./timestamps";

// ---------------------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------------------

export const TRADE_KIND_LABELS: Record<TradeKind, string> = {
  giveaway: "Giveaway",
  swap: "Swap",
  payback: "Pay back later",
};

export const TRADE_KIND_HINTS: Record<TradeKind, string> = {
  giveaway: "The colleague takes the shift; nothing is owed.",
  swap: "The colleague takes the shift and you work one of theirs in return.",
  payback: "The colleague takes the shift; you owe them the hours, recorded in the trade ledger.",
};

/** How a trade's status reads to members ("approved" is the completed trade, approved or not needing it). */
export const TRADE_STATUS_LABELS: Record<TradeStatus, string> = {
  offered: "Offered",
  accepted: "Awaiting approval",
  approved: "Completed",
  declined: "Declined",
  cancelled: "Cancelled",
};

/** What the week view shows on a shift in an open trade. */
export const OFFERED_FOR_TRADE = "Offered for trade";

export const TRADE_MESSAGES = {
  shiftId: "Choose a shift",
  toUserId: "Choose a member of your agency",
  kind: "Choose giveaway, swap or pay back later",
  returnShiftId: "Choose the colleague's shift you will work in return",
  swapNeedsColleague: "A swap needs a named colleague: choose whose shift comes back",
  notToSelf: "Choose a colleague other than yourself",
  notFound: "Trade not found",
  shiftNotFound: "Shift not found",
  notYourShift: "You can only offer your own shifts",
  shiftUnassigned: "Only a shift with a member can be traded",
  shiftCancelled: "A cancelled shift cannot be traded",
  shiftStarted: "This shift has already started and can no longer be traded",
  returnNotTheirs: "The return shift must be one of the colleague's own shifts",
  returnStarted: "The return shift has already started",
  returnSame: "The return shift must be another shift",
  notOpen: "This trade is no longer open",
  notAwaiting: "Only an accepted trade waiting for approval can be approved",
  notDecidable: "Only an open or accepted trade can be declined",
  notCancellable: "Only a trade that is not yet approved can be cancelled",
  offeredToOther: "This trade is offered to another member",
  ownOffer: "You cannot accept your own offer",
  onlyOfferer: "Only the member who offered the trade can cancel it",
  managersOnly: "Only officers and admins can approve or decline trades",
  shiftChangedHands: "The shift no longer belongs to the member who offered it",
  returnChangedHands: "The return shift no longer belongs to the colleague",
  userId: "Choose a member of your agency",
  oneOpenTrade: "This shift is already offered for trade: cancel that offer before making another",
  // Toasts
  offered: "Trade offered",
  accepted: "Trade accepted",
  approved: "Trade approved",
  declined: "Trade declined",
  cancelled: "Trade cancelled",
  // Empty states
  noBoard: "No shifts offered to you",
  noBoardText: "Shifts your colleagues offer to you, or to everyone qualified, show here.",
  noMine: "No trades yet",
  noMineText: "Offer one of your upcoming shifts to a colleague from here or from the schedule.",
  noAwaiting: "No trades waiting for approval",
  noLedger: "Your trade ledger is empty",
  noLedgerText: "Swaps and pay-back trades record here who worked for whom.",
} as const;

/** The refusals that name a member or a rule. */
export const tradeRuleMessages = {
  uncertified: (name: string, missing: string[]) =>
    `${name} lacks the required certification${missing.length === 1 ? "" : "s"} for this shift: ${missing.join(", ")}`,
  staffing: (gap: string) => `This trade would leave a staffing rule unmet: ${gap}`,
};

// ---------------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------------

/** Trades not yet decided: they keep the shift "Offered for trade" and can still be cancelled. */
export const OPEN_TRADE_STATUSES: readonly TradeStatus[] = ["offered", "accepted"];

export const minutesToTradeHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** One line of the ledger: positive hours, the colleague owes the member; negative, the member owes them. */
export function ledgerLine(colleague: string, hours: number): string {
  if (hours > 0) return `${colleague} owes you ${hours} h`;
  if (hours < 0) return `You owe ${colleague} ${-hours} h`;
  return `You and ${colleague} are even`;
}

// ---------------------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------------------

/** POST /api/trades and the Offer Trade form. `toUserId` null: everyone qualified. */
export const tradeFormSchema = z
  .object({
    shiftId: z.uuid(TRADE_MESSAGES.shiftId),
    toUserId: optionalId(TRADE_MESSAGES.toUserId),
    kind: z.enum(TRADE_KINDS, { error: TRADE_MESSAGES.kind }),
    returnShiftId: optionalId(TRADE_MESSAGES.returnShiftId),
    note: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== "swap") return;
    if (!v.toUserId)
      ctx.addIssue({ code: "custom", path: ["toUserId"], message: TRADE_MESSAGES.swapNeedsColleague });
    if (!v.returnShiftId)
      ctx.addIssue({ code: "custom", path: ["returnShiftId"], message: TRADE_MESSAGES.returnShiftId });
  });
export type TradeFormInput = z.input<typeof tradeFormSchema>;
export type TradeFormValues = z.output<typeof tradeFormSchema>;

/** GET /api/trades/eligible: the shift about to be offered. */
export const tradeEligibleQuerySchema = z.object({ shiftId: z.uuid(TRADE_MESSAGES.shiftId) });

/** GET /api/trades/ledger: managers may name one member. */
export const tradeLedgerQuerySchema = z.object({ userId: z.uuid(TRADE_MESSAGES.userId).optional() });

// ---------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------

export const tradeShiftSchema = z.object({
  id: z.string(),
  title: z.string(),
  startTime: timestampSchema,
  endTime: timestampSchema,
  hours: z.number(),
});
export type TradeShift = z.input<typeof tradeShiftSchema>;

export const tradeSchema = z.object({
  id: z.string(),
  kind: z.enum(TRADE_KINDS),
  status: z.enum(TRADE_STATUSES),
  shift: tradeShiftSchema,
  /** For a swap: the taker's shift that comes back to the offering member. */
  returnShift: tradeShiftSchema.nullable(),
  fromUserId: z.string(),
  fromName: z.string(),
  /** Null: offered to everyone qualified. */
  toUserId: z.string().nullable(),
  toName: z.string().nullable(),
  takerId: z.string().nullable(),
  takerName: z.string().nullable(),
  note: z.string().nullable(),
  acceptedAt: timestampSchema.nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  /**
   * On GET /api/trades, for an open offer to everyone by another member: whether the signed-in member could
   * take it (qualified, and not on duty then). Absent elsewhere.
   */
  takeable: z.boolean().optional(),
});
export type Trade = z.input<typeof tradeSchema>;
export type TradeRow = z.output<typeof tradeSchema>;

/**
 * GET /api/trades/eligible: the colleagues a shift can be offered to by name: every member but the
 * shift's own who is not on that shift or on one overlapping it (they could not take it).
 */
export const tradeEligibleSchema = z.array(z.object({ id: z.string(), name: z.string() }));
export type TradeEligible = z.input<typeof tradeEligibleSchema>;

export const tradeLedgerEntrySchema = z.object({
  id: z.string(),
  tradeId: z.string(),
  kind: z.enum(TRADE_KINDS),
  shiftTitle: z.string().nullable(),
  shiftStart: timestampSchema.nullable(),
  workerId: z.string(),
  workerName: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  hours: z.number(),
  createdAt: timestampSchema,
});
export type TradeLedgerEntry = z.input<typeof tradeLedgerEntrySchema>;

/** GET /api/trades/ledger: one member's balance per colleague (hours; positive: the colleague owes them). */
export const tradeLedgerSchema = z.object({
  userId: z.string(),
  balances: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      hours: z.number(),
      /** The pair's entries, newest first. */
      entries: z.array(tradeLedgerEntrySchema),
    }),
  ),
});
export type TradeLedger = z.input<typeof tradeLedgerSchema>;
