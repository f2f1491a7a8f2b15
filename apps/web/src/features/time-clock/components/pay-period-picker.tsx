import { formatPayDay, PAY_PERIOD_KIND_LABELS } from "@rollcall/shared/pay";
import {
  DEFAULT_PAY_PERIODS,
  PAY_PERIOD_DAYS,
  PAYROLL_MESSAGES,
  payrollQuerySchema,
  shiftPayPeriod,
} from "@rollcall/shared/time-clock";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { usePaySettings } from "@/features/pay";
import type { PayrollPeriod } from "../api/get-payroll";

type PayPeriodPickerProps = {
  /** The period on screen (the server's answer, so the current period shows its real dates). */
  period: PayrollPeriod;
  onChange: (period: PayrollPeriod) => void;
  onCurrent: () => void;
  isCurrent: boolean;
};

/** Start and end date, plus steps of one two-week pay period back and forth. */
export function PayPeriodPicker({ period, onChange, onCurrent, isCurrent }: PayPeriodPickerProps) {
  // The fields keep what is typed; only a valid range is applied.
  const [draft, setDraft] = useState(period);
  const [shown, setShown] = useState(period);
  if (shown.startDate !== period.startDate || shown.endDate !== period.endDate) {
    setShown(period);
    setDraft(period);
  }
  const parsed = payrollQuerySchema.safeParse(draft);
  const errors: Partial<Record<keyof PayrollPeriod, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof PayrollPeriod;
      errors[key] ??= issue.message;
    }
  }
  if (!draft.startDate) errors.startDate ??= PAYROLL_MESSAGES.startDateRequired;
  if (!draft.endDate) errors.endDate ??= PAYROLL_MESSAGES.endDateRequired;

  const update = (next: PayrollPeriod) => {
    setDraft(next);
    const ok = next.startDate && next.endDate && payrollQuerySchema.safeParse(next).success;
    if (ok) onChange(next);
  };
  // Steps land on whole pay periods (the agency's, once set in Settings), whatever custom range is shown.
  const agencyPeriods = usePaySettings().data?.payPeriods ?? null;
  const payPeriods = agencyPeriods ?? DEFAULT_PAY_PERIODS;
  const step = (count: number) => onChange(shiftPayPeriod(period.startDate, count, payPeriods));

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start">
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:flex sm:items-start">
        <FormField label="Start date" error={errors.startDate} className="min-w-0 sm:w-44">
          <Input
            type="date"
            value={draft.startDate}
            onChange={(e) => update({ ...draft, startDate: e.target.value })}
          />
        </FormField>
        <FormField label="End date" error={errors.endDate} className="min-w-0 sm:w-44">
          <Input
            type="date"
            value={draft.endDate}
            onChange={(e) => update({ ...draft, endDate: e.target.value })}
          />
        </FormField>
      </div>
      <div className="flex items-center gap-2 sm:pt-6">
        <Button variant="outline" size="icon" onClick={() => step(-1)} aria-label="Previous pay period">
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" onClick={() => step(1)} aria-label="Next pay period">
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={onCurrent} disabled={isCurrent}>
          Current period
        </Button>
      </div>
      <p className="text-xs text-muted-foreground sm:basis-full">
        {agencyPeriods
          ? `Pay periods: ${PAY_PERIOD_KIND_LABELS[agencyPeriods.kind].toLowerCase()}, from ${formatPayDay(agencyPeriods.firstDay)} (Settings → Pay Periods).`
          : `Pay periods run ${PAY_PERIOD_DAYS} days from Monday until an admin sets the agency's in Settings.`}{" "}
        Shifts count on the day they started.
      </p>
    </div>
  );
}
