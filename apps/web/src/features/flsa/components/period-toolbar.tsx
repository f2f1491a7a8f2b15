import { FLSA_STANDARD_LABELS, type FlsaStandard } from "@rollcall/shared/staffing";
import { format, parseISO } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** "Mar 4 – Mar 17, 2030" (the year once when both days share it). */
export function periodLabel(start: string, end: string) {
  const a = parseISO(start);
  const b = parseISO(end);
  return a.getFullYear() === b.getFullYear()
    ? `${format(a, "MMM d")} – ${format(b, "MMM d, yyyy")}`
    : `${format(a, "MMM d, yyyy")} – ${format(b, "MMM d, yyyy")}`;
}

type PeriodToolbarProps = {
  period: { periodStart: string; periodEnd: string; periodDays: number; standard: FlsaStandard };
  isCurrent: boolean;
  onStep: (count: number) => void;
  onCurrent: () => void;
  /** Buttons on the right (the CSV download). */
  actions?: ReactNode;
};

/** Previous / Current period / Next, the period's days and the agency's standard. */
export function PeriodToolbar({ period, isCurrent, onStep, onCurrent, actions }: PeriodToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="icon" onClick={() => onStep(-1)} aria-label="Previous work period">
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={onCurrent} disabled={isCurrent}>
          Current period
        </Button>
        <Button variant="outline" size="icon" onClick={() => onStep(1)} aria-label="Next work period">
          <ChevronRight aria-hidden="true" />
        </Button>
        <div className="ml-1 grid">
          <p className="text-base font-semibold text-foreground tabular-nums" aria-live="polite">
            <span className="sr-only">Work period </span>
            {periodLabel(period.periodStart, period.periodEnd)}
          </p>
          <p className="text-xs text-muted-foreground">
            {period.periodDays}-day work period · {FLSA_STANDARD_LABELS[period.standard]}
          </p>
        </div>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
