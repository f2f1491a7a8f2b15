import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

export type Series = { key: string; label: string; color: string };
export const SERIES_COLORS = ["#3b4b6b", "#00a3da", "#8a6d00", "#b4436c"] as const;

type SeriesChartProps = {
  kind: "bar" | "line";
  /** One object per point: `x` is the axis label, each series' key its value. */
  data: Record<string, string | number | null>[];
  series: Series[];
  /** The chart as one sentence (its image's name); the card's table carries every figure. */
  summary: string;
  format?: (value: number) => string;
  /** The value axis's labels, when `format` is too long for it (dollars and cents). */
  axisFormat?: (value: number) => string;
  stacked?: boolean;
};

const axisTick = { fontSize: 12, fill: "#5b6475" };

const figures = (data: SeriesChartProps["data"], key: string) =>
  data.filter((row) => row[key] !== null && row[key] !== undefined).length;

/** A bar or line chart of a few series over one axis: the drawing is one image named by its summary. */
export function SeriesChart({
  kind,
  data,
  series,
  summary,
  format = String,
  axisFormat = format,
  stacked,
}: SeriesChartProps) {
  const Chart = kind === "bar" ? BarChart : LineChart;
  return (
    <div role="img" aria-label={summary} className="h-64 w-full overflow-hidden sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <Chart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="#dde2ea" />
          <XAxis dataKey="x" tick={axisTick} interval="preserveStartEnd" tickLine={false} />
          <YAxis width={56} tick={axisTick} tickFormatter={(v: number) => axisFormat(v)} />
          <Tooltip
            contentStyle={{ borderRadius: 8, fontSize: 12 }}
            formatter={(value) => (value === null ? "—" : format(Number(value)))}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
          {series.map((s) =>
            kind === "bar" ? (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={s.color}
                stackId={stacked ? "one" : undefined}
                radius={stacked ? undefined : [4, 4, 0, 0]}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                strokeWidth={2}
                // A line needs two points: a lone figure (an agency's first month) is drawn as a dot.
                dot={figures(data, s.key) < 2 ? { r: 4, fill: s.color } : false}
                connectNulls
                isAnimationActive={false}
              />
            ),
          )}
        </Chart>
      </ResponsiveContainer>
    </div>
  );
}
