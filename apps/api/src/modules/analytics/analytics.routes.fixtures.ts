/** The analytics module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, type RouteSpec } from "../../test/route-spec";

const analytics = { access: "manager", ...blind } as const;

export const ROUTES: Record<string, RouteSpec> = {
  // analytics (Pro; managers): figures, never rows of their own
  "GET /api/analytics/response-times": analytics,
  "GET /api/analytics/response-times.csv": analytics,
  "GET /api/analytics/incident-volume": analytics,
  "GET /api/analytics/incident-volume.csv": analytics,
  "GET /api/analytics/overtime": analytics,
  "GET /api/analytics/overtime.csv": analytics,
  "GET /api/analytics/staffing-gaps": analytics,
  "GET /api/analytics/staffing-gaps.csv": analytics,
  "GET /api/analytics/compliance": analytics,
  "GET /api/analytics/compliance.csv": analytics,
  "GET /api/analytics/training-hours": analytics,
  "GET /api/analytics/training-hours.csv": analytics,
  "GET /api/analytics/budget": analytics,
  "GET /api/analytics/budget.csv": analytics,
};
