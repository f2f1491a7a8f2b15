/** The pay module's routes in the route table (test/fixtures.ts composes it and says how to add a route). */
import { DEFAULT_PAY_CODES } from "@rollcall/shared/pay";
import type { CatalogueStep } from "../../test/fixtures";
import { blind, id, isoDay, member, owned, type RouteSpec, read } from "../../test/route-spec";

const vacationRule = () => ({
  leaveType: "vacation",
  basis: "per_pay_period",
  tiers: [{ fromYears: 0, hours: 4 }],
  capHours: 240,
});

/** Pay periods and a sick-leave rule (its id in every rules answer). */
export const CATALOGUE: CatalogueStep = async ({ app, c, call }) => {
  await call(app, "PUT", "/api/pay/settings", c.admin.cookie, { kind: "biweekly", firstDay: isoDay(-30) });
  const rule = await call(app, "PUT", "/api/pay/accrual-rules", c.admin.cookie, {
    leaveType: "sick",
    basis: "per_month",
    tiers: [{ fromYears: 0, hours: 8 }],
  });
  return { accrualRule: rule.id };
};

export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/pay/settings": { ...member, ...blind },
  "PUT /api/pay/settings": { access: "admin", body: () => ({ kind: "biweekly", firstDay: isoDay(-30) }) },
  "GET /api/pay/accrual-rules": { ...member, ...owned },
  "PUT /api/pay/accrual-rules": { access: "admin", body: vacationRule },
  "DELETE /api/pay/accrual-rules/:id": {
    access: "admin",
    params: id("accrualRule"),
    readBack: read(() => "/api/pay/accrual-rules"),
  },
  "POST /api/pay/accruals/run": { access: "admin", body: () => ({}) },
  "GET /api/pay/projection": {
    ...member,
    query: () => ({ leaveType: "vacation", on: isoDay(60) }),
    ...blind,
  },
  "GET /api/pay/members": { access: "manager", ...owned },
  "PATCH /api/pay/members/:userId": {
    access: "admin",
    params: (c) => ({ userId: c.emt.id }),
    body: () => ({ employeeNumber: "E-77", partTime: true }),
    readBack: read(() => "/api/pay/members"),
  },
  "GET /api/pay/codes": { access: "admin", ...blind },
  "PUT /api/pay/codes": {
    access: "admin",
    body: () => ({
      codes: Object.fromEntries(
        Object.entries(DEFAULT_PAY_CODES).map(([kind, c]) => [
          kind,
          { code: c.code, multiplier: c.multiplier },
        ]),
      ),
      adpCompanyCode: "RFD",
      paychexClientId: "7001",
      overtimeAfterHours: 80,
    }),
  },
  "GET /api/pay/holidays": { access: "admin", ...blind },
  "PUT /api/pay/holidays": {
    access: "admin",
    body: () => ({ holidays: [{ date: isoDay(20), name: "Founders' Day" }] }),
  },
  "GET /api/pay/hours": {
    access: "admin",
    query: () => ({ startDate: isoDay(-7), endDate: isoDay(7) }),
    ...owned,
  },
  "POST /api/pay/exports": {
    access: "admin",
    body: () => ({ format: "generic", startDate: isoDay(-7), endDate: isoDay(7) }),
  },
};
