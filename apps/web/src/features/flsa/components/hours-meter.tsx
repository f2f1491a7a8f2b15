import { formatHours } from "@rollcall/shared/flsa";
import { ProgressBar } from "@/components/ui/progress-bar";

/** Hours against the threshold: a bar (red once over, yellow from 90%) and "125 / 106 h". */
export function HoursMeter({
  name,
  hours,
  threshold,
  exempt,
}: {
  name: string;
  hours: number;
  threshold: number;
  exempt: boolean;
}) {
  const share = threshold > 0 ? (hours / threshold) * 100 : 0;
  const tone = exempt
    ? "bg-muted-foreground/40"
    : share > 100
      ? "bg-danger"
      : share >= 90
        ? "bg-warning"
        : "bg-primary";
  return (
    <div className="grid min-w-32 gap-1">
      <p className="text-sm font-semibold tabular-nums">
        {formatHours(hours)} <span className="font-normal text-muted-foreground">/ {threshold} h</span>
      </p>
      <ProgressBar percent={share} tone={tone} label={`${name}: hours of the threshold`} />
    </div>
  );
}
