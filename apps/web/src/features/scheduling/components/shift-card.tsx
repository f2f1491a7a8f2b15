import { SHIFT_MESSAGES, type ShiftListItem, type ShiftStatus } from "@rollcall/shared/scheduling";
import {
  Clock,
  HandHelping,
  MapPin,
  MoreHorizontal,
  Pencil,
  Repeat,
  Trash2,
  Truck,
  User,
} from "lucide-react";
import type { ReactNode } from "react";
import { ActionsMenu } from "@/components/ui/actions-menu";
import { Badge } from "@/components/ui/badge";
import { ShiftStatusBadge } from "@/components/ui/shift-status-badge";
import { formatTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { localDay } from "../utils/time";
import type { ShiftAction } from "../workflows";

const EDGE: Record<ShiftStatus, string> = {
  scheduled: "border-l-sky-500",
  active: "border-l-green-600",
  completed: "border-l-slate-400",
  cancelled: "border-l-red-500",
  open: "border-l-yellow-500",
  pending_approval: "border-l-yellow-500",
};

/** The assigned member's name; an open shift has nobody yet, a missing member reads "Unknown" (spec). */
export function assigneeName(shift: ShiftListItem): string {
  if (shift.user) return `${shift.user.firstName} ${shift.user.lastName}`.trim();
  if (shift.status === "open") return "Unassigned";
  return SHIFT_MESSAGES.unknownUser;
}

type ShiftCardProps = {
  shift: ShiftListItem;
  timeZone: string;
  canManage: boolean;
  /** The signed-in member: their own upcoming shift offers "Request Coverage". */
  currentUserId: string;
  onEdit: (shift: ShiftListItem) => void;
  onDelete: (shift: ShiftListItem) => void;
  onRequestCoverage: (shift: ShiftListItem) => void;
  /** The workflows' (./workflows.ts): entries of the member's own upcoming shift's menu, marks among the badges. */
  ownShiftActions?: ShiftAction[];
  marks?: (shift: ShiftListItem) => ReactNode;
};

export function ShiftCard({
  shift,
  timeZone,
  canManage,
  currentUserId,
  onEdit,
  onDelete,
  onRequestCoverage,
  ownShiftActions = [],
  marks,
}: ShiftCardProps) {
  const start = formatTime(shift.startTime, timeZone);
  const end = formatTime(shift.endTime, timeZone);
  const overnight = localDay(shift.endTime, timeZone) !== localDay(shift.startTime, timeZone);
  const canRequestCoverage =
    shift.userId === currentUserId &&
    shift.status === "scheduled" &&
    Date.parse(shift.startTime) > Date.now();
  const hasMenu = canManage || canRequestCoverage;

  return (
    <article
      aria-label={shift.title}
      className={cn(
        "min-w-0 rounded-md border border-l-4 bg-card p-3 shadow-xs xl:px-1.5 xl:py-2",
        EDGE[shift.status],
        shift.status === "cancelled" && "opacity-75",
      )}
    >
      <div className="flex items-center justify-between gap-1">
        <p className="flex min-w-0 items-center gap-1 text-xs font-medium text-muted-foreground tabular-nums xl:text-[0.7rem]">
          <Clock className="size-3.5 shrink-0 xl:hidden" aria-hidden="true" />
          <span className="sr-only">Time: </span>
          {start}–{end}
          {overnight ? (
            <span className="text-[0.65rem] xl:sr-only" title="Ends the next day">
              <span aria-hidden="true">+1</span>
              <span className="sr-only"> (next day)</span>
            </span>
          ) : null}
        </p>
        <div className="flex shrink-0 items-center gap-1">
          <span className="xl:hidden">
            <ShiftStatusBadge status={shift.status} />
          </span>
          {hasMenu ? (
            <ActionsMenu
              label={`Actions for ${shift.title} at ${start}`}
              icon={MoreHorizontal}
              className="-my-2 -mr-2 size-11 shrink-0 text-muted-foreground xl:-my-1 xl:-mr-0.5 xl:size-6"
              actions={[
                canManage && { label: "Edit", icon: Pencil, onSelect: () => onEdit(shift) },
                canManage && {
                  label: "Delete",
                  icon: Trash2,
                  onSelect: () => onDelete(shift),
                  destructive: true,
                },
                canRequestCoverage && {
                  label: "Request Coverage",
                  icon: HandHelping,
                  onSelect: () => onRequestCoverage(shift),
                  separated: true,
                },
                ...ownShiftActions.map(
                  (action) => canRequestCoverage && { ...action, onSelect: () => action.onSelect(shift) },
                ),
              ]}
            />
          ) : null}
        </div>
      </div>
      <h3
        className={cn(
          "mt-1 line-clamp-2 break-words text-sm font-semibold leading-snug text-foreground xl:text-[0.8rem]",
          shift.status === "cancelled" && "line-through decoration-muted-foreground",
        )}
      >
        {shift.title}
      </h3>
      <dl className="mt-1 flex min-w-0 flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground xl:grid">
        <div className="flex min-w-0 items-center gap-1">
          <dt className="sr-only">Assigned to</dt>
          <User className="size-3.5 shrink-0 xl:hidden" aria-hidden="true" />
          <dd className="min-w-0 truncate font-medium text-foreground">{assigneeName(shift)}</dd>
        </div>
        {shift.seatLabel ? (
          <div className="flex min-w-0 items-center gap-1">
            <dt className="sr-only">Rides</dt>
            <Truck className="size-3.5 shrink-0 xl:hidden" aria-hidden="true" />
            <dd className="min-w-0 truncate" title={shift.seatLabel}>
              {shift.seatLabel}
            </dd>
          </div>
        ) : null}
        {shift.assignment ? (
          <div className="flex min-w-0 items-center gap-1">
            <dt className="sr-only">Assignment</dt>
            <MapPin className="size-3.5 shrink-0 xl:hidden" aria-hidden="true" />
            <dd className="min-w-0 truncate">{shift.assignment}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap items-center gap-1 [&:has(>*:not(.hidden))]:mt-1.5 xl:mt-1.5">
        <span className="hidden xl:inline-flex">
          <ShiftStatusBadge status={shift.status} />
        </span>
        {shift.isPaid ? (
          <Badge variant="outline" className="tabular-nums xl:px-1.5">
            <span className="xl:sr-only">Paid</span>
            {shift.hourlyRate ? ` $${shift.hourlyRate}/hr` : <span className="hidden xl:inline">Paid</span>}
          </Badge>
        ) : null}
        {marks?.(shift)}
        {shift.seriesId ? (
          <span className="inline-flex items-center text-muted-foreground" title="Part of a series">
            <Repeat className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Part of a series</span>
          </span>
        ) : null}
      </div>
    </article>
  );
}
