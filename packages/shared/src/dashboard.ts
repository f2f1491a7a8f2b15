/**
 * The dashboard's answers (spec 01 §2 "Dashboard", §3; spec 02 §9): one schema per card, used by the API as
 * its response schema and by the web app for its types. Timestamps travel as ISO strings, dates as yyyy-MM-dd.
 */
import { z } from "zod";
import { timeClockShiftSchema, todaysShiftsSchema } from "./time-clock";

/** Spec 01 §9 and 02 §9: every dashboard list shows at most 5 items. */
export const DASHBOARD_LIST_LIMIT = 5;
/** Recent Activity shows this many entries. */
export const ACTIVITY_LIMIT = 10;

// ---------------------------------------------------------------------------------------------------------
// Today's Schedule
// ---------------------------------------------------------------------------------------------------------

export const SHIFT_BADGES = ["On Duty", "Starting Soon", "Completed"] as const;
export type ShiftBadge = (typeof SHIFT_BADGES)[number];

/**
 * Spec 01 §2: "On Duty" if the status is active or now lies within the shift (start inclusive, end
 * exclusive); "Starting Soon" if before the start; otherwise "Completed".
 */
export function shiftBadge(
  shift: { status: string; startTime: string | Date; endTime: string | Date },
  now: Date,
): ShiftBadge {
  const start = new Date(shift.startTime).getTime();
  const end = new Date(shift.endTime).getTime();
  const t = now.getTime();
  if (shift.status === "active" || (t >= start && t < end)) return "On Duty";
  if (t < start) return "Starting Soon";
  return "Completed";
}

export const todayShiftSchema = z.object({
  id: z.string(),
  title: z.string(),
  userId: z.string().nullable(),
  /** First and last name of the assigned member; null for an open shift. */
  assigneeName: z.string().nullable(),
  /** The riding position or post (shifts.assignment); shown as "Assignment TBD" when empty. */
  assignment: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.string(),
  badge: z.enum(SHIFT_BADGES),
});
export type TodayShift = z.infer<typeof todayShiftSchema>;

export const todayScheduleSchema = z.object({
  /** The agency's calendar date (yyyy-MM-dd) in its own time zone. */
  date: z.string(),
  timeZone: z.string(),
  shifts: z.array(todayShiftSchema),
});
export type TodaySchedule = z.infer<typeof todayScheduleSchema>;

// ---------------------------------------------------------------------------------------------------------
// Urgent Alerts
// ---------------------------------------------------------------------------------------------------------

/** expired / expiring: certifications; overdue / maintenance: equipment; understaffed: a staffing gap. */
export const ALERT_STATES = ["expired", "expiring", "overdue", "maintenance", "understaffed"] as const;
export type AlertState = (typeof ALERT_STATES)[number];

export const urgentAlertSchema = z.object({
  id: z.string(),
  kind: z.enum(["certification", "equipment", "staffing"]),
  state: z.enum(ALERT_STATES),
  /** Certification name or equipment name. */
  name: z.string(),
  /** The certification's holder; null for equipment. */
  holderName: z.string().nullable(),
  /** Expiration date or next maintenance date (yyyy-MM-dd); null for equipment in maintenance without one. */
  date: z.string().nullable(),
  /** Days from today to `date` (negative when past). */
  daysLeft: z.number().nullable(),
  /** A staffing gap (today's or tomorrow's; name is its text, holderName its rule): its instants, ISO 8601. */
  start: z.string().optional(),
  end: z.string().optional(),
});
export type UrgentAlert = z.infer<typeof urgentAlertSchema>;

// ---------------------------------------------------------------------------------------------------------
// Compliance Status
// ---------------------------------------------------------------------------------------------------------

/**
 * Without required certifications, the dashboard tracks the spec's three families: a certification counts
 * when its name contains the label. Once an admin sets required certifications (Compliance), each required
 * name is a row measured over the members it applies to.
 */
export const COMPLIANCE_LABELS = ["CPR", "SCBA", "EMT"] as const;
export type ComplianceLabel = (typeof COMPLIANCE_LABELS)[number];

export const COMPLIANCE_BANDS = ["green", "yellow", "red"] as const;
export type ComplianceBand = (typeof COMPLIANCE_BANDS)[number];

/** Spec 01 §9: 90 and above green, 70 and above yellow, otherwise red. */
export function complianceBand(percentage: number): ComplianceBand {
  if (percentage >= 90) return "green";
  if (percentage >= 70) return "yellow";
  return "red";
}

export const COMPLIANCE_BASES = ["certifications", "members"] as const;

export const complianceItemSchema = z.object({
  label: z.string(),
  /**
   * "certifications": active (status active, not past expiry) over all certifications with the label.
   * "members": members holding the required certification in date over the members it applies to.
   */
  basis: z.enum(COMPLIANCE_BASES),
  /** active over total as a rounded percent; null: "No data". */
  percentage: z.number().nullable(),
  band: z.enum(COMPLIANCE_BANDS).nullable(),
  active: z.number(),
  total: z.number(),
});
export type ComplianceItem = z.infer<typeof complianceItemSchema>;

// ---------------------------------------------------------------------------------------------------------
// Equipment Status and Recent Incidents
// ---------------------------------------------------------------------------------------------------------

export const dashboardEquipmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  status: z.string(),
  location: z.string().nullable(),
});
export type DashboardEquipment = z.infer<typeof dashboardEquipmentSchema>;

export const dashboardIncidentSchema = z.object({
  id: z.string(),
  incidentNumber: z.string(),
  type: z.string(),
  location: z.string(),
  incidentDate: z.string(),
  unitsResponded: z.array(z.string()),
  priority: z.string(),
});
export type DashboardIncident = z.infer<typeof dashboardIncidentSchema>;

// ---------------------------------------------------------------------------------------------------------
// Recent Activity
// ---------------------------------------------------------------------------------------------------------

export const activityEntrySchema = z.object({
  id: z.string(),
  /** Who acted: a member's name, "System" for jobs, "Platform operator" for the operator portal. */
  actor: z.string(),
  /** The whole sentence, starting with the actor, e.g. "Dana Reyes created shift “A Shift - Engine 1”". */
  summary: z.string(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /api/dashboard/stats: the four counters (spec 01 §3). */
export const dashboardStatsSchema = z.object({
  onDuty: z.number(),
  availableUnits: z.number(),
  expiringCerts: z.number(),
  trainingDue: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/**
 * GET /api/dashboard: everything the dashboard's first paint shows, in one answer. Each key is exactly what
 * the card's own endpoint answers (the cards refresh through those later): /api/dashboard/stats, /today,
 * /alerts, /compliance, /equipment, /incidents, /activity, and the time clock's /api/time-clock/current-shift
 * and /api/time-clock/today (the member's own shifts).
 */
export const dashboardSchema = z.object({
  stats: dashboardStatsSchema,
  today: todayScheduleSchema,
  alerts: z.array(urgentAlertSchema),
  compliance: z.array(complianceItemSchema),
  equipment: z.array(dashboardEquipmentSchema),
  incidents: z.array(dashboardIncidentSchema),
  activity: z.array(activityEntrySchema),
  currentShift: timeClockShiftSchema.nullable(),
  myShifts: todaysShiftsSchema,
});
/** As the web receives it (timestamps as ISO text). */
export type Dashboard = z.input<typeof dashboardSchema>;
