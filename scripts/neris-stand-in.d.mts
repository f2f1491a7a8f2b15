/** Types of the local NERIS API stand-in (neris-stand-in.mjs), for the TypeScript tests that start it. */
export type StandInDetail = { loc: (string | number)[]; msg: string; type: string }[];

export type NerisStandIn = {
  /** The API's base address, ending in /v1. */
  url: string;
  /** The incidents it holds, by NERIS id. */
  incidents: Map<string, { entity: string; payload: Record<string, unknown>; status: string }>;
  /** Every request, in order (the token request's body as its form text). */
  requests: { method: string; path: string; body: unknown }[];
  /** The next `n` requests answer `status` (a 422 in FastAPI's shape unless `body` is given). */
  failNext(n: number, status: number, body?: unknown): void;
  /** Forgets every token given: the next call with one answers 401. */
  revokeTokens(): void;
  close(): Promise<void>;
};

/** The payload's errors against the API's schema and rules, in FastAPI's `detail` form (empty when accepted). */
export function checkIncidentPayload(payload: unknown): StandInDetail;

export function startNerisStandIn(options?: {
  port?: number;
  clients?: Record<string, string>;
}): Promise<NerisStandIn>;
