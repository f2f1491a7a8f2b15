import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

const toneClasses = {
  default: "bg-navy-100 text-primary",
  info: "bg-sky-100 text-sky-800",
  success: "bg-green-100 text-success",
  warning: "bg-yellow-100 text-warning",
  danger: "bg-red-100 text-danger",
  offline: "bg-orange-100 text-offline",
} as const;

type StatCardProps = {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  /** Colours the icon with the status palette (green good, yellow attention, red critical, orange offline). */
  tone?: keyof typeof toneClasses;
  hint?: ReactNode;
  className?: string;
};

/**
 * One headline figure: label, value and an icon. On phones (two cards a row) the icon sits above the
 * label so long labels have the full width; from sm up it moves to the right of the label.
 */
export function StatCard({ label, value, icon: Icon, tone = "default", hint, className }: StatCardProps) {
  return (
    <div className={cn("flex flex-col rounded-lg border bg-card p-4 shadow-sm sm:p-5", className)}>
      <div className="flex flex-col-reverse items-start gap-3 sm:flex-row sm:justify-between">
        <p className="text-sm font-medium leading-snug text-muted-foreground">{label}</p>
        <span
          className={cn(
            "flex size-9 shrink-0 items-center justify-center rounded-md sm:-mt-1",
            toneClasses[tone],
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <p
        data-testid="stat-value"
        className="mt-auto pt-1 text-3xl font-semibold tracking-tight text-foreground tabular-nums"
      >
        {value}
      </p>
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
