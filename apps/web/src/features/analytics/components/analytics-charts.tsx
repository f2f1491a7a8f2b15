import {
  ANALYTICS_MESSAGES,
  type BudgetRow,
  type ComplianceRow,
  type IncidentVolumeRow,
  type OvertimeRow,
  RESPONSE_GROUP_LABELS,
  RESPONSE_GROUPS,
  type ResponseTimeRow,
  type StaffingGapRow,
  type TrainingHoursRow,
} from "@rollcall/shared/analytics";
import { BUDGET_CATEGORY_LABELS } from "@rollcall/shared/finance";
import { INCIDENT_TYPE_LABELS, type IncidentType } from "@rollcall/shared/incidents";
import { formatCents, formatCentsCompact } from "@rollcall/shared/money";
import { ISO_CATEGORY_LABELS } from "@rollcall/shared/training";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/ui/select-options";
import { formatDuration, formatMonth } from "@/lib/dates";
import type { AnalyticsFilters } from "../utils/filters";
import { ChartCard } from "./chart-card";
import { HeatMap } from "./heat-map";
import { SERIES_COLORS, SeriesChart } from "./series-chart";

type ChartsProps = { filters: AnalyticsFilters; onChange: (next: Partial<AnalyticsFilters>) => void };

const [NAVY, SKY, OCHRE, ROSE] = SERIES_COLORS;
const hours = (h: number) => h.toLocaleString("en-US", { maximumFractionDigits: 1 });
const dollars = (cents: number) => formatCents(cents);
const month = (m: string) => formatMonth(m);
const num = { align: "right" as const, cellClassName: "tabular-nums" };
const minutesOf = (s: number | null) => (s === null ? null : Math.round(s / 6) / 10);

/** Every chart of the page, each a card with its table and CSV (this file loads with recharts, after the page). */
export function AnalyticsCharts({ filters, onChange }: ChartsProps) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <ResponseTimesCard filters={filters} onChange={onChange} />
      <IncidentVolumeCard filters={filters} />
      <OvertimeCard filters={filters} />
      <StaffingGapsCard filters={filters} />
      <ComplianceCard filters={filters} />
      <TrainingHoursCard filters={filters} />
      <BudgetCard filters={filters} />
    </div>
  );
}

function ResponseTimesCard({ filters, onChange }: ChartsProps) {
  const label = (r: ResponseTimeRow) => (filters.groupBy === "month" ? month(r.group) : r.label);
  return (
    <ChartCard<ResponseTimeRow>
      chart="response-times"
      filters={filters}
      description="Median and 90th percentile, in minutes: call to dispatch, en route (turnout) and on scene (alarm to arrival)."
      isEmpty={(rows) => rows.every((r) => r.count === 0)}
      controls={
        <FormField label="Group by" className="sm:w-48">
          <NativeSelect
            value={filters.groupBy}
            onChange={(e) => onChange({ groupBy: e.target.value as AnalyticsFilters["groupBy"] })}
          >
            <SelectOptions values={RESPONSE_GROUPS} labels={RESPONSE_GROUP_LABELS} />
          </NativeSelect>
        </FormField>
      }
      draw={(rows) => (
        <SeriesChart
          kind={filters.groupBy === "month" ? "line" : "bar"}
          data={rows.map((r) => ({
            x: label(r),
            dispatch: minutesOf(r.dispatchMedian),
            enRoute: minutesOf(r.enRouteMedian),
            onScene: minutesOf(r.onSceneMedian),
            onScene90: minutesOf(r.onSceneP90),
          }))}
          series={[
            { key: "dispatch", label: "Call to dispatch (median)", color: OCHRE },
            { key: "enRoute", label: "En route (median)", color: ROSE },
            { key: "onScene", label: "On scene (median)", color: NAVY },
            { key: "onScene90", label: "On scene (90th percentile)", color: SKY },
          ]}
          format={(v) => `${v} min`}
          summary={`Response times ${RESPONSE_GROUP_LABELS[filters.groupBy].toLowerCase()}; every figure is in the table.`}
        />
      )}
      rowKey={(r) => r.group}
      columns={[
        { header: RESPONSE_GROUP_LABELS[filters.groupBy].replace("By ", ""), cell: label, rowHeader: true },
        { header: "Incidents", cell: (r) => r.count, ...num },
        { header: "Dispatch median", cell: (r) => formatDuration(r.dispatchMedian), ...num },
        { header: "Dispatch 90th", cell: (r) => formatDuration(r.dispatchP90), ...num },
        { header: "En route median", cell: (r) => formatDuration(r.enRouteMedian), ...num },
        { header: "En route 90th", cell: (r) => formatDuration(r.enRouteP90), ...num },
        { header: "On scene median", cell: (r) => formatDuration(r.onSceneMedian), ...num },
        { header: "On scene 90th", cell: (r) => formatDuration(r.onSceneP90), ...num },
      ]}
    />
  );
}

function IncidentVolumeCard({ filters }: { filters: AnalyticsFilters }) {
  return (
    <ChartCard<IncidentVolumeRow>
      chart="incident-volume"
      filters={filters}
      description="Incidents by type, and by hour of day and day of week (darker is busier)."
      draw={(rows) => {
        const byType = new Map<IncidentType, number>();
        for (const r of rows) byType.set(r.incidentType, (byType.get(r.incidentType) ?? 0) + r.count);
        const types = [...byType].sort((x, y) => y[1] - x[1]);
        return (
          <div className="grid gap-6">
            <SeriesChart
              kind="bar"
              data={types.map(([type, count]) => ({ x: INCIDENT_TYPE_LABELS[type], incidents: count }))}
              series={[{ key: "incidents", label: "Incidents", color: NAVY }]}
              summary={`Incidents by type: ${types.map(([t, c]) => `${INCIDENT_TYPE_LABELS[t]} ${c}`).join(", ")}.`}
            />
            <HeatMap rows={rows} />
          </div>
        );
      }}
      rowKey={(r) => `${r.incidentType}-${r.dayOfWeek}-${r.hour}`}
      columns={[
        { header: "Type", cell: (r) => INCIDENT_TYPE_LABELS[r.incidentType], rowHeader: true },
        { header: "Day", cell: (r) => DAY_NAMES[r.dayOfWeek] },
        { header: "Hour", cell: (r) => `${String(r.hour).padStart(2, "0")}:00`, ...num },
        { header: "Incidents", cell: (r) => r.count, ...num },
      ]}
    />
  );
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function OvertimeCard({ filters }: { filters: AnalyticsFilters }) {
  return (
    <ChartCard<OvertimeRow>
      chart="overtime"
      filters={filters}
      description="FLSA overtime hours by month (the month each work period ends) and member, with the cost at 1.5 × the shift rate."
      draw={(rows) => {
        const months = new Map<string, { hours: number; cost: number }>();
        for (const r of rows) {
          const m = months.get(r.month) ?? { hours: 0, cost: 0 };
          m.hours += r.overtimeHours;
          m.cost += r.costCents;
          months.set(r.month, m);
        }
        const total = [...months.values()].reduce((sum, m) => sum + m.hours, 0);
        return (
          <SeriesChart
            kind="bar"
            data={[...months].map(([m, v]) => ({ x: month(m), hours: Math.round(v.hours * 100) / 100 }))}
            series={[{ key: "hours", label: "Overtime hours", color: NAVY }]}
            format={hours}
            summary={`Overtime hours by month, ${hours(total)} hours in all.`}
          />
        );
      }}
      rowKey={(r) => `${r.month}-${r.userId}`}
      columns={[
        { header: "Month", cell: (r) => month(r.month) },
        { header: "Member", cell: (r) => r.name, rowHeader: true },
        { header: "Overtime hours", cell: (r) => hours(r.overtimeHours), ...num },
        { header: "Cost", cell: (r) => dollars(r.costCents), ...num },
      ]}
    />
  );
}

function StaffingGapsCard({ filters }: { filters: AnalyticsFilters }) {
  return (
    <ChartCard<StaffingGapRow>
      chart="staffing-gaps"
      filters={filters}
      description="Hours below the minimum staffing rules by month, and the person-hours short."
      isEmpty={(rows) => rows.every((r) => r.gaps === 0)}
      draw={(rows) => (
        <SeriesChart
          kind="bar"
          data={rows.map((r) => ({ x: month(r.month), hours: r.hours, personHours: r.personHours }))}
          series={[
            { key: "hours", label: "Gap hours", color: NAVY },
            { key: "personHours", label: "Person-hours short", color: SKY },
          ]}
          format={hours}
          summary="Staffing gap hours by month; every figure is in the table."
        />
      )}
      rowKey={(r) => r.month}
      columns={[
        { header: "Month", cell: (r) => month(r.month), rowHeader: true },
        { header: "Gaps", cell: (r) => r.gaps, ...num },
        { header: "Gap hours", cell: (r) => hours(r.hours), ...num },
        { header: "Person-hours short", cell: (r) => hours(r.personHours), ...num },
      ]}
    />
  );
}

function ComplianceCard({ filters }: { filters: AnalyticsFilters }) {
  return (
    <ChartCard<ComplianceRow>
      chart="compliance"
      filters={filters}
      description="At each month's end, the share of members holding every certification required of their role."
      isEmpty={(rows) => rows.every((r) => r.members === 0)}
      // With nothing required every member "complies": 100 % of nothing is not a figure.
      emptyState={(rows) =>
        rows.every((r) => r.required === 0)
          ? { title: ANALYTICS_MESSAGES.noRequired, description: ANALYTICS_MESSAGES.noRequiredText }
          : null
      }
      draw={(rows) => (
        <SeriesChart
          kind="line"
          data={rows.map((r) => ({ x: month(r.month), percent: r.percent }))}
          series={[{ key: "percent", label: "Compliant members", color: NAVY }]}
          format={(v) => `${v}%`}
          summary="Certification compliance by month; every figure is in the table."
        />
      )}
      rowKey={(r) => r.month}
      columns={[
        { header: "Month", cell: (r) => month(r.month), rowHeader: true },
        { header: "Members", cell: (r) => r.members, ...num },
        { header: "Compliant", cell: (r) => r.compliant, ...num },
        { header: "Share", cell: (r) => (r.percent === null ? "—" : `${r.percent}%`), ...num },
      ]}
    />
  );
}

function TrainingHoursCard({ filters }: { filters: AnalyticsFilters }) {
  return (
    <ChartCard<TrainingHoursRow>
      chart="training-hours"
      filters={filters}
      description="Completed training hours per ISO category against the yearly targets of the members they apply to, prorated to the range."
      // Targets alone are not figures: until some training is completed, say so.
      emptyState={(rows) =>
        rows.every((r) => r.hours === 0)
          ? {
              title: ANALYTICS_MESSAGES.noTrainingHours,
              description: ANALYTICS_MESSAGES.noTrainingHoursText,
            }
          : null
      }
      draw={(rows) => (
        <SeriesChart
          kind="bar"
          data={rows.map((r) => ({
            x: ISO_CATEGORY_LABELS[r.category],
            hours: r.hours,
            target: r.targetHours,
          }))}
          series={[
            { key: "hours", label: "Hours", color: NAVY },
            { key: "target", label: "Target", color: SKY },
          ]}
          format={hours}
          summary="Training hours against the ISO targets by category; every figure is in the table."
        />
      )}
      rowKey={(r) => r.category}
      columns={[
        { header: "ISO category", cell: (r) => ISO_CATEGORY_LABELS[r.category], rowHeader: true },
        { header: "Hours", cell: (r) => hours(r.hours), ...num },
        { header: "Target", cell: (r) => hours(r.targetHours), ...num },
        { header: "Members", cell: (r) => r.members, ...num },
      ]}
    />
  );
}

function BudgetCard({ filters }: { filters: AnalyticsFilters }) {
  return (
    <ChartCard<BudgetRow>
      chart="budget"
      filters={filters}
      description="Budgets of the fiscal years in the range (prorated to its days) against approved expenses dated in it."
      isEmpty={(rows) => rows.every((r) => r.budgetedCents === 0 && r.actualCents === 0)}
      draw={(rows) => {
        const used = rows.filter((r) => r.budgetedCents || r.actualCents);
        return (
          <SeriesChart
            kind="bar"
            data={used.map((r) => ({
              x: BUDGET_CATEGORY_LABELS[r.category],
              budgeted: r.budgetedCents / 100,
              actual: r.actualCents / 100,
            }))}
            series={[
              { key: "budgeted", label: "Budgeted", color: NAVY },
              { key: "actual", label: "Actual", color: SKY },
            ]}
            format={(v) => dollars(Math.round(v * 100))}
            axisFormat={(v) => formatCentsCompact(Math.round(v * 100))}
            summary="Budget against actual by category; every figure is in the table."
          />
        );
      }}
      rowKey={(r) => r.category}
      columns={[
        { header: "Category", cell: (r) => BUDGET_CATEGORY_LABELS[r.category], rowHeader: true },
        { header: "Budgeted", cell: (r) => dollars(r.budgetedCents), ...num },
        { header: "Actual", cell: (r) => dollars(r.actualCents), ...num },
        { header: "Remaining", cell: (r) => dollars(r.budgetedCents - r.actualCents), ...num },
      ]}
    />
  );
}
