/** The training module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, id, isoDay, member, owned, type RouteSpec, read } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/training/courses": { ...member, ...owned },
  "POST /api/training/courses": {
    access: "admin",
    body: (_t, r) => ({
      title: "Written",
      description: "Written",
      category: "medical",
      duration: 1,
      instructorId: r.officer.id,
    }),
  },
  "PATCH /api/training/courses/:id": {
    access: "admin",
    params: id("course"),
    body: (_t, r) => ({ title: "Written", instructorId: r.officer.id }),
    readBack: read(() => "/api/training/courses"),
  },
  "DELETE /api/training/courses/:id": {
    access: "admin",
    params: id("course"),
    readBack: read(() => "/api/training/courses"),
  },
  "GET /api/training/assignments": { ...member, ...owned },
  "POST /api/training/assignments": {
    access: "admin",
    body: (_t, r) => ({ courseId: r.course, userIds: [r.emt.id], dueDate: isoDay(14) }),
  },
  "GET /api/training/assignments/:id": { ...member, params: id("assignment"), ...owned },
  "PATCH /api/training/assignments/:id": {
    ...member,
    params: id("assignment"),
    body: () => ({ status: "in_progress" }),
    readBack: read((c) => `/api/training/assignments/${c.assignment}`),
  },
  "GET /api/training/my-training": { ...member, ...blind },
  "GET /api/training/progress": { ...member, ...owned },
  "GET /api/training/iso-hours": { ...member, ...owned },
  "GET /api/training/iso-hours.csv": { ...member, ...owned },
  "GET /api/training/iso-mapping": { ...member, ...blind },
  "PATCH /api/training/iso-mapping": { access: "admin", body: () => ({ medical: "facility" }) },
};
