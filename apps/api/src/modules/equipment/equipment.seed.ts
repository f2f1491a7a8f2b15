/** Demo apparatus and equipment with their maintenance history. */
import { randomUUID } from "node:crypto";
import { VEHICLE_TYPES } from "@rollcall/shared/equipment";
import {
  apparatusPositions,
  equipment,
  maintenanceRecords,
  type NewEquipment,
  stations,
} from "../../db/schema/equipment";
import { type DemoContext, insertRows, rowsOf, type SeedStep } from "../../db/seed/context";

type EquipmentSeed = Pick<
  NewEquipment,
  "name" | "type" | "model" | "serialNumber" | "location" | "status" | "nerisUnitType"
> & {
  lastServicedDaysAgo: number;
  /** Negative: overdue. */
  nextDueInDays: number;
};
type EquipmentRow = readonly [
  name: string,
  type: NewEquipment["type"],
  model: string,
  serialNumber: string,
  station: number,
  status: NonNullable<NewEquipment["status"]>,
  lastServicedDaysAgo: number,
  nextDueInDays: number,
];
// name, type, model, serial number, station, status, last serviced (days ago), next due (in days)
const EQUIPMENT_ROWS: readonly EquipmentRow[] = [
  ["Engine 1", "engine", "Pierce Enforcer PUC 1500 GPM", "4P1BAAGF8MA023581", 1, "in_service", 85, 3],
  ["Ladder 2", "ladder", "Pierce Ascendant 107' Aerial", "4P1BAAGF5LA019274", 1, "in_service", 40, 50],
  ["Medic 3", "ambulance", "Horton Type I on Ford F-550", "1FDUF5HT2NDA41873", 2, "in_service", 88, 6],
  ["Brush 4", "brush", "Ford F-550 Type 6 Skid Unit", "1FDUF5HT8MEC30215", 3, "available", 190, -5],
  ["Rescue 5", "rescue", "Spartan Gladiator / SVI Heavy Rescue", "4S7AT2D94KC067512", 2, "available", 30, 60],
  ["Command 1", "command", "Chevrolet Tahoe PPV", "1GNSKDED6NR208446", 1, "in_service", 20, 70],
  ["Tanker 6", "tanker", "Kenworth T370, 3,000 gal", "2NKHHM6X4PM512708", 2, "maintenance", 2, 88],
  ["SCBA Pack 01", "safety", "MSA G1 SCBA, 4500 psi", "G1-21-118734", 1, "available", 150, 15],
  ["SCBA Pack 02", "safety", "MSA G1 SCBA, 4500 psi", "G1-21-118735", 1, "maintenance", 200, -2],
  ["Thermal Imaging Camera", "tool", "Bullard QXT", "QXT-0048812", 1, "in_service", 60, 120],
  ["Portable Radios (12)", "communication", "Motorola APX 6000", "481CQX2174-CACHE", 1, "available", 100, 80],
  ["Generator 1", "generator", "Honda EU7000is", "EAMJ-1274190", 2, "out_of_service", 300, -30],
  ['Supply Hose, 5" LDH', "hose", "Key Hose Big-10, 5\" x 100'", "KH-B10-2019-0441", 1, "available", 170, 10],
  ["Marine 7", "boat", "Zodiac Milpro FC470, 40 hp Mercury", "ZOD47019C919", 2, "available", 45, 135],
];
/** The apparatus' NERIS unit types (type_unit), which a NERIS report gives each responding unit. */
const NERIS_UNIT_TYPES: Record<string, string> = {
  "Engine 1": "ENGINE_STRUCT",
  "Ladder 2": "LADDER_TALL",
  "Medic 3": "ALS_AMB",
  "Brush 4": "ENGINE_WUI",
  "Rescue 5": "RESCUE_HEAVY",
  "Command 1": "CHIEF_STAFF_COMMAND",
  "Tanker 6": "TENDER",
  "Marine 7": "BOAT",
};

/** The department's three stations: [number, name, address]. */
const STATIONS: ReadonlyArray<readonly [number: number, name: string, address: string]> = [
  [1, "Station 1 Headquarters", "100 Firehouse Way, Riverside, OR 97000"],
  [2, "Station 2 Eastside", "2150 Orchard Avenue, Riverside, OR 97002"],
  [3, "Station 3 Hillcrest", "48 Summit Road, Riverside, OR 97004"],
];

/** Why a unit not ready stands down (the board shows it), and for how many days it has. */
const STATUS_REASONS: Record<string, readonly [reason: string, sinceDays: number]> = {
  "Tanker 6": ["Tank valve repair at the county shop", 2],
};

/**
 * Riding positions by type, officer first: [name, certifications the rider must hold]. A platoon of five (the
 * captain, two firefighters, two EMTs) staffs Engine 1, Medic 3 and Brush 4, one seat short; the ladder,
 * rescue, boat and command units are cross-staffed by those crews, so they have no seats of their own.
 */
type SeatSeed = readonly [name: string, required: readonly string[]];
const SEATS: Partial<Record<NewEquipment["type"], readonly SeatSeed[]>> = {
  engine: [
    ["Officer", ["Fire Officer I"]],
    ["Driver/Operator", ["Driver/Operator"]],
    ["Firefighter", ["Firefighter II"]],
  ],
  ambulance: [
    ["EMT (attendant)", ["EMT"]],
    ["EMT (driver)", ["EMT"]],
  ],
  brush: [["Driver/Operator", ["Driver/Operator"]]],
  tanker: [["Driver/Operator", ["Driver/Operator"]]],
};
/** Vehicles housed at a station (small equipment is only stored there). */
const HOUSED = new Set<NewEquipment["type"]>(VEHICLE_TYPES);

const EQUIPMENT: EquipmentSeed[] = EQUIPMENT_ROWS.map(
  ([name, type, model, serialNumber, station, status, lastServicedDaysAgo, nextDueInDays]) => ({
    name,
    type,
    model,
    serialNumber,
    location: `Station ${station}`,
    status,
    nerisUnitType: NERIS_UNIT_TYPES[name] ?? null,
    lastServicedDaysAgo,
    nextDueInDays,
  }),
);

/**
 * Completed services (maintenance history and Cost Analysis), recorded by the chief: each item's most recent
 * one is its lastServicedDaysAgo above. Costs in cents.
 */
type MaintenanceRow = readonly [item: string, daysAgo: number, costCents: number, notes: string];
const MAINTENANCE_ROWS: readonly MaintenanceRow[] = [
  ["Engine 1", 85, 128_450, "90-day service: oil and filters, brake inspection, pump test"],
  ["Engine 1", 175, 296_000, "Annual pump certification (NFPA 1911); replaced intake relief valve"],
  ["Engine 1", 265, 184_000, "Replaced both steer-axle tires"],
  ["Ladder 2", 40, 345_000, "Annual aerial certification (NFPA 1911), non-destructive testing"],
  ["Ladder 2", 130, 110_575, "90-day service: hydraulic fluid and filters"],
  ["Medic 3", 88, 64_230, "90-day service: oil change, brake pads, cot mount inspection"],
  ["Medic 3", 178, 227_500, "Replaced patient module A/C compressor"],
  ["Brush 4", 190, 48_500, "Skid unit pump service; replaced primer"],
  ["Rescue 5", 30, 132_000, "90-day service; hydraulic extrication tools serviced"],
  ["Rescue 5", 120, 41_000, "Light tower and onboard generator service"],
  ["Command 1", 20, 12_999, "Oil change and tire rotation"],
  ["Command 1", 110, 21_500, "Replaced radio console mount"],
  ["Tanker 6", 2, 86_540, "Replaced tank level gauge; pump test (in shop for valve work)"],
  ["Tanker 6", 92, 91_000, "90-day service: oil and filters, brake adjustment"],
  ["SCBA Pack 01", 150, 18_000, "Annual flow test and inspection"],
  ["SCBA Pack 02", 200, 18_000, "Annual flow test and inspection"],
  ["Thermal Imaging Camera", 60, 14_900, "Battery replacement, lens cleaning"],
  ["Portable Radios (12)", 100, 35_600, "Battery cycle test; replaced 4 batteries"],
  ["Generator 1", 300, 22_500, "Annual service: oil, spark plug, load test"],
  ['Supply Hose, 5" LDH', 170, 0, "Annual service test by crews (NFPA 1962); 2 sections condemned"],
  ["Marine 7", 45, 54_000, "Outboard service and hull inspection"],
];
const MAINTENANCE_HISTORY = MAINTENANCE_ROWS.map(([item, daysAgo, costCents, notes]) => ({
  item,
  daysAgo,
  costCents,
  notes,
}));

/** The items (with fixed ids by name) and their completed services. */
export function buildEquipment(ctx: DemoContext) {
  const { agencyId, dateIn, idOf, now } = ctx;
  const stationRows = STATIONS.map(([number, name, address]) => ({
    id: randomUUID(),
    agencyId,
    number: String(number),
    name,
    address,
  }));
  const stationOf = (location: string | null | undefined) =>
    stationRows.find((s) => location === `Station ${s.number}`)?.id ?? null;
  const equipmentIds = new Map(EQUIPMENT.map((e) => [e.name, randomUUID()]));
  const equipmentRows: NewEquipment[] = EQUIPMENT.map(({ lastServicedDaysAgo, nextDueInDays, ...item }) => {
    const [statusReason, sinceDays] = STATUS_REASONS[item.name] ?? [null, lastServicedDaysAgo];
    return {
      ...item,
      id: equipmentIds.get(item.name),
      agencyId,
      // Vehicles are housed at their station; small equipment is only stored there.
      stationId: HOUSED.has(item.type) ? stationOf(item.location) : null,
      statusReason,
      statusSince: new Date(now.getTime() - sinceDays * 86_400_000),
      lastMaintenanceDate: dateIn(-lastServicedDaysAgo),
      nextMaintenanceDate: dateIn(nextDueInDays),
    };
  });
  const positionRows = equipmentRows.flatMap((unit) =>
    (SEATS[unit.type] ?? []).map(([name, required], sortOrder) => ({
      agencyId,
      equipmentId: unit.id as string,
      name,
      sortOrder,
      requiredCertifications: [...required],
    })),
  );
  const maintenanceRows: (typeof maintenanceRecords.$inferInsert)[] = MAINTENANCE_HISTORY.map((h) => ({
    agencyId,
    equipmentId: equipmentIds.get(h.item) as string,
    performedOn: dateIn(-h.daysAgo),
    notes: h.notes,
    costCents: h.costCents,
    performedById: idOf("reyes"),
  }));

  return { stationRows, equipmentRows, positionRows, maintenanceRows };
}

export const equipmentSeed: SeedStep = (ctx) => {
  const { stationRows, equipmentRows, positionRows, maintenanceRows } = buildEquipment(ctx);
  ctx.built.equipmentRows = equipmentRows;
  return insertRows(
    rowsOf(stations, stationRows),
    rowsOf(equipment, equipmentRows),
    rowsOf(apparatusPositions, positionRows),
    rowsOf(maintenanceRecords, maintenanceRows),
  );
};
