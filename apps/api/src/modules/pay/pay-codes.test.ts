/**
 * Pay codes and payroll exports (issue 45): a period's hours fall into one code each (regular, FLSA 7(k)
 * overtime of a work period ending in the pay period, call-back, trade worked, approved leave), the exports
 * parse with csv-parse in strict mode with their vendors' columns, their totals per member and code equal the
 * hours the payroll screen shows, and a re-export says what changed. Another agency sees none of it.
 */
import { randomUUID } from "node:crypto";
import {
  ADP_EXPORT_COLUMNS,
  DEFAULT_PAY_CODES,
  GENERIC_EXPORT_COLUMNS,
  HOLIDAY_MESSAGES,
  PAY_CODE_MESSAGES,
  PAYCHEX_EXPORT_COLUMNS,
  type PayHours,
} from "@rollcall/shared/pay";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { callbacks } from "../../db/schema/callbacks";
import { leaveRequests } from "../../db/schema/leave";
import { type NewShift, shifts } from "../../db/schema/scheduling";
import { tradeLedger, trades } from "../../db/schema/trades";
import { twoAgencies } from "../../test/world";

const { t, a, b, firefighter, emt, call, expectCall } = twoAgencies();
const MINUTE = 60_000;
// Mon Mar 3 – Sun Mar 16, 2025 (UTC agency); 7-day FLSA work periods from Mar 3: 53 h each (fire, 7(k)).
const PERIOD = { startDate: "2025-03-03", endDate: "2025-03-16" };
const QUERY = `startDate=${PERIOD.startDate}&endDate=${PERIOD.endDate}`;
let agencyId: string;

async function worked(userId: string, start: string, hours: number, extra: Partial<NewShift> = {}) {
  const s = new Date(start);
  const e = new Date(s.getTime() + hours * 60 * MINUTE);
  const [row] = await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx
      .insert(shifts)
      .values({
        agencyId,
        userId,
        title: "Engine 1",
        startTime: s,
        endTime: e,
        status: "completed",
        isPaid: true,
        hourlyRateCents: 2000,
        actualStartTime: s,
        actualEndTime: e,
        totalMinutes: hours * 60,
        ...extra,
      })
      .returning(),
  );
  return row.id;
}

// Strict: every record has the header's columns, quotes as RFC 4180 has them, nothing skipped or relaxed.
const csvOf = (body: string) =>
  parse(body, {
    bom: true,
    columns: true,
    relax_column_count: false,
    relax_quotes: false,
    skip_records_with_error: false,
  }) as Record<string, string>[];
const header = (body: string) => body.replace(/^\uFEFF/, "").split("\r\n")[0];
const exportOf = (format: string, cookie = a.cookie) =>
  call("POST", "/api/pay/exports", cookie, { format, ...PERIOD });

beforeAll(async () => {
  agencyId = a.user.agencyId;
  await expectCall(200, "PATCH", "/api/staffing/settings", a.cookie, {
    flsaPeriodDays: 7,
    flsaPeriodStart: "2025-03-03",
  });
  // The firefighter: three 24 h shifts in the first week (72 h: 19 h above 53), one in the second.
  await worked(firefighter.id, "2025-03-03T07:00:00Z", 24);
  await worked(firefighter.id, "2025-03-05T07:00:00Z", 24);
  await worked(firefighter.id, "2025-03-07T07:00:00Z", 24);
  const callbackShift = await worked(firefighter.id, "2025-03-12T07:00:00Z", 12);
  // The EMT: one shift worked for the firefighter through a trade, and a day of approved vacation.
  const tradedShift = await worked(emt.id, "2025-03-14T07:00:00Z", 10);
  await asPlatform(t.db, { agencyId, userId: null }, async (tx) => {
    await tx.insert(callbacks).values({
      agencyId,
      shiftId: callbackShift,
      status: "awarded",
      method: "rotating",
      mode: "one_at_a_time",
      responseMinutes: 15,
      startedById: a.user.id,
      awardedUserId: firefighter.id,
      awardedAt: new Date("2025-03-11T12:00:00Z"),
    });
    const tradeId = randomUUID();
    await tx.insert(trades).values({
      agencyId,
      id: tradeId,
      shiftId: tradedShift,
      fromUserId: firefighter.id,
      kind: "giveaway",
      status: "approved",
      takerId: emt.id,
    });
    await tx.insert(tradeLedger).values({
      agencyId,
      tradeId,
      shiftId: tradedShift,
      workerId: emt.id,
      ownerId: firefighter.id,
      minutes: 600,
    });
    // Two days of vacation, Mar 16–17: 16 h drawn, 8 h of it in the period.
    await tx.insert(leaveRequests).values({
      agencyId,
      userId: emt.id,
      type: "vacation",
      startDate: "2025-03-16",
      endDate: "2025-03-17",
      status: "approved",
      minutes: 960,
    });
  });
  await expectCall(200, "PATCH", `/api/pay/members/${firefighter.id}`, a.cookie, {
    employeeNumber: "100201",
  });
  await expectCall(200, "PATCH", `/api/pay/members/${emt.id}`, a.cookie, { employeeNumber: "100202" });
});

describe("hours by pay code", () => {
  it("puts every hour in one code by the schedule's rules", async () => {
    const hours = await expectCall<PayHours>(200, "GET", `/api/pay/hours?${QUERY}`, a.cookie);
    const of = (userId: string) =>
      Object.fromEntries(
        (hours.members.find((m) => m.userId === userId)?.lines ?? []).map((l) => [l.kind, l.minutes / 60]),
      );
    // 72 + 12 h worked: 19 h above the first week's 53 h threshold, the call-back's 12 h apart.
    expect(of(firefighter.id)).toEqual({ regular: 53, flsa_overtime: 19, callback: 12 });
    expect(of(emt.id)).toEqual({ trade_worked: 10, leave_vacation: 8 });
    const ff = hours.members.find((m) => m.userId === firefighter.id);
    expect(ff?.lines.find((l) => l.kind === "flsa_overtime")).toMatchObject({
      code: "FLSA",
      rateCents: 2000,
      multiplier: 1.5,
      amountCents: 19 * 2000 * 1.5,
    });
  });

  it("agrees with the payroll screen's worked hours, member by member", async () => {
    const payroll = await expectCall<{ members: Array<{ userId: string; minutes: number }> }>(
      200,
      "GET",
      `/api/payroll?${QUERY}`,
      a.cookie,
    );
    const hours = await expectCall<PayHours>(200, "GET", `/api/pay/hours?${QUERY}`, a.cookie);
    for (const m of payroll.members) {
      const worked = hours.members
        .find((h) => h.userId === m.userId)
        ?.lines.filter((l) => !l.kind.startsWith("leave_"))
        .reduce((sum, l) => sum + l.minutes, 0);
      expect(worked, m.userId).toBe(m.minutes);
    }
  });
});

describe("exports", () => {
  it("refuses ADP and Paychex until the agency's identifiers are set", async () => {
    const adp = await exportOf("adp");
    expect(adp.statusCode).toBe(409);
    expect(adp.json().message).toBe(PAY_CODE_MESSAGES.needsCompanyCode);
    const paychex = await exportOf("paychex");
    expect(paychex.statusCode).toBe(409);
    expect(paychex.json().message).toBe(PAY_CODE_MESSAGES.needsClientId);
    const codes = Object.fromEntries(Object.entries(DEFAULT_PAY_CODES).map(([k, c]) => [k, { ...c }]));
    codes.flsa_overtime.code = "OT7K";
    await expectCall(200, "PUT", "/api/pay/codes", a.cookie, {
      codes,
      adpCompanyCode: "rfd",
      paychexClientId: "70012345",
    });
    const dup = await call("PUT", "/api/pay/codes", a.cookie, {
      codes: { ...codes, callback: { code: "ot7k", multiplier: 1.5 } },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual({ "codes.callback.code": PAY_CODE_MESSAGES.duplicateCode });
  });

  it("writes each layout with its vendor's columns, its totals the screen's", async () => {
    const hours = await expectCall<PayHours>(200, "GET", `/api/pay/hours?${QUERY}`, a.cookie);
    const expected = new Map(
      hours.members.flatMap((m) =>
        m.lines.map((l) => [`${m.employeeNumber}:${l.code}`, (l.minutes / 60).toFixed(2)]),
      ),
    );

    const generic = await exportOf("generic");
    expect(generic.statusCode, generic.body).toBe(200);
    expect(header(generic.body)).toBe(GENERIC_EXPORT_COLUMNS.join(","));
    const g = csvOf(generic.body);
    expect(new Map(g.map((r) => [`${r["employee number"]}:${r.code}`, r.hours]))).toEqual(expected);
    expect(g.find((r) => r.code === "OT7K")).toMatchObject({ rate: "30.00", amount: "570.00" });

    const adp = await exportOf("adp");
    expect(adp.statusCode, adp.body).toBe(200);
    expect(adp.headers["content-disposition"]).toContain("PRRFDEPI.csv");
    expect(header(adp.body)).toBe(ADP_EXPORT_COLUMNS.join(","));
    const rows = csvOf(adp.body);
    expect(rows.every((r) => r["Co Code"] === "RFD" && r["Batch ID"] === "RC20250316")).toBe(true);
    const fromAdp = new Map<string, string>();
    for (const r of rows) {
      if (r["Reg Hours"]) fromAdp.set(`${r["File #"]}:REG`, r["Reg Hours"]);
      if (r["O/T Hours"]) fromAdp.set(`${r["File #"]}:OT7K`, r["O/T Hours"]);
      if (r["Hours 3 Code"]) fromAdp.set(`${r["File #"]}:${r["Hours 3 Code"]}`, r["Hours 3 Amount"]);
    }
    expect(fromAdp).toEqual(expected);

    const paychex = await exportOf("paychex");
    expect(paychex.statusCode, paychex.body).toBe(200);
    expect(header(paychex.body)).toBe(PAYCHEX_EXPORT_COLUMNS.join(","));
    const p = csvOf(paychex.body);
    expect(p.every((r) => r["Client ID"] === "70012345" && r.Rate === "" && r.Amount === "")).toBe(true);
    expect(new Map(p.map((r) => [`${r["Worker ID"]}:${r["Pay Component"]}`, r.Hours]))).toEqual(expected);
  });

  it("marks the period exported, and a re-export says what changed since", async () => {
    await worked(emt.id, "2025-03-15T07:00:00Z", 2);
    const res = await exportOf("generic");
    expect(res.statusCode).toBe(200);
    const hours = await expectCall<PayHours>(200, "GET", `/api/pay/hours?${QUERY}`, a.cookie);
    expect(hours.exports).toHaveLength(4);
    expect(hours.exports[0]).toMatchObject({ format: "generic", byName: "Dana Reyes" });
    const name = hours.members.find((m) => m.userId === emt.id)?.userName;
    expect(hours.exports[0].changes).toEqual([`${name}: Regular 0.00 h → 2.00 h`]);
    expect(hours.exports[1].changes).toEqual([]);
  });

  it("shows another agency none of it, and only admins export", async () => {
    const theirs = await expectCall<PayHours>(200, "GET", `/api/pay/hours?${QUERY}`, b.cookie);
    expect(theirs.members).toEqual([]);
    expect(theirs.exports).toEqual([]);
    const file = await call("POST", "/api/pay/exports", b.cookie, { format: "generic", ...PERIOD });
    expect(file.statusCode).toBe(200);
    expect(csvOf(file.body)).toEqual([]);
    expect((await call("GET", `/api/pay/hours?${QUERY}`, firefighter.cookie)).statusCode).toBe(403);
    expect(
      (await call("POST", "/api/pay/exports", firefighter.cookie, { format: "generic" })).statusCode,
    ).toBe(403);
  });
});

describe("holidays and contractual overtime", () => {
  it("counts the hours worked on a holiday, and the regular hours beyond the contract's threshold", async () => {
    const bad = await call("PUT", "/api/pay/holidays", a.cookie, {
      holidays: [
        { date: "2025-03-05", name: "Founders' Day" },
        { date: "2025-03-05", name: "Again" },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ "holidays.1.date": HOLIDAY_MESSAGES.duplicate });
    const saved = await expectCall<{ holidays: unknown[] }>(200, "PUT", "/api/pay/holidays", a.cookie, {
      holidays: [{ date: "2025-03-05", name: "Founders' Day" }],
    });
    expect(saved.holidays).toEqual([{ date: "2025-03-05", name: "Founders' Day" }]);

    const of = async (userId: string) => {
      const hours = await expectCall<PayHours>(200, "GET", `/api/pay/hours?${QUERY}`, a.cookie);
      return Object.fromEntries(
        (hours.members.find((m) => m.userId === userId)?.lines ?? []).map((l) => [l.kind, l.minutes / 60]),
      );
    };
    // The shift of Mar 5 07:00 to Mar 6 07:00 has 17 h on the holiday; the 7(k) overtime still 19 h.
    expect(await of(firefighter.id)).toEqual({ regular: 36, flsa_overtime: 19, holiday: 17, callback: 12 });

    const codes = await expectCall<Record<string, unknown>>(200, "GET", "/api/pay/codes", a.cookie);
    const refused = await call("PUT", "/api/pay/codes", a.cookie, { ...codes, overtimeAfterHours: 0.1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ overtimeAfterHours: PAY_CODE_MESSAGES.overtimeAfter });
    await expectCall(200, "PUT", "/api/pay/codes", a.cookie, { ...codes, overtimeAfterHours: 80 });
    // 84 h worked: 4 h beyond 80 at overtime, which the FLSA credits: 15 h of 7(k) overtime remain.
    expect(await of(firefighter.id)).toEqual({
      regular: 36,
      overtime: 4,
      flsa_overtime: 15,
      holiday: 17,
      callback: 12,
    });
    // 12 h worked: under the threshold.
    expect((await of(emt.id)).overtime).toBeUndefined();
    const ff = (await expectCall<PayHours>(200, "GET", `/api/pay/hours?${QUERY}`, a.cookie)).members.find(
      (m) => m.userId === firefighter.id,
    );
    expect(ff?.lines.find((l) => l.kind === "overtime")).toMatchObject({
      code: "OT",
      multiplier: 1.5,
      amountCents: 4 * 2000 * 1.5,
    });

    expect(await expectCall(200, "GET", "/api/pay/holidays", b.cookie)).toEqual({ holidays: [] });
    expect((await call("GET", "/api/pay/holidays", firefighter.cookie)).statusCode).toBe(403);
    await expectCall(200, "PUT", "/api/pay/codes", a.cookie, { ...codes, overtimeAfterHours: null });
    await expectCall(200, "PUT", "/api/pay/holidays", a.cookie, { holidays: [] });
    expect(await of(firefighter.id)).toEqual({ regular: 53, flsa_overtime: 19, callback: 12 });
  });
});
