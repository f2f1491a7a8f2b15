import {
  BOARD_MESSAGES,
  type Board,
  type BoardApparatus,
  type BoardPosition,
  type BoardRider,
  type BoardStation,
} from "@rollcall/shared/board";
import { unitTypeLabel } from "@rollcall/shared/equipment";
import { AlertTriangle, ArrowUpRight, MapPin, UserRound, Wrench } from "lucide-react";
import { type DragEvent, type ReactNode, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { EquipmentStatusBadge } from "@/components/ui/equipment-status-badge";
import { Heading, HeadingScope } from "@/components/ui/heading";
import { formatMoment, formatTimeRange } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { boardStationLabel, riderName, timesKey, usualTimes } from "./board-model";

/** The drag's payload: the dragged member's shift (desktop, native drag and drop). */
const DRAG_TYPE = "application/x-rollcall-shift";

/** What the officer can do on the board; absent for a read-only board. */
export type BoardActions = {
  /** A tap on a seat: an empty one to fill, a seated rider to move. */
  onSeat: (target: { station: BoardStation; apparatus: BoardApparatus; position: BoardPosition }) => void;
  /** A tap on a member on duty without a seat (at a station, on an apparatus, or at none). */
  onRider: (rider: BoardRider, station: BoardStation | null) => void;
  /** A rider dropped on a seat or on a station's unseated area (desktop drag). */
  onDrop: (shiftId: string, target: { positionId: string } | { stationId: string }) => void;
};

type ViewProps = { board: Board; timeZone: string; actions?: BoardActions };

/** Each station with its apparatus and seats, then the members on duty at no station and the open shifts. */
export function BoardView({ board, timeZone, actions }: ViewProps) {
  const usual = usualTimes(board);
  const context = { timeZone, usual, actions, day: board.date };
  return (
    <div className="space-y-6">
      <div className="grid items-start gap-4 sm:gap-6 md:grid-cols-2 2xl:grid-cols-3">
        {board.stations.map((station) => (
          <StationSection key={station.id} station={station} {...context} />
        ))}
      </div>
      <div className="grid items-start gap-4 sm:gap-6 md:grid-cols-2">
        <Panel title={BOARD_MESSAGES.unassigned} count={board.unassigned.length}>
          <div className="px-5">
            <RiderList riders={board.unassigned} station={null} {...context} />
          </div>
        </Panel>
        <Panel title={BOARD_MESSAGES.openShifts} count={board.openShifts.length}>
          {board.openShifts.length === 0 ? (
            <p className="px-5 py-4 text-sm text-muted-foreground">None</p>
          ) : (
            <ul className="divide-y">
              {board.openShifts.map((shift) => {
                const station = board.stations.find((s) => s.id === shift.stationId);
                return (
                  <li key={shift.shiftId} className="px-5 py-3">
                    <p className="font-medium">{shift.title}</p>
                    <p className="text-sm text-muted-foreground">
                      {formatTimeRange(shift.startTime, shift.endTime, timeZone, board.date)}
                      {station ? ` · ${boardStationLabel(station)}` : ""}
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}

type Context = {
  timeZone: string;
  usual: string | null;
  day: string;
  actions?: BoardActions;
};

/** A titled card of the board (unassigned, open shifts, the day's moves). */
export function Panel({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border bg-card shadow-sm">
      <div className="flex items-center justify-between gap-3 border-b px-5 py-3">
        <Heading id={id} className="text-base font-semibold">
          {title}
        </Heading>
        {count !== undefined ? <Badge variant="secondary">{count}</Badge> : null}
      </div>
      <HeadingScope>{children}</HeadingScope>
    </section>
  );
}

function StationSection({ station, ...context }: Context & { station: BoardStation }) {
  const id = useId();
  const open = station.apparatus
    .filter((a) => a.inService)
    .flatMap((a) => a.positions)
    .filter((p) => p.state !== "filled").length;
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3 rounded-xl border bg-muted/40 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2 px-1">
        <div className="min-w-0">
          <Heading id={id} className="text-lg font-semibold">
            {boardStationLabel(station)}
          </Heading>
          {station.address ? (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{station.address}</span>
            </p>
          ) : null}
        </div>
        {open > 0 ? (
          <Badge variant="danger">{open === 1 ? "1 open seat" : `${open} open seats`}</Badge>
        ) : null}
      </div>
      <HeadingScope>
        <div className="space-y-3">
          {station.apparatus.map((apparatus) => (
            <ApparatusCard key={apparatus.id} station={station} apparatus={apparatus} {...context} />
          ))}
        </div>
        <Unseated station={station} {...context} />
      </HeadingScope>
    </section>
  );
}

function ApparatusCard({
  station,
  apparatus,
  ...context
}: Context & { station: BoardStation; apparatus: BoardApparatus }) {
  const id = useId();
  const type = unitTypeLabel(apparatus.nerisUnitType);
  return (
    <article
      aria-labelledby={id}
      className={cn(
        "rounded-lg border bg-card shadow-sm",
        !apparatus.inService && "border-dashed bg-muted text-muted-foreground",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
        <div className="min-w-0">
          <Heading id={id} className="text-base font-semibold text-foreground">
            {apparatus.name}
          </Heading>
          {type ? <p className="text-xs text-muted-foreground">{type}</p> : null}
        </div>
        <EquipmentStatusBadge status={apparatus.status} />
      </div>
      {!apparatus.inService ? (
        <p className="flex items-start gap-2 border-b bg-muted px-4 py-2 text-sm">
          <Wrench className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">{BOARD_MESSAGES.outOfService}</span>
            {apparatus.statusReason ? `: ${apparatus.statusReason}` : ""}
            {apparatus.statusSince ? ` · since ${formatMoment(apparatus.statusSince, context.timeZone)}` : ""}
          </span>
        </p>
      ) : null}
      {apparatus.positions.length > 0 ? (
        <ul className="divide-y">
          {apparatus.positions.map((position) => (
            <li key={position.id}>
              <SeatRow station={station} apparatus={apparatus} position={position} {...context} />
            </li>
          ))}
        </ul>
      ) : null}
      {apparatus.extraRiders.length > 0 ? (
        <div className="border-t px-4 py-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Also riding</p>
          <RiderList riders={apparatus.extraRiders} station={station} {...context} />
        </div>
      ) : null}
    </article>
  );
}

/** Accepts a dragged rider while `enabled`, and marks itself while one hovers over it. */
function useDropTarget(enabled: boolean, onDrop: (shiftId: string) => void) {
  const [over, setOver] = useState(false);
  if (!enabled) return { over: false, props: {} };
  return {
    over,
    props: {
      onDragOver: (event: DragEvent) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false);
        const shiftId = event.dataTransfer.getData(DRAG_TYPE);
        if (!shiftId) return;
        event.preventDefault();
        onDrop(shiftId);
      },
    },
  };
}

const dragProps = (rider: BoardRider, enabled: boolean) =>
  enabled
    ? {
        draggable: true,
        onDragStart: (event: DragEvent) => {
          event.dataTransfer.setData(DRAG_TYPE, rider.shiftId);
          event.dataTransfer.effectAllowed = "move";
        },
      }
    : {};

/** "07:00 – 12:00" when the rider's times differ from the day's usual ones. */
function riderTimes(rider: BoardRider, context: Context) {
  return context.usual && timesKey(rider) !== context.usual
    ? formatTimeRange(rider.startTime, rider.endTime, context.timeZone, context.day)
    : null;
}

function SeatRow({
  station,
  apparatus,
  position,
  ...context
}: Context & { station: BoardStation; apparatus: BoardApparatus; position: BoardPosition }) {
  const { actions } = context;
  const movable = !!actions && apparatus.inService;
  const drop = useDropTarget(movable, (shiftId) => actions?.onDrop(shiftId, { positionId: position.id }));
  const rider = position.rider;
  const problem = apparatus.inService && position.state !== "filled";
  const times = rider ? riderTimes(rider, context) : null;
  const content = (
    <>
      <span className="min-w-0 flex-1">
        {/* The seat's name is its visible text; a screen reader hears the unit too, out of the card's context. */}
        <span className="sr-only">{apparatus.name} </span>
        <span className="block text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {position.name}
        </span>
        <span
          className={cn(
            "block truncate text-base font-medium",
            problem && position.state === "open" ? "text-red-800" : "text-foreground",
          )}
        >
          {rider ? riderName(rider) : BOARD_MESSAGES.open}
        </span>
        {times ? <span className="block text-sm text-muted-foreground">{times}</span> : null}
        {problem && position.reason ? (
          <span className="mt-0.5 flex items-center gap-1 text-sm font-medium text-red-800">
            <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
            {position.reason}
          </span>
        ) : null}
        {rider?.movedFrom ? (
          <Badge variant="info" className="mt-1">
            <ArrowUpRight className="size-3" aria-hidden="true" />
            {BOARD_MESSAGES.movedUpFrom(rider.movedFrom)}
          </Badge>
        ) : null}
      </span>
      {rider ? (
        <UserRound className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      ) : (
        <Badge variant={apparatus.inService ? "danger" : "outline"}>{BOARD_MESSAGES.open}</Badge>
      )}
    </>
  );
  const className = cn(
    "flex min-h-16 w-full items-center gap-3 px-4 py-2.5 text-left",
    problem && "border-l-4 border-l-red-600 bg-red-50",
    drop.over && "bg-sky-50 outline-2 outline-sky-600 -outline-offset-2",
  );
  if (!movable) return <div className={className}>{content}</div>;
  return (
    <button
      type="button"
      data-state={position.state}
      className={cn(
        className,
        "cursor-pointer hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
      )}
      onClick={() => actions.onSeat({ station, apparatus, position })}
      {...(rider ? dragProps(rider, true) : {})}
      {...drop.props}
    >
      {content}
    </button>
  );
}

function Unseated({ station, ...context }: Context & { station: BoardStation }) {
  const { actions } = context;
  const drop = useDropTarget(!!actions, (shiftId) => actions?.onDrop(shiftId, { stationId: station.id }));
  return (
    <div
      {...drop.props}
      className={cn(
        "rounded-lg border border-dashed bg-card px-4 py-2",
        drop.over && "border-sky-600 bg-sky-50",
      )}
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {BOARD_MESSAGES.unseated}
      </p>
      <RiderList riders={station.unseated} station={station} {...context} />
    </div>
  );
}

function RiderList({
  riders,
  station,
  ...context
}: Context & { riders: BoardRider[]; station: BoardStation | null }) {
  if (riders.length === 0) return <p className="py-2 text-sm text-muted-foreground">None</p>;
  const { actions } = context;
  return (
    <ul className="flex flex-wrap gap-2 py-2">
      {riders.map((rider) => {
        const times = riderTimes(rider, context);
        const body = (
          <>
            <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block truncate font-medium">{riderName(rider)}</span>
              {times ? <span className="block text-xs text-muted-foreground">{times}</span> : null}
              {rider.movedFrom ? (
                <span className="block text-xs text-sky-900">
                  {BOARD_MESSAGES.movedUpFrom(rider.movedFrom)}
                </span>
              ) : null}
            </span>
          </>
        );
        const chip =
          "flex min-h-11 items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-left text-sm";
        return (
          <li key={rider.shiftId} className="max-w-full">
            {actions ? (
              <button
                type="button"
                className={cn(
                  chip,
                  "cursor-pointer hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                )}
                onClick={() => actions.onRider(rider, station)}
                {...dragProps(rider, true)}
              >
                {body}
              </button>
            ) : (
              <span className={chip}>{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
