import type { AnalyticsChart } from "@rollcall/shared/analytics";
import { ANALYTICS_CHART_LABELS, ANALYTICS_MESSAGES } from "@rollcall/shared/analytics";
import { ChartColumn } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { DownloadButton } from "@/components/ui/download-button";
import { QueryState } from "@/components/ui/query-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { analyticsUrl, useAnalytics } from "../api/get-analytics";
import type { AnalyticsFilters } from "../utils/filters";

type ChartCardProps<Row> = {
  chart: AnalyticsChart;
  filters: AnalyticsFilters;
  description: string;
  /** The drawing, from the loaded rows (a text alternative is its name; the table carries every figure). */
  draw: (rows: Row[]) => ReactNode;
  columns: DataColumn<Row>[];
  rowKey: (row: Row) => string;
  /** No figure worth drawing in the rows (the empty state instead). */
  isEmpty?: (rows: Row[]) => boolean;
  /**
   * The chart's own empty state, where its rows hold only figures that mean nothing yet (100 % of nothing
   * required, targets without hours); null: drawn, or the common empty state when `isEmpty` holds.
   */
  emptyState?: (rows: Row[]) => { title: string; description: string } | null;
  /** Controls of the chart's own (grouping). */
  controls?: ReactNode;
};

/** One chart of the page: its title, the chart or its table, and the table as a CSV download. */
export function ChartCard<Row>({
  chart,
  filters,
  description,
  draw,
  columns,
  rowKey,
  isEmpty = (rows) => rows.length === 0,
  emptyState,
  controls,
}: ChartCardProps<Row>) {
  const query = useAnalytics<Row>(chart, filters);
  const titleId = useId();
  const title = ANALYTICS_CHART_LABELS[chart];
  const rows = query.data?.rows ?? [];
  const own = query.data && !isEmpty(rows) ? (emptyState?.(rows) ?? null) : null;
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <CardTitle id={titleId} className="text-lg">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          <DownloadButton
            size="sm"
            url={analyticsUrl(chart, filters, true)}
            fileName={`${chart}-${filters.from}-to-${filters.to}.csv`}
            aria-label={`Download ${title} CSV`}
          >
            CSV
          </DownloadButton>
        </div>
        {controls}
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          loadingLabel={`Loading ${title.toLowerCase()}...`}
          errorTitle={`${title} could not be loaded`}
          framed={false}
          empty={
            own
              ? { when: true, icon: ChartColumn, ...own }
              : { when: isEmpty(rows), icon: ChartColumn, title: ANALYTICS_MESSAGES.empty }
          }
        >
          {() => (
            <Tabs defaultValue="chart">
              <TabsList aria-label={`${title}: chart or table`} className="mb-3">
                <TabsTrigger value="chart">Chart</TabsTrigger>
                <TabsTrigger value="table">Table</TabsTrigger>
              </TabsList>
              <TabsContent value="chart">{draw(rows)}</TabsContent>
              <TabsContent value="table">
                <DataTable caption={title} columns={columns} rows={rows} rowKey={rowKey} scroll />
              </TabsContent>
            </Tabs>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
