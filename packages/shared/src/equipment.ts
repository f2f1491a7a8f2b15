/**
 * Equipment and fleet (spec 02 §2 "Equipment Management", §3, §4, §5, §7, §8, §9): types and statuses, the
 * maintenance bands computed from the next maintenance date, fleet readiness, the form schemas with the
 * spec's messages, the API's answer shapes and the reports. Used by the API and the web app alike.
 */
import { z } from "zod";
import { addDaysToIsoDate, daysBetweenIsoDates, isIsoDate } from "./compliance";
import { optionalId } from "./fields";
import { dollarsToCents } from "./money";
import { NERIS_UNIT_TYPES } from "./neris/value-sets";

export { addDaysToIsoDate, daysBetweenIsoDates, isIsoDate };

export const EQUIPMENT_TYPES = [
  "engine",
  "ambulance",
  "ladder",
  "rescue",
  "tanker",
  "brush",
  "command",
  "boat",
  "trailer",
  "generator",
  "pump",
  "hose",
  "tool",
  "safety",
  "communication",
  "other",
] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];
export const EQUIPMENT_TYPE_LABELS: Record<EquipmentType, string> = {
  engine: "Engine",
  ambulance: "Ambulance",
  ladder: "Ladder",
  rescue: "Rescue",
  tanker: "Tanker",
  brush: "Brush",
  command: "Command",
  boat: "Boat",
  trailer: "Trailer",
  generator: "Generator",
  pump: "Pump",
  hose: "Hose",
  tool: "Tool",
  safety: "Safety",
  communication: "Communication",
  other: "Other",
};

/** The types that are vehicles: an apparatus a shift rides, with a crew size minimum staffing counts. */
export const VEHICLE_TYPES = [
  "engine",
  "ambulance",
  "ladder",
  "rescue",
  "tanker",
  "brush",
  "command",
  "boat",
] as const satisfies readonly EquipmentType[];
export const isVehicleType = (type: EquipmentType) => (VEHICLE_TYPES as readonly string[]).includes(type);
/** Seats on an apparatus, at most. */
export const MAX_CREW_SIZE = 20;

export const EQUIPMENT_STATUSES = ["available", "in_service", "maintenance", "out_of_service"] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];
export const EQUIPMENT_STATUS_LABELS: Record<EquipmentStatus, string> = {
  available: "Available",
  in_service: "In Service",
  maintenance: "Maintenance",
  out_of_service: "Out of Service",
};

// ---------------------------------------------------------------------------------------------------------
// Constants (spec 02 §4, §9)
// ---------------------------------------------------------------------------------------------------------

/** Next maintenance within this many days (0 included) is due soon. */
export const MAINTENANCE_DUE_SOON_DAYS = 7;
/** Next maintenance within this many days (after due soon) is upcoming; later is current. */
export const MAINTENANCE_UPCOMING_DAYS = 30;
/** Opening Schedule Maintenance, and completing one, proposes the next maintenance this many days ahead. */
export const DEFAULT_MAINTENANCE_INTERVAL_DAYS = 90;
/** The Overview's Maintenance Alerts list shows at most 5 items. */
export const MAINTENANCE_ALERTS_LIMIT = 5;
/** Largest cost one maintenance entry may record, in cents ($1,000,000.00). */
export const MAX_MAINTENANCE_COST_CENTS = 100_000_000;

// ---------------------------------------------------------------------------------------------------------
// The maintenance band and fleet readiness
// ---------------------------------------------------------------------------------------------------------

export const MAINTENANCE_STATES = ["none", "overdue", "due_soon", "upcoming", "current"] as const;
export type MaintenanceState = (typeof MAINTENANCE_STATES)[number];
export const MAINTENANCE_STATE_LABELS: Record<MaintenanceState, string> = {
  none: "Not Scheduled",
  overdue: "Overdue",
  due_soon: "Due Soon",
  upcoming: "Upcoming",
  current: "Current",
};

/**
 * Spec 02 §4, from the next maintenance date against the agency's today (both yyyy-MM-dd): none when not
 * scheduled, a past date overdue, 0 to 7 days due soon, 8 to 30 days upcoming, more than 30 days current.
 */
export function maintenanceState(nextMaintenanceDate: string | null, today: string): MaintenanceState {
  if (!nextMaintenanceDate) return "none";
  const days = daysBetweenIsoDates(today, nextMaintenanceDate);
  if (days < 0) return "overdue";
  if (days <= MAINTENANCE_DUE_SOON_DAYS) return "due_soon";
  if (days <= MAINTENANCE_UPCOMING_DAYS) return "upcoming";
  return "current";
}

/** Counted by the Need Maintenance card and listed in Maintenance Alerts: overdue or due soon. */
export const needsMaintenance = (state: MaintenanceState) => state === "overdue" || state === "due_soon";

/** Ready for a call: available or in service. */
export const isReady = (status: EquipmentStatus) => status === "available" || status === "in_service";

export type FleetReadiness = {
  ready: number;
  total: number;
  /** Rounded percent; null when the agency has no equipment. */
  percent: number | null;
  counts: Record<EquipmentStatus, number>;
};

/** Spec 02 §9: (available + in_service) / total, with the count of each status. */
export function fleetReadiness(items: ReadonlyArray<{ status: EquipmentStatus }>): FleetReadiness {
  const counts: Record<EquipmentStatus, number> = {
    available: 0,
    in_service: 0,
    maintenance: 0,
    out_of_service: 0,
  };
  for (const item of items) counts[item.status]++;
  const ready = counts.available + counts.in_service;
  const total = items.length;
  return { ready, total, percent: total === 0 ? null : Math.round((ready / total) * 100), counts };
}

// ---------------------------------------------------------------------------------------------------------
// Texts (spec 02 §2, §5, §8)
// ---------------------------------------------------------------------------------------------------------

export const EQUIPMENT_MESSAGES = {
  name: "Equipment name is required",
  type: "Equipment type is required",
  loading: "Loading equipment data...",
  noMaintenance: "No maintenance scheduled",
  added: "Equipment added successfully",
  updated: "Equipment updated successfully",
  deleted: "Equipment deleted successfully",
  errorTitle: "Error",
  addFailed: "Failed to add equipment",
  updateFailed: "Failed to update equipment",
  deleteFailed: "Failed to delete equipment",
  addForbidden: "You need admin access to add equipment",
  updateForbidden: "You need admin access to update equipment",
  deleteForbidden: "You need admin access to delete equipment",
  // Ours, for what the spec does not word.
  deleteConfirm:
    "Are you sure you want to delete this equipment? It leaves your lists and reports; its maintenance history and the incident reports that name it are kept.",
  completed: "Maintenance recorded successfully",
  completeFailed: "Failed to record maintenance",
  completeForbidden: "You need admin access to record maintenance",
  notFound: "Equipment not found",
  invalidDate: "Enter a valid date (yyyy-MM-dd)",
  nextBeforeLast: "Next maintenance date must be on or after the last maintenance date",
  nextBeforePerformed: "Next maintenance date must be on or after the date performed",
  performedOn: "Date performed is required",
  performedInFuture: "Date performed cannot be in the future",
  cost: "Enter the cost in dollars, e.g. 250 or 1250.50",
  costTooHigh: "Cost must be at most $1,000,000.00",
  tooLong: "Must be at most 200 characters",
  notesTooLong: "Notes must be at most 2000 characters",
  crewSize: `Crew size must be a whole number from 1 to ${MAX_CREW_SIZE}`,
  nerisUnitType: "Choose a NERIS unit type",
  station: "Choose a station of your agency",
  statusReasonTooLong: "Reason must be at most 200 characters",
} as const;

// ---------------------------------------------------------------------------------------------------------
// Forms: Add New Equipment, Edit Equipment, Schedule Maintenance, Complete Maintenance
// ---------------------------------------------------------------------------------------------------------

const optionalText = z
  .string()
  .trim()
  .max(200, EQUIPMENT_MESSAGES.tooLong)
  .nullish()
  .transform((v) => (v ? v : null));

const optionalDate = z
  .string({ error: EQUIPMENT_MESSAGES.invalidDate })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isIsoDate(v), EQUIPMENT_MESSAGES.invalidDate);

const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((v) => v === "" || isIsoDate(v), EQUIPMENT_MESSAGES.invalidDate);

/** Fields of the equipment form (spec 02 §5: name and type required, everything else optional). */
export const equipmentFields = {
  name: z
    .string({ error: EQUIPMENT_MESSAGES.name })
    .trim()
    .min(1, EQUIPMENT_MESSAGES.name)
    .max(200, EQUIPMENT_MESSAGES.tooLong),
  // A string first, so the form's empty "Select a type" answers the spec's message like a missing one.
  type: z
    .string({ error: EQUIPMENT_MESSAGES.type })
    .pipe(z.enum(EQUIPMENT_TYPES, { error: EQUIPMENT_MESSAGES.type })),
  model: optionalText,
  serialNumber: optionalText,
  location: optionalText,
  status: z.enum(EQUIPMENT_STATUSES),
  lastMaintenanceDate: optionalDate,
  nextMaintenanceDate: optionalDate,
  /** Seats on a vehicle (minimum staffing's apparatus crew); empty: not set. */
  crewSize: z
    .union([z.number(), z.string()], { error: EQUIPMENT_MESSAGES.crewSize })
    .nullish()
    .transform((v) =>
      v === null || v === undefined || (typeof v === "string" && !v.trim()) ? null : Number(v),
    )
    .refine(
      (v) => v === null || (Number.isInteger(v) && v >= 1 && v <= MAX_CREW_SIZE),
      EQUIPMENT_MESSAGES.crewSize,
    ),
  /** The apparatus' NERIS unit type (type_unit value set), which NERIS reports give it; empty: not set. */
  nerisUnitType: z
    .string({ error: EQUIPMENT_MESSAGES.nerisUnitType })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine(
      (v) => v === null || NERIS_UNIT_TYPES.some((t) => t.value === v),
      EQUIPMENT_MESSAGES.nerisUnitType,
    ),
  /** The station that houses it; empty: none. */
  stationId: optionalId(EQUIPMENT_MESSAGES.station),
  /** Why it is out of service or in maintenance (the board shows it); cleared when it returns to service. */
  statusReason: z
    .string()
    .trim()
    .max(200, EQUIPMENT_MESSAGES.statusReasonTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
};

/** Next maintenance may not come before the last one (both given, both valid). */
function nextAfterLast(
  v: { lastMaintenanceDate?: string | null; nextMaintenanceDate?: string | null },
  ctx: z.RefinementCtx,
) {
  const { lastMaintenanceDate: last, nextMaintenanceDate: next } = v;
  if (last && next && isIsoDate(last) && isIsoDate(next) && next < last)
    ctx.addIssue({
      code: "custom",
      message: EQUIPMENT_MESSAGES.nextBeforeLast,
      path: ["nextMaintenanceDate"],
    });
}

const UNIT_TYPE_LABELS = new Map(NERIS_UNIT_TYPES.map((t) => [t.value, t.label]));

/** The apparatus' NERIS unit type as NERIS names it ("Engine (Structural)"), or null. */
export const unitTypeLabel = (value: string | null) =>
  value ? (UNIT_TYPE_LABELS.get(value) ?? value) : null;

/** Add New Equipment and POST /api/equipment. Status defaults to available (spec 02 §5). */
export const equipmentFormSchema = z
  .object({ ...equipmentFields, status: equipmentFields.status.default("available") })
  .superRefine(nextAfterLast);
export type EquipmentFormInput = z.input<typeof equipmentFormSchema>;
export type EquipmentFormValues = z.output<typeof equipmentFormSchema>;

/** PATCH /api/equipment/{id}: any of the fields (Edit sends what changed, Schedule Maintenance three). */
export const equipmentUpdateSchema = z.object(equipmentFields).partial().superRefine(nextAfterLast);
export type EquipmentUpdateInput = z.input<typeof equipmentUpdateSchema>;
export type EquipmentUpdateValues = z.output<typeof equipmentUpdateSchema>;

/** Schedule Maintenance: the status and both dates (spec 02 §4 presets them). */
export const scheduleFormSchema = z
  .object({
    status: equipmentFields.status,
    lastMaintenanceDate: optionalDate,
    nextMaintenanceDate: requiredDate("Next maintenance date is required"),
  })
  .superRefine(nextAfterLast);
export type ScheduleFormInput = z.input<typeof scheduleFormSchema>;
export type ScheduleFormValues = z.output<typeof scheduleFormSchema>;

const notes = z
  .string()
  .trim()
  .max(2000, EQUIPMENT_MESSAGES.notesTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

function nextAfterPerformed(
  v: { performedOn?: string; nextMaintenanceDate?: string | null },
  ctx: z.RefinementCtx,
) {
  const { performedOn, nextMaintenanceDate: next } = v;
  if (performedOn && next && isIsoDate(performedOn) && isIsoDate(next) && next < performedOn)
    ctx.addIssue({
      code: "custom",
      message: EQUIPMENT_MESSAGES.nextBeforePerformed,
      path: ["nextMaintenanceDate"],
    });
}

/**
 * POST /api/equipment/{id}/maintenance: one completed maintenance. The item's last maintenance date becomes
 * performedOn, its next date and status the chosen ones (status available unless chosen otherwise).
 */
export const maintenanceCompletionSchema = z
  .object({
    performedOn: requiredDate(EQUIPMENT_MESSAGES.performedOn),
    notes,
    costCents: z
      .number({ error: EQUIPMENT_MESSAGES.cost })
      .int(EQUIPMENT_MESSAGES.cost)
      .min(0, EQUIPMENT_MESSAGES.cost)
      .max(MAX_MAINTENANCE_COST_CENTS, EQUIPMENT_MESSAGES.costTooHigh)
      .default(0),
    nextMaintenanceDate: optionalDate,
    status: equipmentFields.status.default("available"),
  })
  .superRefine(nextAfterPerformed);
export type MaintenanceCompletionInput = z.input<typeof maintenanceCompletionSchema>;
export type MaintenanceCompletionValues = z.output<typeof maintenanceCompletionSchema>;

/** The Complete Maintenance form: the cost is typed in dollars and sent in cents. */
export const completeFormSchema = z
  .object({
    performedOn: requiredDate(EQUIPMENT_MESSAGES.performedOn),
    notes,
    cost: z
      .string()
      .trim()
      .transform((v, ctx) => {
        if (v === "") return 0;
        const cents = dollarsToCents(v);
        if (cents === null) {
          ctx.addIssue({ code: "custom", message: EQUIPMENT_MESSAGES.cost });
          return z.NEVER;
        }
        if (cents > MAX_MAINTENANCE_COST_CENTS) {
          ctx.addIssue({ code: "custom", message: EQUIPMENT_MESSAGES.costTooHigh });
          return z.NEVER;
        }
        return cents;
      }),
    nextMaintenanceDate: optionalDate,
    status: equipmentFields.status,
  })
  .superRefine(nextAfterPerformed);
export type CompleteFormInput = z.input<typeof completeFormSchema>;
export type CompleteFormValues = z.output<typeof completeFormSchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------

/** A riding position (seat) of an apparatus, as the API answers it. */
export const positionSchema = z.object({
  id: z.string(),
  equipmentId: z.string(),
  name: z.string(),
  sortOrder: z.number(),
  requiredCertifications: z.array(z.string()),
});
export type Position = z.infer<typeof positionSchema>;
export const positionListSchema = z.array(positionSchema);

export const equipmentSchema = z.object({
  id: z.string(),
  agencyId: z.string(),
  name: z.string(),
  type: z.enum(EQUIPMENT_TYPES),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  location: z.string().nullable(),
  status: z.enum(EQUIPMENT_STATUSES),
  lastMaintenanceDate: z.string().nullable(),
  nextMaintenanceDate: z.string().nullable(),
  /** Seats on a vehicle; null when not set. */
  crewSize: z.number().nullable(),
  /** Its NERIS unit type (type_unit); null when not set. */
  nerisUnitType: z.string().nullable(),
  stationId: z.string().nullable(),
  statusReason: z.string().nullable(),
  /** ISO 8601: when the status last changed; null when never changed since the unit was added. */
  statusSince: z.string().nullable(),
  /** Computed from nextMaintenanceDate against the agency's today. */
  maintenanceState: z.enum(MAINTENANCE_STATES),
  /** Days from the agency's today to nextMaintenanceDate (negative when overdue); null when not scheduled. */
  daysUntilMaintenance: z.number().nullable(),
  /** The address the item's QR label encodes: `${PUBLIC_URL}/assets/<id>`. */
  itemUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Equipment = z.infer<typeof equipmentSchema>;

export const maintenanceRecordSchema = z.object({
  id: z.string(),
  equipmentId: z.string(),
  performedOn: z.string(),
  notes: z.string().nullable(),
  costCents: z.number(),
  performedById: z.string().nullable(),
  /** "First Last" of the member who recorded it; null if unknown. */
  performedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type MaintenanceRecord = z.infer<typeof maintenanceRecordSchema>;

/** GET /api/equipment/{id}: the item with its maintenance history, newest first. */
export const equipmentDetailSchema = equipmentSchema.extend({
  /** Its riding positions in board order (vehicles; empty otherwise). */
  positions: z.array(positionSchema),
  maintenanceHistory: z.array(maintenanceRecordSchema),
  totalMaintenanceCostCents: z.number(),
});
export type EquipmentDetail = z.infer<typeof equipmentDetailSchema>;

/** Spec 02 §2: the search matches name, model, serial number and location, any case. */
export function matchesEquipmentSearch(
  item: Pick<Equipment, "name" | "model" | "serialNumber" | "location">,
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [item.name, item.model, item.serialNumber, item.location].some((field) =>
    field?.toLowerCase().includes(q),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Reports and labels
// ---------------------------------------------------------------------------------------------------------

export const EQUIPMENT_REPORTS = {
  inventory: { label: "Equipment Inventory", fileName: "equipment-inventory" },
  maintenance: { label: "Maintenance Report", fileName: "maintenance-report" },
  readiness: { label: "Fleet Readiness", fileName: "fleet-readiness" },
  costs: { label: "Cost Analysis", fileName: "maintenance-cost-analysis" },
} as const;
export type EquipmentReport = keyof typeof EQUIPMENT_REPORTS;
export const EQUIPMENT_REPORT_FORMATS = ["pdf", "csv"] as const;
export type EquipmentReportFormat = (typeof EQUIPMENT_REPORT_FORMATS)[number];

export const equipmentReportUrl = (report: EquipmentReport, format: EquipmentReportFormat) =>
  `/api/equipment/reports/${report}.${format}`;

/** The QR code alone (SVG), shown in the QR Code dialog. */
export const equipmentQrUrl = (id: string) => `/api/equipment/${encodeURIComponent(id)}/qr.svg`;
/** The printable label (PDF, 4 × 2 in): QR code, name, type and serial number. */
export const equipmentLabelUrl = (id: string) => `/api/equipment/${encodeURIComponent(id)}/label.pdf`;
/** The item page a label opens. */
export const equipmentItemPath = (id: string) => `/assets/${id}`;

// ---------------------------------------------------------------------------------------------------------
// Stations and riding positions (the day's board)
// ---------------------------------------------------------------------------------------------------------

/** Riding positions on one apparatus, at most. */
export const MAX_POSITIONS = MAX_CREW_SIZE;
/** Certifications one position may require, at most. */
export const MAX_POSITION_CERTIFICATIONS = 10;

export const STATION_MESSAGES = {
  name: "Station name is required",
  notFound: "Station not found",
  station: "Choose a station of your agency",
  added: "Station added",
  updated: "Station updated",
  deleted: "Station deleted",
  deleteConfirm:
    "Delete this station? Its apparatus stay, without a station; past shifts and the board's history keep its name.",
  positionName: "Position name is required",
  positionsSaved: "Riding positions saved",
  tooManyPositions: `An apparatus can have at most ${MAX_POSITIONS} riding positions`,
  tooManyCertifications: `A position can require at most ${MAX_POSITION_CERTIFICATIONS} certifications`,
  notVehicle: "Only a vehicle has riding positions",
  statusReason: "Say why the unit is out of service",
  latitude: "Latitude is a number from -90 to 90, or empty",
  longitude: "Longitude is a number from -180 to 180, or empty",
  coordinatesPair: "Give both latitude and longitude, or neither",
} as const;

/** Add or edit a station; POST /api/stations and PATCH /api/stations/{id} (partial). */
export const stationFormSchema = z.object({
  name: z
    .string({ error: STATION_MESSAGES.name })
    .trim()
    .min(1, STATION_MESSAGES.name)
    .max(200, EQUIPMENT_MESSAGES.tooLong),
  number: optionalText,
  address: optionalText,
  /** Where it stands (WGS 84 degrees; both or neither): the time clock's check-in distance counts from it. */
  latitude: z
    .number({ error: STATION_MESSAGES.latitude })
    .min(-90, STATION_MESSAGES.latitude)
    .max(90, STATION_MESSAGES.latitude)
    .nullish(),
  longitude: z
    .number({ error: STATION_MESSAGES.longitude })
    .min(-180, STATION_MESSAGES.longitude)
    .max(180, STATION_MESSAGES.longitude)
    .nullish(),
});
export type StationFormInput = z.input<typeof stationFormSchema>;
export type StationFormValues = z.output<typeof stationFormSchema>;
export const stationUpdateSchema = stationFormSchema.partial();

export const stationSchema = z.object({
  id: z.string(),
  name: z.string(),
  number: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Apparatus housed at the station (not deleted). */
  apparatusCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Station = z.infer<typeof stationSchema>;
export const stationListSchema = z.array(stationSchema);

/** "Station 1", or the name when it already says it; used by the board, the roster and the forms. */
export function stationLabel(station: { name: string; number: string | null }): string {
  return station.number && !station.name.includes(station.number)
    ? `${station.name} (${station.number})`
    : station.name;
}

/** One riding position as the position editor sends it; an id keeps an existing seat, none adds one. */
export const positionInputSchema = z.object({
  id: z.uuid().optional(),
  name: z
    .string({ error: STATION_MESSAGES.positionName })
    .trim()
    .min(1, STATION_MESSAGES.positionName)
    .max(200, EQUIPMENT_MESSAGES.tooLong),
  /** Certification names (compliance's), valid on the day of the shift. */
  requiredCertifications: z
    .array(z.string().trim().min(1).max(200, EQUIPMENT_MESSAGES.tooLong))
    .max(MAX_POSITION_CERTIFICATIONS, STATION_MESSAGES.tooManyCertifications)
    .default([])
    .transform((names) => [...new Map(names.map((n) => [n.toLowerCase(), n])).values()]),
});
export type PositionInput = z.input<typeof positionInputSchema>;

/**
 * PUT /api/equipment/{id}/positions: the apparatus' seats in board order. Seats left out are retired (shifts
 * that named them keep their history); the order of the list is the board's.
 */
export const positionsUpdateSchema = z.object({
  positions: z.array(positionInputSchema).max(MAX_POSITIONS, STATION_MESSAGES.tooManyPositions),
});
export type PositionsUpdateInput = z.input<typeof positionsUpdateSchema>;
