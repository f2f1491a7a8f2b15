/**
 * The Audit Log through the HTTP API: readable entries, the member / record type / date filters (calendar
 * days in the agency's zone), paging, the CSV download of the filtered entries, refused filters (400 with
 * field messages), admins only, and agency isolation.
 */
import { randomUUID } from "node:crypto";
import { AUDIT_LOG_MESSAGES, type AuditLogEntry, type AuditRecordType } from "@rollcall/shared/audit-log";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { auditLogs } from "../../db/schema/audit";
import { UNAUDITED } from "../../db/tenant-policies";
import { parseCsv } from "../../test/files";
import { type SignedUp, uniqueEmail } from "../../test/harness";
import { twoAgencies } from "../../test/world";
import { changesOf } from "./agencies.audit-log";

const CHICAGO = "America/Chicago";

// a: agency A's admin (Chicago time), b: agency B's admin
const { t, a, b, firefighter, call, expectCall } = twoAgencies({
  agencies: ["Riverside Fire & Rescue", "Lakeside EMS"],
  agencyA: { timeZone: CHICAGO },
  agencyB: { firstName: "Blake", lastName: "Other" },
  crew: true,
  members: ["firefighter"],
});
let invited: { id: string; email: string };

const get = (url: string, cookie?: string) => call("GET", url, cookie);
const logUrl = (agencyId: string, query = "") => `/api/agencies/${agencyId}/audit-logs${query}`;
const csvUrl = (agencyId: string, query = "") => `/api/agencies/${agencyId}/audit-logs/export.csv${query}`;

const entries = (query = "", admin: SignedUp = a) =>
  expectCall<AuditLogEntry[]>(200, "GET", logUrl(admin.user.agencyId, query), admin.cookie);

/** An audit row written at a chosen instant (as if a write had happened then). */
async function loggedAt(createdAt: string, entityId: string) {
  await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
    tx.insert(auditLogs).values({
      agencyId: a.user.agencyId,
      userId: a.user.id,
      action: "update",
      entityType: "equipment",
      entityId,
      changeDetails: { status: { from: "available", to: "maintenance" } },
      createdAt: new Date(createdAt),
    }),
  );
}

const dated = { lateEvening: randomUUID(), nextMorning: randomUUID() };

beforeAll(async () => {
  // Writes by two members: the admin invites someone; the firefighter edits their own profile, with a
  // first name a spreadsheet would run as a formula.
  const email = uniqueEmail("riley");
  const invite = await t.app.inject({
    method: "POST",
    url: "/api/users/invite",
    headers: { cookie: a.cookie },
    payload: { firstName: "Riley", lastName: "Chen", email, role: "emt" },
  });
  expect(invite.statusCode).toBe(201);
  invited = { id: invite.json().user.id, email };
  const profile = await t.app.inject({
    method: "PATCH",
    url: "/api/profile",
    headers: { cookie: firefighter.cookie },
    payload: { firstName: "=Jordy" },
  });
  expect(profile.statusCode, profile.body).toBe(200);

  // 04:30 UTC on March 10 is still March 9 in Chicago (22:30 CST); 14:00 UTC is March 10 there.
  await loggedAt("2024-03-10T04:30:00Z", dated.lateEvening);
  await loggedAt("2024-03-10T14:00:00Z", dated.nextMorning);

  // Agency B's own write, which A must never see.
  await t.app.inject({
    method: "PATCH",
    url: "/api/profile",
    headers: { cookie: b.cookie },
    payload: { firstName: "Blaire" },
  });
});

describe("reading the audit log", () => {
  it("answers readable entries, newest first: who, action and record type in words, fields from → to", async () => {
    const list = await entries();
    const times = list.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const created = list.find((e) => e.entityType === "users" && e.entityId === invited.id);
    expect(created).toMatchObject({
      userId: a.user.id,
      actorName: "Dana Reyes",
      action: "create",
      actionLabel: "Created",
      entityLabel: "Member",
      entityName: "Riley Chen",
    });
    expect(created?.changes).toEqual(
      expect.arrayContaining([
        { field: "first_name", label: "First name", from: null, to: "Riley" },
        { field: "email", label: "Email", from: null, to: invited.email },
        { field: "must_change_password", label: "Must change password", from: null, to: "Yes" },
      ]),
    );

    const edited = list.find((e) => e.userId === firefighter.id && e.entityType === "users");
    expect(edited).toMatchObject({
      actorName: "=Jordy Kim",
      action: "update",
      actionLabel: "Updated",
      entityName: "=Jordy Kim",
    });
    expect(edited?.changes).toEqual([
      { field: "first_name", label: "First name", from: "Jordan", to: "=Jordy" },
    ]);
  });

  it("never shows a secret: no password hash, calendar token or row keys among the fields", async () => {
    for (const entry of await entries("?limit=500")) {
      for (const change of entry.changes) {
        expect(change.field).not.toMatch(/password_hash|calendar_token|_token$|^id$|^agency_id$/);
      }
    }
  });

  it("names a member's id in a field by the member's name", async () => {
    const membership = (await entries("?entityType=user_agencies")).find(
      (e) => e.action === "create" && e.changes.some((c) => c.field === "user_id" && c.to === "Riley Chen"),
    );
    expect(membership).toMatchObject({ entityLabel: "Membership" });
  });

  it("names records by what people call them, also in fields that point at them", async () => {
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url, headers: { cookie: a.cookie }, payload });
    const pump = await post("/api/equipment", { name: "Engine 7 Pump", type: "pump" });
    expect(pump.statusCode, pump.body).toBe(201);
    const id = pump.json().id as string;
    const service = await post(`/api/equipment/${id}/maintenance`, {
      performedOn: "2024-03-01",
      notes: "Annual pump test",
    });
    expect(service.statusCode, service.body).toBe(201);

    const log = await entries("?limit=20");
    expect(log.find((e) => e.entityType === "equipment" && e.entityId === id)).toMatchObject({
      entityLabel: "Equipment",
      entityName: "Engine 7 Pump",
    });
    const maintenance = log.find((e) => e.entityType === "maintenance_records" && e.action === "create");
    expect(maintenance?.changes).toEqual(
      expect.arrayContaining([
        { field: "equipment_id", label: "Equipment", from: null, to: "Engine 7 Pump" },
      ]),
    );
    // An update is named by the record as it is now.
    const renamed = await t.app.inject({
      method: "PATCH",
      url: `/api/equipment/${id}`,
      headers: { cookie: a.cookie },
      payload: { name: "Engine 7 Pump (spare)" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [latest] = await entries(`?entityType=equipment&limit=1`);
    expect(latest).toMatchObject({ action: "update", entityName: "Engine 7 Pump (spare)" });
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: "name", label: "Name", from: "Engine 7 Pump", to: "Engine 7 Pump (spare)" },
      ]),
    );
  });

  it("filters by member", async () => {
    const mine = await entries(`?userId=${firefighter.id}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.userId === firefighter.id)).toBe(true);
    expect(await entries(`?userId=${randomUUID()}`)).toEqual([]);
  });

  it("filters by record type", async () => {
    const memberships = await entries("?entityType=user_agencies");
    expect(memberships.length).toBeGreaterThan(0);
    expect(memberships.every((e) => e.entityType === "user_agencies")).toBe(true);
    const both = await entries(`?entityType=users&userId=${a.user.id}`);
    expect(both.every((e) => e.entityType === "users" && e.userId === a.user.id)).toBe(true);
    expect(both.some((e) => e.entityId === invited.id)).toBe(true);
  });

  it("filters by dates as calendar days in the agency's time zone, both ends included", async () => {
    const ids = async (query: string) => (await entries(query)).map((e) => e.entityId);
    expect(await ids("?from=2024-03-09&to=2024-03-09")).toEqual([dated.lateEvening]);
    expect(await ids("?from=2024-03-10&to=2024-03-10")).toEqual([dated.nextMorning]);
    expect(await ids("?from=2024-03-09&to=2024-03-10&entityType=equipment")).toEqual([
      dated.nextMorning,
      dated.lateEvening,
    ]);
    expect(await ids("?to=2024-03-09")).toEqual([dated.lateEvening]);
    // Times in the changes read in the agency's zone too; the recent writes are after March 2024.
    expect((await ids("?from=2024-03-11")).length).toBeGreaterThan(2);
    expect(await ids("?from=2024-03-11")).not.toContain(dated.nextMorning);
  });

  it("pages newest first: the cursor is the last entry shown, and pages neither overlap nor skip", async () => {
    const all = (await entries("?limit=500")).map((e) => e.id);
    expect(all.length).toBeGreaterThan(4);
    const first = await entries("?limit=2");
    const second = await entries(`?limit=2&cursor=${first[1].id}`);
    const third = await entries(`?limit=2&cursor=${second[1].id}`);
    expect([...first, ...second, ...third].map((e) => e.id)).toEqual(all.slice(0, 6));
    // Filters and the cursor combine.
    const range = "?entityType=equipment&from=2024-03-09&to=2024-03-10";
    const [newer] = await entries(`${range}&limit=1`);
    expect(newer.entityId).toBe(dated.nextMorning);
    const older = await entries(`${range}&limit=5&cursor=${newer.id}`);
    expect(older.map((e) => e.entityId)).toEqual([dated.lateEvening]);
  });

  it("refuses bad filters with 400 and a message per field, never 500", async () => {
    const cases: Array<[string, string, string]> = [
      ["?userId=nobody", "userId", AUDIT_LOG_MESSAGES.member],
      ["?entityType=sessions", "entityType", AUDIT_LOG_MESSAGES.entityType],
      ["?entityType=constructor", "entityType", AUDIT_LOG_MESSAGES.entityType],
      ["?entityType=Shifts%20OR%201=1", "entityType", AUDIT_LOG_MESSAGES.entityType],
      ["?from=2024-02-30", "from", AUDIT_LOG_MESSAGES.from],
      ["?to=yesterday", "to", AUDIT_LOG_MESSAGES.to],
      ["?from=2024-03-10&to=2024-03-09", "from", AUDIT_LOG_MESSAGES.rangeOrder],
      ["?limit=0", "limit", AUDIT_LOG_MESSAGES.limit],
      ["?limit=many", "limit", AUDIT_LOG_MESSAGES.limit],
      ["?cursor=42", "cursor", AUDIT_LOG_MESSAGES.cursor],
      [`?cursor=${randomUUID()}`, "cursor", AUDIT_LOG_MESSAGES.cursor],
      [`?userId=${a.user.id}&userId=${firefighter.id}`, "userId", AUDIT_LOG_MESSAGES.member],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(logUrl(a.user.agencyId, query), a.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors?.[field], query).toBe(message);
      const csv = await get(csvUrl(a.user.agencyId, query), a.cookie);
      if (field !== "limit" && field !== "cursor") expect(csv.statusCode, query).toBe(400);
    }
    // Empty values mean "no filter".
    expect((await get(logUrl(a.user.agencyId, "?userId=&entityType=&from=&to="), a.cookie)).statusCode).toBe(
      200,
    );
  });

  it("knows a record type for every audited table", async () => {
    const result = await t.db.execute(sql`
      select distinct c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'agency_id' and t.table_type = 'BASE TABLE'
        and c.table_name not in (${sql.join(
          UNAUDITED.map((name) => sql`${name}`),
          sql`, `,
        )})`);
    const rows = (result as unknown as { rows: Array<{ table_name: string }> }).rows;
    const audited = ["agencies", ...rows.map((r) => r.table_name)];
    expect(audited.filter((name) => !Object.hasOwn(t.app.recordTypes, name))).toEqual([]);
    // Each module names its own: the filter offers every one, by name, and only audited tables.
    const res = await get(`/api/agencies/${a.user.agencyId}/audit-logs/record-types`, a.cookie);
    expect(res.statusCode).toBe(200);
    const offered = res.json() as AuditRecordType[];
    expect(offered.map((type) => type.value).sort()).toEqual([...audited].sort());
    expect(offered.find((type) => type.value === "shifts")?.label).toBe("Shift");
    expect(offered.map((type) => type.label)).toEqual(
      offered.map((type) => type.label).sort((x, y) => x.localeCompare(y)),
    );
  });
});

describe("money in the log", () => {
  it("shows amounts stored in cents as dollars, under the field's name without 'cents'", () => {
    const ctx = { timeZone: "UTC", names: new Map<string, string>() };
    expect(changesOf("create", { cost_cents: 132000 }, ctx)).toEqual([
      { field: "cost_cents", label: "Cost", from: null, to: "$1,320.00" },
    ]);
    // The finance module's amounts are cents too.
    expect(changesOf("update", { spent_amount: { from: 1_101_500, to: 1_339_050 } }, ctx)).toEqual([
      { field: "spent_amount", label: "Spent amount", from: "$11,015.00", to: "$13,390.50" },
    ]);
  });

  it("reads stored JSON in words, leaving out what is empty", () => {
    const ctx = { timeZone: "UTC", names: new Map<string, string>() };
    expect(
      changesOf(
        "create",
        {
          conditions: { roles: [], platoons: ["A", "B"], certificationName: null },
          actions: [{ type: "notify", channels: ["email", "sms"], urgent: true }],
          role_requirements: {},
        },
        ctx,
      ),
    ).toEqual([
      {
        field: "actions",
        label: "Actions",
        from: null,
        to: "(Type: notify; Channels: email, sms; Urgent: Yes)",
      },
      { field: "conditions", label: "Conditions", from: null, to: "Platoons: A, B" },
    ]);
  });

  it("shows a length of time in hours and minutes", () => {
    const ctx = { timeZone: "UTC", names: new Map<string, string>() };
    expect(
      changesOf(
        "create",
        { balance_minutes: 2880, response_minutes: 30, total_minutes: 725, minutes: 0 },
        ctx,
      ),
    ).toEqual([
      { field: "balance_minutes", label: "Balance", from: null, to: "48 h" },
      { field: "response_minutes", label: "Response", from: null, to: "30 min" },
      { field: "minutes", label: "Time", from: null, to: "0 min" },
      { field: "total_minutes", label: "Total", from: null, to: "12 h 5 min" },
    ]);
  });
});

describe("choices in the log", () => {
  it("shows a role by its name and other stored choices in words, and leaves what members typed as typed", () => {
    const ctx = { timeZone: "UTC", names: new Map<string, string>() };
    expect(
      changesOf(
        "update",
        {
          role: { from: "firefighter", to: "officer" },
          status: { from: "pending_approval", to: "scheduled" },
          title: { from: "night shift", to: "day_shift" },
        },
        ctx,
      ),
    ).toEqual([
      { field: "title", label: "Title", from: "night shift", to: "day_shift" },
      { field: "role", label: "Role", from: "Firefighter", to: "Officer" },
      { field: "status", label: "Status", from: "Pending approval", to: "Scheduled" },
    ]);
  });
});

describe("downloading the audit log as CSV", () => {
  it("holds the filtered entries with readable columns, as a named attachment", async () => {
    const res = await get(csvUrl(a.user.agencyId, `?userId=${firefighter.id}`), a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      `When (${CHICAGO})`,
      "Member",
      "Action",
      "Record Type",
      "Record",
      "Record ID",
      "Changes",
      "IP Address",
      "Browser",
    ]);
    expect(rows.length).toBe((await entries(`?userId=${firefighter.id}&limit=500`)).length);
    const edit = rows.find((r) => r[3] === "Member" && r[2] === "Updated");
    expect(edit?.[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A value a spreadsheet would run as a formula stays text.
    expect(edit?.[1]).toBe("'=Jordy Kim");
    expect(edit?.[4]).toBe("'=Jordy Kim");
    expect(edit?.[5]).toBe(firefighter.id);
    expect(edit?.[6]).toBe("First name: Jordan → =Jordy");
    expect(res.body).not.toContain("Riley");
  });

  it("follows the date filters in the agency's zone and names the file after them", async () => {
    const res = await get(csvUrl(a.user.agencyId, "?from=2024-03-09&to=2024-03-09"), a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain('filename="audit-log-2024-03-09-to-2024-03-09.csv"');
    const [, ...rows] = parseCsv(res.body);
    expect(rows).toEqual([
      [
        "2024-03-09 22:30:00",
        "Dana Reyes",
        "Updated",
        "Equipment",
        "",
        dated.lateEvening,
        "Status: Available → Maintenance",
        "",
        "",
      ],
    ]);
  });
});

describe("who may read it", () => {
  it("refuses a firefighter with 403 Admin access required", async () => {
    for (const url of [logUrl(a.user.agencyId), csvUrl(a.user.agencyId)]) {
      const res = await get(url, firefighter.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "Admin access required" });
    }
  });

  it("refuses a visitor with 401", async () => {
    expect((await get(logUrl(a.user.agencyId))).statusCode).toBe(401);
    expect((await get(csvUrl(a.user.agencyId))).statusCode).toBe(401);
  });

  it("answers another agency's admin 404, like an agency that does not exist, and shows them none of its rows", async () => {
    for (const url of [logUrl(a.user.agencyId), csvUrl(a.user.agencyId)]) {
      const other = await get(url, b.cookie);
      const missing = await get(url.replace(a.user.agencyId, randomUUID()), b.cookie);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
    }
    const own = await entries("?limit=500", b);
    expect(own.length).toBeGreaterThan(0);
    const aIds = new Set([a.user.id, firefighter.id, invited.id, dated.lateEvening, dated.nextMorning]);
    expect(own.some((e) => aIds.has(e.entityId ?? "") || aIds.has(e.userId ?? ""))).toBe(false);
    // A's entry ids are unknown cursors to B.
    const aEntry = (await entries("?limit=1"))[0];
    const cursor = await get(logUrl(b.user.agencyId, `?cursor=${aEntry.id}`), b.cookie);
    expect(cursor.statusCode).toBe(400);
    // B's filtered download holds only B's rows.
    const csv = await get(csvUrl(b.user.agencyId, `?userId=${firefighter.id}`), b.cookie);
    expect(parseCsv(csv.body)).toHaveLength(1);
  });
});
