import type { MemberPerformance } from "@rollcall/shared/training";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const COLORS = { completed: "#15803d", open: "#3b4b6b", overdue: "#b91c1c" } as const;

/**
 * Each member's assignments as one stacked bar: completed, still open, overdue. The table below carries the
 * same figures for screen readers, so the drawing itself is presentational.
 */
export function TeamChart({ members }: { members: MemberPerformance[] }) {
  const data = members.map((m) => ({
    name: m.name,
    Completed: m.completed,
    Open: Math.max(0, m.assigned - m.completed - m.overdue),
    Overdue: m.overdue,
  }));
  const height = Math.max(160, data.length * 30 + 70);
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-semibold text-foreground">Assignments by member</figcaption>
      <div aria-hidden="true" style={{ height }} className="w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={data}
            layout="vertical"
            margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
            barSize={16}
          >
            <CartesianGrid horizontal={false} stroke="#dde2ea" />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: "#5b6475" }} />
            <YAxis
              type="category"
              dataKey="name"
              width={136}
              tick={{ fontSize: 12, fill: "#111827" }}
              interval={0}
            />
            <Tooltip cursor={{ fill: "#eef1f6" }} contentStyle={{ borderRadius: 8, fontSize: 12 }} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="Completed" stackId="a" fill={COLORS.completed} />
            <Bar dataKey="Open" stackId="a" fill={COLORS.open} />
            <Bar dataKey="Overdue" stackId="a" fill={COLORS.overdue} radius={[0, 4, 4, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
