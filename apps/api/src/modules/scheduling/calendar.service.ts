/**
 * Each member's shifts as an iCalendar feed their phone subscribes to. The feed URL carries a secret token
 * (users.calendar_token, 32 random bytes); regenerating it makes the old URL stop working.
 */
import { SHIFT_STATUS_LABELS, type ShiftStatus } from "@rollcall/shared/scheduling";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { createEvents, type EventAttributes } from "ics";
import { type Database, type Transaction, withAgency } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { shifts } from "../../db/schema/scheduling";
import { users } from "../../db/schema/users";
import { notFound } from "../../lib/errors";
import { newToken } from "../../lib/tokens";
import type { AgencyScope } from "../../plugins/auth";
import { setCalendarToken } from "../users";
import { escapeText, refold } from "./ical-lines";

/** How far back the feed reaches (recent history stays visible), and a ceiling on its size. */
const FEED_PAST_DAYS = 60;
const FEED_MAX_EVENTS = 2000;
export const CALENDAR_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function feedUrls(publicUrl: string, token: string) {
  const url = `${publicUrl}/api/calendar/${token}.ics`;
  // webcal:// makes iPhones and desktop calendar apps offer to subscribe instead of downloading once.
  return { url, webcalUrl: url.replace(/^https?:/, "webcal:") };
}

/** The member's feed URL; the token is created on first use. */
export async function getCalendarFeed(scope: AgencyScope, publicUrl: string) {
  const token = await scope.run(async (tx) => {
    const [me] = await tx
      .select({ token: users.calendarToken })
      .from(users)
      .where(and(eq(users.agencyId, scope.agencyId), eq(users.id, scope.userId)));
    if (me?.token) return me.token;
    return setToken(tx, scope);
  });
  return feedUrls(publicUrl, token);
}

/** A new token: the previous URL answers 404 from now on. */
export async function regenerateCalendarFeed(scope: AgencyScope, publicUrl: string) {
  return feedUrls(publicUrl, await scope.run((tx) => setToken(tx, scope)));
}

async function setToken(tx: Transaction, scope: AgencyScope) {
  const token = newToken();
  await setCalendarToken(tx, scope.agencyId, scope.userId, token);
  return token;
}

const ICS_STATUS: Record<ShiftStatus, EventAttributes["status"]> = {
  scheduled: "CONFIRMED",
  active: "CONFIRMED",
  completed: "CONFIRMED",
  cancelled: "CANCELLED",
  open: "TENTATIVE",
  pending_approval: "TENTATIVE",
};

/**
 * The feed for a token, or null for a token nobody holds (or a deleted member, or a suspended agency).
 * The lookup by token is the one read before any agency is known; the shifts are then read confined to
 * the member's agency like any other request.
 */
export async function calendarIcs(db: Database, token: string): Promise<string | null> {
  if (!CALENDAR_TOKEN.test(token)) return null;
  const [owner] = await db
    .select({
      id: users.id,
      agencyId: users.agencyId,
      firstName: users.firstName,
      lastName: users.lastName,
      agencyName: agencies.name,
      agencyStatus: agencies.status,
    })
    .from(users)
    .innerJoin(agencies, eq(agencies.id, users.agencyId))
    .where(and(eq(users.calendarToken, token), isNull(users.deletedAt)))
    .limit(1);
  if (!owner || owner.agencyStatus === "suspended") return null;

  const since = new Date(Date.now() - FEED_PAST_DAYS * 86_400_000);
  const rows = await withAgency(db, { agencyId: owner.agencyId, userId: null }, (tx) =>
    tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.agencyId, owner.agencyId), eq(shifts.userId, owner.id), gt(shifts.endTime, since)))
      .orderBy(asc(shifts.startTime))
      .limit(FEED_MAX_EVENTS),
  );

  const events: EventAttributes[] = rows.map((s) => ({
    uid: `${s.id}@rollcall`,
    title: s.title,
    start: s.startTime.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: s.endTime.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    ...(s.assignment ? { location: s.assignment } : {}),
    status: ICS_STATUS[s.status],
    description: `Status: ${SHIFT_STATUS_LABELS[s.status]}${s.assignment ? `\nAssignment: ${s.assignment}` : ""}`,
    lastModified: s.updatedAt.getTime(),
    // Not the time of the request: the same shifts give the same bytes, so a polling phone gets 304 (ETag).
    timestamp: s.updatedAt.getTime(),
    busyStatus: s.status === "cancelled" ? "FREE" : "BUSY",
  }));
  const calName = `${owner.agencyName} shifts: ${owner.firstName} ${owner.lastName}`;
  const { error, value } = createEvents(events, {
    productId: "rollcall/scheduling",
    calName: escapeText(calName),
  });
  if (error || !value) throw error ?? new Error("iCalendar generation failed");
  return refold(value);
}

export function requireIcs(value: string | null): string {
  if (value === null) throw notFound("Calendar not found");
  return value;
}
