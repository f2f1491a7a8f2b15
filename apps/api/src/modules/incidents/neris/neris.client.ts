/**
 * The NERIS API as a records system calls it (reference/API.md), with plain fetch: a token by the
 * client-credentials grant (POST {base}/token, HTTP Basic with the client id and secret, kept until shortly
 * before it expires), then validate, then create (POST) or change (PATCH) the incident. Each outcome is one of
 * three: accepted (with the NERIS incident id), refused (the API's errors on their payload paths: the report
 * must change), or unreachable (the network, a 5xx or a 429: try again later).
 */
import { createHash } from "node:crypto";
import type { NerisValidationError } from "@rollcall/shared/neris/incident";
import { NERIS_DEFAULT_BASE_URLS, type NerisEnvironment } from "@rollcall/shared/neris/submission";
import type { Env } from "../../../env";

/** A call has this long to answer. */
const TIMEOUT_MS = 20_000;
/** A token is used until this long before NERIS said it expires. */
const TOKEN_MARGIN_MS = 60_000;

export type NerisConnection = {
  agencyId: string;
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  entityId: string;
};

export type NerisOutcome =
  | { kind: "accepted"; nerisId: string }
  | { kind: "refused"; errors: NerisValidationError[] }
  | { kind: "unreachable"; message: string };

/** The address of an environment on this installation (NERIS_SANDBOX_URL / NERIS_PRODUCTION_URL override). */
export function nerisBaseUrl(
  env: Pick<Env, "NERIS_SANDBOX_URL" | "NERIS_PRODUCTION_URL">,
  environment: NerisEnvironment,
): string {
  const configured = environment === "production" ? env.NERIS_PRODUCTION_URL : env.NERIS_SANDBOX_URL;
  return (configured ?? NERIS_DEFAULT_BASE_URLS[environment]).replace(/\/+$/, "");
}

export const CREDENTIALS_REFUSED =
  "NERIS did not accept the client id and secret: an admin checks them in Settings → NERIS.";

/** A refusal's body, FastAPI's `{"detail":[{"loc":["body","base","location"],"msg":"..."}]}` or `{"detail":"text"}`. */
export function refusalErrors(status: number, body: unknown): NerisValidationError[] {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === "string" && detail.trim()) return [{ path: "", message: detail.trim() }];
  if (Array.isArray(detail) && detail.length) {
    const errors = detail.map((item) => {
      const { loc, msg } = (item ?? {}) as { loc?: unknown; msg?: unknown };
      const parts = Array.isArray(loc) ? loc.map(String) : [];
      if (parts[0] === "body") parts.shift();
      return {
        path: parts.join("."),
        message: typeof msg === "string" && msg ? msg : "Not accepted by NERIS",
      };
    });
    return errors;
  }
  return [{ path: "", message: `NERIS refused the report (HTTP ${status}).` }];
}

type Answer = { status: number; body: unknown };

/** Why a call reached no answer, in words an officer can read. */
function unreachableReason(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError") return `no answer within ${TIMEOUT_MS / 1000} seconds`;
    const cause = error.cause as NodeJS.ErrnoException | undefined;
    if (cause?.code) return `could not connect (${cause.code})`;
    return `could not connect (${(cause?.message ?? error.message).slice(0, 200)})`;
  }
  return "could not connect";
}

const retryable = (status: number) => status >= 500 || status === 429 || status === 408;

class Unreachable extends Error {}
class CredentialsRefused extends Error {}

export class NerisClient {
  /** Tokens by agency, address and client (and which secret), with when they stop being used. */
  readonly #tokens = new Map<string, { token: string; until: number }>();
  /** Every token request made (tests read it). */
  tokenRequests = 0;

  constructor(private readonly fetchImpl: typeof fetch = fetch) {}

  #key(c: NerisConnection) {
    const secret = createHash("sha256").update(c.clientSecret).digest("hex").slice(0, 16);
    return `${c.agencyId}\n${c.baseUrl}\n${c.clientId}\n${secret}`;
  }

  async #request(url: string, init: RequestInit): Promise<Answer> {
    let res: Response;
    try {
      res = await this.fetchImpl(url, {
        ...init,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: "manual",
      });
    } catch (error) {
      throw new Unreachable(`NERIS could not be reached: ${unreachableReason(error)}`);
    }
    const text = await res.text().catch(() => "");
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (retryable(res.status))
      throw new Unreachable(`NERIS could not be reached: it answered HTTP ${res.status}`);
    return { status: res.status, body };
  }

  async #token(c: NerisConnection): Promise<string> {
    const key = this.#key(c);
    const kept = this.#tokens.get(key);
    if (kept && kept.until > Date.now()) return kept.token;
    this.tokenRequests++;
    const basic = Buffer.from(
      `${encodeURIComponent(c.clientId)}:${encodeURIComponent(c.clientSecret)}`,
    ).toString("base64");
    const answer = await this.#request(`${c.baseUrl}/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${basic}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
    });
    const body = answer.body as { access_token?: unknown; expires_in?: unknown } | null;
    if (answer.status !== 200 || typeof body?.access_token !== "string") throw new CredentialsRefused();
    const seconds = typeof body.expires_in === "number" ? body.expires_in : 300;
    this.#tokens.set(key, {
      token: body.access_token,
      until: Date.now() + Math.max(0, seconds * 1000 - TOKEN_MARGIN_MS),
    });
    return body.access_token;
  }

  /** One call with the bearer token; a 401 drops the token and tries once more with a new one. */
  async #call(c: NerisConnection, method: "POST" | "PATCH", path: string, payload: unknown): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.#token(c);
      const answer = await this.#request(`${c.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify(payload),
      });
      if (answer.status !== 401) return answer;
      this.#tokens.delete(this.#key(c));
      if (attempt >= 1) throw new CredentialsRefused();
    }
  }

  /**
   * Validates the payload with NERIS, then creates the incident, or changes the one NERIS holds (`nerisId`).
   * Never throws: every failure is an outcome.
   */
  async submit(c: NerisConnection, payload: unknown, nerisId: string | null): Promise<NerisOutcome> {
    const entity = encodeURIComponent(c.entityId);
    try {
      const checked = await this.#call(c, "POST", `/incident/${entity}/validate`, payload);
      if (checked.status < 200 || checked.status >= 300)
        return { kind: "refused", errors: refusalErrors(checked.status, checked.body) };
      const sent = nerisId
        ? await this.#call(c, "PATCH", `/incident/${entity}/${encodeURIComponent(nerisId)}`, payload)
        : await this.#call(c, "POST", `/incident/${entity}`, payload);
      if (sent.status < 200 || sent.status >= 300)
        return { kind: "refused", errors: refusalErrors(sent.status, sent.body) };
      const answered = (sent.body as { neris_id?: unknown } | null)?.neris_id;
      const id = typeof answered === "string" && answered ? answered : nerisId;
      if (!id)
        return { kind: "unreachable", message: "NERIS could not be reached: its answer had no incident id" };
      return { kind: "accepted", nerisId: id };
    } catch (error) {
      if (error instanceof CredentialsRefused)
        return { kind: "refused", errors: [{ path: "", message: CREDENTIALS_REFUSED }] };
      if (error instanceof Unreachable) return { kind: "unreachable", message: error.message };
      return { kind: "unreachable", message: `NERIS could not be reached: ${unreachableReason(error)}` };
    }
  }
}
