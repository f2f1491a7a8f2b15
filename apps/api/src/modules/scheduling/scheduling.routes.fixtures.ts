/** The scheduling module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, id, isoDay, member, owned, type RouteSpec, read, shiftBack } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/shifts": {
    ...member,
    query: () => ({ startDate: isoDay(-3), endDate: isoDay(3) }),
    ...owned,
  },
  "GET /api/shifts/open": { ...member, ...owned },
  "GET /api/shifts/calendar-feed": { ...member, ...blind },
  "POST /api/shifts/calendar-feed/regenerate": { ...member },
  "GET /api/shifts/:id": { ...member, params: id("shift"), ...owned },
  "POST /api/shifts": {
    access: "manager",
    body: (_t, r) => ({
      title: "Written",
      userId: r.officer.id,
      startTime: `${isoDay(30)}T07:00`,
      endTime: `${isoDay(30)}T19:00`,
    }),
  },
  "POST /api/shifts/rotation": {
    access: "manager",
    body: (_t, r) => ({
      pattern: "24/48",
      startDate: isoDay(40),
      endDate: isoDay(45),
      startTime: "07:00",
      platoons: { A: [r.officer.id], B: [r.emt.id], C: [r.firefighter.id] },
      allowOverlap: true,
    }),
  },
  "PATCH /api/shifts/:id": {
    access: "manager",
    params: id("shift"),
    body: (_t, r) => ({ title: "Written", userId: r.officer.id }),
    readBack: shiftBack,
  },
  "DELETE /api/shifts/:id": { access: "manager", params: id("shift"), readBack: shiftBack },
  "POST /api/shifts/:id/request-coverage": {
    ...member,
    params: id("shift"),
    body: () => ({ reason: "Written" }),
    readBack: shiftBack,
  },
  "POST /api/shifts/:id/pick-up": {
    ...member,
    params: id("openShift"),
    readBack: read((c) => `/api/shifts/${c.openShift}`),
  },
  "POST /api/shifts/:id/approve": {
    access: "manager",
    params: id("openShift"),
    readBack: read((c) => `/api/shifts/${c.openShift}`),
  },
  "POST /api/shifts/:id/decline": {
    access: "manager",
    params: id("openShift"),
    readBack: read((c) => `/api/shifts/${c.openShift}`),
  },
  "GET /api/calendar/:file": {
    access: "public",
    params: (c) => ({ file: c.calendarFile }),
    tokenInPath: true,
    ...owned,
  },
};
