/** The time clock module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, id, isoDay, member, owned, type RouteSpec, read, shiftBack } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  // time clock and payroll
  "POST /api/shifts/:id/check-in": { ...member, params: id("shift"), readBack: shiftBack },
  "POST /api/shifts/:id/check-out": { ...member, params: id("shift"), readBack: shiftBack },
  "GET /api/time-clock/current-shift": { ...member, ...blind },
  "GET /api/time-clock/today": { ...member, ...owned },
  "GET /api/time-clock/settings": { ...member, ...blind },
  "PUT /api/time-clock/settings": {
    access: "admin",
    // Every rule off: the other suites' punches in this agency stay as made.
    body: () => ({
      roundingMinutes: null,
      roundingMode: "nearest",
      autoClockOutGraceMinutes: null,
      reasonThresholdMinutes: null,
      discrepancyThresholdMinutes: null,
    }),
  },
  "GET /api/payroll": {
    access: "admin",
    query: () => ({ startDate: isoDay(-7), endDate: isoDay(7) }),
    ...owned,
  },
  "GET /api/payroll.csv": {
    access: "admin",
    query: () => ({ startDate: isoDay(-7), endDate: isoDay(7) }),
    ...owned,
  },
  "PATCH /api/payroll/shifts/:id": {
    access: "admin",
    params: id("paidShift"),
    body: () => ({ paymentStatus: "approved" }),
    readBack: read((c) => `/api/shifts/${c.paidShift}`),
  },
  "POST /api/payroll/shifts/:id/review": {
    access: "admin",
    params: id("paidShift"),
    readBack: read((c) => `/api/shifts/${c.paidShift}`),
  },
  "POST /api/payroll/payment-status": {
    access: "admin",
    body: (_t, r) => ({ shiftIds: [r.paidShift], paymentStatus: "paid" }),
  },
};
