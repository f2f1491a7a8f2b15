/**
 * A member's "/" painted by the server (decision 030). The web build writes the app's page with a place for the
 * markup (first-paint.html) and a renderer of the shell and the dashboard
 * (server/first-paint.mjs, from apps/web/src/render-first-paint.tsx). Per request, the renderer reads the API as
 * the member, through the same routes the app would call (app.inject with the page request's cookie: the same
 * session check, tenancy and plan rules, the same answers), and the page carries its markup and, in a JSON data
 * block beside it, those answers.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Where the web build puts the renderer (FIRST_PAINT_RENDERER_DIR in apps/web/vite.config.ts); never served. */
export const FIRST_PAINT_RENDERER = "server/first-paint.mjs";
export const FIRST_PAINT_TEMPLATE = "first-paint.html";

type Renderer = {
  renderFirstPaint(read: (url: string) => Promise<unknown>): Promise<{ html: string; data: unknown } | null>;
  /** The data block's id, which the app looks for as it starts. */
  FIRST_PAINT_DATA_ID: string;
};

/** What the reads carry of the page's request: who the member is and how they reached the server. */
const CARRIED_HEADERS = [
  "cookie",
  "host",
  "user-agent",
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-forwarded-host",
];

/**
 * The page's sender, or null when the build has no renderer (a build before it, a test's stand-in web root). It
 * answers false, having sent nothing, when the page could not be painted (no session, a read refused): the caller
 * sends the app's page.
 */
export async function firstPaintSender(app: FastifyInstance, webRoot: string) {
  const templateFile = path.join(webRoot, FIRST_PAINT_TEMPLATE);
  const rendererFile = path.join(webRoot, FIRST_PAINT_RENDERER);
  if (!fs.existsSync(templateFile) || !fs.existsSync(rendererFile)) return null;
  const template = fs.readFileSync(templateFile, "utf8");
  const renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = Object.fromEntries(
      CARRIED_HEADERS.flatMap((name) => {
        const value = request.headers[name];
        return value === undefined ? [] : [[name, value]];
      }),
    );
    // A read that renews the session says so with a cookie: the page passes it on, as the read's answer would.
    const cookies: string[] = [];
    const read = async (url: string) => {
      const res = await app.inject({ method: "GET", url, headers, remoteAddress: request.ip });
      const setCookie = res.headers["set-cookie"];
      if (setCookie) cookies.push(...(Array.isArray(setCookie) ? setCookie : [setCookie]));
      return res.statusCode === 200 ? res.json() : undefined;
    };
    let page: Awaited<ReturnType<Renderer["renderFirstPaint"]>>;
    try {
      page = await renderer.renderFirstPaint(read);
    } catch (error) {
      request.log.error({ err: error }, "The dashboard's first paint could not be rendered");
      return false;
    }
    if (cookies.length) reply.header("set-cookie", cookies);
    if (!page) return false;
    const data = `<script type="application/json" id="${renderer.FIRST_PAINT_DATA_ID}">${jsonInHtml(page.data)}</script>`;
    // The member's own data: kept by no cache, not even the browser's.
    await reply
      .header("Cache-Control", "private, no-store")
      .type("text/html")
      .send(template.replace("<!--page-->", () => page.html + data));
    return true;
  };
}

/** JSON inside a <script> data block: "<" escaped, so nothing in it can close the element or open a comment. */
export function jsonInHtml(value: unknown) {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
