/**
 * Advanced Analytics' kept figures (decision 029): the two charts that read every shift of the range (overtime,
 * staffing gaps) keep their figures per chunk (a work period, a calendar month), computed the first time a chart
 * needs them and forgotten by triggers (migration 0019) when a row they were computed from changes. Derived data:
 * never audited, announced or exported.
 */
import { CACHED_ANALYTICS_CHARTS, type CachedAnalyticsChart } from "@rollcall/shared/analytics";
import { date, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { enumCheck, tz } from "./_helpers";
import { agencyColumn } from "./agencies";

export const analyticsChunks = pgTable(
  "analytics_chunks",
  {
    agencyId: agencyColumn(),
    chart: text("chart").$type<CachedAnalyticsChart>().notNull(),
    /** What the figures were computed for: the chunk's first day, its length and the agency's time zone. */
    key: text("key").notNull(),
    /** The days (in the agency's zone) whose rows the figures were computed from: what a change forgets. */
    firstDay: date("first_day", { mode: "string" }).notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
    figures: jsonb("figures").notNull(),
    computedAt: timestamp("computed_at", tz).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ name: "analytics_chunks_pkey", columns: [t.agencyId, t.chart, t.key] }),
    enumCheck("analytics_chunks_chart_check", t.chart, CACHED_ANALYTICS_CHARTS),
    index("analytics_chunks_days_idx").on(t.agencyId, t.firstDay),
  ],
);
