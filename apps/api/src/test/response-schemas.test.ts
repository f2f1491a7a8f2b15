/**
 * Every route declares its answer (docs/decisions/014-response-schemas.md): the success status of each /api
 * route has a response schema, so the serializer sends only the declared fields, the web reads the same type,
 * and the API reference (and any client generated from it) knows what comes back. A JSON answer is the
 * resource's zod shape from packages/shared; any other answer is declared with lib/http.ts's helpers: a file
 * (`fileAnswer`: CSV, PDF, ZIP, iCalendar, an image...), no content (`noContent`) or a redirect (`redirect`).
 */
import type { RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { testApp } from "./world";

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

/** The route's declared success answers: the 2xx (or, for a redirect, 3xx) keys of schema.response. */
const successSchemas = (route: RouteOptions) =>
  Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {}).filter((status) =>
    /^[23](\d\d|XX)$/.test(status),
  );

describe("response schemas", () => {
  it("every route declares its success answer", () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const missing = routes.filter(({ route }) => successSchemas(route).length === 0).map(({ key }) => key);
    expect(
      missing,
      "add a response schema: the resource's from packages/shared, or fileAnswer / noContent / redirect (lib/http.ts)",
    ).toEqual([]);
  });
});
