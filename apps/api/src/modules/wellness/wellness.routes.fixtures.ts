/** The wellness module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, id, isoDay, member, owned, type RouteSpec, read } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  // wellness (records: only the owner writes, so the firefighter makes the valid calls)
  "GET /api/fitness-programs": { ...member, ...owned },
  "POST /api/fitness-programs": {
    ...member,
    body: () => ({ name: "Written", duration: 20, difficulty: "advanced" }),
  },
  "POST /api/fitness-programs/:id/start": {
    ...member,
    params: id("fitnessProgram"),
    readBack: read(() => "/api/fitness-programs"),
  },
  "PATCH /api/fitness-programs/:id": {
    access: "admin",
    params: id("fitnessProgram"),
    body: () => ({ name: "Written", duration: 25 }),
    readBack: read(() => "/api/fitness-programs"),
  },
  "DELETE /api/fitness-programs/:id": {
    access: "admin",
    params: id("fitnessProgram"),
    readBack: read(() => "/api/fitness-programs"),
  },
  "GET /api/wellness-records": { ...member, ...blind },
  "POST /api/wellness-records": {
    ...member,
    body: (_t, r) => ({
      recordType: "fitness",
      data: { activity: "Written", minutes: 20, intensity: "low", programId: r.fitnessProgram },
      recordDate: isoDay(-1),
      notes: "Written",
    }),
  },
  "PATCH /api/wellness-records/:id": {
    ...member,
    params: id("wellnessRecord"),
    body: () => ({ notes: "Written", data: { minutes: 25 } }),
    readBack: read(() => "/api/wellness-records", "firefighter"),
    as: "firefighter",
  },
  "DELETE /api/wellness-records/:id": {
    ...member,
    params: id("wellnessRecord"),
    readBack: read(() => "/api/wellness-records", "firefighter"),
    as: "firefighter",
  },
  "GET /api/wellness/stats": { ...member, ...blind },
};
