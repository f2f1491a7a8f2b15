import type { ReactNode } from "react";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type ChartLine = { key: string; name?: string; color: string; dashed?: boolean };

/**
 * A captioned line chart in the house style (light grid, small ticks, a legend), hidden from screen readers:
 * `children` gives them the same figures, as a table.
 */
export function LineChartFigure({
  caption,
  data,
  xKey,
  lines,
  format,
  className = "h-56",
  children,
}: {
  caption: string;
  data: readonly object[];
  xKey: string;
  lines: readonly ChartLine[];
  /** A value as the tooltip shows it ("12 min"). */
  format?: (value: unknown) => string;
  /** The chart's height. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-semibold text-foreground">{caption}</figcaption>
      <div aria-hidden="true" className={`${className} w-full overflow-hidden`}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={[...data]}
            margin={{ top: 8, right: 12, bottom: 0, left: -16 }}
          >
            <CartesianGrid vertical={false} stroke="#dde2ea" />
            <XAxis dataKey={xKey} tick={{ fontSize: 12, fill: "#5b6475" }} interval="preserveStartEnd" />
            <YAxis tick={{ fontSize: 12, fill: "#5b6475" }} allowDecimals={false} />
            <Tooltip contentStyle={{ borderRadius: 8, fontSize: 12 }} formatter={format} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {lines.map((line) => (
              <Line
                key={line.key}
                type="monotone"
                dataKey={line.key}
                name={line.name ?? line.key}
                stroke={line.color}
                strokeWidth={2}
                strokeDasharray={line.dashed ? "5 4" : undefined}
                connectNulls
                dot={{ r: 3 }}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {children}
    </figure>
  );
}
