import { DAY_OF_WEEK_LABELS, type IncidentVolumeRow } from "@rollcall/shared/analytics";

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * Incidents by hour of day (columns) and day of week (rows) as a CSS grid, darker where busier. One image named
 * by its busiest hour; the card's table carries every cell.
 */
export function HeatMap({ rows }: { rows: IncidentVolumeRow[] }) {
  const cells = Array.from({ length: 7 }, () => HOURS.map(() => 0));
  for (const r of rows) cells[r.dayOfWeek][r.hour] += r.count;
  const max = Math.max(1, ...cells.flat());
  let busiest = { day: 0, hour: 0, count: 0 };
  cells.forEach((hours, day) => {
    hours.forEach((count, hour) => {
      if (count > busiest.count) busiest = { day, hour, count };
    });
  });
  const summary = busiest.count
    ? `Heat map of incidents by hour and day of week; the busiest is ${DAY_OF_WEEK_LABELS[busiest.day]} ${busiest.hour}:00 with ${busiest.count}.`
    : "Heat map of incidents by hour and day of week: none.";
  return (
    <figure className="grid gap-2">
      <div
        role="img"
        aria-label={summary}
        className="grid grid-cols-[2.25rem_repeat(24,minmax(0,1fr))] gap-px"
      >
        <span />
        {HOURS.map((h) => (
          <span key={h} className="text-center text-[10px] text-muted-foreground">
            {h % 6 === 0 ? h : ""}
          </span>
        ))}
        {cells.map((hours, day) => (
          <div key={DAY_OF_WEEK_LABELS[day]} className="contents">
            <span className="pr-1 text-xs text-muted-foreground">{DAY_OF_WEEK_LABELS[day]}</span>
            {hours.map((count, hour) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the hour is the cell's identity
                key={hour}
                title={`${DAY_OF_WEEK_LABELS[day]} ${hour}:00: ${count}`}
                className="aspect-square rounded-[2px] bg-primary"
                style={{ opacity: count ? 0.15 + (0.85 * count) / max : 0.05 }}
              />
            ))}
          </div>
        ))}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Hour of day (agency time) across, day of week down.
      </figcaption>
    </figure>
  );
}
