/**
 * The daily roster (GET /api/board/roster.pdf and .csv): every station, unit and position with every shift of the
 * day on it (member and times), a seat nobody rides that day marked open, open shifts marked open,
 * out-of-service units with their reason, riders without a seat, and the day's approved leave and trades.
 */
import { TZDate } from "@date-fns/tz";
import { BOARD_MESSAGES } from "@rollcall/shared/board";
import { LEAVE_TYPE_LABELS } from "@rollcall/shared/staffing";
import { TRADE_KIND_LABELS } from "@rollcall/shared/trades";
import { format } from "date-fns";
import type { Transaction } from "../../db/client";
import { csvFile, safeText } from "../../lib/csv";
import { agencyDay, displayDate } from "../../lib/dates";
import { type Column, fitColumns, startReport, table } from "../../lib/pdf";
import type { AgencyScope } from "../../plugins/auth";
import { loadAgencyName } from "../agencies";
import { loadFleet } from "../equipment";
import { approvedLeaveBetween } from "../leave";
import { approvedTradesBetween } from "../trades";
import { type DutyRow, dutyBetween } from "./board.queries";
import { inService } from "./board.service";

export type RosterRow = {
  station: string;
  unit: string;
  position: string;
  member: string;
  start: string;
  end: string;
  note: string;
};

export type Roster = {
  agencyName: string;
  date: string;
  rows: RosterRow[];
  leave: { member: string; type: string; from: string; to: string }[];
  trades: { kind: string; shift: string; from: string; to: string; start: string; end: string }[];
};

const NO_STATION = "No station";

/** The roster of the agency-local `date`. */
export async function loadRoster(
  tx: Transaction,
  scope: Pick<AgencyScope, "agencyId" | "timeZone">,
  date: string,
) {
  const { agencyId, timeZone } = scope;
  const day = agencyDay(timeZone, date);
  const agencyName = await loadAgencyName(tx, agencyId);
  const fleet = await loadFleet(tx, agencyId);
  const duty = await dutyBetween(tx, agencyId, day.start, day.end);
  const leave = await approvedLeaveBetween(tx, agencyId, date, date);
  const trades = await approvedTradesBetween(tx, agencyId, day.start, day.end);
  /** A time of the day as "07:00"; another day's with its date ("Jan 8 07:00"). */
  const time = (at: Date) => {
    const local = new TZDate(at.getTime(), timeZone);
    return format(local, "yyyy-MM-dd") === date ? format(local, "HH:mm") : format(local, "MMM d HH:mm");
  };
  const memberOf = (r: DutyRow) =>
    r.status === "open" || !r.userId ? BOARD_MESSAGES.open : `${r.firstName} ${r.lastName}`.trim();
  const rowOf = (station: string, unit: string, position: string, r: DutyRow, note = ""): RosterRow => ({
    station,
    unit,
    position,
    member: memberOf(r),
    start: time(r.startTime),
    end: time(r.endTime),
    note: r.status === "open" ? BOARD_MESSAGES.openShifts : note,
  });

  const placed = new Set<string>();
  const rows: RosterRow[] = [];
  for (const station of fleet.stations) {
    for (const unit of fleet.apparatus.filter((a) => a.stationId === station.id)) {
      const down = inService(unit.status)
        ? ""
        : `${BOARD_MESSAGES.outOfService}${unit.statusReason ? `: ${unit.statusReason}` : ""}`;
      if (down)
        rows.push({
          station: station.name,
          unit: unit.name,
          position: "",
          member: "",
          start: "",
          end: "",
          note: down,
        });
      for (const seat of unit.positions) {
        const onSeat = duty.filter((r) => r.positionId === seat.id);
        const ridden = onSeat.some((r) => r.status !== "open");
        for (const r of onSeat) {
          placed.add(r.shiftId);
          rows.push(rowOf(station.name, unit.name, seat.name, r));
        }
        if (!ridden)
          rows.push({
            station: station.name,
            unit: unit.name,
            position: seat.name,
            member: BOARD_MESSAGES.open,
            start: "",
            end: "",
            note: BOARD_MESSAGES.openReason,
          });
      }
      for (const r of duty.filter((d) => !placed.has(d.shiftId) && d.equipmentId === unit.id)) {
        placed.add(r.shiftId);
        rows.push(rowOf(station.name, unit.name, "", r));
      }
    }
    for (const r of duty.filter((d) => !placed.has(d.shiftId) && d.stationId === station.id)) {
      placed.add(r.shiftId);
      rows.push(rowOf(station.name, "", "", r, BOARD_MESSAGES.unseated));
    }
  }
  // The rest name no station on the board (or a unit housed at none): listed apart, with their shift's title.
  for (const r of duty.filter((d) => !placed.has(d.shiftId))) {
    const unit = fleet.apparatus.find((a) => a.id === r.equipmentId);
    rows.push(rowOf(NO_STATION, unit?.name ?? "", "", r, r.title));
  }

  const roster: Roster = {
    agencyName,
    date,
    rows,
    leave: leave.map((l) => ({
      member: `${l.firstName} ${l.lastName}`.trim(),
      type: LEAVE_TYPE_LABELS[l.type],
      from: l.startDate,
      to: l.endDate,
    })),
    trades: trades.map((t) => ({
      kind: TRADE_KIND_LABELS[t.kind],
      shift: t.title,
      from: `${t.fromFirstName} ${t.fromLastName}`.trim(),
      to: t.toFirstName === null ? "" : `${t.toFirstName} ${t.toLastName}`.trim(),
      start: time(t.startTime),
      end: time(t.endTime),
    })),
  };
  return roster;
}

const ROSTER_COLUMNS = ["Station", "Unit", "Position", "Member", "Start", "End", "Note"] as const;

/** The roster as CSV: one line per seat and shift, then the day's leave and trades as their own lines. */
export function rosterCsv(roster: Roster): string {
  const cells = (values: string[]) => values.map(safeText);
  return csvFile(ROSTER_COLUMNS, [
    ...roster.rows.map((r) => cells([r.station, r.unit, r.position, r.member, r.start, r.end, r.note])),
    ...roster.leave.map((l) => cells(["Leave", "", l.type, l.member, l.from, l.to, ""])),
    ...roster.trades.map((t) =>
      cells(["Trade", "", `${t.kind}: ${t.shift}`, t.to, t.start, t.end, `From ${t.from}`]),
    ),
  ]);
}

/** The roster as a PDF for the station's wall (landscape): the seats, then the day's leave and trades. */
export async function rosterPdf(roster: Roster): Promise<Buffer> {
  const report = await startReport(
    BOARD_MESSAGES.roster,
    roster.agencyName,
    displayDate(roster.date),
    "landscape",
  );
  const { doc } = report;
  const columns = (widths: [string, number][]): Column[] =>
    fitColumns(
      doc,
      widths.map(([header, width]) => ({ header, width })),
    );
  report.section(BOARD_MESSAGES.roster);
  table(
    doc,
    columns([
      ["Station", 3],
      ["Unit", 3],
      ["Position", 3],
      ["Member", 4],
      ["Start", 2],
      ["End", 2],
      ["Note", 4],
    ]),
    roster.rows.map((r) => [r.station, r.unit, r.position, r.member, r.start, r.end, r.note]),
    BOARD_MESSAGES.noStations,
    { spaced: true },
  );
  table(
    doc,
    columns([
      ["Leave", 4],
      ["Type", 3],
      ["From", 2],
      ["To", 2],
    ]),
    roster.leave.map((l) => [l.member, l.type, l.from, l.to]),
    "No approved leave",
    { spaced: true },
  );
  table(
    doc,
    columns([
      ["Trade", 2],
      ["Shift", 4],
      ["From", 3],
      ["Works it", 3],
      ["Start", 2],
      ["End", 2],
    ]),
    roster.trades.map((t) => [t.kind, t.shift, t.from, t.to, t.start, t.end]),
    "No trades",
    { spaced: true },
  );
  return report.finish();
}
