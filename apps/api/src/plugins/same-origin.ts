/**
 * Cross-site request forgery defence, in one place, for every state-changing /api request.
 *
 * Fetch Metadata first: every current browser says where a request came from in Sec-Fetch-Site, and only
 * "same-origin" (our own pages) or "none" (typed by the user) may change anything; "same-site" is refused
 * too, because a sibling subdomain is not us. Browsers without Fetch Metadata send Origin on every POST,
 * PUT, PATCH and DELETE: it must be the app's own. A request with neither header fails closed, so a
 * script or tool talks to the API the way our pages do (send Origin), or with an API key. SameSite=Lax cookies
 * stay as a second layer.
 *
 * The request's body is also held to what the route expects: JSON bodies come as application/json (the
 * text/plain parser, which a cross-site form could use without a preflight, is removed), and a
 * NUL or other control character in any text is refused with a field message before validation, so no
 * route can pass one on to PostgreSQL (which refuses NUL in text) and answer 500.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { bearerKey } from "../lib/api-keys";
import { AppError, forbidden } from "../lib/errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Called by another service, never by a browser, and proven by a signature over its raw body (the payment
     * provider's webhook): no same-origin check and no text checks (its body is bytes, not JSON).
     */
    signedWebhook?: boolean;
  }
}

export const CROSS_SITE_REFUSED = "This request came from another site and was refused.";
export const CONTROL_CHARACTER_MESSAGE = "Text cannot contain control characters.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origins a page of ours can have: PUBLIC_URL's, and the address the request itself was sent to. */
function isOwnOrigin(request: FastifyRequest, origin: string, publicOrigin: string) {
  if (origin === publicOrigin) return true;
  return origin === `${request.protocol}://${request.host}`;
}

/** True when a browser navigation or request comes from one of our own pages, or from the user typing it. */
export function isSameOriginRequest(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site === "same-origin" || site === "none";
  const origin = request.headers.origin;
  return typeof origin === "string" && isOwnOrigin(request, origin, publicOrigin);
}

// C0 control characters except tab, line feed and carriage return (which forms legitimately send).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** The path (a.b.0.c) of the first string holding a control character, anywhere in a parsed value. */
function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === "string") return CONTROL.test(value) ? path.join(".") || "body" : null;
  if (depth > 64 || value === null || typeof value !== "object") return null;
  for (const [key, child] of Object.entries(value)) {
    if (CONTROL.test(key)) return [...path, "body"].join(".");
    const found = findControlCharacter(child, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export const sameOriginPlugin = fp(async (app: FastifyInstance) => {
  const publicOrigin = new URL(app.env.publicUrl).origin;

  // Only JSON (and the multipart uploads routes register themselves) is accepted as a body.
  app.removeContentTypeParser("text/plain");

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    if (request.routeOptions.config?.signedWebhook) return;
    // A request with an API key acts only as that key (plugins/auth.ts ignores its cookies), and a browser never
    // adds a key by itself: nothing to forge.
    if (bearerKey(request) !== undefined) return;
    if (!isSameOriginRequest(request, publicOrigin)) throw forbidden(CROSS_SITE_REFUSED);
  });

  app.addHook("preValidation", async (request) => {
    if (request.routeOptions.config?.signedWebhook) return;
    for (const [part, value] of [
      ["body", request.body],
      ["query", request.query],
      ["params", request.params],
    ] as const) {
      const field = findControlCharacter(value);
      if (field === null) continue;
      // A control character in a path names no row (same 404 as a malformed id).
      if (part === "params") throw new AppError(404, "Not found");
      throw new AppError(400, CONTROL_CHARACTER_MESSAGE, { [field]: CONTROL_CHARACTER_MESSAGE });
    }
  });
});
