import { payPeriodContaining } from "@rollcall/shared/time-clock";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { notifications } from "../../db/schema/notifications";
import { type NewShift, shifts } from "../../db/schema/scheduling";
import { agencyDay } from "../../lib/dates";
import { CREW, twoAgencies } from "../../test/world";

const MINUTE = 60_000;
const CHICAGO = "America/Chicago";
// 3–16 March 2025 in Chicago: daylight saving time starts on the 9th (UTC-6, then UTC-5).
const PERIOD = "startDate=2025-03-03&endDate=2025-03-16";

const {
  t,
  a: chief,
  b: other,
  firefighter: kim,
  emt: patel,
  officer,
  bMember: otherMember,
} = twoAgencies({
  agencies: ["Riverside Fire & Rescue", "Lakeside EMS"],
  agencyA: { timeZone: CHICAGO },
  agencyB: { timeZone: CHICAGO },
  firefighter: CREW.firefighter,
  emt: CREW.emt,
  bMember: "emt",
  bMemberFields: { firstName: "Olga", lastName: "Other" },
});
let agencyId: string;
const ids: Record<string, string> = {};

/** A completed paid shift: actual start, minutes worked, hourly rate in cents. */
async function addWorkedShift(
  userId: string,
  actualStart: string,
  minutes: number,
  rateCents: number | null,
  extra: Partial<NewShift> = {},
  agency = agencyId,
) {
  const start = new Date(actualStart);
  const end = new Date(start.getTime() + minutes * MINUTE);
  const [row] = await asPlatform(t.db, { agencyId: agency, userId: null }, (tx) =>
    tx
      .insert(shifts)
      .values({
        agencyId: agency,
        userId,
        title: "Day Relief (Paid)",
        assignment: "Engine 1",
        startTime: start,
        endTime: end,
        status: "completed",
        isPaid: true,
        hourlyRateCents: rateCents,
        actualStartTime: start,
        actualEndTime: end,
        totalMinutes: minutes,
        ...extra,
      })
      .returning(),
  );
  return row.id;
}

beforeAll(async () => {
  agencyId = chief.user.agencyId;

  // Kim: three shifts at $28.50 for 7 h 20 min each.
  ids.kim1 = await addWorkedShift(kim.id, "2025-03-04T13:00:00Z", 440, 2850);
  ids.kim2 = await addWorkedShift(kim.id, "2025-03-06T13:00:00Z", 440, 2850);
  ids.kim3 = await addWorkedShift(kim.id, "2025-03-11T12:00:00Z", 440, 2850);
  // Patel: three half hours at $10.01: 500.5 cents each, rounded half up per shift (501), not on the total.
  ids.patel1 = await addWorkedShift(patel.id, "2025-03-05T15:00:00Z", 30, 1001);
  ids.patel2 = await addWorkedShift(patel.id, "2025-03-07T15:00:00Z", 30, 1001);
  // 23:30 on the last day in Chicago (04:30 UTC the next day): inside the period.
  ids.patelLate = await addWorkedShift(patel.id, "2025-03-17T04:30:00Z", 30, 1001);

  // Outside the period or not payable: none of these count.
  ids.beforePeriod = await addWorkedShift(kim.id, "2025-03-03T05:30:00Z", 60, 2850); // 2 March 23:30 in Chicago
  ids.afterPeriod = await addWorkedShift(kim.id, "2025-03-17T05:30:00Z", 60, 2850); // 17 March 00:30
  ids.unpaid = await addWorkedShift(kim.id, "2025-03-05T13:00:00Z", 60, null, { isPaid: false });
  ids.scheduled = await addWorkedShift(kim.id, "2025-03-08T13:00:00Z", 60, 2850, {
    status: "scheduled",
    actualStartTime: null,
    actualEndTime: null,
    totalMinutes: null,
  });
  ids.active = await addWorkedShift(kim.id, "2025-03-09T13:00:00Z", 60, 2850, {
    status: "active",
    checkedIn: true,
    actualEndTime: null,
    totalMinutes: null,
  });

  ids.foreign = await addWorkedShift(
    otherMember.id,
    "2025-03-05T13:00:00Z",
    120,
    3000,
    {},
    other.user.agencyId,
  );
});

/** RFC 4180 reading, enough for the export: quoted fields, doubled quotes, CRLF rows. */
function parse(csv: string): string[][] {
  const text = csv.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const patch = (id: string, paymentStatus: unknown, cookie = chief.cookie) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/payroll/shifts/${id}`,
    headers: { cookie },
    payload: { paymentStatus },
  });
const bulk = (shiftIds: string[], paymentStatus: string, cookie = chief.cookie) =>
  t.app.inject({
    method: "POST",
    url: "/api/payroll/payment-status",
    headers: { cookie },
    payload: { shiftIds, paymentStatus },
  });
const statusOf = async (id: string) =>
  (await t.db.select({ s: shifts.paymentStatus }).from(shifts).where(eq(shifts.id, id)))[0]?.s;

describe("GET /api/payroll", () => {
  it("sums paid, completed shifts per member with exact pay, placed by actual start in the agency's zone", async () => {
    const res = await get(`/api/payroll?${PERIOD}`, chief.cookie);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ startDate: "2025-03-03", endDate: "2025-03-16", timeZone: CHICAGO });

    // Sorted by last name: Kim, then Patel.
    expect(report.members.map((m: { lastName: string }) => m.lastName)).toEqual(["Kim", "Patel"]);
    const [k, p] = report.members;
    expect(k).toMatchObject({
      userId: kim.id,
      firstName: "Jordan",
      role: "firefighter",
      shiftCount: 3,
      minutes: 1320, // 22.00 hours
      payCents: 62700, // 3 × $209.00
    });
    expect(k.shifts.map((s: { id: string }) => s.id)).toEqual([ids.kim1, ids.kim2, ids.kim3]);
    expect(k.shifts[0]).toMatchObject({
      minutes: 440,
      hourlyRateCents: 2850,
      payCents: 20900,
      paymentStatus: "pending",
      date: "2025-03-04",
    });
    expect(p).toMatchObject({ shiftCount: 3, minutes: 90, payCents: 1503 });
    expect(p.shifts.map((s: { payCents: number }) => s.payCents)).toEqual([501, 501, 501]);
    expect(p.shifts[2]).toMatchObject({ id: ids.patelLate, date: "2025-03-16" });

    expect(report.totals).toEqual({
      memberCount: 2,
      shiftCount: 6,
      minutes: 1410,
      payCents: 64203,
      payCentsByStatus: { pending: 64203, approved: 0, paid: 0 },
    });
  });

  it("defaults to the current two-week pay period", async () => {
    const res = await get("/api/payroll", chief.cookie);
    expect(res.statusCode).toBe(200);
    const expected = payPeriodContaining(agencyDay(CHICAGO).date);
    expect(res.json()).toMatchObject({ ...expected, members: [], totals: { payCents: 0 } });
    expect(Date.parse(expected.endDate) - Date.parse(expected.startDate)).toBe(13 * 24 * 60 * MINUTE);
  });

  it("refuses malformed or inverted dates with field errors", async () => {
    const bad = await get("/api/payroll?startDate=2025-02-30&endDate=2025-03-16", chief.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty("startDate");
    const inverted = await get("/api/payroll?startDate=2025-03-16&endDate=2025-03-03", chief.cookie);
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().errors).toHaveProperty("endDate");
  });

  it("is for admins only", async () => {
    for (const cookie of [officer.cookie, kim.cookie, patel.cookie]) {
      const res = await get(`/api/payroll?${PERIOD}`, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Admin access required");
    }
    expect((await t.app.inject({ method: "GET", url: "/api/payroll" })).statusCode).toBe(401);
  });

  it("holds only the caller's agency", async () => {
    const res = await get(`/api/payroll?${PERIOD}`, other.cookie);
    const report = res.json();
    expect(report.members.map((m: { userId: string }) => m.userId)).toEqual([otherMember.id]);
    const shiftIds = report.members.flatMap((m: { shifts: { id: string }[] }) => m.shifts.map((s) => s.id));
    expect(shiftIds).toEqual([ids.foreign]);
    expect(report.totals.payCents).toBe(6000);
  });
});

describe("payment status", () => {
  it("PATCH /api/payroll/shifts/{id} sets one shift's status", async () => {
    const res = await patch(ids.kim1, "approved");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 1, paymentStatus: "approved", shiftIds: [ids.kim1] });
    expect(await statusOf(ids.kim1)).toBe("approved");

    const report = (await get(`/api/payroll?${PERIOD}`, chief.cookie)).json();
    expect(report.totals.payCentsByStatus).toEqual({ pending: 64203 - 20900, approved: 20900, paid: 0 });

    expect((await patch(ids.kim1, "pending")).statusCode).toBe(200);
    expect(await statusOf(ids.kim1)).toBe("pending");
  });

  it("refuses an unknown status, an unpaid shift, and ids that are not the agency's", async () => {
    const invalid = await patch(ids.kim1, "void");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toHaveProperty("paymentStatus");
    expect((await patch(ids.unpaid, "paid")).statusCode).toBe(409);
    expect((await patch(ids.foreign, "paid")).statusCode).toBe(404);
    expect((await patch(ids.kim1, "paid", other.cookie)).statusCode).toBe(404);
    expect((await patch("not-a-uuid", "paid")).statusCode).toBe(404);
    expect(await statusOf(ids.foreign)).toBe("pending");
    expect(await statusOf(ids.kim1)).toBe("pending");
  });

  it("POST /api/payroll/payment-status approves and marks paid in bulk, and tells each member once", async () => {
    const approve = await bulk([ids.kim2, ids.kim3, ids.patel1], "approved");
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ updated: 3, paymentStatus: "approved" });
    for (const id of [ids.kim2, ids.kim3, ids.patel1]) expect(await statusOf(id)).toBe("approved");

    const paid = await bulk([ids.kim2, ids.kim3, ids.patel1, ids.kim2], "paid");
    expect(paid.json().updated).toBe(3);
    const kimNotes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, kim.id), eq(notifications.title, "Payment processed")));
    expect(kimNotes).toHaveLength(1);
    expect(kimNotes[0].message).toBe("2 shifts were marked paid, totalling $418.00.");
    const patelNotes = await t.db.select().from(notifications).where(eq(notifications.userId, patel.id));
    expect(patelNotes.map((n) => n.message)).toEqual(["1 shift was marked paid, totalling $5.01."]);

    // Already paid: no second notification.
    await bulk([ids.kim2], "paid");
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, kim.id), eq(notifications.title, "Payment processed"))),
    ).toHaveLength(1);
  });

  it("changes nothing when any id is unknown, another agency's or unpaid", async () => {
    const foreign = await bulk([ids.patel2, ids.foreign], "paid");
    expect(foreign.statusCode).toBe(404);
    const fromOther = await bulk([ids.patel2], "paid", other.cookie);
    expect(fromOther.statusCode).toBe(404);
    const unpaid = await bulk([ids.patel2, ids.unpaid], "approved");
    expect(unpaid.statusCode).toBe(409);
    expect(await statusOf(ids.patel2)).toBe("pending");
    expect(await statusOf(ids.foreign)).toBe("pending");

    const empty = await bulk([], "paid");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty("shiftIds");
  });

  it("is for admins only", async () => {
    for (const cookie of [officer.cookie, kim.cookie]) {
      expect((await patch(ids.patel2, "paid", cookie)).statusCode).toBe(403);
      expect((await bulk([ids.patel2], "paid", cookie)).statusCode).toBe(403);
    }
    expect(await statusOf(ids.patel2)).toBe("pending");
  });
});

describe("GET /api/payroll.csv", () => {
  it("downloads one row per shift with money and hours as plain decimals", async () => {
    await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
      tx.update(shifts).set({ title: '=HYPERLINK("http://x")' }).where(eq(shifts.id, ids.patel2)),
    );
    const res = await get(`/api/payroll.csv?${PERIOD}`, chief.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      "attachment; filename=\"payroll-2025-03-03-to-2025-03-16.csv\"; filename*=UTF-8''payroll-2025-03-03-to-2025-03-16.csv",
    );
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const rows: string[][] = parse(res.body);
    expect(rows[0]).toEqual([
      "member",
      "role",
      "shift",
      "date",
      "start",
      "end",
      "hours",
      "hourly rate",
      "pay",
      "payment status",
      "rounded start",
      "rounded end",
      "late start reason",
      "early end reason",
      "automatic clock-out",
    ]);
    expect(rows).toHaveLength(7);
    expect(rows[1]).toEqual([
      "Jordan Kim",
      "Firefighter",
      "Day Relief (Paid)",
      "2025-03-04",
      "2025-03-04 07:00", // 13:00 UTC is 07:00 in Chicago (UTC-6)
      "2025-03-04 14:20",
      "7.33",
      "28.50",
      "209.00",
      "pending",
      "",
      "",
      "",
      "",
      "",
    ]);
    expect(rows[3].slice(4, 6)).toEqual(["2025-03-11 07:00", "2025-03-11 14:20"]); // UTC-5 after the change
    // A title a spreadsheet would run as a formula stays text.
    expect(rows[5][2]).toBe('\'=HYPERLINK("http://x")');
    expect(rows[6]).toEqual([
      "Priya Patel",
      "EMT",
      "Day Relief (Paid)",
      "2025-03-16",
      "2025-03-16 23:30",
      "2025-03-17 00:00",
      "0.50",
      "10.01",
      "5.01",
      "pending",
      "",
      "",
      "",
      "",
      "",
    ]);
  });

  it("is for admins only and holds only the caller's agency", async () => {
    expect((await get(`/api/payroll.csv?${PERIOD}`, officer.cookie)).statusCode).toBe(403);
    expect((await get(`/api/payroll.csv?${PERIOD}`, kim.cookie)).statusCode).toBe(403);
    const foreign = await get(`/api/payroll.csv?${PERIOD}`, other.cookie);
    const rows: string[][] = parse(foreign.body);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["Olga Other"]);
  });
});
