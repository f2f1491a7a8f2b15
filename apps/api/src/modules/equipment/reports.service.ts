/**
 * The Reports tab's four reports, computed from the agency's live equipment and its maintenance history as
 * of the agency's today: Equipment Inventory, Maintenance Report (every completed and scheduled service by
 * date), Fleet Readiness (by status and type) and Cost Analysis (per item, per type, per month, totals).
 * Each is a CSV (below) and a printable PDF (reports.pdf.ts). Deleted items are left out, with their costs.
 */
import {
  EQUIPMENT_STATUS_LABELS,
  EQUIPMENT_TYPE_LABELS,
  type Equipment,
  type EquipmentType,
  type FleetReadiness,
  fleetReadiness,
  MAINTENANCE_STATE_LABELS,
  type MaintenanceRecord,
  type MaintenanceState,
  needsMaintenance,
} from "@rollcall/shared/equipment";
import { centsToDecimal } from "@rollcall/shared/money";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { equipment, maintenanceRecords } from "../../db/schema/equipment";
import { csvFile, safeText } from "../../lib/csv";
import { agencyToday } from "../../lib/dates";
import type { AgencyScope } from "../../plugins/auth";
import { loadAgencyName } from "../agencies";
import { liveEquipment, selectMaintenanceRecords, toEquipment } from "./equipment.queries";
import type { EquipmentDeps } from "./equipment.service";

export type ReportRecord = MaintenanceRecord & { item: Equipment };

export type ReportData = {
  agencyName: string;
  today: string;
  /** Live items by name. */
  items: Equipment[];
  /** Completed maintenance of live items, newest first. */
  records: ReportRecord[];
  readiness: FleetReadiness;
};

export async function loadReportData(scope: AgencyScope, deps: EquipmentDeps): Promise<ReportData> {
  const today = agencyToday(scope.timeZone);
  const { agencyName, rows, records } = await scope.read(async (tx) => {
    return {
      agencyName: await loadAgencyName(tx, scope.agencyId),
      rows: await tx
        .select()
        .from(equipment)
        .where(liveEquipment(scope.agencyId))
        .orderBy(asc(sql`lower(${equipment.name})`), asc(equipment.name)),
      records: await selectMaintenanceRecords(
        tx,
        scope.agencyId,
        sql`exists (select 1 from ${equipment} where ${and(
          eq(equipment.agencyId, maintenanceRecords.agencyId),
          eq(equipment.id, maintenanceRecords.equipmentId),
          isNull(equipment.deletedAt),
        )})`,
      ),
    };
  });
  const items = rows.map((row) => toEquipment(row, today, deps.publicUrl));
  const byId = new Map(items.map((item) => [item.id, item]));
  return {
    agencyName,
    today,
    items,
    records: records.flatMap((r) => {
      const item = byId.get(r.equipmentId);
      return item ? [{ ...r, item }] : [];
    }),
    readiness: fleetReadiness(items),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Figures the CSV and PDF files share
// ---------------------------------------------------------------------------------------------------------

export const typeLabel = (type: EquipmentType) => EQUIPMENT_TYPE_LABELS[type];

/** Scheduled first by date (soonest, so overdue, first), then the items with no date, by name. */
export function bySchedule(items: Equipment[]): Equipment[] {
  return [...items].sort((a, b) => {
    if (a.nextMaintenanceDate && b.nextMaintenanceDate)
      return a.nextMaintenanceDate.localeCompare(b.nextMaintenanceDate) || a.name.localeCompare(b.name);
    if (a.nextMaintenanceDate) return -1;
    if (b.nextMaintenanceDate) return 1;
    return a.name.localeCompare(b.name);
  });
}

export type TypeReadiness = {
  type: EquipmentType | null;
  label: string;
  readiness: FleetReadiness;
  needMaintenance: number;
};

/** Readiness of each type the agency has (by label), then of the whole fleet (type null). */
export function readinessByType(data: ReportData): TypeReadiness[] {
  const types = [...new Set(data.items.map((i) => i.type))].sort((a, b) =>
    typeLabel(a).localeCompare(typeLabel(b)),
  );
  const line = (type: EquipmentType | null, items: Equipment[]): TypeReadiness => ({
    type,
    label: type ? typeLabel(type) : "All equipment",
    readiness: fleetReadiness(items),
    needMaintenance: items.filter((i) => needsMaintenance(i.maintenanceState)).length,
  });
  return [
    ...types.map((type) =>
      line(
        type,
        data.items.filter((i) => i.type === type),
      ),
    ),
    line(null, data.items),
  ];
}

export type CostLine = {
  key: string;
  label: string;
  type: EquipmentType | null;
  services: number;
  totalCents: number;
  averageCents: number;
  lastService: string | null;
};

function costLine(key: string, label: string, type: EquipmentType | null, records: ReportRecord[]): CostLine {
  const totalCents = records.reduce((sum, r) => sum + r.costCents, 0);
  return {
    key,
    label,
    type,
    services: records.length,
    totalCents,
    averageCents: records.length ? Math.round(totalCents / records.length) : 0,
    lastService: records.reduce<string | null>(
      (max, r) => (max === null || r.performedOn > max ? r.performedOn : max),
      null,
    ),
  };
}

export type CostAnalysis = {
  byItem: CostLine[];
  byType: CostLine[];
  /** yyyy-MM, oldest first. */
  byMonth: CostLine[];
  total: CostLine;
};

/** Maintenance spending per item (every live item, highest first), per type, per month, and in total. */
export function costAnalysis(data: ReportData): CostAnalysis {
  const byCost = (a: CostLine, b: CostLine) => b.totalCents - a.totalCents || a.label.localeCompare(b.label);
  const byItem = data.items
    .map((item) =>
      costLine(
        item.id,
        item.name,
        item.type,
        data.records.filter((r) => r.equipmentId === item.id),
      ),
    )
    .sort(byCost);
  const types = [...new Set(data.items.map((i) => i.type))];
  const byType = types
    .map((type) =>
      costLine(
        type,
        typeLabel(type),
        type,
        data.records.filter((r) => r.item.type === type),
      ),
    )
    .sort(byCost);
  const months = [...new Set(data.records.map((r) => r.performedOn.slice(0, 7)))].sort();
  const byMonth = months.map((month) =>
    costLine(
      month,
      month,
      null,
      data.records.filter((r) => r.performedOn.startsWith(month)),
    ),
  );
  return { byItem, byType, byMonth, total: costLine("total", "Total", null, data.records) };
}

export type MaintenanceEvent = {
  date: string;
  kind: "Completed" | "Scheduled";
  item: Equipment;
  /** Completed, or the scheduled item's band (Overdue, Due Soon, ...). */
  state: "Completed" | MaintenanceState;
  record: ReportRecord | null;
};

/** Every completed service and every scheduled one, by date (newest completed last, soonest due first). */
export function maintenanceEvents(data: ReportData): MaintenanceEvent[] {
  const completed: MaintenanceEvent[] = [...data.records].reverse().map((record) => ({
    date: record.performedOn,
    kind: "Completed",
    item: record.item,
    state: "Completed",
    record,
  }));
  const scheduled: MaintenanceEvent[] = bySchedule(data.items)
    .filter((item) => item.nextMaintenanceDate)
    .map((item) => ({
      date: item.nextMaintenanceDate as string,
      kind: "Scheduled",
      item,
      state: item.maintenanceState,
      record: null,
    }));
  // Stable sort: on one day, what was done comes before what is due.
  return [...completed, ...scheduled].sort((a, b) => a.date.localeCompare(b.date));
}

export const stateLabel = (state: "Completed" | MaintenanceState) =>
  state === "Completed" ? state : MAINTENANCE_STATE_LABELS[state];

// ---------------------------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------------------------

export function inventoryCsv(data: ReportData) {
  return csvFile(
    [
      "Equipment",
      "Type",
      "Model",
      "Serial Number",
      "Location",
      "Status",
      "Last Maintenance",
      "Next Maintenance",
      "Days Until Maintenance",
      "Maintenance",
      "Item Page",
    ],
    data.items.map((i) => [
      safeText(i.name),
      typeLabel(i.type),
      safeText(i.model),
      safeText(i.serialNumber),
      safeText(i.location),
      EQUIPMENT_STATUS_LABELS[i.status],
      i.lastMaintenanceDate,
      i.nextMaintenanceDate,
      i.daysUntilMaintenance,
      MAINTENANCE_STATE_LABELS[i.maintenanceState],
      i.itemUrl,
    ]),
  );
}

export function maintenanceCsv(data: ReportData) {
  return csvFile(
    [
      "Date",
      "Kind",
      "Equipment",
      "Type",
      "Serial Number",
      "Location",
      "State",
      "Days From Today",
      "Notes",
      "Cost (USD)",
      "Performed By",
    ],
    maintenanceEvents(data).map((e) => [
      e.date,
      e.kind,
      safeText(e.item.name),
      typeLabel(e.item.type),
      safeText(e.item.serialNumber),
      safeText(e.item.location),
      stateLabel(e.state),
      e.kind === "Scheduled" ? e.item.daysUntilMaintenance : null,
      safeText(e.record?.notes ?? null),
      e.record ? centsToDecimal(e.record.costCents) : null,
      safeText(e.record?.performedByName ?? null),
    ]),
  );
}

export function readinessCsv(data: ReportData) {
  return csvFile(
    [
      "Type",
      "Total",
      "Available",
      "In Service",
      "Maintenance",
      "Out of Service",
      "Ready",
      "Readiness (%)",
      "Need Maintenance",
    ],
    readinessByType(data).map((t) => [
      t.label,
      t.readiness.total,
      t.readiness.counts.available,
      t.readiness.counts.in_service,
      t.readiness.counts.maintenance,
      t.readiness.counts.out_of_service,
      t.readiness.ready,
      t.readiness.percent,
      t.needMaintenance,
    ]),
  );
}

export function costsCsv(data: ReportData) {
  const analysis = costAnalysis(data);
  const rows = (breakdown: string, lines: CostLine[]) =>
    lines.map((l) => [
      breakdown,
      safeText(l.label),
      breakdown === "Equipment" && l.type ? typeLabel(l.type) : null,
      l.services,
      centsToDecimal(l.totalCents),
      centsToDecimal(l.averageCents),
      l.lastService,
    ]);
  return csvFile(
    ["Breakdown", "Name", "Type", "Services", "Total Cost (USD)", "Average Cost (USD)", "Last Service"],
    [
      ...rows("Equipment", analysis.byItem),
      ...rows("Type", analysis.byType),
      ...rows("Month", analysis.byMonth),
      ...rows("Total", [analysis.total]),
    ],
  );
}
