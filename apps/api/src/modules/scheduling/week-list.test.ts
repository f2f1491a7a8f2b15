/**
 * GET /api/shifts answers JSON text PostgreSQL wrote (shift-queries.ts), which Fastify sends without running
 * the route's response schema. These tests hold the text to that schema: real answers, with every kind of
 * value (a member or none, a rate or none, a series, text needing escapes), must be exactly what the schema
 * would have serialized, and each item the same values as GET /api/shifts/{id}.
 */
import { SHIFT_LIST_FIELDS, shiftListItemSchema, shiftSchema } from "@rollcall/shared/scheduling";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { oneAgency } from "../../test/world";

const {
  t,
  a,
  emt: member,
} = oneAgency({
  agencyA: { agencyName: "Agency A" },
  members: ["emt"],
  emt: { firstName: "Zoë", lastName: 'O\'Neil "Doc"' },
});

const create = async (extra: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/shifts",
    headers: { cookie: a.cookie },
    payload: {
      title: "Engine 1 Day",
      userId: member.id,
      startTime: "2031-03-03T07:00",
      endTime: "2031-03-03T19:00",
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
};

describe("the week list's pre-serialized JSON", () => {
  it("is exactly what the declared response schema serializes", async () => {
    await create({ title: 'Medic 3 \\ "Relief" — ½ day 🚑', isPaid: true, hourlyRate: "28.5" });
    await create({
      title: "Series",
      assignment: "Engine 1",
      startTime: "2031-03-04T07:00",
      endTime: "2031-03-04T19:00",
      isRecurring: true,
      recurringPattern: "daily",
      recurrenceInterval: 1,
      recurrenceCount: 3,
    });
    const open = await create({
      title: "Offered",
      startTime: "2031-03-08T07:00",
      endTime: "2031-03-08T19:00",
    });
    const offered = await t.app.inject({
      method: "POST",
      url: `/api/shifts/${open.id}/request-coverage`,
      headers: { cookie: a.cookie },
    });
    expect(offered.statusCode).toBe(200);

    const res = await t.app.inject({
      method: "GET",
      url: "/api/shifts?startDate=2031-03-03&endDate=2031-03-09",
      headers: { cookie: a.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    const items = JSON.parse(res.body) as Array<Record<string, unknown>>;
    expect(items).toHaveLength(5);

    // Byte for byte what the route's schema would have sent: same keys, order, values and escapes.
    const response = z.array(shiftListItemSchema);
    expect(res.body).toBe(JSON.stringify(z.encode(response, response.parse(items))));
    for (const item of items) expect(Object.keys(item)).toEqual([...SHIFT_LIST_FIELDS]);
    expect(items.some((i) => i.user === null && i.userId === null)).toBe(true);
    expect(items.some((i) => i.hourlyRate === "28.50")).toBe(true);

    // Each item holds the same values as the full shift.
    for (const item of items) {
      const one = await t.app.inject({
        method: "GET",
        url: `/api/shifts/${item.id}`,
        headers: { cookie: a.cookie },
      });
      const full = shiftSchema.parse(one.json());
      expect(item).toEqual(Object.fromEntries(SHIFT_LIST_FIELDS.map((key) => [key, full[key]])));
    }
  });
});
