/**
 * Every JSON route declares its answer (docs/decisions/014-response-schemas.md): the success status of each
 * /api route has a zod response schema, normally the resource's shape from packages/shared, so the
 * serializer sends only the declared fields and the web reads the same type. Routes that answer something
 * other than JSON are listed with the reason in their module's route table part (NOT_JSON in
 * modules/<module>/<module>.routes.fixtures.ts); a new one needs a line there, and a stale line fails too.
 */
import type { RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { NOT_JSON } from "./fixtures";
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
      "add a response schema (from packages/shared), or a line in its module's NOT_JSON with the reason",
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
