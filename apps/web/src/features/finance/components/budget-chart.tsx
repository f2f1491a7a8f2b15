import { BUDGET_CATEGORY_LABELS, type FinanceStats } from "@rollcall/shared/finance";
import { formatCents, formatCentsCompact } from "@rollcall/shared/money";
import { ChartColumn } from "lucide-react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { EmptyState } from "@/components/ui/empty-state";
import { fiscalYearLabel } from "../utils/format";
import { FinanceSection } from "./finance-section";

const COLORS = { budgeted: "#3b4b6b", actual: "#00a3da" } as const;

/** A chart value (dollars) back to the currency text of the rest of the screen. */
const dollarsText = (value: unknown) => formatCents(Math.round(Number(value) * 100));

/**
 * Budget vs Actual by category: what was budgeted and what approved expenses spent, in dollars. The drawing is
 * one image with a summary name; the table after it carries every figure for screen readers.
 */
export function BudgetChart({ stats }: { stats: FinanceStats }) {
  const rows = stats.byCategory;
  const year = fiscalYearLabel(stats.fiscalYear);
  const data = rows.map((r) => ({
    category: BUDGET_CATEGORY_LABELS[r.category],
    Budgeted: r.budgeted / 100,
    Actual: r.actual / 100,
  }));
  const summary = rows
    .map(
      (r) =>
        `${BUDGET_CATEGORY_LABELS[r.category]}: budgeted ${formatCents(r.budgeted)}, actual ${formatCents(r.actual)}`,
    )
    .join("; ");

  return (
    <FinanceSection
      title="Budget vs Actual"
      description={`By category, ${year}: the budgeted totals against approved expenses.`}
    >
      {rows.length ? (
        <figure className="grid gap-2 px-2 py-4 sm:px-4">
          <div
            role="img"
            aria-label={`Bar chart of budget vs actual by category, ${year}. ${summary}.`}
            className="h-72 w-full overflow-hidden"
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                accessibilityLayer={false}
                data={data}
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
                barGap={2}
              >
                <CartesianGrid vertical={false} stroke="#dde2ea" />
                <XAxis
                  dataKey="category"
                  tick={{ fontSize: 12, fill: "#5b6475" }}
                  interval="preserveStartEnd"
                  tickLine={false}
                />
                <YAxis
                  width={64}
                  tick={{ fontSize: 12, fill: "#5b6475" }}
                  tickFormatter={(value: number) => formatCentsCompact(Math.round(value * 100))}
                />
                <Tooltip
                  cursor={{ fill: "#eef1f6" }}
                  contentStyle={{ borderRadius: 8, fontSize: 12 }}
                  formatter={(value) => dollarsText(value)}
                />
                <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
                <Bar
                  dataKey="Budgeted"
                  fill={COLORS.budgeted}
                  radius={[4, 4, 0, 0]}
                  isAnimationActive={false}
                />
                <Bar dataKey="Actual" fill={COLORS.actual} radius={[4, 4, 0, 0]} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <figcaption className="px-2 text-xs text-muted-foreground">
            Actual counts approved expenses only; pending and rejected ones are left out.
          </figcaption>
          {/* A table cannot shrink to the 1px of sr-only; its wrapper can. */}
          <div className="sr-only">
            <table>
              <caption>Budget vs actual by category, {year}</caption>
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col">Budgeted</th>
                  <th scope="col">Actual</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.category}>
                    <th scope="row">{BUDGET_CATEGORY_LABELS[r.category]}</th>
                    <td>{formatCents(r.budgeted)}</td>
                    <td>{formatCents(r.actual)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      ) : (
        <EmptyState
          icon={ChartColumn}
          headingLevel="h3"
          className="sm:py-12"
          title={`No budgets or approved expenses in ${year}`}
          description="The chart compares each category's budgets with its approved spending."
        />
      )}
    </FinanceSection>
  );
}
