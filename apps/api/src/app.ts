/**
 * Builds the HTTP application: cross-cutting plugins first (errors, cookies, security headers, rate limits,
 * sessions and access), then the modules (modules/registry.ts), then the built web app for every other path.
 */

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import etag from "@fastify/etag";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import { HOST_BRAND_ELEMENT, type HostBrand } from "@rollcall/shared/branding";
import { escapeHtml } from "@rollcall/shared/html";
import type { PgTable } from "drizzle-orm/pg-core";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type pg from "pg";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { createChannels } from "./lib/alerting";
import type { Channels } from "./lib/alerting/channels";
import { FIRST_PAINT_RENDERER, FIRST_PAINT_TEMPLATE, firstPaintSender } from "./lib/first-paint";
import { createLiveHub, type LiveHub } from "./lib/live";
import { createMailer, type Mailer } from "./lib/mailer";
import {
  auditRecordTypes,
  type ExportHook,
  exportHooks,
  exportOnRequestTables,
  liveTables,
  moduleTables,
} from "./lib/module";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./lib/sessions";
import { uploadOrigins } from "./lib/storage";
import { hostBrand } from "./modules/agencies";
import { apiModules } from "./modules/registry";
import { authPlugin } from "./plugins/auth";
import { errorsPlugin } from "./plugins/errors";
import { idempotencyPlugin } from "./plugins/idempotency";
import { openapiPlugin } from "./plugins/openapi";
import { sameOriginPlugin } from "./plugins/same-origin";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    /** Where `scope.read()` runs: the replica when DATABASE_REPLICA_URL is set, else `db` itself. */
    replica: Database;
    env: Env;
    mailer: Mailer;
    /** Alerting's ways out (email, SMS, voice, push): lib/alerting, chosen by the environment at start. */
    channels: Channels;
    /** Every committed write announced (lib/live): members' live streams and the server's own follow-up work. */
    live: LiveHub;
    /** Every module's tables (their manifests' `tables`): what the agency data export reads. */
    tables: readonly PgTable[];
    /** Every module's audited tables with their record-type names (their manifests' `audited`): the audit log's. */
    recordTypes: Readonly<Record<string, string>>;
    /** Tables the agency data export leaves out unless an admin asks (their manifests' `exportOnRequest`), with why. */
    exportOnRequest: Readonly<Record<string, string>>;
    /** What modules do when an export includes those tables (their manifests' `onExportOnRequest`). */
    exportHooks: readonly ExportHook[];
  }
}

/** A file of the web build (vite writes them under /assets/ with an extension). */
const BUILD_FILE = /^\/assets\/[^?#]*\.[A-Za-z0-9]+(?:[?#]|$)/;

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

export type AppOptions = {
  env: Env;
  db: Database;
  /** A streaming replica of `db` for the heavy period reports (default: `db`). */
  replica?: Database;
  logger?: FastifyServerOptions["logger"] | FastifyBaseLogger;
  mailer?: Mailer;
  /** Alerting channels (default: lib/alerting's from the environment; tests counting sends give their own). */
  channels?: Channels;
  /** Serve the built web app (apps/web/dist) when it exists. */
  serveWeb?: boolean;
  /** Where the built web app is (default apps/web/dist; tests give a folder of their own). */
  webRoot?: string;
  /** Sees every route as it is added (the generated authorization and input suites read the route table). */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp(options: AppOptions) {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("db", options.db);
  app.decorate("replica", options.replica ?? options.db);
  app.decorate("env", env);
  app.decorate(
    "mailer",
    options.mailer ??
      createMailer({
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM,
        log: app.log,
        production: env.NODE_ENV === "production",
        db: options.db,
      }),
  );

  app.decorate(
    "channels",
    options.channels ??
      (await createChannels({
        env,
        log: app.log,
        db: options.db,
        mailer: app.mailer,
        production: env.NODE_ENV === "production",
      })),
  );

  app.decorate(
    "live",
    createLiveHub({
      client: (options.db as unknown as { $client: pg.Pool | PGlite }).$client,
      log: app.log,
      queries: liveTables(apiModules),
    }),
  );
  app.addHook("onClose", async () => app.live.close());
  app.decorate("tables", moduleTables(apiModules));
  app.decorate("recordTypes", auditRecordTypes(apiModules));
  app.decorate("exportOnRequest", exportOnRequestTables(apiModules));
  app.decorate("exportHooks", exportHooks(apiModules));

  await app.register(errorsPlugin);
  await app.register(sameOriginPlugin);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", ...uploadOrigins(env)],
        workerSrc: ["'self'"],
        // No page of ours is ever framed: no clickjacking.
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: "deny" },
    crossOriginEmbedderPolicy: false,
    hsts: env.publicUrl.startsWith("https:"),
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests from this address. Try again in ${Math.ceil(context.ttl / 60000)} minutes.`,
    }),
  });
  await app.register(authPlugin);
  // Before ETag and compression, whose onSend hooks must see the answer it keeps or replays.
  await app.register(idempotencyPlugin);
  // An unchanged read (a week that did not move) costs a header: a weak ETag (the bytes differ per encoding),
  // 304 on If-None-Match. Registered before compression, so the tag is of the JSON itself. The tag is zlib's
  // CRC-32 of the answer and its length instead of the default SHA-1: a third of the time on the week's 497 KiB,
  // the largest cost the app added to the bare baseline (docs/performance.md); telling versions apart is enough.
  await app.register(etag, {
    weak: true,
    hashFn: (payload) => `${zlib.crc32(payload).toString(36)}-${payload.length.toString(36)}`,
  });
  // Members' answers are theirs alone: never kept by a shared cache, and revalidated (ETag) on every use.
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control"))
      reply.header("Cache-Control", "private, no-cache");
  });
  // Answers of 1 KiB and more travel compressed (brotli, else gzip) when the browser accepts it; the web
  // app's files are compressed once at build instead (preCompressed below).
  // Fast levels (bench:delivery): brotli 1 makes the week view's 497 KiB about 55 KiB in about 1 ms, a third of
  // the default level's time for nearly the same size; a 1 MiB window instead of 4 gives the same bytes sooner.
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 20,
      },
    },
    zlibOptions: { level: 3 },
  });

  // Before the modules: it records each route as it is added. Its sections are the modules.
  await app.register(openapiPlugin, { tags: apiModules });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  // The modules (modules/registry.ts), each routes plugin in a context of its own, so the hook marks exactly
  // its routes: the module's name (its section in the API reference), plan feature and API-key part.
  for (const { name, routes } of apiModules)
    for (const { plugin, feature, apiKey } of routes)
      await app.register(async (module) => {
        module.addHook("onRoute", (route) => {
          // A route may name its own plan feature inside a module that has none (white-label in agencies).
          route.config = { ...route.config, module: name, feature: route.config?.feature ?? feature, apiKey };
        });
        await module.register(plugin);
      });

  const webRoot = options.webRoot ?? webDist;
  const serveWeb = options.serveWeb && fs.existsSync(path.join(webRoot, "index.html"));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each file (apps/web/vite.config.ts); they are sent as they are.
      preCompressed: true,
      // Source maps stay on the server (for debugging a stack trace), never public.
      allowedPath: (pathName) =>
        !pathName.endsWith(".map") &&
        // The server's renderer of a member's "/" and its template are read from disk, never sent.
        !pathName.startsWith(`/${path.dirname(FIRST_PAINT_RENDERER)}/`) &&
        pathName !== `/${FIRST_PAINT_TEMPLATE}`,
      setHeaders: (res, filePath) => {
        // Hashed assets never change; everything else is revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header("Cache-Control", "public, max-age=31536000, immutable");
        else res.header("Cache-Control", "no-cache");
      },
    });

    // The public pages are prerendered by the build (apps/web/src/prerender.tsx): plain HTML with its critical
    // CSS and no application code, for whoever carries no session cookie. "/" is the landing page for a
    // visitor and the dashboard for a member; a member's /pricing is the app's own (with their plan actions).
    // A cookie is not checked against the sessions here: a stale one gets the app, whose first call finds no
    // session, clears the cookie and shows the same landing page.
    // A member's "/" is the dashboard: dashboard.html is the app with the dashboard's session and data
    // requested by the HTML itself (memberPages() in apps/web/vite.config.ts).
    // With single sign-on the sign-in page is the app's from the start: its "Sign in with …" button and a refused
    // sign-on's message come from the app (the prerendered page starts the app only on the visitor's first tap).
    const prerendered = [
      ["/", "landing.html", "dashboard.html"],
      ["/pricing", "pricing.html", "index.html"],
      ["/auth", env.OIDC_ISSUER ? "index.html" : "auth.html", "index.html"],
    ] as const;
    // White-label: on a host name that serves an agency, a visitor is that agency's member, not a buyer: "/" is
    // its sign-in page, which is the app's (with the agency's name as the title from the first byte), never the
    // product's prerendered pages.
    const ownHost = new URL(env.publicUrl).hostname;
    const brandedPage = brandedIndex(webRoot);
    const brandOnHost = async (request: FastifyRequest) =>
      request.hostname === ownHost
        ? null
        : (await hostBrand(app.db, env.AGENCY_HOSTS, request.hostname)).brand;
    // A member's "/" painted by the server, shell and dashboard in the HTML (decision 030; lib/first-paint.ts);
    // dashboard.html when it cannot be (the app then starts as on any page).
    const firstPaint = await firstPaintSender(app, webRoot);
    for (const [url, visitorFile, memberFile] of prerendered) {
      if (!fs.existsSync(path.join(webRoot, visitorFile))) continue;
      const forMember = fs.existsSync(path.join(webRoot, memberFile)) ? memberFile : "index.html";
      app.get(url, async (request, reply) => {
        const member = Boolean(request.cookies[SESSION_COOKIE] || request.cookies[SECURE_SESSION_COOKIE]);
        // The answer depends on the cookie and the host: a cache must not hand one visitor's page to another.
        reply.header("Vary", "Cookie, Host").header("Cache-Control", "no-cache").type("text/html");
        if (member && url === "/" && firstPaint && (await firstPaint(request, reply))) return reply;
        if (member) return reply.sendFile(forMember);
        const brand = await brandOnHost(request);
        if (!brand) return reply.sendFile(visitorFile);
        if (url !== "/auth") return reply.redirect("/auth");
        return reply.send(brandedPage(brand));
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    // A missing build file (an old hashed chunk, a source map) is a 404, never the app's page in its place.
    // (/assets/<id> without a file extension is the app's equipment page.)
    if (
      request.url.startsWith("/api/") ||
      request.url === "/api" ||
      BUILD_FILE.test(request.url) ||
      !serveWeb ||
      request.method !== "GET"
    ) {
      return reply.status(404).send({ message: "Not found" });
    }
    // Client-side routes: the single-page app decides (including its own 404 screen).
    return reply.header("Cache-Control", "no-cache").type("text/html").sendFile("index.html");
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * The app's page for a white-labelled agency's host: titled with its name, and carrying its brand (GET /api/brand's
 * answer, read by the sign-in screen as it starts) so the product's name never shows first.
 */
function brandedIndex(webRoot: string) {
  let page: string | undefined;
  return (brand: NonNullable<HostBrand["brand"]>) => {
    page ??= fs.readFileSync(path.join(webRoot, "index.html"), "utf8");
    // JSON in a non-executed script: "<" escaped so no text in it can close the element.
    const data = JSON.stringify({ brand }).replace(/</g, "\\u003c");
    return page
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.name)}</title>`)
      .replace(
        "</head>",
        `<script id="${HOST_BRAND_ELEMENT}" type="application/json">${data}</script></head>`,
      );
  };
}
