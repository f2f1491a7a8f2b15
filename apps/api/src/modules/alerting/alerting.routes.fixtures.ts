/** The alerting module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { blind, id, member, owned, type RouteSpec, read } from "../../test/route-spec";

export const ROUTES: Record<string, RouteSpec> = {
  // alerting: a member's own preferences, mass alerts and their answer links, who is reachable
  "GET /api/profile/alerting": { ...member, ...blind },
  "PUT /api/profile/alerting": {
    ...member,
    body: () => ({ channels: { general: ["email"] }, quietHours: { start: "22:00", end: "06:00" } }),
  },
  "POST /api/profile/phone/verify": { ...member, body: () => ({ code: "123456" }) },
  "POST /api/profile/push": {
    ...member,
    body: () => ({
      endpoint: "https://push.example.org/send/written",
      keys: {
        p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        auth: "tBHItJI5svbpez7KI4CCXg",
      },
    }),
  },
  "DELETE /api/profile/push": {
    ...member,
    body: () => ({ endpoint: "https://push.example.org/send/written" }),
  },
  "POST /api/alerts": {
    access: "manager",
    body: (_t, r) => ({ message: "Written", audience: { userIds: [r.firefighter.id] }, question: true }),
  },
  "GET /api/alerts": { ...member, ...owned },
  "GET /api/alerts/:id": { ...member, params: id("alert"), ...owned },
  "POST /api/alerts/:id/answer": {
    ...member,
    params: id("alert"),
    body: () => ({ answer: "yes", minutes: 12 }),
    readBack: read((c) => `/api/alerts/${c.alert}`),
  },

  // The answer link: its token (in the query) is the credential, valid for one member and alert.
  "GET /api/alerts/:id/respond": {
    access: "public",
    params: id("alert"),
    query: (c) => ({ token: c.alertToken }),
    tokenInPath: true,
    ...owned,
  },
  "POST /api/alerts/:id/respond": {
    access: "public",
    params: id("alert"),
    query: (c) => ({ token: c.alertToken }),
    body: () => ({ answer: "no" }),
    tokenInPath: true,
    readBack: read((c) => `/api/alerts/${c.alert}`),
  },
  "GET /api/alerting/status": { access: "admin", ...owned },
};

/** Registered routes the table leaves out on purpose, each with why. */
export const EXCLUDED: Record<string, string> = {
  "POST /api/alerting/twilio/status":
    "public, called by Twilio and proven by X-Twilio-Signature; 404 without Twilio configured (alerting/twilio.test.ts)",
  "POST /api/alerting/twilio/sms":
    "public, called by Twilio and proven by X-Twilio-Signature; 404 without Twilio configured (alerting/twilio.test.ts)",
  "POST /api/alerting/twilio/voice":
    "public, called by Twilio and proven by X-Twilio-Signature; 404 without Twilio configured (alerting/twilio.test.ts)",
};
