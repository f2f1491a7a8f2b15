/**
 * The API's reference, generated from the routes' own zod schemas (@fastify/swagger with the zod type provider's
 * transforms): GET /api/openapi.json is the OpenAPI 3.1 document, GET /api/docs a readable page of it (Swagger UI,
 * served from this server's own files, no CDN). Registered before the modules: @fastify/swagger records each route
 * as it is added. Both are public: they describe the API, never an agency's data.
 */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { SESSION_COOKIE } from "../lib/sessions";
import { routeAccess } from "./auth";
import { type AnswerKind, operationIdOf, summaryOf, withEnumKeys } from "./openapi-operations";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PREFIX = "/api/docs";

/** The answer of every failure (plugins/errors.ts). */
const ERROR_SCHEMA = {
  description:
    "400 invalid input (a message per field in `errors`), 401 not signed in or a wrong key, 402 outside the plan, 403 not allowed, 404 not found, 409 a conflict, 412 changed since read, 429 too many requests",
  type: "object",
  properties: {
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "string" } },
  },
  required: ["message"],
};

/** What the success answer is, for the summary: a file (a declared media type, lib/http.ts), a new row, a list. */
function answerKind(response: Record<string, Record<string, unknown>>): AnswerKind {
  const success = Object.entries(response).find(([status]) => status.startsWith("2"))?.[1];
  if (success?.content) return "file";
  if (response["201"]) return "created";
  return success?.type === "array" ? "list" : "other";
}

/** Routes that are not part of the API a client calls: the reference itself and the web app's files. */
const notApi = (url: string) =>
  !url.startsWith("/api/") || url === OPENAPI_PATH || url.startsWith(DOCS_PREFIX);

/**
 * The reference's sections: each module's name and what it is (app.ts gives them, from the modules' manifests),
 * with the JSON Schemas its routes refer to (`openapiSchemas`, added to the components as they are).
 */
export type OpenapiOptions = {
  tags: ReadonlyArray<{ name: string; description: string; openapiSchemas?: Record<string, object> }>;
};

async function openapi(app: FastifyInstance, options: OpenapiOptions) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Rollcall API",
        version: "1",
        description:
          "Scheduling, time clock, compliance, incidents, equipment, training, finance, wellness, staffing and alerting for one agency. " +
          "Every request acts for one agency: the signed-in member's (the session cookie, with that member's role), or an API key's (`Authorization: Bearer`, within its scopes). A call answers 402 where the agency's plan lacks the module. " +
          "Errors answer `{ message, errors? }` with 400 (invalid input: `errors` holds a message per field), 401, 402, 403, 404, 409, 412 or 429.",
      },
      servers: [{ url: "/" }],
      tags: options.tags.map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: {
          apiKey: {
            type: "http",
            scheme: "bearer",
            description:
              "An API key an admin made in Settings → API Keys (Standard and Pro plans): `Authorization: Bearer rck_…`. It acts for its agency within its scopes.",
          },
          session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
        },
      },
      security: [{ apiKey: [] }, { session: [] }],
    },
    transform: (input) => {
      if (notApi(input.url)) return { schema: { ...input.schema, hide: true }, url: input.url };
      const { route, url } = input;
      const method = [route.method].flat()[0];
      // Each route under its module's name (app.ts), one of the reference's sections (`tags` above).
      const module = route.config?.module;
      const out = jsonSchemaTransform({
        ...input,
        schema: { ...input.schema, ...(module ? { tags: [module] } : {}) },
      });
      const schema = withEnumKeys(out.schema);
      const response = (schema.response ?? {}) as Record<string, Record<string, unknown>>;
      return {
        ...out,
        schema: {
          ...schema,
          summary: schema.summary ?? summaryOf(method, url, answerKind(response)),
          operationId: schema.operationId ?? operationIdOf(method, url),
          // A public route (the auth plugin's own rule) needs neither an API key nor a session.
          ...(routeAccess(route.config) === "public" ? { security: [] } : {}),
          // Every route's failures have the one shape of plugins/errors.ts.
          response: { ...response, "4XX": ERROR_SCHEMA },
        },
      };
    },
    transformObject: (input) => {
      const doc = withEnumKeys(jsonSchemaTransformObject(input));
      const schemas = Object.assign({}, ...options.tags.map((t) => t.openapiSchemas ?? {}));
      const components = (doc as { components?: { schemas?: object } }).components;
      return { ...doc, components: { ...components, schemas: { ...components?.schemas, ...schemas } } };
    },
  });

  await app.register(reference);
}

/** The document and its page, public (an encapsulated context, so the hook touches only these routes). */
async function reference(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, access: "public" };
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The page's own files, with a Content-Security-Policy that allows them and nothing else.
    staticCSP: true,
    uiConfig: { docExpansion: "list", deepLinking: true, defaultModelsExpandDepth: 0, validatorUrl: null },
    // The page is the API's, not the framework's: no top bar with its logo and a box to load other documents.
    theme: {
      title: "Rollcall API",
      css: [{ filename: "rollcall.css", content: ".swagger-ui .topbar { display: none }" }],
    },
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header("Cache-Control", "no-cache").send(app.swagger()),
  );
}

export const openapiPlugin = fp(openapi, { name: "openapi" });
