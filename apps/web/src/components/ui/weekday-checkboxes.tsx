import { DAY_OF_WEEK_LABELS, DAYS_OF_WEEK } from "@rollcall/shared/scheduling";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * Seven checkboxes, Monday to Sunday, bound to one array field of day names (`register("daysOfWeek")`): a
 * recurring shift's "Repeat On", a staffing rule's days. Put it in a fieldset with its legend.
 */
export function WeekdayCheckboxes({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
      {DAYS_OF_WEEK.map((day) => (
        <label key={day} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm sm:min-h-9">
          <input
            type="checkbox"
            value={day}
            className="size-4 accent-[var(--color-primary)]"
            {...registration}
          />
          {DAY_OF_WEEK_LABELS[day]}
        </label>
      ))}
    </div>
  );
}
