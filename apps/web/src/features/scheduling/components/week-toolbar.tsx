import {
  SHIFT_STATUS_FILTERS,
  SHIFT_STATUS_LABELS,
  type ShiftStatusFilter,
} from "@rollcall/shared/scheduling";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { weekLabel } from "../utils/time";

type WeekToolbarProps = {
  weekStart: string;
  isCurrentWeek: boolean;
  status: ShiftStatusFilter;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onStatusChange: (status: ShiftStatusFilter) => void;
};

/** Previous / Today / Next and the week shown, with the status filter (spec: all by default). */
export function WeekToolbar({
  weekStart,
  isCurrentWeek,
  status,
  onPrevious,
  onNext,
  onToday,
  onStatusChange,
}: WeekToolbarProps) {
  const filterId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon" onClick={onPrevious} aria-label="Previous week">
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={onToday} disabled={isCurrentWeek}>
          Today
        </Button>
        <Button variant="outline" size="icon" onClick={onNext} aria-label="Next week">
          <ChevronRight aria-hidden="true" />
        </Button>
        <p className="ml-1 text-base font-semibold text-foreground tabular-nums" aria-live="polite">
          <span className="sr-only">Week of </span>
          {weekLabel(weekStart)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor={filterId} className="shrink-0">
          Status
        </Label>
        <NativeSelect
          id={filterId}
          wrapperClassName="sm:w-44"
          value={status}
          onChange={(e) => onStatusChange(e.target.value as ShiftStatusFilter)}
        >
          {SHIFT_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === "all" ? "All statuses" : SHIFT_STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
