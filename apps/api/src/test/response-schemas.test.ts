/**
 * Every JSON route declares its answer (docs/decisions/014-response-schemas.md): the success status of each
 * /api route has a zod response schema, normally the resource's shape from packages/shared, so the
 * serializer sends only the declared fields and the web reads the same type. Routes that answer something
 * other than JSON are listed below with the reason; a new one needs a line here, and a stale line fails too.
 */
import type { RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { testApp } from "./world";

/** "METHOD /path" → why it has no JSON response schema. */
const NOT_JSON: Record<string, string> = {
  "GET /api/events": "Server-Sent Events (text/event-stream), written to the raw response",
  "GET /api/login": "redirect to the identity provider or the sign-in page",
  "GET /api/login/callback":
    "redirect after single sign-on (the app, or the sign-in page explaining a refusal)",
  "GET /api/logout": "redirect to / after signing out",
  "POST /api/logout": "204, no body",
  "GET /api/agencies/:agencyId/audit-logs/export.csv": "CSV download",
  "GET /api/agencies/:agencyId/logo": "the logo image (its stored type)",
  "GET /api/brand/logo": "the logo image of the agency the host name serves (white-label)",
  "PUT /api/objects/upload": "the folder store's upload endpoint: 200 with no body, as S3 answers a PUT",
  "GET /api/payroll.csv": "CSV download",
  "GET /api/flsa/report.csv": "CSV download",
  "GET /api/export/agency-data": "JSON file download (streamed)",
  "GET /api/export/agency-data.zip": "ZIP download of CSV files",
  "GET /api/expenses.csv": "CSV download",
  "GET /api/training/iso-hours.csv": "CSV download",
  "DELETE /api/budgets/:id": "204, no body",
  "DELETE /api/expenses/:id": "204, no body",
  "GET /api/calendar/:file": "iCalendar feed (text/calendar)",
  "DELETE /api/users/:id/sessions": "204, no body",
  "DELETE /api/users/:id": "204, no body",
  "DELETE /api/certifications/:id": "204, no body",
  "GET /api/certifications/:id/document": "file download (the stored certificate)",
  "DELETE /api/compliance/required-certifications/:id": "204, no body",
  "GET /api/compliance/reports/summary.csv": "CSV download",
  "GET /api/compliance/reports/summary.pdf": "PDF download",
  "GET /api/compliance/reports/expiration.csv": "CSV download",
  "GET /api/compliance/reports/audit.csv": "CSV download",
  "GET /api/compliance/reports/audit.pdf": "PDF download",
  "GET /api/compliance/reports/gaps.csv": "CSV download",
  "GET /api/incidents/export.csv": "CSV download",
  "GET /api/analytics/response-times.csv": "CSV download",
  "GET /api/analytics/incident-volume.csv": "CSV download",
  "GET /api/analytics/overtime.csv": "CSV download",
  "GET /api/analytics/staffing-gaps.csv": "CSV download",
  "GET /api/analytics/compliance.csv": "CSV download",
  "GET /api/analytics/training-hours.csv": "CSV download",
  "GET /api/analytics/budget.csv": "CSV download",
  "GET /api/incidents/export.neris.json":
    "file download: the NERIS export as an attachment, the official format rather than one of our resources",
  "GET /api/incidents/:id/pdf": "PDF download",
  "DELETE /api/equipment/:id": "204, no body",
  "GET /api/equipment/:id/qr.svg": "SVG image (QR code)",
  "GET /api/equipment/:id/label.pdf": "PDF download",
  "GET /api/equipment/reports/inventory.csv": "CSV download",
  "GET /api/equipment/reports/inventory.pdf": "PDF download",
  "GET /api/equipment/reports/maintenance.csv": "CSV download",
  "GET /api/equipment/reports/maintenance.pdf": "PDF download",
  "GET /api/equipment/reports/readiness.csv": "CSV download",
  "GET /api/equipment/reports/readiness.pdf": "PDF download",
  "GET /api/equipment/reports/costs.csv": "CSV download",
  "GET /api/equipment/reports/costs.pdf": "PDF download",
  "DELETE /api/training/courses/:id": "204, no body",
  "DELETE /api/staffing/rules/:id": "204, no body",
  "DELETE /api/fitness-programs/:id": "204, no body",
  "DELETE /api/wellness-records/:id": "204, no body",
  "DELETE /api/api-keys/:id": "204, no body",
  "DELETE /api/webhooks/:id": "204, no body",
  "DELETE /api/automations/:id": "204, no body",
  "DELETE /api/auth/totp": "204, no body",
  "DELETE /api/auth/passkeys/:id": "204, no body",
  "DELETE /api/auth/members/:id/second-factors": "204, no body",
  "POST /api/alerting/twilio/status": "Twilio's status webhook: 204, no body",
  "POST /api/alerting/twilio/sms": "Twilio's SMS webhook: TwiML (text/xml) for Twilio to send as the reply",
  "POST /api/alerting/twilio/voice": "Twilio's voice webhook: TwiML (text/xml) for Twilio to speak",
};

const registered: RouteOptions[] = [];
testApp({ app: { onRoute: (route) => registered.push(route) } });

/** Each /api route as "METHOD /path" (HEAD, which Fastify adds to every GET, left out). */
function apiRoutes() {
  return registered.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== "HEAD")
      .filter(() => route.url === "/api" || route.url.startsWith("/api/"))
      .map((method) => ({ key: `${method} ${route.url}`, route })),
  );
}

/** The route's declared success answers: the 2xx keys of schema.response. */
const successSchemas = (route: RouteOptions) =>
  Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {}).filter((status) =>
    /^2(\d\d|XX)$/.test(status),
  );

describe("response schemas", () => {
  it("every JSON route declares its success answer", () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const missing = routes
      .filter(({ key, route }) => !NOT_JSON[key] && successSchemas(route).length === 0)
      .map(({ key }) => key);
    expect(
      missing,
      "add a response schema (from packages/shared), or a line in NOT_JSON with the reason",
    ).toEqual([]);
  });

  it("the non-JSON list names only existing routes that declare no JSON answer", () => {
    const byKey = new Map(apiRoutes().map(({ key, route }) => [key, route]));
    const stale = Object.keys(NOT_JSON).filter((key) => !byKey.has(key));
    expect(stale, "routes that no longer exist").toEqual([]);
    const declared = Object.keys(NOT_JSON).filter((key) => {
      const route = byKey.get(key);
      return route && successSchemas(route).length > 0;
    });
    expect(declared, "routes with a response schema do not belong in NOT_JSON").toEqual([]);
  });
});
