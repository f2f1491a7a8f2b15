/**
 * Pay through the API (issue 45): pay periods and accrual rules set by an admin, a year of accruals run by the
 * job with tiers, a waiting period, a cap and a year-end carry-over giving the balances the rules say, a second
 * run (and two at once, as two instances would) adding nothing, the ledger and its running balance, the
 * projection, payroll details, and another agency seeing and changing none of it.
 */
import { LEAVE_MESSAGES, type LeaveLedgerEntry } from "@rollcall/shared/leave";
import {
  type AccrualRuleRecord,
  PAY_MEMBER_MESSAGES,
  PAY_MESSAGES,
  type PayMember,
  type PaySettings,
  type Projection,
} from "@rollcall/shared/pay";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addMember, signIn } from "../../test/members";
import { twoAgencies } from "../../test/world";
import { payJobs } from "./pay.jobs";

const { t, a, b, call, expectCall } = twoAgencies();

type Person = { id: string; cookie: string };
let veteran: Person;
let newHire: Person;
let capped: Person;
let ruleId: string;

// Biweekly from Thu Jan 1, 2026; the job runs on Jan 20, 2027 (through Jan 19): periods k = 0…26, the last
// Dec 31, 2026 – Jan 13, 2027, with the carry-over of Jan 1, 2027 before it.
const NOW = new Date("2027-01-20T12:00:00Z");
const VACATION = {
  leaveType: "vacation",
  basis: "per_pay_period",
  tiers: [
    { fromYears: 0, hours: 4 },
    { fromYears: 5, hours: 6 },
  ],
  waitingDays: 90,
  capHours: 240,
  carryOverHours: 80,
  overCarryOver: "forfeit",
};

const H = 1;
const balance = async (who: Person, type = "vacation") =>
  (
    await expectCall<Array<{ hours: Record<string, number> }>>(200, "GET", "/api/leave-balances", who.cookie)
  )[0].hours[type];
const ledger = (who: Person, cookie = who.cookie, type = "vacation") =>
  expectCall<LeaveLedgerEntry[]>(200, "GET", `/api/leave-ledger?userId=${who.id}&type=${type}`, cookie);
const ledgerRows = async () =>
  Number(
    (
      (await t.db.execute(
        sql`select count(*) as n from leave_ledger where agency_id = ${a.user.agencyId}`,
      )) as unknown as {
        rows: Array<{ n: string }>;
      }
    ).rows[0].n,
  );

beforeAll(async () => {
  const member = async (firstName: string): Promise<Person> => {
    const m = await addMember(t.db, a.user.agencyId, "firefighter", { firstName, lastName: "Pay" });
    return { id: m.id, cookie: await signIn(t.app, m.email) };
  };
  veteran = await member("Vera");
  newHire = await member("Nico");
  capped = await member("Cass");
  // Hire dates through the payroll details: tiers count from them.
  const hire = (who: Person, hireDate: string, employeeNumber: string) =>
    expectCall<PayMember>(200, "PATCH", `/api/pay/members/${who.id}`, a.cookie, { hireDate, employeeNumber });
  await hire(veteran, "2021-06-10", "E-100");
  await hire(newHire, "2026-03-02", "E-101");
  await hire(capped, "2010-01-01", "E-102");
  await expectCall(200, "PUT", "/api/leave-balances", a.cookie, {
    userId: capped.id,
    type: "vacation",
    hours: 230,
    reason: "Balance from the old system",
  });
});

describe("a year of accruals by the job", () => {
  it("sets the pay periods and the rule", async () => {
    const settings = await expectCall<PaySettings>(200, "PUT", "/api/pay/settings", a.cookie, {
      kind: "biweekly",
      firstDay: "2026-01-01",
    });
    expect(settings.payPeriods).toEqual({ kind: "biweekly", firstDay: "2026-01-01" });
    expect(settings.accruedThrough).toBeNull();
    const rule = await expectCall<AccrualRuleRecord>(
      200,
      "PUT",
      "/api/pay/accrual-rules",
      a.cookie,
      VACATION,
    );
    expect(rule).toMatchObject({ ...VACATION, prorateByHours: false, startsOn: null });
    ruleId = rule.id;
    expect(await expectCall(200, "GET", "/api/pay/accrual-rules", a.cookie)).toEqual([rule]);
  });

  it("gives the balances the rules say: tiers, the wait, the cap and the carry-over", async () => {
    const run = await payJobs.runOnce(t.db, t.app.log, NOW);
    expect(run.ran).toBe(true);
    // Veteran: 11 periods × 4 h before the fifth anniversary (Jun 10, 2026), 15 × 6 h after: 134 h by Dec 30;
    // Jan 1 keeps 80 h (54 h forfeited); the period ending Jan 13 adds 6 h: 86 h.
    expect(await balance(veteran)).toBe(86 * H);
    // New hire (Mar 2, 2026, 90 days' wait to May 31): periods from Jun 4 on, 15 × 4 h = 60 h, under the
    // carry-over; then 4 h: 64 h.
    expect(await balance(newHire)).toBe(64 * H);
    // 230 h set by hand; 6 h, then 4 h of 6 to the 240 h cap, nothing more; Jan 1 keeps 80 h; then 6 h: 86 h.
    expect(await balance(capped)).toBe(86 * H);

    const rows = await ledger(veteran, a.cookie);
    expect(rows).toHaveLength(28);
    expect(rows[0]).toMatchObject({
      kind: "accrual",
      day: "2027-01-13",
      hours: 6,
      balanceHours: 86,
      note: "Vacation: 6 h for pay period Dec 31, 2026 – Jan 13, 2027 (tier from 5 years)",
      byName: null,
    });
    expect(rows[1]).toMatchObject({
      kind: "carry_over_forfeit",
      day: "2027-01-01",
      hours: -54,
      balanceHours: 80,
    });
    const cut = (await ledger(capped)).filter((r) => r.kind === "cap");
    expect(cut).toEqual([expect.objectContaining({ day: "2026-01-28", hours: 4 })]);
    expect((await ledger(newHire)).at(-1)).toMatchObject({ kind: "accrual", day: "2026-06-17", hours: 4 });
    const settings = await expectCall<PaySettings>(200, "GET", "/api/pay/settings", a.cookie);
    expect(settings.accruedThrough).toBe("2027-01-13");
  });

  it("adds nothing when the job runs again, or twice at once as two instances would", async () => {
    const before = await ledgerRows();
    const again = await payJobs.runOnce(t.db, t.app.log, NOW);
    expect(again).toEqual({ ran: true, results: { "leave-accrual": 0 } });
    const both = await Promise.all([
      payJobs.runOnce(t.db, t.app.log, NOW),
      payJobs.runOnce(t.db, t.app.log, NOW),
    ]);
    for (const r of both) if (r.ran) expect(r.results["leave-accrual"]).toBe(0);
    expect(await ledgerRows()).toBe(before);
    expect(await balance(veteran)).toBe(86);
    // An admin's run now (today, before NOW) finds every step up to yesterday done.
    expect(await expectCall(200, "POST", "/api/pay/accruals/run", a.cookie, {})).toEqual({
      entries: 0,
      members: 0,
    });
  });

  it("refuses to redraw the pay periods over what has accrued", async () => {
    const res = await call("PUT", "/api/pay/settings", a.cookie, {
      kind: "semimonthly",
      firstDay: "2026-07-01",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAY_MESSAGES.periodsAccrued("2027-01-13"));
    const bad = await call("PUT", "/api/pay/settings", a.cookie, { kind: "monthly", firstDay: "2027-02-03" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ firstDay: PAY_MESSAGES.monthlyFirstDay });
  });

  it("keeps the ledger and the balance equal: every balance is its ledger's sum", async () => {
    const result = (await t.db.execute(sql`
      select b.user_id, b.type, b.balance_minutes, coalesce(sum(l.minutes), 0)::int as ledger
      from leave_balances b left join leave_ledger l
        on l.agency_id = b.agency_id and l.user_id = b.user_id and l.type = b.type
      where b.agency_id = ${a.user.agencyId}
      group by b.user_id, b.type, b.balance_minutes`)) as unknown as {
      rows: Array<{ balance_minutes: number; ledger: number }>;
    };
    expect(result.rows.length).toBeGreaterThan(0);
    for (const row of result.rows) expect(Number(row.ledger)).toBe(Number(row.balance_minutes));
  });

  it("shows an adjustment with its reason and who made it", async () => {
    const adjustments = (await ledger(capped)).filter((r) => r.kind === "adjustment");
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]).toMatchObject({
      kind: "adjustment",
      hours: 230,
      reason: "Balance from the old system",
      note: "Vacation: set from 0 h to 230 h",
    });
    expect(adjustments[0].byName).toBe("Dana Reyes");
    const noReason = await call("PUT", "/api/leave-balances", a.cookie, {
      userId: capped.id,
      type: "vacation",
      hours: 10,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: LEAVE_MESSAGES.reason });
  });
});

describe("projection", () => {
  it("adds what the rule will accrue by a future day to today's balance", async () => {
    // Today is before NOW's run in real time or after it: either way the projection counts only steps not done.
    const on = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const p = await expectCall<Projection>(
      200,
      "GET",
      `/api/pay/projection?leaveType=vacation&on=${on}`,
      veteran.cookie,
    );
    expect(p.projectedHours).toBe(p.balanceHours + p.changeHours);
    expect(p.changeHours).toBe(p.accruingHours + p.carryOverHours);
    // Steps through Jan 13, 2027 are done; two months on from today reach at least one more period.
    expect(p.accruingHours).toBeGreaterThan(0);
    // A member asks for their own whatever they name.
    const other = await expectCall<Projection>(
      200,
      "GET",
      `/api/pay/projection?leaveType=vacation&on=${on}&userId=${capped.id}`,
      veteran.cookie,
    );
    expect(other).toEqual(p);
    const far = await call("GET", "/api/pay/projection?leaveType=vacation&on=2099-01-01", veteran.cookie);
    expect(far.statusCode).toBe(400);
    expect(far.json().errors).toEqual({ on: PAY_MESSAGES.onTooFar });
  });
});

describe("who sees and does what", () => {
  it("lets members read but not change pay periods and rules", async () => {
    expect((await call("GET", "/api/pay/settings", veteran.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/pay/accrual-rules", veteran.cookie)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ["PUT", "/api/pay/settings", { kind: "weekly", firstDay: "2030-01-07" }],
      ["PUT", "/api/pay/accrual-rules", VACATION],
      ["DELETE", `/api/pay/accrual-rules/${ruleId}`, undefined],
      ["POST", "/api/pay/accruals/run", {}],
      ["PATCH", `/api/pay/members/${veteran.id}`, { partTime: true }],
    ] as const)
      expect((await call(method, url, veteran.cookie, body)).statusCode).toBe(403);
    expect((await call("GET", "/api/pay/members", veteran.cookie)).statusCode).toBe(403);
    // A member's ledger is theirs: naming another member shows their own.
    const own = await ledger(capped, veteran.cookie);
    expect(own.every((r) => r.userId === veteran.id)).toBe(true);
  });

  it("shows another agency none of it and lets it change none of it", async () => {
    expect((await expectCall<PaySettings>(200, "GET", "/api/pay/settings", b.cookie)).payPeriods).toBeNull();
    expect(await expectCall(200, "GET", "/api/pay/accrual-rules", b.cookie)).toEqual([]);
    const members = await expectCall<PayMember[]>(200, "GET", "/api/pay/members", b.cookie);
    expect(members.map((m) => m.userId)).not.toContain(veteran.id);
    const patch = await call("PATCH", `/api/pay/members/${veteran.id}`, b.cookie, { employeeNumber: "X-1" });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe(PAY_MEMBER_MESSAGES.notFound);
    expect((await call("GET", `/api/leave-ledger?userId=${veteran.id}`, b.cookie)).statusCode).toBe(404);
    const projection = await call(
      "GET",
      `/api/pay/projection?leaveType=vacation&on=2027-03-01&userId=${veteran.id}`,
      b.cookie,
    );
    expect(projection.statusCode).toBe(404);
    expect((await call("DELETE", `/api/pay/accrual-rules/${ruleId}`, b.cookie)).statusCode).toBe(404);
    expect(await expectCall(200, "GET", "/api/pay/accrual-rules", a.cookie)).toHaveLength(1);
    // Its accruals run touches nothing of A's.
    expect((await call("POST", "/api/pay/accruals/run", b.cookie, {})).statusCode).toBe(409);
  });

  it("keeps employee numbers unique within the agency", async () => {
    const res = await call("PATCH", `/api/pay/members/${newHire.id}`, a.cookie, { employeeNumber: "E-100" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAY_MEMBER_MESSAGES.employeeNumberTaken);
    const future = await call("PATCH", `/api/pay/members/${newHire.id}`, a.cookie, {
      hireDate: "2099-01-01",
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ hireDate: PAY_MEMBER_MESSAGES.hireDate });
  });
});
