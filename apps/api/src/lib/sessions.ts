/**
 * Sessions: the cookie, starting and ending them, loading the one a request carries (with its sliding idle
 * expiry), and ending a member's sessions when their credentials change. plugins/auth.ts uses them to know
 * who is calling; sign-in, sign-out and the password changes call them directly.
 */
import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type Database, perDatabase, type Queryable } from "../db/client";
import { agencies } from "../db/schema/agencies";
import { sessions } from "../db/schema/auth";
import { type User, users } from "../db/schema/users";
import { endResetTokens, hashToken, newToken } from "./tokens";

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

export function clientIp(request: FastifyRequest) {
  return request.ip;
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

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(cookieName(request), { path: "/", secure: isHttpsInstall(request) ? true : "auto" });
}

/** A sign-in waiting for its second step lasts this long, without sliding. */
export const PENDING_SESSION_MS = 15 * 60 * 1000;

export type SessionStart = {
  /** What proved the identity (pwd, otp, passkey, recovery, sso, mfa). */
  amr?: string[];
  /** Still waiting for a second step (auth module, decision 032): reaches only that step's routes. */
  secondFactor?: "verify" | "enrol" | null;
};

export async function startSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  { amr = [], secondFactor = null }: SessionStart = {},
) {
  // A fresh id at every sign-in and at its second step (no session fixation); the previous session ends.
  await endSession(db, request, reply);
  const token = newToken();
  const now = Date.now();
  await db.insert(sessions).values({
    sid: hashToken(token),
    userId: user.id,
    amr,
    secondFactor,
    sess: {
      userId: user.id,
      agencyId: user.agencyId,
      ip: clientIp(request),
      userAgent: request.headers["user-agent"] ?? null,
      createdAt: new Date(now).toISOString(),
    },
    expire: new Date(now + (secondFactor ? PENDING_SESSION_MS : SESSION_IDLE_MS)),
  });
  setSessionCookie(request, reply, token);
}

/** The statement of loadSession() (every request runs it). */
const sessionLookup = perDatabase((db) =>
  db
    .select({ session: sessions, user: users, agency: agencies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(agencies, eq(agencies.id, users.agencyId))
    .where(
      and(
        eq(sessions.sid, sql.placeholder("sid")),
        gt(sessions.expire, sql`now()`),
        // Sessions from before the absolute limit existed carry no createdAt: their idle expiry holds.
        sql`coalesce((${sessions.sess}->>'createdAt')::timestamptz, now()) > ${sql.placeholder("absoluteStart")}::timestamptz`,
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare("load_session"),
);

/**
 * The live session the request's cookie names, with its member (not removed) and agency; the idle expiry
 * slides forward. Null when there is no cookie; a cookie naming no live session is cleared.
 */
export async function loadSession(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[cookieName(request)];
  if (!token) return null;
  const sid = hashToken(token);
  const absoluteStart = new Date(Date.now() - SESSION_ABSOLUTE_MS).toISOString();
  const [row] = await sessionLookup(db).execute({ sid, absoluteStart });
  if (!row) {
    clearSessionCookie(request, reply);
    return null;
  }
  // Sliding idle expiry, pushed forward at most every few minutes to keep reads free of writes; a pending
  // second step keeps its short life.
  if (
    !row.session.secondFactor &&
    row.session.expire.getTime() - Date.now() < SESSION_IDLE_MS - SESSION_TOUCH_MS
  ) {
    await db
      .update(sessions)
      .set({ expire: new Date(Date.now() + SESSION_IDLE_MS) })
      .where(eq(sessions.sid, sid));
  }
  return {
    sessionId: sid,
    user: row.user,
    agency: row.agency,
    amr: row.session.amr,
    secondFactor: row.session.secondFactor,
  };
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

/** Removes expired sessions (housekeeping: a read never depends on it, expiry is checked in the query). */
export function deleteExpiredSessions(db: Database) {
  return db.delete(sessions).where(lt(sessions.expire, sql`now()`));
}
