import { format } from "date-fns";
import { inZone } from "@/lib/dates";
import { zoneName } from "../utils/format";

/** The agency's wall-clock time, to the second, with the date and zone under it. */
export function LiveClock({ now, timeZone }: { now: number; timeZone: string | undefined }) {
  const local = inZone(now, timeZone);
  // The zone's offset from UTC now, for the page the server painted: its script keeps this clock going until the
  // app takes over (features/marketing/static-page.ts).
  const zoneOffset = -local.getTimezoneOffset() * 60_000;
  return (
    <div>
      <p className="text-4xl font-semibold tracking-tight text-foreground tabular-nums sm:text-5xl">
        <time dateTime={new Date(now).toISOString()} data-zone-offset={zoneOffset}>
          {format(local, "HH:mm:ss")}
        </time>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {format(local, "EEEE, MMMM d")}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, time zone </span>
        {zoneName(timeZone, new Date(now))}
      </p>
    </div>
  );
}
