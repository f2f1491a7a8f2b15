/**
 * Access control (the sessions themselves are lib/sessions.ts).
 *
 * Every /api request loads its session (cookie → sessions → users → agencies, one query). Each route
 * declares who may call it with `config: { access }` (default "member"); the check runs before the body
 * is parsed, so a refused caller learns nothing from validation. Routes then reach their agency's data
 * only through `request.scope`, whose transactions are confined to the member's agency by the database.
 */

import { AGENCY_SUSPENDED_MESSAGE } from "@rollcall/shared/agencies";
import type { SessionUser } from "@rollcall/shared/auth";
import { SECOND_FACTOR_CODES, SECOND_FACTOR_MESSAGES } from "@rollcall/shared/auth-factors";
import {
  type FeatureKey,
  featureGateMessage,
  READ_ONLY_MESSAGES,
  readOnlyReason,
  tierHasFeature,
} from "@rollcall/shared/billing";
import {
  API_KEY_MESSAGES,
  API_KEY_RATE_LIMIT_PER_MINUTE,
  type ApiKeyPart,
  scopesAllow,
} from "@rollcall/shared/integrations";
import { isAdmin, isManager, type Role } from "@rollcall/shared/roles";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database, Queryable, Transaction } from "../db/client";
import { asPlatform, withAgency } from "../db/client";
import type { Agency } from "../db/schema/agencies";
import type { User } from "../db/schema/users";
import { type Accounts, accountsFor } from "../lib/accounts";
import { bearerKey, loadApiKey } from "../lib/api-keys";
import { AppError, forbidden, paymentRequired, unauthorized } from "../lib/errors";
import { clientIp, deleteExpiredSessions, loadSession } from "../lib/sessions";

export const ADMIN_REQUIRED = "Admin access required";
export const MANAGER_REQUIRED = "Officer or admin access required";
export const OPERATOR_REQUIRED = "Platform operator access required";
export const PASSWORD_CHANGE_REQUIRED = "You must set a new password before continuing.";

/** Who may call a route. "member" is the default: any signed-in member of an active agency. */
export type Access = "public" | "member" | "manager" | "admin" | "operator";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** Reachable while the agency is suspended (sign-out). */
    allowSuspended?: boolean;
    /** Reachable before a temporary password has been replaced (current user, sign-out, password change). */
    allowPendingPassword?: boolean;
    /**
     * Reachable while a sign-in waits for its second step (decision 032): "verify", the step's own routes;
     * "enrol", adding a factor (also from a full session); "any", the current user. Every other route answers
     * 403 with the step's code.
     */
    secondFactorStep?: "verify" | "enrol" | "any";
    /** The plan feature the route belongs to (set per module in app.ts); outside the agency's plan it answers 402. */
    feature?: FeatureKey;
    /** A write still allowed while the agency is read-only (choosing a plan, changing one's password). */
    allowReadOnly?: boolean;
    /** The module the route belongs to (set per module in app.ts): its section in the API reference. */
    module?: string;
    /**
     * The part of the API (or the integration, "cad") an API key's scopes name the route by (set per module in
     * app.ts); none: no key may call it.
     */
    apiKey?: ApiKeyPart;
    /**
     * The answer carries a secret shown this once (a temporary password, a new API key, a signing secret, a
     * private link): sent with `Cache-Control: no-store`, never kept for an Idempotency-Key replay, and never
     * given to an API key, whatever its scopes.
     */
    answerHoldsSecret?: boolean;
    /** The route changes how a member signs in (password, sign-in factors): no API key may call it. */
    changesSignIn?: boolean;
    /**
     * Body fields no API key may send here, whatever its scopes: `signIn` names fields holding a member's
     * sign-in identity (their email), refused with any value; `role` the field holding a role, refused as admin.
     */
    apiKeyRefuses?: { signIn?: readonly string[]; role?: string };
  }
  interface FastifyRequest {
    /** Who is calling: a member's session, or an API key acting for its agency under its maker (apiKey set). */
    auth: {
      sessionId: string;
      user: User;
      agency: Agency;
      apiKey?: { id: string; scopes: string[] };
      /** What signed the session in; a pending second step ("verify" or "enrol"), if any. */
      amr?: string[];
      secondFactor?: "verify" | "enrol" | null;
    } | null;
    /** The signed-in member's agency-confined data access; throws 401 when signed out. */
    readonly scope: AgencyScope;
  }
}

/** What a module's service receives: who is acting, and a way to run queries inside their agency. */
export type AgencyScope = {
  agencyId: string;
  userId: string;
  role: User["role"];
  isUniverseAdmin: boolean;
  /** The agency's IANA time zone: "today", weeks and displayed times follow it. */
  timeZone: string;
  /** Runs `fn` in one transaction that sees and writes only this agency's rows; writes are audited. */
  run<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * The same confinement, read-only, on the replica when one is configured (DATABASE_REPLICA_URL), else as run():
   * for reports over a period, which may lag the primary by a moment. Never for a read inside a write, or one
   * a member expects to show what they just did (docs/scaling.md).
   */
  read<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** The only questions that cross agencies (an email taken anywhere, ending sessions): lib/accounts.ts. */
  accounts: Accounts;
  /**
   * Platform operators only (403 for anyone else): one transaction across every agency (the operator portal),
   * its writes audited in each row's agency under the operator's id.
   */
  asOperator<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
};

/** Who may call a route: what it declares, else any member. The API reference reads it too (public: no security). */
export const routeAccess = (config: { access?: Access } | undefined): Access => config?.access ?? "member";

/** Methods that change nothing: still answered while the agency is read-only. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a member reviews patient care reports (QA); one indexed lookup at most, asked whenever a SessionUser is built. */
export type ReviewerCheck = (
  db: Queryable,
  member: { agencyId: string; userId: string; role: Role },
) => Promise<boolean>;

// The epcr module, above auth, registers who reviews (its module.ts); until then, admins only.
let reviewerCheck: ReviewerCheck = async (_db, member) => isAdmin(member);

export function decideReviewersBy(check: ReviewerCheck) {
  reviewerCheck = check;
}

/** The signed-in member as the web reads it (GET /api/user, sign-in, the profile changes). */
export async function toSessionUser(db: Queryable, user: User): Promise<SessionUser> {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    agencyId: user.agencyId,
    isUniverseAdmin: user.isUniverseAdmin,
    mustChangePassword: user.mustChangePassword,
    canReview: await reviewerCheck(db, { agencyId: user.agencyId, userId: user.id, role: user.role }),
  };
}

/**
 * The scope of a member: what request.scope is for a signed-in request, and what tests and benchmarks build
 * for a member without a request.
 */
export function agencyScope(
  databases: { db: Database; replica?: Database },
  member: Pick<AgencyScope, "agencyId" | "userId" | "role" | "isUniverseAdmin" | "timeZone"> & {
    ip?: string | null;
    userAgent?: string | null;
    /** The API key the request came through: its writes are audited as the key's. */
    apiKeyId?: string | null;
  },
): AgencyScope {
  const { db, replica = db } = databases;
  const actor = {
    agencyId: member.agencyId,
    userId: member.userId,
    ip: member.ip ?? null,
    userAgent: member.userAgent ?? null,
    apiKeyId: member.apiKeyId ?? null,
  };
  return {
    agencyId: member.agencyId,
    userId: member.userId,
    role: member.role,
    isUniverseAdmin: member.isUniverseAdmin,
    timeZone: member.timeZone,
    run: (fn) => withAgency(db, actor, fn),
    read: (fn) => withAgency(replica, actor, fn),
    accounts: accountsFor(db, actor),
    asOperator: (fn) =>
      member.isUniverseAdmin ? asPlatform(db, actor, fn) : Promise.reject(forbidden(OPERATOR_REQUIRED)),
  };
}

/** A member's own settings (profile, password, alerting preferences, phone, push): never through a key. */
const PERSONAL_PATH = "/api/profile";

/**
 * What only a key is checked for, before the member checks its maker also passes. The rules, all here: the
 * agency's plan includes API access; the route is one a key may call (a part of the API, not the operator's, not
 * one's own profile); a key never receives a secret (`answerHoldsSecret`) nor changes how anyone signs in
 * (`changesSignIn`); and the key's scopes cover the route (a read for GET, else a write). The body's fields are
 * checked once parsed, by checkKeyBody().
 */
function checkKey(request: FastifyRequest, access: Access, tier: string) {
  if (!tierHasFeature(tier, "api")) throw paymentRequired(featureGateMessage("api"));
  const config = request.routeOptions.config ?? {};
  const resource = config.apiKey;
  const url = request.routeOptions.url ?? "";
  if (access === "operator" || !resource || url.startsWith(PERSONAL_PATH))
    throw forbidden(API_KEY_MESSAGES.forbiddenWithKey);
  if (config.answerHoldsSecret) throw forbidden(API_KEY_MESSAGES.secretWithKey);
  if (config.changesSignIn) throw forbidden(API_KEY_MESSAGES.signInWithKey);
  const wanted = READS.has(request.method) ? "read" : "write";
  if (!scopesAllow(request.auth?.apiKey?.scopes ?? [], resource, wanted))
    throw forbidden(API_KEY_MESSAGES.outOfScope(resource, wanted));
}

/** A key's body, as the handler will read it: never a sign-in identity, never the admin role (`apiKeyRefuses`). */
function checkKeyBody(request: FastifyRequest) {
  const refuses = request.routeOptions.config?.apiKeyRefuses;
  const body = request.body;
  if (!refuses || !body || typeof body !== "object") return;
  const sent = (field: string) =>
    Object.hasOwn(body, field) && (body as Record<string, unknown>)[field] !== undefined;
  if (refuses.signIn?.some(sent)) throw forbidden(API_KEY_MESSAGES.signInWithKey);
  if (refuses.role && sent(refuses.role) && isAdmin({ role: (body as Record<string, Role>)[refuses.role] }))
    throw forbidden(API_KEY_MESSAGES.adminWithKey);
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  // Each key has its own budget of requests (per instance), whatever the address it comes from.
  const keyRateLimit = app.rateLimit({
    max: API_KEY_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-key:${request.auth?.apiKey?.id}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests with this API key. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  app.decorateRequest("auth", null);
  app.decorateRequest("scope", {
    getter(this: FastifyRequest): AgencyScope {
      const auth = this.auth;
      if (!auth) throw unauthorized();
      return agencyScope(app, {
        agencyId: auth.user.agencyId,
        userId: auth.user.id,
        role: auth.user.role,
        // A key is never an operator, whoever made it.
        isUniverseAdmin: auth.apiKey ? false : auth.user.isUniverseAdmin,
        timeZone: auth.agency.timeZone,
        ip: clientIp(this),
        userAgent: this.headers["user-agent"] ?? null,
        apiKeyId: auth.apiKey?.id ?? null,
      });
    },
  });

  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/") || request.is404) return;
    const config = request.routeOptions.config ?? {};
    const access = routeAccess(config);
    // A request carrying a key is the key's, cookie or not; a wrong or revoked key is a 401 even on a public route.
    const key = bearerKey(request);
    if (key !== undefined) {
      const found = key ? await loadApiKey(app.db, key) : null;
      if (!found) throw unauthorized(API_KEY_MESSAGES.invalidKey);
      request.auth = {
        sessionId: "",
        user: found.user,
        agency: found.agency,
        apiKey: { id: found.apiKey.id, scopes: found.apiKey.scopes },
      };
      if (access === "public") return;
      await keyRateLimit.call(app, request, reply);
      checkKey(request, access, found.agency.subscriptionTier);
    } else {
      const session = await loadSession(app.db, request, reply);
      if (session) request.auth = session;
    }

    if (access === "public") return;
    const auth = request.auth;
    if (!auth) throw unauthorized();
    const pending = auth.secondFactor;
    if (pending && config.secondFactorStep !== "any" && config.secondFactorStep !== pending)
      throw new AppError(403, SECOND_FACTOR_MESSAGES[`${pending}Required`], undefined, undefined, {
        code: SECOND_FACTOR_CODES[pending],
      });
    if (access === "operator") {
      if (!auth.user.isUniverseAdmin) throw forbidden(OPERATOR_REQUIRED);
      return;
    }
    if (auth.agency.status === "suspended" && !config.allowSuspended)
      throw forbidden(AGENCY_SUSPENDED_MESSAGE);
    if (auth.user.mustChangePassword && !config.allowPendingPassword)
      throw forbidden(PASSWORD_CHANGE_REQUIRED);
    if (access === "admin" && !isAdmin(auth.user)) throw forbidden(ADMIN_REQUIRED);
    if (access === "manager" && !isManager(auth.user)) throw forbidden(MANAGER_REQUIRED);
    // Billing comes after the role checks: a caller who may not use the route anyway hears that first.
    if (config.feature && !tierHasFeature(auth.agency.subscriptionTier, config.feature))
      throw paymentRequired(featureGateMessage(config.feature));
    if (!READS.has(request.method) && !config.allowReadOnly) {
      const reason = readOnlyReason(auth.agency);
      if (reason) throw paymentRequired(READ_ONLY_MESSAGES[reason]);
    }
  });

  // After validation: the fields a key may not send are judged as the handler will read them.
  app.addHook("preHandler", async (request) => {
    if (request.auth?.apiKey) checkKeyBody(request);
  });

  // An answer holding a secret is kept by no cache; idempotency keeps no copy of it either (plugins/idempotency.ts).
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.routeOptions.config?.answerHoldsSecret && reply.statusCode < 300)
      reply.header("Cache-Control", "no-store");
    return payload;
  });

  // Expired sessions are removed hourly; a read never depends on it (expiry is checked in the query).
  const sweep = setInterval(
    () => {
      deleteExpiredSessions(app.db).catch((err) => app.log.warn({ err }, "session sweep failed"));
    },
    60 * 60 * 1000,
  );
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
});
