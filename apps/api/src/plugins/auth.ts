/**
 * Sessions and access control, in one place.
 *
 * Every /api request loads its session (cookie → sessions → users → agencies, one query). Each route
 * declares who may call it with `config: { access }` (default "member"); the check runs before the body
 * is parsed, so a refused caller learns nothing from validation. Routes then reach their agency's data
 * only through `request.scope`, whose transactions are confined to the member's agency by the database.
 */

import { AGENCY_SUSPENDED_MESSAGE } from "@rollcall/shared/agencies";
import type { SessionUser } from "@rollcall/shared/auth";
import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database, Queryable, Transaction } from "../db/client";
import { withAgency } from "../db/client";
import { type Agency, agencies } from "../db/schema/agencies";
import { sessions } from "../db/schema/auth";
import { type User, users } from "../db/schema/users";
import { forbidden, unauthorized } from "../lib/errors";
import { endResetTokens, hashToken, newToken } from "../lib/tokens";

export const SESSION_COOKIE = "rollcall_session";
/**
 * Over https the cookie carries the __Host- prefix: the browser then accepts it only if Secure, without a
 * Domain and for path "/", so a sibling subdomain cannot plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** A session ends after 12 hours without use (idle), and 14 days after sign-in whatever the use (absolute). */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 14 * 24 * 60 * 60 * 1000;
/** The idle deadline is pushed forward at most this often, so reading pages costs no write per request. */
const SESSION_TOUCH_MS = 5 * 60 * 1000;
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
  }
  interface FastifyRequest {
    auth: { sessionId: string; user: User; agency: Agency } | null;
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
};

export function toSessionUser(user: User): SessionUser {
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
  };
}

function clientIp(request: FastifyRequest) {
  return request.ip;
}

export async function startSession(db: Database, request: FastifyRequest, reply: FastifyReply, user: User) {
  // A fresh id at every sign-in (no session fixation); the previous session, if any, ends.
  await endSession(db, request, reply);
  const token = newToken();
  const now = Date.now();
  await db.insert(sessions).values({
    sid: hashToken(token),
    userId: user.id,
    sess: {
      userId: user.id,
      agencyId: user.agencyId,
      ip: clientIp(request),
      userAgent: request.headers["user-agent"] ?? null,
      createdAt: new Date(now).toISOString(),
    },
    expire: new Date(now + SESSION_IDLE_MS),
  });
  setSessionCookie(request, reply, token);
}

/** https installs (PUBLIC_URL) always mark the cookie Secure and use the __Host- name. */
function isHttpsInstall(request: FastifyRequest) {
  return request.server.env.publicUrl.startsWith("https:");
}

function cookieName(request: FastifyRequest) {
  return isHttpsInstall(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  // The browser keeps it until the absolute limit; the server ends it sooner when idle.
  reply.setCookie(cookieName(request), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttpsInstall(request) ? true : "auto",
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(cookieName(request), { path: "/", secure: isHttpsInstall(request) ? true : "auto" });
}

export async function endSession(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[cookieName(request)];
  if (token) await db.delete(sessions).where(eq(sessions.sid, hashToken(token)));
  clearSessionCookie(request, reply);
}

/** Ends every session of a user (after a password change elsewhere, or deletion). */
export async function endAllSessions(db: Queryable, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * After a password is set (a reset, the member's own change, an admin's reset): every other session and
 * every unused reset link of the member ends. `keepSessionId` is the session that made the change, if any.
 */
export async function endCredentials(db: Queryable, userId: string, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.sid, keepSessionId) : undefined));
  await endResetTokens(db, userId);
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("auth", null);
  app.decorateRequest("scope", {
    getter(this: FastifyRequest): AgencyScope {
      const auth = this.auth;
      if (!auth) throw unauthorized();
      const actor = {
        agencyId: auth.user.agencyId,
        userId: auth.user.id,
        ip: clientIp(this),
        userAgent: this.headers["user-agent"] ?? null,
      };
      return {
        agencyId: auth.user.agencyId,
        userId: auth.user.id,
        role: auth.user.role,
        isUniverseAdmin: auth.user.isUniverseAdmin,
        timeZone: auth.agency.timeZone,
        run: (fn) => withAgency(app.db, actor, fn),
      };
    },
  });

  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/") || request.is404) return;
    const token = request.cookies[cookieName(request)];
    if (token) {
      const sid = hashToken(token);
      const absoluteStart = new Date(Date.now() - SESSION_ABSOLUTE_MS).toISOString();
      const [row] = await app.db
        .select({ session: sessions, user: users, agency: agencies })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(agencies, eq(agencies.id, users.agencyId))
        .where(
          and(
            eq(sessions.sid, sid),
            gt(sessions.expire, sql`now()`),
            // Sessions from before the absolute limit existed carry no createdAt: their idle expiry holds.
            sql`coalesce((${sessions.sess}->>'createdAt')::timestamptz, now()) > ${absoluteStart}::timestamptz`,
            isNull(users.deletedAt),
          ),
        )
        .limit(1);
      if (row) {
        request.auth = { sessionId: sid, user: row.user, agency: row.agency };
        // Sliding idle expiry, pushed forward at most every few minutes to keep reads free of writes.
        if (row.session.expire.getTime() - Date.now() < SESSION_IDLE_MS - SESSION_TOUCH_MS) {
          await app.db
            .update(sessions)
            .set({ expire: new Date(Date.now() + SESSION_IDLE_MS) })
            .where(eq(sessions.sid, sid));
        }
      } else {
        clearSessionCookie(request, reply);
      }
    }

    const config = request.routeOptions.config ?? {};
    const access: Access = config.access ?? "member";
    if (access === "public") return;
    const auth = request.auth;
    if (!auth) throw unauthorized();
    if (access === "operator") {
      if (!auth.user.isUniverseAdmin) throw forbidden(OPERATOR_REQUIRED);
      return;
    }
    if (auth.agency.status === "suspended" && !config.allowSuspended)
      throw forbidden(AGENCY_SUSPENDED_MESSAGE);
    if (auth.user.mustChangePassword && !config.allowPendingPassword)
      throw forbidden(PASSWORD_CHANGE_REQUIRED);
    if (access === "admin" && auth.user.role !== "admin") throw forbidden(ADMIN_REQUIRED);
    if (access === "manager" && auth.user.role !== "admin" && auth.user.role !== "officer")
      throw forbidden(MANAGER_REQUIRED);
  });

  // Expired sessions are removed hourly; a read never depends on it (expiry is checked in the query).
  const sweep = setInterval(
    () => {
      app.db
        .delete(sessions)
        .where(lt(sessions.expire, sql`now()`))
        .catch((err) => app.log.warn({ err }, "session sweep failed"));
    },
    60 * 60 * 1000,
  );
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
});
