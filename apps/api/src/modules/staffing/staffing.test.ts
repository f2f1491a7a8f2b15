import { STAFFING_MESSAGES, STAFFING_SETTINGS_DEFAULTS } from "@rollcall/shared/staffing";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform, withAgency } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { type Json, twoAgencies } from "../../test/world";
import { findStaffingGaps } from "./staffing.queries";

const { t, a, b, officer, firefighter, emt, call, expectCall } = twoAgencies({ crew: true });

type Rule = { id: string; name: string; minimumStaff: number; equipmentId: string | null } & Json;
type Gap = {
  start: string;
  end: string;
  date: string;
  ruleId: string;
  needed: number;
  have: number;
  text: string;
};

// Far-future days, so no check of "now" interferes: 2031-01-06 is a Monday.
const MON = "2031-01-06";
const TUE = "2031-01-07";
const WED = "2031-01-08";

let engine: { id: string };
let hose: { id: string };
let bEngine: { id: string };

const rule = (extra: Json = {}, cookie = a.cookie) =>
  expectCall<Rule>(201, "POST", "/api/staffing/rules", cookie, {
    name: "Day crew",
    minimumStaff: 2,
    startTime: "08:00",
    endTime: "20:00",
    ...extra,
  });

const shift = (userId: string, start: string, end: string, extra: Json = {}) =>
  expectCall<{ id: string; equipmentId: string | null } & Json>(201, "POST", "/api/shifts", a.cookie, {
    title: "Duty",
    userId,
    startTime: start,
    endTime: end,
    allowOverlap: true,
    ...extra,
  });

const gaps = (startDate: string, endDate = startDate, extra = "") =>
  expectCall<Gap[]>(
    200,
    "GET",
    `/api/staffing/gaps?startDate=${startDate}&endDate=${endDate}${extra}`,
    firefighter.cookie,
  );

const removeRule = (id: string) =>
  expectCall(204, "DELETE", `/api/staffing/rules/${id}`, a.cookie).catch(() => {});

/** Runs `fn` with only the given rules in force (every rule is removed afterwards). */
async function onlyRules(rules: Json[], fn: (made: Rule[]) => Promise<void>) {
  const made: Rule[] = [];
  for (const r of rules) made.push(await rule(r));
  try {
    await fn(made);
  } finally {
    for (const r of made) await call("DELETE", `/api/staffing/rules/${r.id}`, a.cookie);
  }
}

const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`).toISOString();

beforeAll(async () => {
  engine = await expectCall(201, "POST", "/api/equipment", a.cookie, {
    name: "Engine 1",
    type: "engine",
    crewSize: 4,
  });
  hose = await expectCall(201, "POST", "/api/equipment", a.cookie, { name: "Hose 3", type: "hose" });
  bEngine = await expectCall(201, "POST", "/api/equipment", b.cookie, { name: "B Engine", type: "engine" });
});

describe("rules", () => {
  it("creates, lists, edits and deletes a rule", async () => {
    const made = await rule({
      daysOfWeek: ["friday", "monday", "monday"],
      role: "emt",
      qualification: " Paramedic ",
    });
    expect(made).toMatchObject({
      name: "Day crew",
      minimumStaff: 2,
      startTime: "08:00",
      endTime: "20:00",
      daysOfWeek: ["monday", "friday"],
      role: "emt",
      qualification: "Paramedic",
      equipmentId: null,
      equipmentName: null,
    });
    const list = await expectCall<Rule[]>(200, "GET", "/api/staffing/rules", emt.cookie);
    expect(list.map((r) => r.id)).toContain(made.id);

    const edited = await expectCall<Rule>(200, "PATCH", `/api/staffing/rules/${made.id}`, officer.cookie, {
      name: "Night medic",
      startTime: "20:00",
      endTime: "08:00",
      daysOfWeek: [],
      role: "",
    });
    expect(edited).toMatchObject({
      name: "Night medic",
      startTime: "20:00",
      endTime: "08:00",
      daysOfWeek: [],
      role: null,
    });

    await expectCall(204, "DELETE", `/api/staffing/rules/${made.id}`, officer.cookie).catch(() => {});
    const res = await call("PATCH", `/api/staffing/rules/${made.id}`, a.cookie, { name: "x" });
    expect(res.statusCode).toBe(404);
    expect((await call("DELETE", `/api/staffing/rules/${made.id}`, a.cookie)).statusCode).toBe(404);
  });

  it("answers field messages for missing and malformed fields", async () => {
    const res = await call("POST", "/api/staffing/rules", a.cookie, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: STAFFING_MESSAGES.name,
      startTime: STAFFING_MESSAGES.startTime,
      endTime: STAFFING_MESSAGES.endTime,
    });
    const noMinimum = await call("POST", "/api/staffing/rules", a.cookie, {
      name: "x",
      startTime: "08:00",
      endTime: "09:00",
    });
    expect(noMinimum.statusCode).toBe(400);
    expect(noMinimum.json().errors).toEqual({ minimumStaff: STAFFING_MESSAGES.minimumStaff });
    const bad = await call("POST", "/api/staffing/rules", a.cookie, {
      name: "x",
      minimumStaff: -1,
      startTime: "24:00",
      endTime: "7:00",
      daysOfWeek: ["someday"],
      role: "chief",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ["daysOfWeek.0", "endTime", "minimumStaff", "role", "startTime"].sort(),
    );
  });

  it("takes the apparatus's crew size when no minimum is given, and only a vehicle of the agency", async () => {
    const made = await rule({ minimumStaff: null, equipmentId: engine.id });
    expect(made).toMatchObject({ minimumStaff: 4, equipmentId: engine.id, equipmentName: "Engine 1" });
    await removeRule(made.id);

    const notVehicle = await call("POST", "/api/staffing/rules", a.cookie, {
      name: "x",
      minimumStaff: 1,
      startTime: "08:00",
      endTime: "09:00",
      equipmentId: hose.id,
    });
    expect(notVehicle.statusCode).toBe(400);
    expect(notVehicle.json().errors).toEqual({ equipmentId: STAFFING_MESSAGES.notVehicle });
    const other = await call("POST", "/api/staffing/rules", a.cookie, {
      name: "x",
      minimumStaff: 1,
      startTime: "08:00",
      endTime: "09:00",
      equipmentId: bEngine.id,
    });
    expect(other.statusCode).toBe(400);
    // B's engine has no crew size: a rule on it needs a minimum.
    const noCrew = await call("POST", "/api/staffing/rules", b.cookie, {
      name: "x",
      startTime: "08:00",
      endTime: "09:00",
      equipmentId: bEngine.id,
    });
    expect(noCrew.statusCode).toBe(400);
    expect(noCrew.json().errors).toEqual({ minimumStaff: STAFFING_MESSAGES.minimumStaff });
  });

  it("keeps each agency's rules to itself (404 for another agency's id)", async () => {
    const made = await rule({ name: "A only" });
    try {
      const bList = await expectCall<Rule[]>(200, "GET", "/api/staffing/rules", b.cookie);
      expect(bList.map((r) => r.id)).not.toContain(made.id);
      expect(
        (await call("PATCH", `/api/staffing/rules/${made.id}`, b.cookie, { name: "taken" })).statusCode,
      ).toBe(404);
      expect((await call("DELETE", `/api/staffing/rules/${made.id}`, b.cookie)).statusCode).toBe(404);
      const bGaps = await expectCall<Gap[]>(
        200,
        "GET",
        `/api/staffing/gaps?startDate=${MON}&endDate=${MON}`,
        b.cookie,
      );
      expect(bGaps.map((g) => g.ruleId)).not.toContain(made.id);
      expect((await call("PATCH", "/api/staffing/rules/not-an-id", a.cookie, { name: "x" })).statusCode).toBe(
        404,
      );
    } finally {
      await removeRule(made.id);
    }
  });

  it("lets admins and officers write, and every member read", async () => {
    const made = await rule({ name: "Officer's" }, officer.cookie);
    try {
      for (const who of [firefighter, emt]) {
        expect(
          (
            await call("POST", "/api/staffing/rules", who.cookie, {
              name: "x",
              minimumStaff: 1,
              startTime: "08:00",
              endTime: "09:00",
            })
          ).statusCode,
        ).toBe(403);
        expect(
          (await call("PATCH", `/api/staffing/rules/${made.id}`, who.cookie, { name: "x" })).statusCode,
        ).toBe(403);
        expect((await call("DELETE", `/api/staffing/rules/${made.id}`, who.cookie)).statusCode).toBe(403);
        expect((await call("GET", "/api/staffing/rules", who.cookie)).statusCode).toBe(200);
        expect(
          (await call("GET", `/api/staffing/gaps?startDate=${MON}&endDate=${MON}`, who.cookie)).statusCode,
        ).toBe(200);
      }
      expect((await call("GET", "/api/staffing/rules")).statusCode).toBe(401);
    } finally {
      await removeRule(made.id);
    }
  });
});

describe("gaps", () => {
  it("cuts a frame at shift edges, counts people, and keeps to the rule's days", async () => {
    await onlyRules([{ name: "Day crew", minimumStaff: 2, daysOfWeek: ["monday"] }], async ([r]) => {
      await shift(firefighter.id, `${MON}T08:00`, `${MON}T14:00`);
      await shift(emt.id, `${TUE}T00:00`, `${TUE}T01:00`);
      const found = await gaps(MON, TUE);
      expect(found).toEqual([
        expect.objectContaining({
          start: at(MON, "08:00"),
          end: at(MON, "14:00"),
          date: MON,
          ruleId: r.id,
          needed: 2,
          have: 1,
          text: "Needs 1 more person",
        }),
        expect.objectContaining({
          start: at(MON, "14:00"),
          end: at(MON, "20:00"),
          have: 0,
          text: "Needs 2 more people",
        }),
      ]);
    });
  });

  it("counts only the rule's role", async () => {
    await onlyRules([{ name: "Medic", minimumStaff: 1, role: "emt", daysOfWeek: ["tuesday"] }], async () => {
      await shift(firefighter.id, `${TUE}T08:00`, `${TUE}T20:00`);
      expect((await gaps(TUE)).map((g) => g.text)).toEqual(["Needs 1 more EMT"]);
      await shift(emt.id, `${TUE}T06:00`, `${TUE}T22:00`);
      expect(await gaps(TUE)).toEqual([]);
    });
  });

  it("counts holders of a certification valid on the shift's date (an expired one does not count)", async () => {
    await expectCall(201, "POST", "/api/certifications", a.cookie, {
      userId: firefighter.id,
      name: "Paramedic",
      issueDate: "2025-01-01",
      expirationDate: "2031-01-07",
    });
    await expectCall(201, "POST", "/api/certifications", a.cookie, {
      userId: officer.id,
      name: "paramedic",
      issueDate: "2025-01-01",
      expirationDate: "2032-01-01",
    });
    await onlyRules(
      [{ name: "ALS", minimumStaff: 1, qualification: "Paramedic", daysOfWeek: ["wednesday"] }],
      async () => {
        const own = await shift(firefighter.id, `${WED}T08:00`, `${WED}T20:00`);
        // The firefighter's card expired the day before.
        expect((await gaps(WED)).map((g) => g.text)).toEqual(["Needs 1 more holder of Paramedic"]);
        await shift(officer.id, `${WED}T12:00`, `${WED}T20:00`);
        expect(await gaps(WED)).toEqual([
          expect.objectContaining({ start: at(WED, "08:00"), end: at(WED, "12:00"), have: 0 }),
        ]);
        await call("DELETE", `/api/shifts/${own.id}`, a.cookie);
      },
    );
  });

  it("counts only the crew riding the apparatus, and names it", async () => {
    const DAY = "2031-01-13"; // Monday
    await onlyRules(
      [
        {
          name: "Engine 1 crew",
          minimumStaff: null,
          equipmentId: engine.id,
          startTime: "07:00",
          endTime: "07:00",
          daysOfWeek: ["monday"],
        },
      ],
      async () => {
        const ride = await shift(firefighter.id, `${DAY}T07:00`, `${DAY}T19:00`, { equipmentId: engine.id });
        expect(ride.equipmentId).toBe(engine.id);
        await shift(emt.id, `${DAY}T07:00`, `${DAY}T19:00`);
        const found = await gaps(DAY);
        expect(found[0]).toMatchObject({
          start: at(DAY, "07:00"),
          end: at(DAY, "19:00"),
          needed: 4,
          have: 1,
          text: "Needs 3 more people on Engine 1",
        });
        expect(found[1]).toMatchObject({ start: at(DAY, "19:00"), end: at("2031-01-14", "07:00"), have: 0 });
      },
    );
    await onlyRules(
      [{ name: "Medic on E1", minimumStaff: 1, role: "emt", equipmentId: engine.id, daysOfWeek: ["monday"] }],
      async () => {
        expect((await gaps(DAY)).map((g) => g.text)).toEqual(["Needs 1 more EMT on Engine 1"]);
      },
    );
  });

  it("runs an overnight frame past midnight, on the day it starts", async () => {
    const NIGHT = "2031-01-15"; // Wednesday
    await onlyRules(
      [{ name: "Night", minimumStaff: 1, startTime: "19:00", endTime: "07:00", daysOfWeek: ["wednesday"] }],
      async () => {
        await shift(emt.id, `${NIGHT}T19:00`, "2031-01-16T01:00");
        expect(await gaps(NIGHT, "2031-01-16")).toEqual([
          expect.objectContaining({
            start: at("2031-01-16", "01:00"),
            end: at("2031-01-16", "07:00"),
            date: NIGHT,
            have: 0,
          }),
        ]);
      },
    );
  });

  it("leaves out cancelled shifts, answers without a shift, and honours members away", async () => {
    const DAY = "2031-01-20"; // Monday
    await onlyRules([{ name: "One", minimumStaff: 1, daysOfWeek: ["monday"] }], async ([r]) => {
      const s = await shift(emt.id, `${DAY}T08:00`, `${DAY}T20:00`);
      await shift(firefighter.id, `${DAY}T08:00`, `${DAY}T20:00`, { status: "cancelled" });
      expect(await gaps(DAY)).toEqual([]);
      const without = await gaps(DAY, DAY, `&withoutShiftId=${s.id}`);
      expect(without).toEqual([
        expect.objectContaining({ ruleId: r.id, start: at(DAY, "08:00"), end: at(DAY, "20:00") }),
      ]);
      const away = await withAgency(t.db, { agencyId: a.user.agencyId, userId: a.user.id }, (tx) =>
        findStaffingGaps(tx, {
          startDate: DAY,
          endDate: DAY,
          timeZone: "UTC",
          away: [{ userId: emt.id, start: new Date(at(DAY, "10:00")), end: new Date(at(DAY, "12:00")) }],
        }),
      );
      expect(away).toEqual([expect.objectContaining({ start: at(DAY, "10:00"), end: at(DAY, "12:00") })]);
    });
  });

  it("follows the agency's time zone", async () => {
    const DAY = "2031-01-27"; // Monday
    await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.update(agencies).set({ timeZone: "America/Chicago" }).where(eq(agencies.id, a.user.agencyId)),
    );
    try {
      await onlyRules([{ name: "One", minimumStaff: 1, daysOfWeek: ["monday"] }], async () => {
        expect(await gaps(DAY)).toEqual([
          expect.objectContaining({ start: `${DAY}T14:00:00.000Z`, end: "2031-01-28T02:00:00.000Z" }),
        ]);
      });
    } finally {
      await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
        tx.update(agencies).set({ timeZone: "UTC" }).where(eq(agencies.id, a.user.agencyId)),
      );
    }
  });

  it("refuses a malformed range", async () => {
    const backwards = await call("GET", `/api/staffing/gaps?startDate=${TUE}&endDate=${MON}`, a.cookie);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ endDate: STAFFING_MESSAGES.endBeforeStart });
    const long = await call("GET", "/api/staffing/gaps?startDate=2031-01-01&endDate=2031-12-31", a.cookie);
    expect(long.json().errors).toEqual({ endDate: STAFFING_MESSAGES.rangeTooLong });
    const missing = await call("GET", "/api/staffing/gaps", a.cookie);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(["endDate", "startDate"]);
  });
});

describe("the dashboard", () => {
  it("shows today's and tomorrow's gaps first among the urgent alerts", async () => {
    await onlyRules(
      [{ name: "Around the clock", minimumStaff: 1, startTime: "00:00", endTime: "00:00" }],
      async ([r]) => {
        const alerts = await expectCall<
          Array<{ kind: string; name: string; holderName: string; daysLeft: number } & Json>
        >(200, "GET", "/api/dashboard/alerts", firefighter.cookie);
        expect(alerts.slice(0, 2)).toEqual([
          expect.objectContaining({
            kind: "staffing",
            state: "understaffed",
            name: "Needs 1 more person",
            holderName: r.name,
            daysLeft: 0,
          }),
          expect.objectContaining({ kind: "staffing", daysLeft: 1 }),
        ]);
        const dashboard = await expectCall<{ alerts: unknown[] }>(200, "GET", "/api/dashboard", a.cookie);
        expect(dashboard.alerts.slice(0, 2)).toEqual(alerts.slice(0, 2));
      },
    );
  });
});

describe("the apparatus of a shift", () => {
  it("takes a vehicle of the agency, and refuses anything else", async () => {
    const made = await shift(emt.id, "2031-02-03T08:00", "2031-02-03T10:00", { equipmentId: engine.id });
    expect(made.equipmentId).toBe(engine.id);
    const cleared = await expectCall<{ equipmentId: string | null }>(
      200,
      "PATCH",
      `/api/shifts/${made.id}`,
      a.cookie,
      { equipmentId: "" },
    );
    expect(cleared.equipmentId).toBeNull();
    for (const equipmentId of [hose.id, bEngine.id]) {
      const res = await call("POST", "/api/shifts", a.cookie, {
        title: "x",
        userId: emt.id,
        startTime: "2031-02-04T08:00",
        endTime: "2031-02-04T10:00",
        equipmentId,
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(["equipmentId"]);
    }
  });

  it("keeps a crew size on equipment", async () => {
    const edited = await expectCall<{ crewSize: number | null }>(
      200,
      "PATCH",
      `/api/equipment/${hose.id}`,
      a.cookie,
      { crewSize: 2 },
    );
    expect(edited.crewSize).toBe(2);
    const bad = await call("PATCH", `/api/equipment/${hose.id}`, a.cookie, { crewSize: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["crewSize"]);
  });
});

describe("settings", () => {
  it("answers the defaults until saved, then the saved values; admins only write", async () => {
    const defaults = await expectCall(200, "GET", "/api/staffing/settings", firefighter.cookie);
    expect(defaults).toEqual({ ...STAFFING_SETTINGS_DEFAULTS, leaveBlockedDates: [] });

    expect(
      (await call("PATCH", "/api/staffing/settings", officer.cookie, { fatigueLimitHours: 60 })).statusCode,
    ).toBe(403);
    expect(
      (await call("PATCH", "/api/staffing/settings", firefighter.cookie, { fatigueLimitHours: 60 }))
        .statusCode,
    ).toBe(403);

    const saved = await expectCall(200, "PATCH", "/api/staffing/settings", a.cookie, {
      fatigueLimitHours: "60",
      callbackMethod: "rotating",
      leaveMaxConcurrent: 3,
      leaveBlockedDates: ["2031-12-25", "2031-07-04", "2031-12-25"],
      flsaPeriodDays: 14,
      flsaPeriodStart: "2031-01-05",
      flsaStandard: "law_enforcement",
    });
    expect(saved).toEqual({
      ...STAFFING_SETTINGS_DEFAULTS,
      fatigueLimitHours: 60,
      callbackMethod: "rotating",
      leaveMaxConcurrent: 3,
      leaveBlockedDates: ["2031-07-04", "2031-12-25"],
      flsaPeriodDays: 14,
      flsaPeriodStart: "2031-01-05",
      flsaStandard: "law_enforcement",
    });
    const again = await expectCall(200, "PATCH", "/api/staffing/settings", a.cookie, {
      leaveMaxConcurrent: null,
      tradesRequireApproval: false,
    });
    expect(again).toMatchObject({
      leaveMaxConcurrent: null,
      tradesRequireApproval: false,
      fatigueLimitHours: 60,
    });
    expect(await expectCall(200, "GET", "/api/staffing/settings", emt.cookie)).toEqual(again);
    // Agency B still has the defaults.
    expect(await expectCall(200, "GET", "/api/staffing/settings", b.cookie)).toEqual({
      ...STAFFING_SETTINGS_DEFAULTS,
      leaveBlockedDates: [],
    });
  });

  it("refuses values out of range with field messages", async () => {
    const res = await call("PATCH", "/api/staffing/settings", a.cookie, {
      flsaPeriodDays: 30,
      fatigueLimitHours: 0,
      leaveBlockedDates: ["2031-02-30"],
      callbackMode: "shout",
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ["callbackMode", "fatigueLimitHours", "flsaPeriodDays", "leaveBlockedDates.0"].sort(),
    );
    expect(res.json().errors.flsaPeriodDays).toBe(STAFFING_MESSAGES.periodDays);
    // A call-back needs some role to offer to; an unknown role is refused by name.
    for (const callbackRoles of [[], ["chief"], "admin"]) {
      const roles = await call("PATCH", "/api/staffing/settings", a.cookie, { callbackRoles });
      expect(roles.statusCode).toBe(400);
      expect(Object.values(roles.json().errors)).toEqual([STAFFING_MESSAGES.callbackRoles]);
    }
  });
});
