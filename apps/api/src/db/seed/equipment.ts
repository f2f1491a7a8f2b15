/** Demo apparatus and equipment with their maintenance history. */
import { randomUUID } from "node:crypto";
import type { maintenanceRecords, NewEquipment } from "../schema/equipment";
import type { DemoContext } from "./context";

type EquipmentSeed = Pick<
  NewEquipment,
  "name" | "type" | "model" | "serialNumber" | "location" | "status"
> & {
  lastServicedDaysAgo: number;
  /** Negative: overdue. */
  nextDueInDays: number;
};
const EQUIPMENT: EquipmentSeed[] = [
  {
    name: "Engine 1",
    type: "engine",
    model: "Pierce Enforcer PUC 1500 GPM",
    serialNumber: "4P1BAAGF8MA023581",
    location: "Station 1",
    status: "in_service",
    lastServicedDaysAgo: 85,
    nextDueInDays: 3,
  },
  {
    name: "Ladder 2",
    type: "ladder",
    model: "Pierce Ascendant 107' Aerial",
    serialNumber: "4P1BAAGF5LA019274",
    location: "Station 1",
    status: "in_service",
    lastServicedDaysAgo: 40,
    nextDueInDays: 50,
  },
  {
    name: "Medic 3",
    type: "ambulance",
    model: "Horton Type I on Ford F-550",
    serialNumber: "1FDUF5HT2NDA41873",
    location: "Station 1",
    status: "in_service",
    lastServicedDaysAgo: 88,
    nextDueInDays: 6,
  },
  {
    name: "Brush 4",
    type: "brush",
    model: "Ford F-550 Type 6 Skid Unit",
    serialNumber: "1FDUF5HT8MEC30215",
    location: "Station 2",
    status: "available",
    lastServicedDaysAgo: 190,
    nextDueInDays: -5,
  },
  {
    name: "Rescue 5",
    type: "rescue",
    model: "Spartan Gladiator / SVI Heavy Rescue",
    serialNumber: "4S7AT2D94KC067512",
    location: "Station 2",
    status: "available",
    lastServicedDaysAgo: 30,
    nextDueInDays: 60,
  },
  {
    name: "Command 1",
    type: "command",
    model: "Chevrolet Tahoe PPV",
    serialNumber: "1GNSKDED6NR208446",
    location: "Station 1",
    status: "in_service",
    lastServicedDaysAgo: 20,
    nextDueInDays: 70,
  },
  {
    name: "Tanker 6",
    type: "tanker",
    model: "Kenworth T370, 3,000 gal",
    serialNumber: "2NKHHM6X4PM512708",
    location: "Station 2",
    status: "maintenance",
    lastServicedDaysAgo: 2,
    nextDueInDays: 88,
  },
  {
    name: "SCBA Pack 01",
    type: "safety",
    model: "MSA G1 SCBA, 4500 psi",
    serialNumber: "G1-21-118734",
    location: "Station 1",
    status: "available",
    lastServicedDaysAgo: 150,
    nextDueInDays: 15,
  },
  {
    name: "SCBA Pack 02",
    type: "safety",
    model: "MSA G1 SCBA, 4500 psi",
    serialNumber: "G1-21-118735",
    location: "Station 1",
    status: "maintenance",
    lastServicedDaysAgo: 200,
    nextDueInDays: -2,
  },
  {
    name: "Thermal Imaging Camera",
    type: "tool",
    model: "Bullard QXT",
    serialNumber: "QXT-0048812",
    location: "Station 1",
    status: "in_service",
    lastServicedDaysAgo: 60,
    nextDueInDays: 120,
  },
  {
    name: "Portable Radios (12)",
    type: "communication",
    model: "Motorola APX 6000",
    serialNumber: "481CQX2174-CACHE",
    location: "Station 1",
    status: "available",
    lastServicedDaysAgo: 100,
    nextDueInDays: 80,
  },
  {
    name: "Generator 1",
    type: "generator",
    model: "Honda EU7000is",
    serialNumber: "EAMJ-1274190",
    location: "Station 2",
    status: "out_of_service",
    lastServicedDaysAgo: 300,
    nextDueInDays: -30,
  },
  {
    name: 'Supply Hose, 5" LDH',
    type: "hose",
    model: "Key Hose Big-10, 5\" x 100'",
    serialNumber: "KH-B10-2019-0441",
    location: "Station 1",
    status: "available",
    lastServicedDaysAgo: 170,
    nextDueInDays: 10,
  },
  {
    name: "Marine 7",
    type: "boat",
    model: "Zodiac Milpro FC470, 40 hp Mercury",
    serialNumber: "ZOD47019C919",
    location: "Station 2",
    status: "available",
    lastServicedDaysAgo: 45,
    nextDueInDays: 135,
  },
];

/**
 * Completed services (maintenance history and Cost Analysis), recorded by the chief: each item's most recent
 * one is its lastServicedDaysAgo above. Costs in cents.
 */
const MAINTENANCE_HISTORY: ReadonlyArray<{
  item: string;
  daysAgo: number;
  costCents: number;
  notes: string;
}> = [
  {
    item: "Engine 1",
    daysAgo: 85,
    costCents: 128_450,
    notes: "90-day service: oil and filters, brake inspection, pump test",
  },
  {
    item: "Engine 1",
    daysAgo: 175,
    costCents: 296_000,
    notes: "Annual pump certification (NFPA 1911); replaced intake relief valve",
  },
  { item: "Engine 1", daysAgo: 265, costCents: 184_000, notes: "Replaced both steer-axle tires" },
  {
    item: "Ladder 2",
    daysAgo: 40,
    costCents: 345_000,
    notes: "Annual aerial certification (NFPA 1911), non-destructive testing",
  },
  {
    item: "Ladder 2",
    daysAgo: 130,
    costCents: 110_575,
    notes: "90-day service: hydraulic fluid and filters",
  },
  {
    item: "Medic 3",
    daysAgo: 88,
    costCents: 64_230,
    notes: "90-day service: oil change, brake pads, cot mount inspection",
  },
  { item: "Medic 3", daysAgo: 178, costCents: 227_500, notes: "Replaced patient module A/C compressor" },
  { item: "Brush 4", daysAgo: 190, costCents: 48_500, notes: "Skid unit pump service; replaced primer" },
  {
    item: "Rescue 5",
    daysAgo: 30,
    costCents: 132_000,
    notes: "90-day service; hydraulic extrication tools serviced",
  },
  { item: "Rescue 5", daysAgo: 120, costCents: 41_000, notes: "Light tower and onboard generator service" },
  { item: "Command 1", daysAgo: 20, costCents: 12_999, notes: "Oil change and tire rotation" },
  { item: "Command 1", daysAgo: 110, costCents: 21_500, notes: "Replaced radio console mount" },
  {
    item: "Tanker 6",
    daysAgo: 2,
    costCents: 86_540,
    notes: "Replaced tank level gauge; pump test (in shop for valve work)",
  },
  {
    item: "Tanker 6",
    daysAgo: 92,
    costCents: 91_000,
    notes: "90-day service: oil and filters, brake adjustment",
  },
  { item: "SCBA Pack 01", daysAgo: 150, costCents: 18_000, notes: "Annual flow test and inspection" },
  { item: "SCBA Pack 02", daysAgo: 200, costCents: 18_000, notes: "Annual flow test and inspection" },
  {
    item: "Thermal Imaging Camera",
    daysAgo: 60,
    costCents: 14_900,
    notes: "Battery replacement, lens cleaning",
  },
  {
    item: "Portable Radios (12)",
    daysAgo: 100,
    costCents: 35_600,
    notes: "Battery cycle test; replaced 4 batteries",
  },
  {
    item: "Generator 1",
    daysAgo: 300,
    costCents: 22_500,
    notes: "Annual service: oil, spark plug, load test",
  },
  {
    item: 'Supply Hose, 5" LDH',
    daysAgo: 170,
    costCents: 0,
    notes: "Annual service test by crews (NFPA 1962); 2 sections condemned",
  },
  { item: "Marine 7", daysAgo: 45, costCents: 54_000, notes: "Outboard service and hull inspection" },
];

/** The items (with fixed ids by name) and their completed services. */
export function buildEquipment(ctx: DemoContext) {
  const { agencyId, dateIn, idOf } = ctx;
  const equipmentIds = new Map(EQUIPMENT.map((e) => [e.name, randomUUID()]));
  const equipmentRows: NewEquipment[] = EQUIPMENT.map(({ lastServicedDaysAgo, nextDueInDays, ...item }) => ({
    ...item,
    id: equipmentIds.get(item.name),
    agencyId,
    lastMaintenanceDate: dateIn(-lastServicedDaysAgo),
    nextMaintenanceDate: dateIn(nextDueInDays),
  }));
  const maintenanceRows: (typeof maintenanceRecords.$inferInsert)[] = MAINTENANCE_HISTORY.map((h) => ({
    agencyId,
    equipmentId: equipmentIds.get(h.item) as string,
    performedOn: dateIn(-h.daysAgo),
    notes: h.notes,
    costCents: h.costCents,
    performedById: idOf("reyes"),
  }));

  return { equipmentRows, maintenanceRows };
}
