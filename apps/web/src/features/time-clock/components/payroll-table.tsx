import { formatCents } from "@rollcall/shared/money";
import { ROLE_LABELS } from "@rollcall/shared/roles";
import type { ShiftPaymentStatus } from "@rollcall/shared/scheduling";
import {
  minutesToHoursFixed2,
  type PayrollMember,
  type PayrollReport,
  type PayrollShift,
  TIME_CLOCK_RULE_MESSAGES as R,
} from "@rollcall/shared/time-clock";
import { format, parse } from "date-fns";
import { ChevronDown, Ellipsis } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { SortHeader } from "@/components/ui/sort-header";
import { formatTimeRange } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { useMarkReviewed } from "../api/mark-reviewed";
import { PAYMENT_STATUS_LABELS, PaymentStatusBadge } from "./payment-status-badge";
import { PunchDetails } from "./punch-details";

type SortKey = "member" | "shifts" | "hours" | "pay";
type Sort = { key: SortKey; dir: "asc" | "desc" };

const compare: Record<SortKey, (a: PayrollMember, b: PayrollMember) => number> = {
  member: (a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`),
  shifts: (a, b) => a.shiftCount - b.shiftCount,
  hours: (a, b) => a.minutes - b.minutes,
  pay: (a, b) => a.payCents - b.payCents,
};

type PayrollTableProps = {
  report: PayrollReport;
  selected: ReadonlySet<string>;
  onSelect: (shiftIds: string[], selected: boolean) => void;
  onSetStatus: (shiftId: string, status: ShiftPaymentStatus) => void;
  /** A status change is on its way (the menus wait for it). */
  busy: boolean;
};

/** Which members are open onto their shifts: the set, its setter and a toggle of one member. */
function useExpanded() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (userId: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      return next;
    });
  return [expanded, setExpanded, toggle] as const;
}

/** Members with their totals; each row opens onto the member's shifts, each with a checkbox and status. */
export function PayrollTable({ report, selected, onSelect, onSetStatus, busy }: PayrollTableProps) {
  const [sort, setSort] = useState<Sort>({ key: "member", dir: "asc" });
  const [expanded, setExpanded, toggleExpanded] = useExpanded();
  const members = [...report.members].sort((a, b) => {
    const order = compare[sort.key](a, b);
    return sort.dir === "asc" ? order : -order;
  });
  const allIds = report.members.flatMap((m) => m.shifts.map((s) => s.id));
  const allExpanded = members.length > 0 && members.every((m) => expanded.has(m.userId));

  const toggleSort = (key: SortKey) =>
    setSort((s) =>
      s.key === key
        ? { key, dir: s.dir === "asc" ? "desc" : "asc" }
        : { key, dir: key === "member" ? "asc" : "desc" },
    );

  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[760px] border-collapse text-sm">
        <caption className="sr-only">Payroll by member. Sortable by member, shifts, hours and pay.</caption>
        <thead className="bg-muted/60 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="w-12 py-2 pl-3">
              <SelectBox label="Select all shifts" ids={allIds} selected={selected} onSelect={onSelect} />
            </th>
            <SortHeader label="Member" sortKey="member" sort={sort} onSort={toggleSort} />
            <SortHeader
              label="Shifts"
              sortKey="shifts"
              sort={sort}
              onSort={toggleSort}
              className="text-right"
            />
            <SortHeader
              label="Hours"
              sortKey="hours"
              sort={sort}
              onSort={toggleSort}
              className="text-right"
            />
            <SortHeader label="Pay" sortKey="pay" sort={sort} onSort={toggleSort} className="text-right" />
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="w-14 py-2 pr-3 text-right">
              <Button
                variant="ghost"
                size="sm"
                className="h-9 px-2 text-xs normal-case tracking-normal"
                onClick={() => setExpanded(allExpanded ? new Set() : new Set(members.map((m) => m.userId)))}
              >
                {allExpanded ? "Collapse all" : "Expand all"}
              </Button>
            </th>
          </tr>
        </thead>
        {members.map((member) => (
          <MemberRows
            key={member.userId}
            member={member}
            timeZone={report.timeZone}
            expanded={expanded.has(member.userId)}
            onToggle={() => toggleExpanded(member.userId)}
            selected={selected}
            onSelect={onSelect}
            onSetStatus={onSetStatus}
            busy={busy}
          />
        ))}
        <tfoot className="border-t-2 border-border bg-muted/40 font-semibold text-foreground">
          <tr>
            <td className="py-3 pl-3" />
            <th scope="row" className="px-3 py-3 text-left">
              Total ({report.totals.memberCount} {report.totals.memberCount === 1 ? "member" : "members"})
            </th>
            <td className="px-3 py-3 text-right tabular-nums">{report.totals.shiftCount}</td>
            <td className="px-3 py-3 text-right tabular-nums">
              {minutesToHoursFixed2(report.totals.minutes)}
            </td>
            <td className="px-3 py-3 text-right tabular-nums">{formatCents(report.totals.payCents)}</td>
            <td className="px-3 py-3" colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

type MemberRowsProps = {
  member: PayrollMember;
  timeZone: string;
  expanded: boolean;
  onToggle: () => void;
  selected: ReadonlySet<string>;
  onSelect: PayrollTableProps["onSelect"];
  onSetStatus: PayrollTableProps["onSetStatus"];
  busy: boolean;
};

function MemberRows({
  member,
  timeZone,
  expanded,
  onToggle,
  selected,
  onSelect,
  onSetStatus,
  busy,
}: MemberRowsProps) {
  const name = `${member.firstName} ${member.lastName}`.trim();
  const ids = member.shifts.map((s) => s.id);
  const shiftsId = `payroll-shifts-${member.userId}`;

  return (
    <tbody className="border-t">
      <tr className="hover:bg-muted/40">
        <td className="py-2 pl-3">
          <SelectBox
            label={`Select all shifts of ${name}`}
            ids={ids}
            selected={selected}
            onSelect={onSelect}
          />
        </td>
        <th scope="row" className="px-3 py-2 text-left font-normal">
          <span className="block font-semibold text-foreground">{name}</span>
          <span className="block text-xs text-muted-foreground">{ROLE_LABELS[member.role]}</span>
        </th>
        <td className="px-3 py-2 text-right tabular-nums">{member.shiftCount}</td>
        <td className="px-3 py-2 text-right tabular-nums">{minutesToHoursFixed2(member.minutes)}</td>
        <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatCents(member.payCents)}</td>
        <td className="px-3 py-2">
          <StatusCounts shifts={member.shifts} />
        </td>
        <td className="py-2 pr-3 text-right">
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={expanded}
            aria-controls={expanded ? shiftsId : undefined}
            aria-label={`${expanded ? "Hide" : "Show"} shifts of ${name}`}
            onClick={onToggle}
          >
            <ChevronDown
              aria-hidden="true"
              className={cn("transition-transform", expanded && "rotate-180")}
            />
          </Button>
        </td>
      </tr>
      {expanded
        ? member.shifts.map((shift, index) => (
            <ShiftRow
              key={shift.id}
              id={index === 0 ? shiftsId : undefined}
              shift={shift}
              timeZone={timeZone}
              selected={selected}
              onSelect={onSelect}
              onSetStatus={onSetStatus}
              busy={busy}
            />
          ))
        : null}
    </tbody>
  );
}

type ShiftRowProps = {
  id?: string;
  shift: PayrollShift;
  timeZone: string;
  selected: ReadonlySet<string>;
  onSelect: PayrollTableProps["onSelect"];
  onSetStatus: PayrollTableProps["onSetStatus"];
  busy: boolean;
};

/** "Mon, Nov 23": the day a shift counts on, as the table's and the cards' shift lines name it. */
const shiftDay = (shift: PayrollShift) => format(parse(shift.date, "yyyy-MM-dd", new Date()), "EEE, MMM d");

function ShiftRow({ id, shift, timeZone, selected, onSelect, onSetStatus, busy }: ShiftRowProps) {
  const day = shiftDay(shift);
  const label = `${shift.title} on ${day}`;
  const start = shift.actualStartTime ?? shift.startTime;
  const end = shift.actualEndTime ?? shift.endTime;
  return (
    <tr id={id} className="bg-muted/20 text-muted-foreground hover:bg-muted/50">
      <td className="py-1.5 pl-3">
        <SelectBox label={`Select ${label}`} ids={[shift.id]} selected={selected} onSelect={onSelect} />
      </td>
      <td className="py-1.5 pr-3 pl-6">
        <span className="block text-foreground">
          <span className="font-medium">{day}</span> · {shift.title}
        </span>
        <span className="block text-xs tabular-nums">
          {formatTimeRange(start, end, timeZone)}
          {shift.assignment ? ` · ${shift.assignment}` : ""}
        </span>
        <PunchDetails shift={shift} timeZone={timeZone} className="mt-1" />
        <ReviewButton shift={shift} label={label} />
      </td>
      <td className="px-3 py-1.5 text-right text-xs tabular-nums">{formatCents(shift.hourlyRateCents)}/h</td>
      <td className="px-3 py-1.5 text-right tabular-nums text-foreground">
        {minutesToHoursFixed2(shift.minutes)}
      </td>
      <td className="px-3 py-1.5 text-right tabular-nums text-foreground">{formatCents(shift.payCents)}</td>
      <td className="px-3 py-1.5">
        <PaymentStatusBadge status={shift.paymentStatus} />
      </td>
      <td className="py-1.5 pr-3 text-right">
        <StatusMenu shift={shift} label={label} onSetStatus={onSetStatus} busy={busy} />
      </td>
    </tr>
  );
}

/** A shift's payment status, changed from its menu. */
function StatusMenu({
  shift,
  label,
  onSetStatus,
  busy,
}: Pick<ShiftRowProps, "shift" | "onSetStatus" | "busy"> & { label: string }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Payment status of ${label}`} disabled={busy}>
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={shift.paymentStatus}
          onValueChange={(value) => {
            if (value !== shift.paymentStatus) onSetStatus(shift.id, value as ShiftPaymentStatus);
          }}
        >
          {(["pending", "approved", "paid"] as const).map((status) => (
            <DropdownMenuRadioItem key={status} value={status}>
              {PAYMENT_STATUS_LABELS[status]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** An automatic clock-out awaiting review: the admin, having looked at it, marks it reviewed. */
function ReviewButton({ shift, label }: { shift: PayrollShift; label: string }) {
  const review = useMarkReviewed();
  if (!shift.needsReview) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className="mt-1.5"
      aria-label={`${R.markReviewed}: ${label}`}
      disabled={review.isPending}
      onClick={() => review.mutate(shift.id)}
    >
      {R.markReviewed}
    </Button>
  );
}

/** "3 Pending", "1 Paid": a member's shifts by payment status. */
function StatusCounts({ shifts }: { shifts: PayrollShift[] }) {
  const counts = countByStatus(shifts);
  return (
    <div className="flex flex-wrap gap-1">
      {(["pending", "approved", "paid"] as const).map((status) =>
        counts[status] ? (
          <PaymentStatusBadge key={status} status={status}>
            {counts[status]} {PAYMENT_STATUS_LABELS[status]}
          </PaymentStatusBadge>
        ) : null,
      )}
    </div>
  );
}

/**
 * Phones: the same members as cards (name, pay, hours, statuses), each opening onto its shifts with their
 * checkboxes and status menus, so payroll is done without scrolling sideways.
 */
export function PayrollCards({ report, selected, onSelect, onSetStatus, busy }: PayrollTableProps) {
  const [expanded, , toggle] = useExpanded();
  const members = [...report.members].sort(compare.member);
  return (
    <ul className="divide-y" aria-label="Payroll by member">
      {members.map((member) => {
        const name = `${member.firstName} ${member.lastName}`.trim();
        const open = expanded.has(member.userId);
        const shiftsId = `payroll-card-shifts-${member.userId}`;
        return (
          <li key={member.userId} className="grid gap-2 px-4 py-3">
            <div className="flex items-start gap-2">
              <SelectBox
                label={`Select all shifts of ${name}`}
                ids={member.shifts.map((s) => s.id)}
                selected={selected}
                onSelect={onSelect}
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-foreground">{name}</p>
                <p className="text-xs text-muted-foreground">
                  {ROLE_LABELS[member.role]} · {member.shiftCount}{" "}
                  {member.shiftCount === 1 ? "shift" : "shifts"} · {minutesToHoursFixed2(member.minutes)} h
                </p>
              </div>
              <p className="font-semibold tabular-nums">{formatCents(member.payCents)}</p>
            </div>
            <div className="flex items-center justify-between gap-2 pl-9">
              <StatusCounts shifts={member.shifts} />
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={open}
                aria-controls={open ? shiftsId : undefined}
                onClick={() => toggle(member.userId)}
              >
                {open ? "Hide shifts" : "Shifts"}
                <ChevronDown
                  aria-hidden="true"
                  className={cn("transition-transform", open && "rotate-180")}
                />
              </Button>
            </div>
            {open ? (
              <ul id={shiftsId} className="grid gap-2 pl-9" aria-label={`Shifts of ${name}`}>
                {member.shifts.map((shift) => {
                  const day = shiftDay(shift);
                  const label = `${shift.title} on ${day}`;
                  return (
                    <li key={shift.id} className="flex items-start gap-2 rounded-md bg-muted/40 p-2 text-sm">
                      <SelectBox
                        label={`Select ${label}`}
                        ids={[shift.id]}
                        selected={selected}
                        onSelect={onSelect}
                      />
                      <div className="min-w-0 flex-1">
                        <p className="text-foreground">
                          <span className="font-medium">{day}</span> · {shift.title}
                        </p>
                        <p className="text-xs tabular-nums text-muted-foreground">
                          {formatTimeRange(
                            shift.actualStartTime ?? shift.startTime,
                            shift.actualEndTime ?? shift.endTime,
                            report.timeZone,
                          )}{" "}
                          · {minutesToHoursFixed2(shift.minutes)} h · {formatCents(shift.payCents)}
                        </p>
                        <PunchDetails shift={shift} timeZone={report.timeZone} className="mt-1" />
                        <div className="mt-1">
                          <PaymentStatusBadge status={shift.paymentStatus} />
                        </div>
                        <ReviewButton shift={shift} label={label} />
                      </div>
                      <StatusMenu shift={shift} label={label} onSetStatus={onSetStatus} busy={busy} />
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </li>
        );
      })}
      <li className="flex items-center justify-between gap-2 bg-muted/40 px-4 py-3 font-semibold">
        <span>
          Total ({report.totals.memberCount} {report.totals.memberCount === 1 ? "member" : "members"})
        </span>
        <span className="tabular-nums">{formatCents(report.totals.payCents)}</span>
      </li>
    </ul>
  );
}

function countByStatus(shifts: PayrollShift[]) {
  const counts: Record<ShiftPaymentStatus, number> = { pending: 0, approved: 0, paid: 0 };
  for (const s of shifts) counts[s.paymentStatus] += 1;
  return counts;
}

type SelectBoxProps = {
  label: string;
  ids: string[];
  selected: ReadonlySet<string>;
  onSelect: PayrollTableProps["onSelect"];
};

/** A checkbox for one or many shifts: checked when all are selected, mixed when some are. */
function SelectBox({ label, ids, selected, onSelect }: SelectBoxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const count = ids.filter((id) => selected.has(id)).length;
  const all = ids.length > 0 && count === ids.length;
  const some = count > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    // The label pads the small box out to a comfortable touch target.
    <label className="-m-2 inline-flex size-11 cursor-pointer items-center justify-center sm:size-9">
      <input
        ref={ref}
        type="checkbox"
        className="size-4 cursor-pointer accent-primary"
        checked={all}
        disabled={ids.length === 0}
        onChange={() => onSelect(ids, !all)}
        aria-label={label}
      />
    </label>
  );
}
