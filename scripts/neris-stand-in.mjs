/**
 * A local stand-in of the NERIS API (apps/api/src/modules/incidents/neris/reference/API.md) for the API tests and
 * the browser tests (scripts/e2e.mjs starts one and points NERIS_SANDBOX_URL at it). It answers as the API does:
 *
 * - `POST /token`: the client-credentials grant (HTTP Basic client id and secret, form body
 *   `grant_type=client_credentials`) → `{ access_token, token_type, expires_in, refresh_token }`; 401 otherwise;
 * - `POST /incident/{entity}/validate`, `POST /incident/{entity}` (create: answers the new `neris_id`),
 *   `PATCH /incident/{entity}/{neris_id}`, `GET /incident?neris_id_entity=...`,
 *   `PATCH /incident/{entity}/{neris_id}/incident_status`, each with `Authorization: Bearer` (401 without);
 * - every IncidentPayload checked with ajv (draft 2020-12, ajv-formats) against the API's published schema, then
 *   the rules the API states beyond it (a structure fire's alarm and suppression modules, a cooking fire's, the
 *   modules only their types take); a refusal is a 422 in FastAPI's shape,
 *   `{"detail":[{"loc":["body","base","location"],"msg":"...","type":"..."}]}`.
 *
 *   const neris = await startNerisStandIn();            // { url, incidents, requests, failNext, close }
 *   neris.failNext(1, 503);                              // the next request answers 503
 *
 * Plain JavaScript, so both vitest and plain node import it.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const requireFromApi = createRequire(path.join(root, "apps/api/package.json"));
const Ajv2020 = requireFromApi("ajv/dist/2020.js");
const addFormatsModule = requireFromApi("ajv-formats");
const addFormats = addFormatsModule.default ?? addFormatsModule;
const schema = JSON.parse(
  fs.readFileSync(
    path.join(root, "apps/api/src/modules/incidents/neris/reference/incident-payload.schema.json"),
    "utf8",
  ),
);

// The schema's patterns are Python's ("[\w\-\:]+"), which the u flag refuses; they mean the same without it.
const ajv = new (Ajv2020.default ?? Ajv2020)({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);
const validateSchema = ajv.compile(schema);

const TOKEN_SECONDS = 3600;

const hasType = (types, prefix) => types.some((t) => t === prefix || t.startsWith(`${prefix}||`));

/** The API's rules beyond the schema (API.md), as FastAPI-style errors. */
function ruleErrors(payload) {
  const errors = [];
  const add = (loc, msg) => errors.push({ loc: ["body", ...loc], msg, type: "value_error" });
  const types = (Array.isArray(payload.incident_types) ? payload.incident_types : []).map((t) =>
    String(t?.type),
  );
  const aids = Array.isArray(payload.aids) ? payload.aids : [];
  const supportOnly =
    aids.length > 0 && aids.every((a) => a?.aid_type === "SUPPORT_AID" && a?.aid_direction === "GIVEN");
  const present = (module) => payload[module] !== undefined && payload[module] !== null;
  if (!supportOnly && hasType(types, "FIRE||STRUCTURE_FIRE"))
    for (const module of ["smoke_alarm", "fire_alarm", "other_alarm", "fire_suppression"])
      if (!present(module)) add([module], `${module} is required for a structure fire`);
  if (
    !supportOnly &&
    types.includes("FIRE||STRUCTURE_FIRE||CONFINED_COOKING_APPLIANCE_FIRE") &&
    !present("cooking_fire_suppression")
  )
    add(["cooking_fire_suppression"], "cooking_fire_suppression is required for a confined cooking fire");
  for (const [module, prefix] of [
    ["fire_detail", "FIRE"],
    ["hazsit_detail", "HAZSIT"],
    ["medical_details", "MEDICAL"],
  ])
    if (present(module) && !hasType(types, prefix))
      add([module], `${module} is only allowed with a ${prefix} incident type`);
  if (types.length === 1 && types[0] === "UNDETERMINED")
    add(["incident_types", 0, "type"], "UNDETERMINED is only accepted from a CAD integration");
  return errors;
}

/** The payload's errors, schema then rules, in FastAPI's `detail` form. */
export function checkIncidentPayload(payload) {
  const detail = [];
  if (!validateSchema(payload))
    for (const e of validateSchema.errors ?? []) {
      const loc = e.instancePath
        .split("/")
        .slice(1)
        .map((p) => (/^\d+$/.test(p) ? Number(p) : p.replaceAll("~1", "/").replaceAll("~0", "~")));
      if (e.keyword === "required") loc.push(e.params.missingProperty);
      if (e.keyword === "additionalProperties") loc.push(e.params.additionalProperty);
      detail.push({ loc: ["body", ...loc], msg: e.message ?? "invalid", type: e.keyword });
    }
  if (payload && typeof payload === "object") detail.push(...ruleErrors(payload));
  return detail;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => resolve(text));
    req.on("error", reject);
  });
}

/**
 * Starts the stand-in on 127.0.0.1 (`port` 0: a free one). `clients`: client id → secret.
 * `incidents`: neris_id → { entity, payload, status }; `requests`: each request's { method, path, body }
 * (the token request's body as its form text, never a secret: the Basic header is not kept).
 */
export async function startNerisStandIn({ port = 0, clients = { "rollcall-test": "stand-in-secret" } } = {}) {
  const tokens = new Map();
  const incidents = new Map();
  const requests = [];
  const failures = [];
  let sequence = 0;

  const send = (res, status, body) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  async function handle(req, res) {
    const url = new URL(req.url ?? "/", "http://stand-in");
    // Served under any prefix (/v1 as the real addresses have it, or none).
    const route = url.pathname.replace(/^\/v1(?=\/)/, "");
    const text = await readBody(req);
    let body = null;
    const isJson = (req.headers["content-type"] ?? "").includes("application/json");
    if (isJson && text) {
      try {
        body = JSON.parse(text);
      } catch {
        return send(res, 422, { detail: [{ loc: ["body"], msg: "Invalid JSON", type: "json_invalid" }] });
      }
    } else body = text || null;
    requests.push({ method: req.method, path: route + url.search, body });

    const forced = failures.shift();
    if (forced)
      return send(
        res,
        forced.status,
        forced.body ??
          (forced.status === 422
            ? { detail: [{ loc: ["body"], msg: "Refused by the stand-in", type: "value_error" }] }
            : { detail: `The stand-in answered ${forced.status}` }),
      );

    if (req.method === "POST" && route === "/token") {
      const [scheme, encoded] = (req.headers.authorization ?? "").split(" ");
      const [clientId, secret] =
        scheme === "Basic"
          ? Buffer.from(encoded ?? "", "base64")
              .toString("utf8")
              .split(":")
              .map((p) => decodeURIComponent(p ?? ""))
          : [];
      if (!clientId || clients[clientId] === undefined || clients[clientId] !== secret)
        return send(res, 401, { detail: "Invalid client credentials" });
      const form = new URLSearchParams(typeof body === "string" ? body : "");
      if (!(req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded"))
        return send(res, 400, { detail: "The token request must be form-encoded" });
      if (form.get("grant_type") !== "client_credentials")
        return send(res, 400, { detail: "unsupported_grant_type" });
      const token = randomBytes(18).toString("base64url");
      tokens.set(token, { clientId, until: Date.now() + TOKEN_SECONDS * 1000 });
      return send(res, 200, {
        access_token: token,
        token_type: "bearer",
        expires_in: TOKEN_SECONDS,
        refresh_token: randomBytes(18).toString("base64url"),
      });
    }

    const [scheme, token] = (req.headers.authorization ?? "").split(" ");
    const held = scheme === "Bearer" ? tokens.get(token) : undefined;
    if (!held || held.until < Date.now()) return send(res, 401, { detail: "Not authenticated" });

    if (req.method === "GET" && route === "/incident") {
      const entity = url.searchParams.get("neris_id_entity");
      const list = [...incidents.entries()]
        .filter(([, i]) => !entity || i.entity === entity)
        .map(([neris_id, i]) => ({
          neris_id,
          incident_number: i.payload.base?.incident_number,
          incident_status: i.status,
        }));
      return send(res, 200, { incidents: list });
    }

    const parts = route.split("/").slice(1).map(decodeURIComponent);
    if (parts[0] !== "incident" || !parts[1]) return send(res, 404, { detail: "Not Found" });
    const entity = parts[1];
    if (!/^FD\d{8}$/.test(entity))
      return send(res, 422, {
        detail: [{ loc: ["path", "neris_id_entity"], msg: "Invalid NERIS id", type: "value_error" }],
      });

    if (req.method === "PATCH" && parts[3] === "incident_status" && parts.length === 4) {
      const found = incidents.get(parts[2]);
      if (!found || found.entity !== entity) return send(res, 404, { detail: "Incident not found" });
      if (typeof body?.status !== "string")
        return send(res, 422, {
          detail: [{ loc: ["body", "status"], msg: "Field required", type: "missing" }],
        });
      found.status = body.status;
      return send(res, 200, { neris_id: parts[2], incident_status: found.status });
    }

    const refusal = () => {
      const detail = checkIncidentPayload(body);
      if (!detail.length && body?.base?.department_neris_id !== entity)
        detail.push({
          loc: ["body", "base", "department_neris_id"],
          msg: "Does not match the entity in the path",
          type: "value_error",
        });
      return detail.length ? detail : null;
    };

    if (req.method === "POST" && parts[2] === "validate" && parts.length === 3) {
      const detail = refusal();
      return detail ? send(res, 422, { detail }) : send(res, 200, { valid: true });
    }
    if (req.method === "POST" && parts.length === 2) {
      const detail = refusal();
      if (detail) return send(res, 422, { detail });
      sequence += 1;
      const year = new Date().getUTCFullYear();
      const neris_id = `${entity}-${year}-${String(sequence).padStart(6, "0")}`;
      incidents.set(neris_id, { entity, payload: body, status: "SUBMITTED" });
      return send(res, 201, { neris_id, incident_status: "SUBMITTED" });
    }
    if (req.method === "PATCH" && parts.length === 3) {
      const found = incidents.get(parts[2]);
      if (!found || found.entity !== entity) return send(res, 404, { detail: "Incident not found" });
      const detail = refusal();
      if (detail) return send(res, 422, { detail });
      found.payload = body;
      return send(res, 200, { neris_id: parts[2], incident_status: found.status });
    }
    return send(res, 405, { detail: "Method Not Allowed" });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { detail: "Internal Server Error" }));
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    incidents,
    requests,
    /** The next `n` requests (any) answer `status` (a 422 in FastAPI's shape unless `body` is given). */
    failNext(n, status, body) {
      for (let i = 0; i < n; i++) failures.push({ status, body });
    },
    /** Forgets every token given: the next call with one answers 401 (as after an expiry). */
    revokeTokens() {
      tokens.clear();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
