import { cn } from "@/lib/utils";

type ProgressBarProps = {
  /** 0 to 100; more is drawn as full. */
  percent: number;
  /** The bar's accessible name ("Fuel budget used"). */
  label: string;
  /** The fill's colour class (bg-primary, bg-success, bg-warning, bg-danger...). */
  tone?: string;
  className?: string;
};

/** A horizontal bar with its value announced (role progressbar): completion, budget use, hours to a target. */
export function ProgressBar({ percent, label, tone = "bg-primary", className }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 10) / 10}
      className={cn("h-2.5 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div className={cn("h-full rounded-full transition-[width]", tone)} style={{ width: `${value}%` }} />
    </div>
  );
}
