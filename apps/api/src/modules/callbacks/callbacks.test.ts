import type { CallbackDetail } from "@rollcall/shared/callbacks";
import { CALLBACK_MESSAGES } from "@rollcall/shared/callbacks";
import type { Role } from "@rollcall/shared/roles";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { callbackEvents, callbackOffers } from "../../db/schema/callbacks";
import { signUpAgency } from "../../test/harness";
import { addMember, signIn } from "../../test/members";
import { type Json, twoAgencies } from "../../test/world";
import { runCallbackJobs } from "./callbacks.jobs";

const { t, a, b, officer, firefighter, call, expectCall } = twoAgencies({ crew: true });

type Person = { id: string; cookie: string };

/** A fresh agency (UTC), its admin, its settings, and members added with a hire date. */
async function agency(settings: Json = {}) {
  const admin = await signUpAgency(t.app);
  const agencyId = admin.user.agencyId;
  if (Object.keys(settings).length)
    await expectCall(200, "PATCH", "/api/staffing/settings", admin.cookie, settings);
  const member = async (
    name: string,
    hireDate: string | null,
    role: Role = "firefighter",
  ): Promise<Person> => {
    const m = await addMember(t.db, agencyId, role, { firstName: name, lastName: "Test", hireDate });
    return { id: m.id, cookie: await signIn(t.app, m.email) };
  };
  /** An open shift: made for the admin, then offered for coverage by them. */
  const openShift = async (start: string, end: string, extra: Json = {}) => {
    const s = await expectCall<{ id: string }>(201, "POST", "/api/shifts", admin.cookie, {
      title: "Overtime",
      userId: admin.user.id,
      startTime: start,
      endTime: end,
      ...extra,
    });
    await expectCall(200, "POST", `/api/shifts/${s.id}/request-coverage`, admin.cookie, { reason: "Short" });
    return s.id;
  };
  const shift = (userId: string, start: string, end: string) =>
    expectCall<{ id: string }>(201, "POST", "/api/shifts", admin.cookie, {
      title: "Duty",
      userId,
      startTime: start,
      endTime: end,
    });
  const start = (shiftId: string) =>
    expectCall<CallbackDetail>(201, "POST", "/api/callbacks", admin.cookie, { shiftId });
  const get = (id: string, cookie = admin.cookie) =>
    expectCall<CallbackDetail>(200, "GET", `/api/callbacks/${id}`, cookie);
  const respond = (id: string, who: Person, accept: boolean, status = 200) =>
    expectCall<CallbackDetail>(status, "POST", `/api/callbacks/${id}/respond`, who.cookie, { accept });
  return { admin, agencyId, member, openShift, shift, start, get, respond };
}

/** The order of the given members on the call-back's list. */
const orderOf = (cb: CallbackDetail, people: Person[]) =>
  cb.offers.filter((o) => people.some((p) => p.id === o.userId)).map((o) => o.userId);
const offerOf = (cb: CallbackDetail, p: Person) => cb.offers.find((o) => o.userId === p.id);

/** Makes the offers' answer time pass (the clock helper: the offer's expiresAt moved into the past). */
async function expireOffers(agencyId: string, callbackId: string) {
  await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx
      .update(callbackOffers)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(callbackOffers.callbackId, callbackId), eq(callbackOffers.status, "offered"))),
  );
}

/** Moves the agency's call-back history into the previous quarter (or earlier). */
async function ageHistory(agencyId: string, days: number) {
  await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx
      .update(callbackEvents)
      .set({ at: sql`${callbackEvents.at} - make_interval(days => ${days})` })
      .where(eq(callbackEvents.agencyId, agencyId)),
  );
}

// Far-future days (UTC agencies): no check of "now" interferes.
const D = (n: number) => `2031-02-${String(10 + n).padStart(2, "0")}`;

describe("order: hours-based equalization", () => {
  it("offers the fewest overtime hours first, ties by seniority, and counts a charge as hours", async () => {
    const w = await agency({ callbackMethod: "hours", callbackMode: "one_at_a_time" });
    const senior = await w.member("Senior", "2010-05-01");
    const junior = await w.member("Junior", "2018-03-02");
    const middle = await w.member("Middle", "2014-03-02");

    // Ties (no hours yet): seniority, earliest hire first.
    const s1 = await w.openShift(`${D(0)}T07:00`, `${D(0)}T19:00`);
    const cb1 = await w.start(s1);
    expect(orderOf(cb1, [senior, junior, middle])).toEqual([senior.id, middle.id, junior.id]);
    expect(offerOf(cb1, senior)?.reason).toBe("0.0 overtime hours this quarter, hired 2010-05-01");
    expect(offerOf(cb1, senior)?.status).toBe("offered");
    expect(offerOf(cb1, middle)?.status).toBe("waiting");
    expect(cb1.events.map((e) => e.kind)).toEqual(["started", "offered"]);
    // The offer reaches the member as a notification.
    const notes = await expectCall<Array<{ title: string }>>(200, "GET", "/api/notifications", senior.cookie);
    expect(notes.map((n) => n.title)).toContain("Overtime offered");

    // The senior member takes the 12 h shift: it is theirs, and they now have 12 hours.
    const taken = await w.respond(cb1.id, senior, true);
    expect(taken.status).toBe("awarded");
    expect(taken.awardedTo?.id).toBe(senior.id);
    expect(taken.events.map((e) => e.kind)).toEqual(["started", "offered", "accepted", "awarded"]);
    const shift = await expectCall<Json>(200, "GET", `/api/shifts/${s1}`, w.admin.cookie);
    expect(shift).toMatchObject({ userId: senior.id, status: "scheduled" });

    // Next call-back: the senior member moves down.
    const s2 = await w.openShift(`${D(2)}T07:00`, `${D(2)}T19:00`);
    const cb2 = await w.start(s2);
    expect(orderOf(cb2, [senior, junior, middle])).toEqual([middle.id, junior.id, senior.id]);
    expect(offerOf(cb2, senior)?.reason).toBe("12.0 overtime hours this quarter, hired 2010-05-01");

    // Middle declines; the next member (junior) is offered. The officer charges middle.
    const declined = await w.respond(cb2.id, middle, false);
    expect(offerOf(declined, middle)?.status).toBe("declined");
    expect(offerOf(declined, junior)?.status).toBe("offered");
    const charged = await expectCall<CallbackDetail>(
      200,
      "POST",
      `/api/callbacks/${cb2.id}/charge`,
      w.admin.cookie,
      { userId: middle.id },
    );
    expect(offerOf(charged, middle)?.charged).toBe(true);
    expect(charged.events.at(-1)).toMatchObject({ kind: "charged", member: { id: middle.id } });
    // Charging twice, or charging a member who has not declined, is refused.
    const twice = await call("POST", `/api/callbacks/${cb2.id}/charge`, w.admin.cookie, {
      userId: middle.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CALLBACK_MESSAGES.alreadyCharged);
    const notDeclined = await call("POST", `/api/callbacks/${cb2.id}/charge`, w.admin.cookie, {
      userId: junior.id,
    });
    expect(notDeclined.statusCode).toBe(409);
    expect(notDeclined.json().message).toBe(CALLBACK_MESSAGES.notChargeable);
    await expectCall(200, "POST", `/api/callbacks/${cb2.id}/close`, w.admin.cookie);

    // The charged member moves down next time, as if they had worked it.
    const s3 = await w.openShift(`${D(4)}T07:00`, `${D(4)}T19:00`);
    const cb3 = await w.start(s3);
    expect(orderOf(cb3, [senior, junior, middle])).toEqual([junior.id, senior.id, middle.id]);
    expect(offerOf(cb3, middle)?.reason).toBe("12.0 overtime hours this quarter, hired 2014-03-02");
  });
});

describe("order: rotating list", () => {
  it("counts points by shift length (1 for 24 h, 0.5 for 12 to 24 h, 0 under 12 h) and resets each quarter", async () => {
    const w = await agency({ callbackMethod: "rotating", callbackMode: "one_at_a_time" });
    const p1 = await w.member("One", "2012-01-01");
    const p2 = await w.member("Two", "2013-01-01");
    const p3 = await w.member("Three", "2014-03-02");

    // p1 takes a 24 h shift (1 point), p2 a 12 h shift (0.5), p3 an 8 h shift (0).
    const award = async (start: string, end: string, who: Person, before: Person[]) => {
      const cb = await w.start(await w.openShift(start, end));
      for (const p of before) await w.respond(cb.id, p, false);
      return w.respond(cb.id, who, true);
    };
    await award(`${D(0)}T07:00`, `${D(1)}T07:00`, p1, []);
    await award(`${D(3)}T07:00`, `${D(3)}T19:00`, p2, []);
    await award(`${D(5)}T07:00`, `${D(5)}T15:00`, p3, []);

    const cb = await w.start(await w.openShift(`${D(7)}T07:00`, `${D(7)}T19:00`));
    expect(orderOf(cb, [p1, p2, p3])).toEqual([p3.id, p2.id, p1.id]);
    expect(offerOf(cb, p1)?.reason).toBe("1.0 points this quarter, hired 2012-01-01");
    expect(offerOf(cb, p2)?.reason).toBe("0.5 points this quarter, hired 2013-01-01");
    expect(offerOf(cb, p3)?.reason).toBe("0.0 points this quarter, hired 2014-03-02");
    await expectCall(200, "POST", `/api/callbacks/${cb.id}/close`, w.admin.cookie);

    // A new quarter: everyone starts from zero again, and seniority orders the ties.
    await ageHistory(w.agencyId, 100);
    const next = await w.start(await w.openShift(`${D(9)}T07:00`, `${D(9)}T19:00`));
    expect(orderOf(next, [p1, p2, p3])).toEqual([p1.id, p2.id, p3.id]);
    expect(offerOf(next, p1)?.reason).toBe("0.0 points this quarter, hired 2012-01-01");
  });
});

describe("eligibility", () => {
  it("leaves out members on duty, on leave, without the required certification, or over the fatigue limit", async () => {
    const w = await agency({ fatigueLimitHours: 24 });
    const free = await w.member("Free", "2011-01-01");
    const onDuty = await w.member("Busy", "2011-01-02");
    const away = await w.member("Away", "2011-01-03");
    const uncertified = await w.member("Uncert", "2011-01-04", "emt");
    const tired = await w.member("Tired", "2011-01-05");
    const ok = { issueDate: "2020-01-01", expirationDate: "2040-01-01" };
    // EMTs must hold "EMT-B"; the free member is a firefighter (the rule is not theirs).
    await expectCall(201, "POST", "/api/compliance/required-certifications", w.admin.cookie, {
      name: "EMT-B",
      role: "emt",
    });
    await w.shift(onDuty.id, `${D(0)}T06:00`, `${D(0)}T10:00`);
    // Tired works 17:00–07:00 into the shift's day: with the 18 h open shift, 32 hours in a row.
    await w.shift(tired.id, `${D(-1)}T17:00`, `${D(0)}T07:00`);
    await expectCall(201, "POST", "/api/certifications", w.admin.cookie, {
      userId: uncertified.id,
      name: "EMT-B",
      ...ok,
      expirationDate: "2030-01-01", // expired by the shift's date
    });
    const leave = await expectCall<{ id: string }>(201, "POST", "/api/leave-requests", away.cookie, {
      type: "vacation",
      startDate: D(0),
      endDate: D(0),
    });
    await expectCall(200, "PUT", "/api/leave-balances", w.admin.cookie, {
      userId: away.id,
      type: "vacation",
      hours: 40,
      reason: "Opening balance",
    });
    await expectCall(200, "PATCH", `/api/leave-requests/${leave.id}`, w.admin.cookie, { status: "approved" });

    const s = await w.openShift(`${D(0)}T07:00`, `${D(1)}T01:00`); // 18 h
    const cb = await w.start(s);
    const listed = cb.offers.map((o) => o.userId);
    expect(listed).toContain(free.id);
    for (const p of [onDuty, away, uncertified, tired]) expect(listed).not.toContain(p.id);

    // With a valid certificate the EMT is eligible again.
    await expectCall(201, "POST", "/api/certifications", w.admin.cookie, {
      userId: uncertified.id,
      name: "EMT-B",
      ...ok,
    });
    const s2 = await w.openShift(`${D(3)}T07:00`, `${D(3)}T19:00`);
    expect((await w.start(s2)).offers.map((o) => o.userId)).toContain(uncertified.id);
  });

  it("asks for the qualification of a short staffing rule riding the shift's apparatus", async () => {
    const w = await agency();
    const medic = await w.member("Medic", "2011-01-01");
    const plain = await w.member("Plain", "2011-01-02");
    const rig = await expectCall<{ id: string }>(201, "POST", "/api/equipment", w.admin.cookie, {
      name: "Medic 3",
      type: "ambulance",
      crewSize: 2,
    });
    await expectCall(201, "POST", "/api/staffing/rules", w.admin.cookie, {
      name: "Medic crew",
      minimumStaff: 1,
      startTime: "07:00",
      endTime: "19:00",
      qualification: "Paramedic",
      equipmentId: rig.id,
    });
    await expectCall(201, "POST", "/api/certifications", w.admin.cookie, {
      userId: medic.id,
      name: "Paramedic",
      issueDate: "2020-01-01",
      expirationDate: "2040-01-01",
    });
    const s = await w.openShift(`${D(0)}T07:00`, `${D(0)}T19:00`, { equipmentId: rig.id });
    const listed = (await w.start(s)).offers.map((o) => o.userId);
    expect(listed).toContain(medic.id);
    expect(listed).not.toContain(plain.id);
  });

  it("refuses a shift that is not open, one already called back, and a malformed shift id", async () => {
    const w = await agency();
    const m = await w.member("Only", "2015-01-01");
    const assigned = await w.shift(m.id, `${D(0)}T07:00`, `${D(0)}T19:00`);
    const notOpen = await call("POST", "/api/callbacks", w.admin.cookie, { shiftId: assigned.id });
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json().message).toBe(CALLBACK_MESSAGES.notFillable);

    const s = await w.openShift(`${D(2)}T07:00`, `${D(2)}T19:00`);
    await w.start(s);
    const again = await call("POST", "/api/callbacks", w.admin.cookie, { shiftId: s });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CALLBACK_MESSAGES.alreadyOpen);

    const bad = await call("POST", "/api/callbacks", w.admin.cookie, { shiftId: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.shiftId).toBe(CALLBACK_MESSAGES.shiftId);
  });
});

describe("one at a time", () => {
  it("moves to the next member when the answer time passes (on read and by the job), and refuses late answers", async () => {
    const w = await agency({ callbackMode: "one_at_a_time", callbackResponseMinutes: 15 });
    const first = await w.member("First", "2010-01-01");
    const second = await w.member("Second", "2011-01-01");
    const third = await w.member("Third", "2012-01-01");
    const cb = await w.start(await w.openShift(`${D(0)}T07:00`, `${D(0)}T19:00`));
    const offered = offerOf(cb, first);
    expect(offered?.status).toBe("offered");
    expect(Date.parse(offered?.expiresAt ?? "") - Date.parse(offered?.offeredAt ?? "")).toBe(15 * 60_000);

    // Not their turn yet.
    const early = await call("POST", `/api/callbacks/${cb.id}/respond`, second.cookie, { accept: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CALLBACK_MESSAGES.notYourTurn);

    // The time passes: a read advances it.
    await expireOffers(w.agencyId, cb.id);
    const after = await w.get(cb.id);
    expect(offerOf(after, first)?.status).toBe("no_answer");
    expect(offerOf(after, second)?.status).toBe("offered");
    expect(after.events.map((e) => e.kind)).toEqual(["started", "offered", "no_answer", "offered"]);
    const late = await call("POST", `/api/callbacks/${cb.id}/respond`, first.cookie, { accept: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CALLBACK_MESSAGES.expired);

    // The job does the same without a read.
    await expireOffers(w.agencyId, cb.id);
    const run = await runCallbackJobs(t.db, t.app.log);
    expect(run.ran).toBe(true);
    const byJob = await w.get(cb.id);
    expect(offerOf(byJob, second)?.status).toBe("no_answer");
    expect(offerOf(byJob, third)?.status).toBe("offered");

    // A member who did not answer can be charged.
    const charged = await expectCall<CallbackDetail>(
      200,
      "POST",
      `/api/callbacks/${cb.id}/charge`,
      w.admin.cookie,
      { userId: first.id },
    );
    expect(offerOf(charged, first)?.charged).toBe(true);

    // Third accepts: awarded; nobody can answer any more.
    await w.respond(cb.id, third, true);
    const closed = await call("POST", `/api/callbacks/${cb.id}/close`, w.admin.cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(CALLBACK_MESSAGES.notOpen);
    // The awarded member's schedule shows the shift.
    const mine = await expectCall<Array<{ id: string }>>(
      200,
      "GET",
      `/api/shifts?startDate=${D(0)}&endDate=${D(0)}`,
      third.cookie,
    );
    expect(mine.map((s) => s.id)).toContain(cb.shift.id);
  });
});

describe("all at once", () => {
  it("offers everyone and, at close, awards the first in order among those who accepted", async () => {
    const w = await agency({ callbackMode: "all_at_once", callbackMethod: "hours" });
    const first = await w.member("First", "2010-01-01");
    const second = await w.member("Second", "2011-01-01");
    const third = await w.member("Third", "2012-01-01");
    const cb = await w.start(await w.openShift(`${D(0)}T07:00`, `${D(0)}T19:00`));
    for (const p of [first, second, third]) expect(offerOf(cb, p)?.status).toBe("offered");

    await w.respond(cb.id, third, true);
    await w.respond(cb.id, first, false);
    const answered = await w.respond(cb.id, second, true);
    expect(answered.status).toBe("open");

    // Members see the offers made to them, only their own place.
    const list = await expectCall<Array<{ id: string; offers: unknown[] }>>(
      200,
      "GET",
      "/api/callbacks",
      third.cookie,
    );
    expect(list.map((c) => c.id)).toEqual([cb.id]);
    expect(list[0].offers).toHaveLength(1);

    const closed = await expectCall<CallbackDetail>(
      200,
      "POST",
      `/api/callbacks/${cb.id}/close`,
      w.admin.cookie,
    );
    expect(closed.status).toBe("awarded");
    expect(closed.awardedTo?.id).toBe(second.id);
    expect(offerOf(closed, second)?.status).toBe("awarded");
    expect(offerOf(closed, third)?.status).toBe("accepted");
    expect(closed.events.map((e) => e.kind).slice(-2)).toEqual(["closed", "awarded"]);
    const notes = await expectCall<Array<{ title: string }>>(200, "GET", "/api/notifications", third.cookie);
    expect(notes.map((n) => n.title)).toContain("Overtime shift filled");
  });

  it("closes without an award when no one accepted", async () => {
    const w = await agency({ callbackMode: "all_at_once" });
    await w.member("Only", "2010-01-01");
    const cb = await w.start(await w.openShift(`${D(0)}T07:00`, `${D(0)}T19:00`));
    const closed = await expectCall<CallbackDetail>(
      200,
      "POST",
      `/api/callbacks/${cb.id}/close`,
      w.admin.cookie,
    );
    expect(closed.status).toBe("closed");
    expect(closed.awardedTo).toBeNull();
  });
});

describe("manual award", () => {
  it("gives the shift to a member on the list who is eligible, and refuses anyone else", async () => {
    const w = await agency({ callbackMode: "one_at_a_time" });
    const first = await w.member("First", "2010-01-01");
    const last = await w.member("Last", "2019-01-01");
    const s = await w.openShift(`${D(0)}T07:00`, `${D(0)}T19:00`);
    const cb = await w.start(s);
    const stranger = await call("POST", `/api/callbacks/${cb.id}/award`, w.admin.cookie, {
      userId: officer.id,
    });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().message).toBe(CALLBACK_MESSAGES.notOnList);

    const awarded = await expectCall<CallbackDetail>(
      200,
      "POST",
      `/api/callbacks/${cb.id}/award`,
      w.admin.cookie,
      {
        userId: last.id,
      },
    );
    expect(awarded.status).toBe("awarded");
    expect(awarded.awardedTo?.id).toBe(last.id);
    expect(awarded.events.at(-1)).toMatchObject({ kind: "awarded", actor: { id: w.admin.user.id } });
    // The first member's open offer is closed: answering now is refused.
    const late = await call("POST", `/api/callbacks/${cb.id}/respond`, first.cookie, { accept: true });
    expect(late.statusCode).toBe(409);
    expect((await expectCall<Json>(200, "GET", `/api/shifts/${s}`, w.admin.cookie)).userId).toBe(last.id);
  });
});

describe("roles and agencies", () => {
  it("lets only managers start, award, charge and close; another agency's id answers 404", async () => {
    const s = await expectCall<{ id: string }>(201, "POST", "/api/shifts", a.cookie, {
      title: "Cover",
      userId: firefighter.id,
      startTime: `${D(0)}T07:00`,
      endTime: `${D(0)}T19:00`,
    });
    await expectCall(200, "POST", `/api/shifts/${s.id}/request-coverage`, a.cookie, { reason: "Away" });
    // A member may not start one; an officer may.
    const refused = await call("POST", "/api/callbacks", firefighter.cookie, { shiftId: s.id });
    expect(refused.statusCode).toBe(403);
    const cb = await expectCall<CallbackDetail>(201, "POST", "/api/callbacks", officer.cookie, {
      shiftId: s.id,
    });
    const someone = cb.offers[0].userId;
    for (const path of ["award", "charge"]) {
      const res = await call("POST", `/api/callbacks/${cb.id}/${path}`, firefighter.cookie, {
        userId: someone,
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await call("POST", `/api/callbacks/${cb.id}/close`, firefighter.cookie)).statusCode).toBe(403);

    // Agency B sees none of it.
    expect((await call("GET", `/api/callbacks/${cb.id}`, b.cookie)).statusCode).toBe(404);
    expect((await call("POST", `/api/callbacks/${cb.id}/close`, b.cookie)).statusCode).toBe(404);
    expect(
      (await call("POST", `/api/callbacks/${cb.id}/respond`, b.cookie, { accept: true })).statusCode,
    ).toBe(404);
    expect((await call("POST", "/api/callbacks", b.cookie, { shiftId: s.id })).statusCode).toBe(404);
    expect(await expectCall<unknown[]>(200, "GET", "/api/callbacks", b.cookie)).toEqual([]);
  });

  it("calls back a staffing gap no open shift covers, making its open shift, and keeps nothing when nobody can take it", async () => {
    const { admin, member, shift } = await agency();
    const rule = await expectCall<{ id: string }>(201, "POST", "/api/staffing/rules", admin.cookie, {
      name: "Station 2 crew",
      minimumStaff: 2,
      startTime: "07:00",
      endTime: "19:00",
    });
    const body = { ruleId: rule.id, start: `${D(3)}T07:00:00Z`, end: `${D(3)}T19:00:00Z` };

    // The only member, the admin, is on duty then: nobody is eligible, so it is refused and nothing is kept.
    await shift(admin.user.id, `${D(3)}T06:00`, `${D(3)}T20:00`);
    const none = await call("POST", "/api/callbacks/for-gap", admin.cookie, body);
    expect(none.statusCode).toBe(409);
    const before = await expectCall<Array<{ title: string }>>(
      200,
      "GET",
      `/api/shifts?startDate=${D(3)}&endDate=${D(3)}`,
      admin.cookie,
    );
    expect(before.filter((s) => s.title === "Station 2 crew call-back")).toHaveLength(0);

    const ana = await member("Ana", "2010-01-01");
    const cb = await expectCall<CallbackDetail>(201, "POST", "/api/callbacks/for-gap", admin.cookie, body);
    expect(cb.shift).toMatchObject({ title: "Station 2 crew call-back" });
    expect(offerOf(cb, ana)?.status).toBe("offered");
    const made = await expectCall<{ status: string; userId: string | null }>(
      200,
      "GET",
      `/api/shifts/${cb.shift.id}`,
      admin.cookie,
    );
    expect(made).toMatchObject({ status: "open", userId: null });

    // Bad times, a member, and another agency's rule.
    expect(
      (await call("POST", "/api/callbacks/for-gap", admin.cookie, { ...body, end: body.start })).statusCode,
    ).toBe(400);
    expect((await call("POST", "/api/callbacks/for-gap", ana.cookie, body)).statusCode).toBe(403);
    expect((await call("POST", "/api/callbacks/for-gap", b.cookie, body)).statusCode).toBe(404);
  });
});
