/**
 * Scheduling through the HTTP API: the week list, create/edit/delete with the spec's messages, recurring
 * series (this / following), rotations, double-booking, roles, agency isolation and notifications.
 */
import { versionTag } from "@rollcall/shared/offline";
import { SHIFT_LIST_FIELDS, SHIFT_MESSAGES } from "@rollcall/shared/scheduling";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withAgency } from "../../db/client";
import { auditLogs } from "../../db/schema/audit";
import { notifications } from "../../db/schema/notifications";
import { signUpAgency } from "../../test/harness";
import { addMember, signIn } from "../../test/members";
import { versionedWriteTests } from "../../test/versions";
import { type Json, twoAgencies } from "../../test/world";

const { t, a, b, officer, firefighter, emt, bMember, call } = twoAgencies({
  crew: true,
  bMember: "firefighter",
});
const ff = firefighter;
let medic: { id: string };

beforeAll(async () => {
  medic = await addMember(t.db, a.user.agencyId, "emt", { firstName: "Megan", lastName: "Foster" });
});

const shift = (userId: string, extra: Json = {}): Json => ({
  title: "Engine 1 Day",
  userId,
  startTime: "2030-01-07T07:00",
  endTime: "2030-01-07T19:00",
  assignment: "Engine 1",
  status: "scheduled",
  isPaid: false,
  paymentStatus: "pending",
  isRecurring: false,
  ...extra,
});

/** An officer (or the member of `cookie`) creates a shift for `userId`. */
const createShift = (userId: string, extra: Json = {}, cookie = officer.cookie) =>
  call("POST", "/api/shifts", cookie, shift(userId, extra));

/** The days (yyyy-MM-dd) the listed shifts start on. */
const startDays = (list: Json[]) => list.map((s) => String(s.startTime).slice(0, 10));

const week = (cookie: string, startDate: string, endDate?: string) =>
  call("GET", `/api/shifts?startDate=${startDate}&endDate=${endDate ?? startDate}`, cookie);

async function notificationsOf(userId: string) {
  return withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
    tx
      .select({ title: notifications.title, message: notifications.message, type: notifications.type })
      .from(notifications)
      .where(and(eq(notifications.agencyId, a.user.agencyId), eq(notifications.userId, userId))),
  );
}

describe("creating and listing shifts", () => {
  it("a manager creates a paid shift; the week list shows it with the member's name, rate and hours", async () => {
    const res = await createShift(emt.id, {
      title: "Medic 3 Relief",
      startTime: "2030-02-04T07:00",
      endTime: "2030-02-04T19:00",
      isPaid: true,
      hourlyRate: "28.5",
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: "Medic 3 Relief",
      userId: emt.id,
      user: { firstName: "Priya", lastName: "Patel", role: "emt" },
      startTime: "2030-02-04T07:00:00+00:00",
      endTime: "2030-02-04T19:00:00+00:00",
      status: "scheduled",
      isPaid: true,
      hourlyRate: "28.50",
      paymentStatus: "pending",
      totalHours: null,
      occurrences: 1,
    });

    const list = await week(a.cookie, "2030-02-03", "2030-02-09");
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: Json) => s.title)).toEqual(["Medic 3 Relief"]);
    expect(list.headers["content-type"]).toContain("application/json");
    // The single shift answers everything; the week list item is the documented subset of it.
    const { occurrences: _count, ...single } = created;
    expect((await call("GET", `/api/shifts/${created.id}`, firefighter.cookie)).json()).toEqual(single);
    const item = list.json()[0];
    expect(Object.keys(item).sort()).toEqual([...SHIFT_LIST_FIELDS].sort());
    expect(item).toEqual(Object.fromEntries(SHIFT_LIST_FIELDS.map((field) => [field, single[field]])));
    // What only the edit dialog needs stays out of the list.
    for (const field of ["recurringPattern", "paymentStatus", "totalHours", "createdAt", "updatedAt"])
      expect(item).not.toHaveProperty(field);
    // Every member reads the schedule.
    expect((await week(firefighter.cookie, "2030-02-03", "2030-02-09")).json()).toHaveLength(1);
    // Outside the range: nothing.
    expect((await week(a.cookie, "2030-02-05", "2030-02-09")).json()).toEqual([]);
  });

  it("stores the hourly rate as exact cents, from a string or a number", async () => {
    const rates: Array<[string | number, string, number]> = [
      ["0.29", "0.29", 29],
      [19.99, "19.99", 1999],
      ["1234.1", "1234.10", 123410],
    ];
    for (const [input, shown, cents] of rates) {
      const res = await createShift(
        medic.id,
        {
          startTime: "2030-03-01T07:00",
          endTime: "2030-03-01T08:00",
          isPaid: true,
          hourlyRate: input,
          allowOverlap: true,
        },
        a.cookie,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().hourlyRate).toBe(shown);
      const [row] = await t.db
        .execute(sql`select hourly_rate_cents from shifts where id = ${res.json().id}`)
        .then((r) => (r as unknown as { rows: Array<{ hourly_rate_cents: number }> }).rows);
      expect(row.hourly_rate_cents).toBe(cents);
    }
  });

  it("answers every spec validation message, on the field it belongs to", async () => {
    const res = await call("POST", "/api/shifts", officer.cookie, {
      title: " ",
      userId: "",
      startTime: "",
      endTime: "",
      status: "scheduled",
      isPaid: true,
      hourlyRate: "",
      paymentStatus: "pending",
      isRecurring: true,
      recurringPattern: "weekly",
      recurrenceInterval: 0,
      recurrenceDaysOfWeek: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: "Title is required",
      userId: "Assigned user is required",
      startTime: "Start time is required",
      endTime: "End time is required",
      hourlyRate: "Hourly rate is required for paid shifts",
      recurrenceInterval: "Recurrence interval is required for recurring shifts",
      recurrenceDaysOfWeek: "At least one day must be selected for weekly recurring shifts",
      recurringEndDate: "Either an end date or number of occurrences is required for recurring shifts",
    });

    const order = await createShift(emt.id, { endTime: "2030-01-07T06:00" });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({
      message: "End time must be after start time",
      errors: { endTime: "End time must be after start time" },
    });

    const pattern = await createShift(emt.id, {
      isRecurring: true,
      recurrenceInterval: 1,
      recurrenceCount: 3,
    });
    expect(pattern.json().errors).toEqual({
      recurringPattern: "Recurring pattern is required for recurring shifts",
    });

    const rate = await createShift(emt.id, { isPaid: true, hourlyRate: "abc" });
    expect(rate.json().errors).toEqual({ hourlyRate: SHIFT_MESSAGES.hourlyRateNumeric });
    const drift = await createShift(emt.id, { isPaid: true, hourlyRate: 28.499 });
    expect(drift.statusCode).toBe(400);

    const missing = await call("POST", "/api/shifts", officer.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      title: "Title is required",
      userId: "Assigned user is required",
      startTime: "Start time is required",
      endTime: "End time is required",
    });
  });

  it("refuses a shift assigned to another agency's member, on the userId field", async () => {
    const res = await createShift(bMember.id, {}, a.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ userId: SHIFT_MESSAGES.userNotMember });
  });

  it("the database itself refuses a shift pointing at another agency's member", async () => {
    await expect(
      withAgency(t.db, { agencyId: a.user.agencyId, userId: a.user.id }, (tx) =>
        tx.execute(sql`insert into shifts (agency_id, user_id, title, start_time, end_time)
          values (${a.user.agencyId}, ${bMember.id}, 'x', now(), now() + interval '1 hour')`),
      ),
    ).rejects.toThrow();
  });

  it("firefighters and EMTs read but cannot create, edit or delete (403)", async () => {
    const created = await createShift(ff.id, { startTime: "2030-04-01T07:00", endTime: "2030-04-01T19:00" });
    const id = created.json().id;
    const emtCookie = await signIn(t.app, (await addMember(t.db, a.user.agencyId, "emt")).email);
    for (const cookie of [firefighter.cookie, emtCookie]) {
      expect((await createShift(ff.id, {}, cookie)).statusCode).toBe(403);
      expect((await call("PATCH", `/api/shifts/${id}`, cookie, { title: "Mine now" })).statusCode).toBe(403);
      expect((await call("DELETE", `/api/shifts/${id}`, cookie)).statusCode).toBe(403);
      expect(
        (
          await call("POST", "/api/shifts/rotation", cookie, {
            pattern: "24/48",
            startDate: "2030-05-01",
            endDate: "2030-05-03",
            startTime: "07:00",
            platoons: { A: [ff.id] },
          })
        ).statusCode,
      ).toBe(403);
      expect((await call("GET", `/api/shifts/${id}`, cookie)).statusCode).toBe(200);
    }
    expect((await call("GET", `/api/shifts/${id}`, a.cookie)).json().title).toBe("Engine 1 Day");
  });

  it("rejects a malformed week range", async () => {
    expect((await call("GET", "/api/shifts?startDate=2030-13-01", a.cookie)).statusCode).toBe(400);
    expect(
      (await call("GET", "/api/shifts?startDate=2030-02-10&endDate=2030-02-01", a.cookie)).statusCode,
    ).toBe(400);
    expect((await call("GET", "/api/shifts", a.cookie)).statusCode).toBe(200);
  });

  it("a week follows the agency's time zone", async () => {
    const chicago = await signUpAgency(t.app, { agencyName: "Chicago", timeZone: "America/Chicago" });
    const res = await call("POST", "/api/shifts", chicago.cookie, {
      ...shift(chicago.user.id),
      startTime: "2030-01-13T22:00",
      endTime: "2030-01-14T06:00",
    });
    expect(res.json().startTime).toBe("2030-01-14T04:00:00+00:00");
    // Sunday 22:00 in Chicago is Monday in UTC, but it belongs to Sunday's column there.
    expect((await week(chicago.cookie, "2030-01-13")).json()).toHaveLength(1);
    expect((await week(chicago.cookie, "2030-01-14")).json()).toHaveLength(0);
  });
});

describe("recurring series", () => {
  it("daily every 2 days for 10 occurrences: one request, ten rows linked to the first", async () => {
    const res = await createShift(medic.id, {
      title: "Daily Drill",
      startTime: "2030-06-03T09:00",
      endTime: "2030-06-03T11:00",
      isRecurring: true,
      recurringPattern: "daily",
      recurrenceInterval: 2,
      recurrenceCount: 10,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ occurrences: 10, isRecurring: true, parentShiftId: null });
    const list = (await week(a.cookie, "2030-06-01", "2030-06-30"))
      .json()
      .filter((s: Json) => s.title === "Daily Drill");
    expect(startDays(list)).toEqual([
      "2030-06-03",
      "2030-06-05",
      "2030-06-07",
      "2030-06-09",
      "2030-06-11",
      "2030-06-13",
      "2030-06-15",
      "2030-06-17",
      "2030-06-19",
      "2030-06-21",
    ]);
    const parent = res.json().id;
    expect(list.every((s: Json) => s.seriesId === parent)).toBe(true);
    // Each later occurrence points at the first and carries the rule: the single shift tells (not the list).
    const later = await Promise.all(
      list.slice(1).map(async (s: Json) => (await call("GET", `/api/shifts/${s.id}`, a.cookie)).json()),
    );
    for (const occurrence of later)
      expect(occurrence).toMatchObject({
        parentShiftId: parent,
        recurringPattern: "daily",
        recurrenceInterval: 2,
      });
    // One notification for the member, not ten.
    const notes = (await notificationsOf(medic.id)).filter((n) => n.message.includes("Daily Drill"));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: "Shifts assigned", type: "info" });
    expect(notes[0].message).toContain("10 shifts (Daily Drill) from Mon, Jun 3 to Fri, Jun 21");
  });

  it("weekly Monday/Wednesday/Friday until a date", async () => {
    const res = await createShift(ff.id, {
      title: "MWF Training",
      startTime: "2030-07-01T08:00",
      endTime: "2030-07-01T12:00",
      isRecurring: true,
      recurringPattern: "weekly",
      recurrenceInterval: 1,
      recurrenceDaysOfWeek: ["monday", "wednesday", "friday"],
      recurringEndDate: "2030-07-12",
    });
    expect(res.json().occurrences).toBe(6);
    const list = (await week(a.cookie, "2030-07-01", "2030-07-14")).json();
    expect(startDays(list)).toEqual([
      "2030-07-01",
      "2030-07-03",
      "2030-07-05",
      "2030-07-08",
      "2030-07-10",
      "2030-07-12",
    ]);
    const first = (await call("GET", `/api/shifts/${list[0].id}`, a.cookie)).json();
    expect(first.recurrenceDaysOfWeek).toEqual(["monday", "wednesday", "friday"]);
  });

  it("custom: every 4 days, 5 times", async () => {
    const res = await createShift(emt.id, {
      title: "Custom Cover",
      startTime: "2030-08-01T07:00",
      endTime: "2030-08-01T19:00",
      isRecurring: true,
      recurringPattern: "custom",
      recurrenceInterval: 4,
      recurrenceCount: 5,
    });
    expect(res.json().occurrences).toBe(5);
    const list = (await week(a.cookie, "2030-08-01", "2030-08-31")).json();
    expect(startDays(list)).toEqual(["2030-08-01", "2030-08-05", "2030-08-09", "2030-08-13", "2030-08-17"]);
  });

  it("two years of daily shifts in one request; more than 1,000 occurrences is a clear 400", async () => {
    const member = await addMember(t.db, a.user.agencyId, "firefighter");
    const res = await createShift(member.id, {
      title: "Two Years",
      startTime: "2031-01-01T07:00",
      endTime: "2031-01-01T15:00",
      isRecurring: true,
      recurringPattern: "daily",
      recurrenceInterval: 1,
      recurringEndDate: "2032-12-30",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().occurrences).toBe(730);
    // The audit trigger recorded the whole insert.
    const audited = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLogs)
        .where(
          and(eq(auditLogs.entityType, "shifts"), sql`${auditLogs.changeDetails} ->> 'title' = 'Two Years'`),
        ),
    );
    expect(audited[0].n).toBe(730);

    const tooMany = await createShift(member.id, {
      startTime: "2034-01-01T07:00",
      endTime: "2034-01-01T15:00",
      isRecurring: true,
      recurringPattern: "daily",
      recurrenceInterval: 1,
      recurringEndDate: "2037-01-01",
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      message: SHIFT_MESSAGES.seriesTooLarge,
      errors: { recurringEndDate: SHIFT_MESSAGES.seriesTooLarge },
    });
    const countTooMany = await createShift(member.id, {
      isRecurring: true,
      recurringPattern: "daily",
      recurrenceInterval: 1,
      recurrenceCount: 1001,
    });
    expect(countTooMany.json().errors).toEqual({ recurrenceCount: SHIFT_MESSAGES.seriesTooLarge });
  });

  it("edits one occurrence only, or it and the following ones; deletes likewise", async () => {
    const member = await addMember(t.db, a.user.agencyId, "firefighter");
    const res = await createShift(member.id, {
      title: "Series",
      startTime: "2030-09-02T07:00",
      endTime: "2030-09-02T19:00",
      isRecurring: true,
      recurringPattern: "daily",
      recurrenceInterval: 1,
      recurrenceCount: 6,
    });
    const listSeries = async () =>
      (await week(a.cookie, "2030-09-01", "2030-09-30"))
        .json()
        .filter((s: Json) => s.seriesId === res.json().id);
    const [d1, d2, d3] = await listSeries();

    const one = await call("PATCH", `/api/shifts/${d2.id}`, officer.cookie, {
      title: "Moved Drill",
      scope: "this",
    });
    expect(one.statusCode).toBe(200);
    expect((await listSeries()).map((s: Json) => s.title)).toEqual([
      "Series",
      "Moved Drill",
      "Series",
      "Series",
      "Series",
      "Series",
    ]);

    // From the 3rd on: new title and a later start (08:00–20:00), each on its own day.
    const following = await call("PATCH", `/api/shifts/${d3.id}`, officer.cookie, {
      title: "Late Series",
      startTime: "2030-09-04T08:00",
      endTime: "2030-09-04T20:00",
      scope: "following",
    });
    expect(following.statusCode).toBe(200);
    const after = await listSeries();
    expect(after.map((s: Json) => `${s.title}@${s.startTime}`)).toEqual([
      "Series@2030-09-02T07:00:00+00:00",
      "Moved Drill@2030-09-03T07:00:00+00:00",
      "Late Series@2030-09-04T08:00:00+00:00",
      "Late Series@2030-09-05T08:00:00+00:00",
      "Late Series@2030-09-06T08:00:00+00:00",
      "Late Series@2030-09-07T08:00:00+00:00",
    ]);
    expect(after[5].endTime).toBe("2030-09-07T20:00:00+00:00");
    // The member heard once about the four changed shifts.
    const changed = (await notificationsOf(member.id)).filter((n) => n.title === "Shifts changed");
    expect(changed).toHaveLength(1);
    expect(changed[0].message).toContain("4 shifts (Late Series)");

    const delOne = await call("DELETE", `/api/shifts/${d1.id}?scope=this`, officer.cookie);
    expect(delOne.json()).toEqual({ deleted: 1 });
    const delFollowing = await call("DELETE", `/api/shifts/${after[4].id}?scope=following`, officer.cookie);
    expect(delFollowing.json()).toEqual({ deleted: 2 });
    expect((await listSeries()).map((s: Json) => s.title)).toEqual([
      "Moved Drill",
      "Late Series",
      "Late Series",
    ]);
    const cancelled = (await notificationsOf(member.id)).filter((n) => n.title.startsWith("Shift"));
    expect(cancelled.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        "Shifts assigned",
        "Shift changed",
        "Shifts changed",
        "Shift cancelled",
        "Shifts cancelled",
      ]),
    );
  });

  it("turning a lone shift recurring adds the series after it", async () => {
    const member = await addMember(t.db, a.user.agencyId, "emt");
    const created = await createShift(member.id, {
      title: "Lone",
      startTime: "2030-10-07T07:00",
      endTime: "2030-10-07T19:00",
    });
    const res = await call("PATCH", `/api/shifts/${created.json().id}`, officer.cookie, {
      isRecurring: true,
      recurringPattern: "weekly",
      recurrenceInterval: 1,
      recurrenceDaysOfWeek: ["monday"],
      recurrenceCount: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isRecurring: true, seriesId: created.json().id });
    const list = (await week(a.cookie, "2030-10-01", "2030-10-31"))
      .json()
      .filter((s: Json) => s.title === "Lone");
    expect(startDays(list)).toEqual(["2030-10-07", "2030-10-14", "2030-10-21"]);
  });

  it("an edit re-checks the spec's rules against the stored shift", async () => {
    const created = await createShift(medic.id, {
      startTime: "2030-11-04T07:00",
      endTime: "2030-11-04T19:00",
    });
    const id = created.json().id;
    const bad = await call("PATCH", `/api/shifts/${id}`, officer.cookie, { endTime: "2030-11-04T06:00" });
    expect(bad.json().errors).toEqual({ endTime: "End time must be after start time" });
    const paid = await call("PATCH", `/api/shifts/${id}`, officer.cookie, { isPaid: true });
    expect(paid.json().errors).toEqual({ hourlyRate: "Hourly rate is required for paid shifts" });
    const other = await call("PATCH", `/api/shifts/${id}`, officer.cookie, { userId: bMember.id });
    expect(other.json().errors).toEqual({ userId: SHIFT_MESSAGES.userNotMember });
    const ok = await call("PATCH", `/api/shifts/${id}`, officer.cookie, {
      isPaid: true,
      hourlyRate: 31.25,
      paymentStatus: "approved",
    });
    expect(ok.json()).toMatchObject({ isPaid: true, hourlyRate: "31.25", paymentStatus: "approved" });
  });
});

describe("double-booking", () => {
  it("answers 409 naming the conflicting shift, unless the request allows the overlap", async () => {
    const member = await addMember(t.db, a.user.agencyId, "firefighter", {
      firstName: "Luis",
      lastName: "Ortega",
    });
    await createShift(member.id, {
      title: "B Platoon - 24 Hour",
      startTime: "2030-12-02T07:00",
      endTime: "2030-12-03T07:00",
    });
    const clash = shift(member.id, {
      title: "Overtime",
      startTime: "2030-12-02T19:00",
      endTime: "2030-12-03T03:00",
    });
    const res = await call("POST", "/api/shifts", officer.cookie, clash);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Luis Ortega is already scheduled for B Platoon - 24 Hour, Mon, Dec 2, 07:00–07:00.",
    );
    expect(res.json().errors.userId).toBe(res.json().message);

    // Back to back is not an overlap; a cancelled shift does not count.
    const next = await createShift(member.id, {
      title: "Next Day",
      startTime: "2030-12-03T07:00",
      endTime: "2030-12-03T19:00",
    });
    expect(next.statusCode).toBe(201);
    await call("PATCH", `/api/shifts/${next.json().id}`, officer.cookie, { status: "cancelled" });
    expect(
      (await createShift(member.id, { startTime: "2030-12-03T08:00", endTime: "2030-12-03T09:00" }))
        .statusCode,
    ).toBe(201);

    const anyway = await call("POST", "/api/shifts", officer.cookie, { ...clash, allowOverlap: true });
    expect(anyway.statusCode).toBe(201);

    // Moving a shift onto another one is checked too.
    const later = await createShift(member.id, {
      title: "Later",
      startTime: "2030-12-10T07:00",
      endTime: "2030-12-10T19:00",
    });
    const move = await call("PATCH", `/api/shifts/${later.json().id}`, officer.cookie, {
      startTime: "2030-12-02T10:00",
      endTime: "2030-12-02T12:00",
    });
    expect(move.statusCode).toBe(409);
    // Editing a shift in place never conflicts with itself.
    expect(
      (await call("PATCH", `/api/shifts/${later.json().id}`, officer.cookie, { endTime: "2030-12-10T20:00" }))
        .statusCode,
    ).toBe(200);
  });
});

describe("fire rotations", () => {
  it("a 24/48 A/B/C rotation: one 24-hour shift per member per duty day", async () => {
    const members = await Promise.all(
      ["A1", "A2", "B1", "C1"].map((n) => addMember(t.db, a.user.agencyId, "firefighter", { firstName: n })),
    );
    const res = await call("POST", "/api/shifts/rotation", officer.cookie, {
      pattern: "24/48",
      startDate: "2033-03-03",
      endDate: "2033-03-08",
      startTime: "07:00",
      assignment: "Station 1",
      platoons: { A: [members[0].id, members[1].id], B: [members[2].id], C: [members[3].id] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: 8, members: 4 });
    const list = (await week(a.cookie, "2033-03-03", "2033-03-09")).json();
    expect(
      list.map((s: Json) => `${String(s.startTime).slice(5, 10)} ${s.title} ${(s.user as Json).firstName}`),
    ).toEqual([
      "03-03 A Platoon - 24 Hour A1",
      "03-03 A Platoon - 24 Hour A2",
      "03-04 B Platoon - 24 Hour B1",
      "03-05 C Platoon - 24 Hour C1",
      "03-06 A Platoon - 24 Hour A1",
      "03-06 A Platoon - 24 Hour A2",
      "03-07 B Platoon - 24 Hour B1",
      "03-08 C Platoon - 24 Hour C1",
    ]);
    expect(list[0]).toMatchObject({ endTime: "2033-03-04T07:00:00+00:00", assignment: "Station 1" });
    // Each member's shifts are a series; one notification each.
    expect(list.filter((s: Json) => s.seriesId === list[0].seriesId)).toHaveLength(2);
    const notes = (await notificationsOf(members[0].id)).filter((n) => n.title === "Shifts assigned");
    expect(notes).toHaveLength(1);

    // Each member now rides with the platoon the rotation gave them (a platoon's alert reaches them).
    const roster = (await call("GET", `/api/agencies/${a.user.agencyId}/users`, a.cookie)).json() as Json[];
    expect(members.map((m) => roster.find((r) => r.id === m.id)?.platoon)).toEqual(["A", "A", "B", "C"]);

    // Applying it again would double-book everyone.
    const again = await call("POST", "/api/shifts/rotation", officer.cookie, {
      pattern: "24/48",
      startDate: "2033-03-03",
      endDate: "2033-03-04",
      startTime: "07:00",
      platoons: { A: [members[0].id] },
    });
    expect(again.statusCode).toBe(409);
  });

  it("Kelly and 24/72 generate the right days; bad input is a 400", async () => {
    const [k1, k2, k3, d] = await Promise.all(
      [1, 2, 3, 4].map(() => addMember(t.db, a.user.agencyId, "firefighter")),
    );
    const kelly = await call("POST", "/api/shifts/rotation", officer.cookie, {
      pattern: "kelly",
      startDate: "2033-04-01",
      endDate: "2033-04-09",
      startTime: "08:00",
      platoons: { A: [k1.id], B: [k2.id], C: [k3.id] },
    });
    expect(kelly.json().created).toBe(9);
    const days = (await week(a.cookie, "2033-04-01", "2033-04-09"))
      .json()
      .map((s: Json) => String(s.title)[0]);
    expect(days.join("")).toBe("ACABABCBC");

    const four = await call("POST", "/api/shifts/rotation", officer.cookie, {
      pattern: "24/72",
      startDate: "2033-05-01",
      endDate: "2033-05-08",
      startTime: "07:00",
      platoons: { D: [d.id] },
    });
    expect(four.json().created).toBe(2);

    const bad = await call("POST", "/api/shifts/rotation", officer.cookie, {
      pattern: "24/48",
      startDate: "2033-05-10",
      endDate: "2033-05-01",
      startTime: "7am",
      platoons: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      endDate: "End date must be on or after the start date",
      startTime: "Start time is required (HH:mm)",
      platoons: "Assign at least one member to a platoon",
    });
    const foreign = await call("POST", "/api/shifts/rotation", officer.cookie, {
      pattern: "24/48",
      startDate: "2033-06-01",
      endDate: "2033-06-03",
      startTime: "07:00",
      platoons: { A: [bMember.id] },
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe("agency isolation", () => {
  it("another agency's admin gets 404 on every id and sees none of the shifts", async () => {
    const created = await createShift(
      emt.id,
      { title: "Private", startTime: "2031-07-07T07:00", endTime: "2031-07-07T19:00" },
      a.cookie,
    );
    const id = created.json().id;
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const target of [id, missing]) {
      expect((await call("GET", `/api/shifts/${target}`, b.cookie)).statusCode).toBe(404);
      expect((await call("PATCH", `/api/shifts/${target}`, b.cookie, { title: "Mine" })).statusCode).toBe(
        404,
      );
      expect((await call("DELETE", `/api/shifts/${target}`, b.cookie)).statusCode).toBe(404);
      for (const action of ["request-coverage", "pick-up", "approve", "decline"])
        expect((await call("POST", `/api/shifts/${target}/${action}`, b.cookie)).statusCode).toBe(404);
    }
    expect((await call("GET", "/api/shifts/not-a-uuid", b.cookie)).statusCode).toBe(404);
    expect((await week(b.cookie, "2031-07-07")).json()).toEqual([]);
    expect((await call("GET", "/api/shifts/open", b.cookie)).json()).toEqual([]);
    // B cannot assign A's member, and A's shift is untouched.
    expect((await createShift(emt.id, {}, b.cookie)).statusCode).toBe(400);
    expect((await call("GET", `/api/shifts/${id}`, a.cookie)).json().title).toBe("Private");
  });
});

describe("edits against a version (If-Match)", () => {
  let day = 0;
  versionedWriteTests({
    call,
    create: async () => {
      day += 1;
      const date = `2033-03-${String(day).padStart(2, "0")}`;
      const res = await createShift(emt.id, { startTime: `${date}T07:00`, endTime: `${date}T19:00` });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id;
    },
    url: (id) => `/api/shifts/${id}`,
    edit: (n) => ({ title: `Engine 1 Day (edit ${n})` }),
    editor: officer,
    refused: firefighter,
    foreign: b,
    deleted: 200,
  });

  it("the database moves updatedAt on every change, by at least a millisecond, whichever statement made it", async () => {
    const created = await createShift(emt.id, { startTime: "2033-04-01T07:00", endTime: "2033-04-01T19:00" });
    const id = created.json().id;
    const versions = [created.json().updatedAt];
    // Moving the times (a statement of its own, series.ts) is a new version too.
    const moved = await call("PATCH", `/api/shifts/${id}`, officer.cookie, {
      startTime: "2033-04-01T08:00",
      endTime: "2033-04-01T20:00",
    });
    versions.push(moved.json().updatedAt);
    // Two changes in one transaction happen at one now(): each still moves the version.
    await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, async (tx) => {
      await tx.execute(sql`update shifts set assignment = 'Ladder 2' where id = ${id}`);
      await tx.execute(sql`update shifts set assignment = 'Ladder 3' where id = ${id}`);
    });
    versions.push((await call("GET", `/api/shifts/${id}`, officer.cookie)).json().updatedAt);
    const ms = versions.map((v) => Date.parse(v));
    expect(ms[1]).toBeGreaterThan(ms[0]);
    expect(ms[2] - ms[1]).toBeGreaterThanOrEqual(2);
  });

  it("the version is the named occurrence's: editing it and the following ones checks that one alone", async () => {
    const series = await createShift(emt.id, {
      startTime: "2033-05-03T07:00",
      endTime: "2033-05-03T19:00",
      isRecurring: true,
      recurringPattern: "daily",
      recurrenceInterval: 1,
      recurrenceCount: 3,
    });
    expect(series.statusCode, series.body).toBe(201);
    const [first, second] = (await week(officer.cookie, "2033-05-03", "2033-05-05"))
      .json()
      .filter((s: Json) => s.seriesId === series.json().id);
    const loaded = (await call("GET", `/api/shifts/${second.id}`, officer.cookie)).json().updatedAt;
    // Someone renames the whole series from the first occurrence: the second's version moves with it.
    const renamed = await call("PATCH", `/api/shifts/${first.id}`, officer.cookie, {
      title: "Renamed",
      scope: "following",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stale = await call(
      "PATCH",
      `/api/shifts/${second.id}`,
      officer.cookie,
      { title: "Mine", scope: "following" },
      { "if-match": versionTag(loaded) },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current.title).toBe("Renamed");
    const current = stale.json().current.updatedAt;
    const saved = await call(
      "DELETE",
      `/api/shifts/${second.id}?scope=following`,
      officer.cookie,
      undefined,
      { "if-match": versionTag(current) },
    );
    expect(saved.json()).toEqual({ deleted: 2 });
  });
});

describe("notifications from shift events", () => {
  it("assigned, reassigned, changed and cancelled reach the members concerned", async () => {
    const first = await addMember(t.db, a.user.agencyId, "firefighter");
    const second = await addMember(t.db, a.user.agencyId, "firefighter");
    const created = await createShift(first.id, {
      title: "Notify Me",
      startTime: "2031-08-04T07:00",
      endTime: "2031-08-04T19:00",
    });
    const id = created.json().id;
    expect((await notificationsOf(first.id)).map((n) => n.title)).toEqual(["Shift assigned"]);
    expect((await notificationsOf(first.id))[0].message).toBe(
      "You are scheduled for Notify Me, Mon, Aug 4, 07:00–19:00.",
    );

    await call("PATCH", `/api/shifts/${id}`, officer.cookie, { userId: second.id });
    expect((await notificationsOf(first.id)).map((n) => n.title)).toContain("Shift reassigned");
    expect((await notificationsOf(second.id)).map((n) => n.title)).toEqual(["Shift assigned"]);

    await call("PATCH", `/api/shifts/${id}`, officer.cookie, { assignment: "Ladder 2" });
    const changed = (await notificationsOf(second.id)).find((n) => n.title === "Shift changed");
    expect(changed?.message).toBe("Assignment changed: Notify Me, Mon, Aug 4, 07:00–19:00.");

    await call("PATCH", `/api/shifts/${id}`, officer.cookie, { status: "cancelled" });
    expect((await notificationsOf(second.id)).map((n) => n.title)).toContain("Shift cancelled");

    const other = await createShift(second.id, {
      title: "Deleted One",
      startTime: "2031-08-11T07:00",
      endTime: "2031-08-11T19:00",
    });
    await call("DELETE", `/api/shifts/${other.json().id}`, officer.cookie);
    const notes = await notificationsOf(second.id);
    expect(notes.filter((n) => n.title === "Shift cancelled").map((n) => n.message)).toContain(
      "Cancelled: Deleted One, Mon, Aug 11, 07:00–19:00.",
    );
  });
});
