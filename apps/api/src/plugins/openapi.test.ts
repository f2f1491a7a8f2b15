/**
 * The API reference (issue 18): GET /api/openapi.json is an OpenAPI 3.1 document generated from the routes' own
 * zod schemas, with every /api route in it, and GET /api/docs a readable page of it served from this server.
 */
import type { RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { testApp } from "../test/world";

const registered: RouteOptions[] = [];
const { t } = testApp({ app: { onRoute: (route) => registered.push(route) } });

type Operation = {
  tags?: string[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: Array<{ in: string; name: string }>;
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
};

/** The document, fetched as a program would (no cookie: it is public). */
const fetchDocument = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  return res.json() as Document;
};

/** Each /api route the app registers as [method, OpenAPI path] (HEAD, Fastify's copy of a GET, left out). */
const apiRoutes = () =>
  registered.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== "HEAD" && route.url.startsWith("/api/"))
      .map((method) => ({
        method: method.toLowerCase(),
        path: route.url.replace(/:(\w+)/g, "{$1}"),
        route,
      })),
  );

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1, public, and names the two ways in (an API key, a member's session)", async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("Rollcall API");
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.securitySchemes.session).toMatchObject({ type: "apiKey" });
  });

  it("has every route of the API, under its module", async () => {
    const doc = await fetchDocument();
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      .filter(({ method, path }) => !doc.paths[path]?.[method])
      .map((r) => `${r.method} ${r.path}`);
    expect(missing, "routes missing from /api/openapi.json").toEqual([]);
    const untagged = routes.filter(({ method, path }) => !doc.paths[path][method].tags?.length);
    expect(untagged.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(doc.paths["/api/shifts"].get.tags).toEqual(["scheduling"]);
    // Nothing that is not a route of the API (the reference's own files).
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    const known = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(documented.filter((op) => !known.has(op))).toEqual([]);
  });

  it("gives each route its request, answer and error shapes from its schemas", async () => {
    const doc = await fetchDocument();
    for (const { method, path, route } of apiRoutes()) {
      const op = doc.paths[path][method];
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; response?: object };
      if (schema.body) expect(op.requestBody, `${method} ${path} body`).toBeDefined();
      for (const status of Object.keys(schema.response ?? {}))
        expect(op.responses[status], `${method} ${path} ${status}`).toBeDefined();
      expect(op.responses["4XX"]?.content?.["application/json"].schema.required, `${method} ${path}`).toEqual(
        ["message"],
      );
    }
    const create = doc.paths["/api/shifts"].post;
    const body = create.requestBody?.content["application/json"].schema as { required: string[] };
    expect(body.required).toEqual(expect.arrayContaining(["title", "startTime", "endTime"]));
    const answer = create.responses["201"].content?.["application/json"].schema as { properties: object };
    expect(Object.keys(answer.properties)).toEqual(expect.arrayContaining(["id", "title", "status"]));
    const list = doc.paths["/api/shifts"].get;
    expect(list.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(["startDate", "endDate"]));
    expect(doc.paths["/api/shifts/{id}"].get.parameters).toContainEqual(
      expect.objectContaining({ in: "path", name: "id" }),
    );
  });
});

describe("the reference page", () => {
  it("is served from this server, with a Content-Security-Policy allowing only its own files", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<title>Rollcall API</title>");
    expect(String(page.headers["content-security-policy"])).toMatch(/script-src 'self'/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith("http"), src).toBe(false);
      const file = await t.app.inject({ method: "GET", url: new URL(src, "http://x/api/docs/").pathname });
      expect(file.statusCode, src).toBe(200);
    }
    // The page reads the same document.
    const json = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toEqual(Object.keys((await fetchDocument()).paths));
  });
});
