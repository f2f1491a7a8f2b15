/**
 * Advanced Analytics (Pro; managers): `GET /api/analytics/{chart}?from&to[&incidentType][&groupBy]` answers the
 * chart's figures `{ from, to, rows }`, and `/api/analytics/{chart}.csv` the same rows as its table's download.
 * The keeping job and keeper (analytics.jobs.ts) run with them.
 */
import {
  ANALYTICS_CHARTS,
  type AnalyticsChart,
  analyticsRangeQuerySchema,
  budgetActualSchema,
  complianceTrendSchema,
  incidentAnalyticsQuerySchema,
  incidentVolumeSchema,
  overtimeSchema,
  responseTimesSchema,
  staffingGapsSchema,
  trainingHoursSchema,
} from "@rollcall/shared/analytics";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fileAnswer, sendDownload } from "../../lib/http";
import { createAnalyticsJobRunner, createAnalyticsKeeper } from "./analytics.jobs";
import { chartCsv, chartFigures } from "./analytics.service";

const SCHEMAS = {
  "response-times": [incidentAnalyticsQuerySchema, responseTimesSchema],
  "incident-volume": [incidentAnalyticsQuerySchema, incidentVolumeSchema],
  overtime: [analyticsRangeQuerySchema, overtimeSchema],
  "staffing-gaps": [analyticsRangeQuerySchema, staffingGapsSchema],
  compliance: [analyticsRangeQuerySchema, complianceTrendSchema],
  "training-hours": [analyticsRangeQuerySchema, trainingHoursSchema],
  budget: [analyticsRangeQuerySchema, budgetActualSchema],
} as const satisfies Record<AnalyticsChart, readonly [unknown, unknown]>;

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = createAnalyticsJobRunner(app);
  const keeper = createAnalyticsKeeper(app);
  app.addHook("onReady", async () => {
    jobs.start();
    if (jobs.enabled) await keeper.start();
  });
  app.addHook("onClose", async () => {
    await keeper.stop();
    await jobs.stop();
  });

  for (const chart of ANALYTICS_CHARTS) {
    const [querystring, response] = SCHEMAS[chart];
    app.get(
      `/api/analytics/${chart}`,
      { config: { access: "manager" }, schema: { querystring, response: { 200: response } } },
      async (request) => chartFigures(request.scope, chart, request.query),
    );
    app.get(
      `/api/analytics/${chart}.csv`,
      {
        config: { access: "manager" },
        schema: { querystring, response: fileAnswer("csv", `The ${chart} chart's figures`) },
      },
      async (request, reply) => {
        const { fileName, body } = await chartCsv(request.scope, chart, request.query);
        return sendDownload(reply, fileName, body);
      },
    );
  }
};
