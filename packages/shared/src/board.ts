/**
 * The day's board (Scheduling → Board): each station with its apparatus and their riding positions at one
 * instant, filled from the schedule; the moves officers make on it; a member's own day ("My schedule"); and
 * the daily roster. Used by the API and the web app alike.
 */
import { z } from "zod";
import { EQUIPMENT_STATUSES, EQUIPMENT_TYPES } from "./equipment";
import { ROLES } from "./roles";
import { isDateString, isDateTimeString, SHIFT_STATUSES } from "./scheduling";

export const BOARD_MESSAGES = {
  title: "Board",
  loading: "Loading the board...",
  noStations:
    "No stations yet. Add your stations, then give each apparatus its station and riding positions.",
  open: "Open",
  outOfService: "Out of service",
  unseated: "On duty without a seat",
  unassigned: "On duty at no station",
  openShifts: "Open shifts",
  history: "Today's moves",
  noMoves: "No moves yet today",
  moved: "Moved",
  moveFailed: "Could not make this move",
  managersOnly: "Only officers and admins move members on the board",
  invalidAt: "Enter a valid date and time",
  invalidDate: "Enter a valid date (yyyy-MM-dd)",
  // Why a move is refused (409), each naming what the officer must change.
  seatTaken: "This seat is already filled for that time",
  outOfServiceUnit: "This unit is out of service",
  notOnShift: "The member is not on this shift",
  retiredSeat: "This seat no longer exists",
  noTarget: "Choose a seat or a station",
  endAfterStart: "End time must be after start time",
  outsideShift: "A part of a shift must lie within the shift",
  // Refusals that depend on the member, as the board and the API word them.
  doubleBooked: (name: string, when: string) => `${name} is already on ${when}`,
  missingCertifications: (name: string, missing: readonly string[]) =>
    `${name} does not hold a valid ${missing.join(", ")} on that day`,
  fatigue: (name: string, hours: number, limit: number) =>
    `${name} would be on duty ${hours} hours in a row (the agency's limit is ${limit})`,
  onLeave: (name: string) => `${name} is on approved leave then`,
  // Positions on the board.
  openReason: "No one scheduled",
  unqualifiedReason: (missing: readonly string[]) => `Needs ${missing.join(", ")}`,
  movedUpFrom: (station: string) => `Moved up from ${station}`,
  // The officers' dashboard card.
  todaysBoard: "Today's board",
  openTheBoard: "Open the board",
  allSeatsFilled: "Every seat is filled",
  openSeatsCount: (n: number) => (n === 1 ? "1 open seat" : `${n} open seats`),
  // My schedule.
  mySchedule: "My schedule",
  noShiftToday: "You are not scheduled today",
  nextShifts: "Next shifts",
  noNextShifts: "No shifts in the next two weeks",
  crew: "Crew",
  agencyWeek: "Agency week",
  today: "Today",
  noCrew: "No one else is on duty with you",
  loadingMyDay: "Loading your schedule...",
  myDayFailed: "Your schedule could not be loaded",
  offersAndTrades: "Trades and call-backs",
  offersAndTradesText: "Your open trades, and call-back offers waiting for your answer.",
  noOffers: "No open trades or call-back offers",
  callbackOffer: "Call-back offer",
  answerCallback: "Answer",
  openTrades: "Open in Trades",
  offlineCopy: "Offline: shown as this device last saw it",
  // The roster.
  roster: "Daily roster",
  rosterPdf: "Roster (PDF)",
  rosterCsv: "Roster (CSV)",
} as const;

/** How far ahead My schedule lists a member's next shifts, and how many at most. */
export const MY_SCHEDULE_DAYS = 14;
export const MY_SCHEDULE_LIMIT = 10;

// ---------------------------------------------------------------------------------------------------------
// Queries and moves
// ---------------------------------------------------------------------------------------------------------

const dateTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => isDateTimeString(v), message);

/** GET /api/board?at=: the board at an instant (ISO 8601 or agency-local "yyyy-MM-ddTHH:mm"); default now. */
export const boardQuerySchema = z.object({ at: dateTime(BOARD_MESSAGES.invalidAt).optional() });
export type BoardQuery = z.infer<typeof boardQuerySchema>;

/** GET /api/board/history, /roster.pdf, /roster.csv ?date=yyyy-MM-dd; default the agency's today. */
export const boardDayQuerySchema = z.object({
  date: z
    .string({ error: BOARD_MESSAGES.invalidDate })
    .trim()
    .refine((v) => isDateString(v), BOARD_MESSAGES.invalidDate)
    .optional(),
});
export type BoardDayQuery = z.infer<typeof boardDayQuerySchema>;

/**
 * POST /api/board/moves: put a member in a seat (positionId) or, with stationId alone, on duty at a station
 * without a seat (a move-up, or out of a seat), for [startTime, endTime).
 * - shiftId: the member's shift the move takes the time from (a seat they ride, or on duty unseated); the
 *   part outside [startTime, endTime) stays where it was. Absent: the member is not on duty then, and the move
 *   adds a shift for the seat (call-in), or takes the open shift of that seat.
 * - Times absent: the whole shift (shiftId), or the seat's open shift (its times).
 * Refused (409 with the reason) through the shift form's rules: double booking, the seat's certifications
 * valid on the day, the agency's fatigue limit, approved leave; a filled seat or an out-of-service unit.
 */
export const boardMoveSchema = z
  .object({
    userId: z.uuid({ error: "Choose a member of your agency" }),
    shiftId: z.uuid().optional(),
    positionId: z.uuid().nullish(),
    stationId: z.uuid().nullish(),
    startTime: dateTime(BOARD_MESSAGES.invalidAt).optional(),
    endTime: dateTime(BOARD_MESSAGES.invalidAt).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.positionId && !v.stationId)
      ctx.addIssue({ code: "custom", message: BOARD_MESSAGES.noTarget, path: ["positionId"] });
    if (v.startTime && v.endTime && Date.parse(v.endTime) <= Date.parse(v.startTime))
      ctx.addIssue({ code: "custom", message: BOARD_MESSAGES.endAfterStart, path: ["endTime"] });
  });
export type BoardMoveInput = z.input<typeof boardMoveSchema>;
export type BoardMoveValues = z.output<typeof boardMoveSchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------

/** A member on duty at the board's instant, with the shift that puts them there. */
export const boardRiderSchema = z.object({
  shiftId: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  /** ISO 8601, UTC. */
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(SHIFT_STATUSES),
  /** "Moved up from Station 2" when a move of the day put them here from another station; else null. */
  movedFrom: z.string().nullable(),
});
export type BoardRider = z.infer<typeof boardRiderSchema>;

export const BOARD_POSITION_STATES = ["filled", "open", "unqualified"] as const;
export type BoardPositionState = (typeof BOARD_POSITION_STATES)[number];

export const boardPositionSchema = z.object({
  id: z.string(),
  name: z.string(),
  requiredCertifications: z.array(z.string()),
  rider: boardRiderSchema.nullable(),
  state: z.enum(BOARD_POSITION_STATES),
  /** Open: "No one scheduled"; unqualified: "Needs Driver/Operator"; filled: null. */
  reason: z.string().nullable(),
  /** An open shift on this seat at the instant (coverage asked, leave), which a move can fill. */
  openShiftId: z.string().nullable(),
});
export type BoardPosition = z.infer<typeof boardPositionSchema>;

export const boardApparatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(EQUIPMENT_TYPES),
  nerisUnitType: z.string().nullable(),
  status: z.enum(EQUIPMENT_STATUSES),
  /** False when out of service or in maintenance: the board greys it, with statusReason. */
  inService: z.boolean(),
  statusReason: z.string().nullable(),
  statusSince: z.string().nullable(),
  positions: z.array(boardPositionSchema),
  /** On shifts riding this apparatus without a seat of it. */
  extraRiders: z.array(boardRiderSchema),
});
export type BoardApparatus = z.infer<typeof boardApparatusSchema>;

export const boardStationSchema = z.object({
  id: z.string(),
  name: z.string(),
  number: z.string().nullable(),
  address: z.string().nullable(),
  apparatus: z.array(boardApparatusSchema),
  /** On duty at the station (its own or moved up) without a seat. */
  unseated: z.array(boardRiderSchema),
});
export type BoardStation = z.infer<typeof boardStationSchema>;

/** An open shift at the instant that names no seat (a seat's own shows on its position). */
export const boardOpenShiftSchema = z.object({
  shiftId: z.string(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  stationId: z.string().nullable(),
});

/** GET /api/board. */
export const boardSchema = z.object({
  /** The instant, ISO 8601 UTC, and its agency-local day. */
  at: z.string(),
  date: z.string(),
  stations: z.array(boardStationSchema),
  /** On duty at no station and on no apparatus. */
  unassigned: z.array(boardRiderSchema),
  openShifts: z.array(boardOpenShiftSchema),
  /** Open and unqualified seats of in-service units: the dashboard card's figure. */
  openSeats: z.number(),
});
export type Board = z.infer<typeof boardSchema>;

/** One move of the day's history (GET /api/board/history), and POST /api/board/moves's answer. */
export const boardMoveRecordSchema = z.object({
  id: z.string(),
  day: z.string(),
  /** When the move was made. */
  createdAt: z.string(),
  actorName: z.string().nullable(),
  userId: z.string(),
  memberName: z.string(),
  /** "Engine 1 · Driver/Operator", "Station 2", or null (off duty before: a call-in). */
  from: z.string().nullable(),
  to: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  shiftId: z.string().nullable(),
});
export type BoardMoveRecord = z.infer<typeof boardMoveRecordSchema>;
export const boardMoveListSchema = z.array(boardMoveRecordSchema);

/** GET /api/board/candidates?positionId=|stationId=&at=: who could take the seat, and why not. */
export const boardCandidatesQuerySchema = z
  .object({
    positionId: z.uuid().optional(),
    stationId: z.uuid().optional(),
    at: dateTime(BOARD_MESSAGES.invalidAt).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.positionId && !v.stationId)
      ctx.addIssue({ code: "custom", message: BOARD_MESSAGES.noTarget, path: ["positionId"] });
  });
export const boardCandidateSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  /** Their shift covering the instant, and where it puts them ("Engine 2 · Firefighter", "Station 1"). */
  shiftId: z.string().nullable(),
  current: z.string().nullable(),
  eligible: z.boolean(),
  /** Why the move would be refused (the same words as the 409). */
  reason: z.string().nullable(),
  /**
   * The stretch that was judged, ISO 8601: their shift's, the seat's open shift's, or a call-in from the instant.
   * A move for the whole of it sends these times when the member has no shift to take them from.
   */
  startTime: z.string(),
  endTime: z.string(),
});
export type BoardCandidate = z.infer<typeof boardCandidateSchema>;
export const boardCandidateListSchema = z.array(boardCandidateSchema);

/** Where a shift puts its member: the station, apparatus and seat, by name. */
export const seatSchema = z.object({
  stationId: z.string().nullable(),
  stationName: z.string().nullable(),
  equipmentId: z.string().nullable(),
  equipmentName: z.string().nullable(),
  positionId: z.string().nullable(),
  positionName: z.string().nullable(),
});
export type Seat = z.infer<typeof seatSchema>;

/** One of my shifts with its seat (My schedule). */
export const myShiftSchema = seatSchema.extend({
  shiftId: z.string(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(SHIFT_STATUSES),
});
export type MyShift = z.infer<typeof myShiftSchema>;

/** Who rides with me: the apparatus' (or, unseated, the station's) other members on duty during my shift. */
export const crewMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  positionName: z.string().nullable(),
  equipmentName: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

/** GET /api/board/my-day: today's shifts (agency-local day, or one running now) with their crew, then the next. */
export const myDaySchema = z.object({
  date: z.string(),
  today: z.array(myShiftSchema.extend({ crew: z.array(crewMemberSchema) })),
  next: z.array(myShiftSchema),
});
export type MyDay = z.infer<typeof myDaySchema>;

/** Text of a seat: "Engine 1 · Driver/Operator", "Engine 1", "Station 2", or null. */
export function seatLabel(seat: {
  stationName?: string | null;
  equipmentName?: string | null;
  positionName?: string | null;
}): string | null {
  if (seat.equipmentName)
    return seat.positionName ? `${seat.equipmentName} · ${seat.positionName}` : seat.equipmentName;
  return seat.stationName ?? null;
}

export const boardRosterUrl = (format: "pdf" | "csv", date: string) =>
  `/api/board/roster.${format}?${new URLSearchParams({ date })}`;
