import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { getTableColumns } from "drizzle-orm";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { alertRecipients, alerts, phoneVerifications, pushSubscriptions } from "../../db/schema/alerting";
import { shifts } from "../../db/schema/scheduling";
import { ADMIN_REQUIRED } from "../../plugins/auth";
import { type Catalogue, createCatalogue } from "../../test/fixtures";
import { testToday } from "../../test/harness";
import { twoAgencies } from "../../test/world";
import { agencyTables, EXPORTED_LOOKALIKES, OMITTED_COLUMNS, PAGE_SIZE } from "./export.service";

const { t, a, b, officer, firefighter, call } = twoAgencies();
let A: Catalogue;
let B: Catalogue;
const privateMarker = `private-${randomUUID()}`;
const adminPrivateMarker = `admin-private-${randomUUID()}`;
const sharedMarker = `shared-${randomUUID()}`;

type ExportFile = {
  format: string;
  version: number;
  exportedAt: string;
  agency: Record<string, unknown>;
  omitted: Record<string, string>;
  tables: Record<string, Record<string, unknown>[]>;
};

async function exportJson(cookie = a.cookie) {
  const res = await call("GET", "/api/export/agency-data", cookie);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { res, text: res.body, file: JSON.parse(res.body) as ExportFile };
}

async function exportZip() {
  const res = await call("GET", "/api/export/agency-data.zip", a.cookie);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const entries = unzipSync(new Uint8Array(res.rawPayload));
  const files = Object.fromEntries(
    Object.entries(entries).map(([name, bytes]) => [name, new TextDecoder().decode(bytes)]),
  );
  return { res, files };
}

const rowsOf = (csv: string) => parse(csv, { bom: true, relax_column_count: false }) as string[][];

beforeAll(async () => {
  A = await createCatalogue(t.app, t.db, a, `mkA${randomUUID().slice(0, 8)}`);
  B = await createCatalogue(t.app, t.db, b, `mkB${randomUUID().slice(0, 8)}`);
  const record = (notes: string, isPrivate?: boolean) => ({
    recordType: "mental_health",
    data: { mood: 3 },
    recordDate: testToday,
    notes,
    ...(isPrivate === undefined ? {} : { isPrivate }),
  });
  for (const [cookie, body] of [
    [firefighter.cookie, record(privateMarker)],
    [firefighter.cookie, record(sharedMarker, false)],
    [a.cookie, record(adminPrivateMarker, true)],
  ] as const) {
    const res = await call("POST", "/api/wellness-records", cookie, body);
    expect(res.statusCode, res.body).toBe(201);
  }
});

describe("GET /api/export/agency-data", () => {
  it("is for admins only", async () => {
    for (const cookie of [officer.cookie, firefighter.cookie]) {
      for (const url of ["/api/export/agency-data", "/api/export/agency-data.zip"]) {
        const res = await call("GET", url, cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(ADMIN_REQUIRED);
      }
    }
    expect((await call("GET", "/api/export/agency-data")).statusCode).toBe(401);
  });

  it("downloads a dated JSON file of every module's rows of the agency, none of another agency's", async () => {
    const { res, text, file } = await exportJson();
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toContain(`filename="rollcall-agency-a-${testToday}.json"`);
    expect(file.format).toBe("rollcall-agency-export");
    expect(file.version).toBe(1);
    expect(file.agency.id).toBe(a.user.agencyId);
    expect(file.agency.name).toBe("Agency A");

    const idsIn = (table: string) => new Set(file.tables[table]?.map((row) => row.id));
    expect(idsIn("shifts").has(A.shift)).toBe(true);
    expect(idsIn("certifications").has(A.certification)).toBe(true);
    expect(idsIn("budgets").has(A.added.budget)).toBe(true);
    expect(idsIn("expenses").has(A.added.expense)).toBe(true);
    expect(idsIn("incidents").has(A.incident)).toBe(true);
    expect(idsIn("equipment").has(A.equipment)).toBe(true);
    expect(idsIn("fitness_programs").has(A.fitnessProgram)).toBe(true);
    expect(idsIn("notifications").has(A.notification)).toBe(true);
    expect(idsIn("users").has(A.firefighter.id)).toBe(true);
    expect([...Object.values(file.tables)].some((rows) => rows.some((r) => r.id === A.course))).toBe(true);
    expect(file.tables.audit_logs.length).toBeGreaterThan(0);
    // Every row is the agency's.
    for (const [name, rows] of Object.entries(file.tables))
      for (const row of rows) expect(row.agencyId, name).toBe(a.user.agencyId);
    // Timestamps as ISO text, columns in camelCase.
    const shift = file.tables.shifts.find((row) => row.id === A.shift);
    expect(shift?.startTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // Nothing of agency B.
    expect(text).not.toContain(B.marker);
    for (const id of B.ids) expect(text).not.toContain(id);
    expect(text).not.toContain(b.user.agencyId);
  });

  it("holds no password hash, calendar token, session or reset token", async () => {
    const { text, file } = await exportJson();
    expect(text).not.toContain("$argon2");
    const token = A.calendarFile.replace(/\.ics$/, "");
    expect(token.length).toBeGreaterThan(10);
    expect(text).not.toContain(token);
    for (const cookie of [a.cookie, firefighter.cookie, A.firefighter.cookie])
      expect(text).not.toContain(cookie.split("=")[1]);
    for (const user of file.tables.users) {
      expect(user).not.toHaveProperty("passwordHash");
      expect(user).not.toHaveProperty("calendarToken");
    }
    expect(file.agency).not.toHaveProperty("stripeCustomerId");
    expect(Object.keys(file.tables)).not.toContain("sessions");
    expect(Object.keys(file.tables)).not.toContain("password_reset_tokens");
  });

  it("holds no member's push address or keys, phone-code hash or salt, or answer-link hash", async () => {
    const secrets = {
      endpoint: `https://push.example.org/send/${randomUUID()}`,
      p256dh: `p256dh-${randomUUID()}`,
      auth: `auth-${randomUUID()}`,
      codeHash: `code-hash-${randomUUID()}`,
      salt: `salt-${randomUUID()}`,
      tokenHash: `token-hash-${randomUUID()}`,
    };
    const agencyId = a.user.agencyId;
    await asPlatform(t.db, { agencyId, userId: null }, async (tx) => {
      const { endpoint, p256dh, auth, codeHash, salt, tokenHash } = secrets;
      await tx.insert(pushSubscriptions).values({ agencyId, userId: firefighter.id, endpoint, p256dh, auth });
      await tx.insert(phoneVerifications).values({
        agencyId,
        userId: firefighter.id,
        phone: "+15555550123",
        codeHash,
        salt,
        expiresAt: new Date(Date.now() + 600_000),
      });
      const [alert] = await tx
        .insert(alerts)
        .values({ agencyId, senderId: a.user.id, message: "Recall", audience: { all: true } })
        .returning();
      await tx
        .insert(alertRecipients)
        .values({ agencyId, alertId: alert.id, userId: firefighter.id, tokenHash });
    });
    const { text, file } = await exportJson();
    // The rows are there (who subscribed, who was alerted), their secrets are not.
    expect(file.tables.push_subscriptions.some((row) => row.userId === firefighter.id)).toBe(true);
    expect(file.tables.alert_recipients.some((row) => row.userId === firefighter.id)).toBe(true);
    for (const value of Object.values(secrets)) expect(text).not.toContain(value);
    const { files } = await exportZip();
    const csv = Object.values(files).join("\n");
    for (const value of Object.values(secrets)) expect(csv).not.toContain(value);
  });

  it("exports no column named like a secret unless it is listed as not being one", () => {
    // A word of a column's SQL name that makes it look like a credential.
    const SECRET_WORDS =
      /^(hash|token|salt|secret|key|keys|auth|p256dh|password|passphrase|endpoint|code|codes|otp|totp|credential|cookie|sid|nonce|signature|verifier|challenge|pin|digest|hmac)$/;
    const secretLike = (sqlName: string) =>
      sqlName.split("_").some((word) => SECRET_WORDS.test(word)) ||
      /hash|token|secret|password|credential/.test(sqlName);
    const exported = [
      { name: "agencies", table: agencies },
      ...agencyTables({ tables: t.app.tables, includeOnRequest: true }),
    ].map(({ name, table }) => ({ name, all: getTableColumns(table) }));
    const unlisted: string[] = [];
    for (const { name, all } of exported) {
      const omitted = new Set(OMITTED_COLUMNS[name] ?? []);
      for (const [key, column] of Object.entries(all)) {
        if (omitted.has(key) || !secretLike(column.name)) continue;
        if (!EXPORTED_LOOKALIKES[name]?.[key]) unlisted.push(`${name}.${key}`);
      }
    }
    // Leave the column out (OMITTED_COLUMNS), or say why it is no secret (EXPORTED_LOOKALIKES).
    expect(unlisted).toEqual([]);
    // Every listed column still exists, so the lists do not go stale.
    const listed = [
      ...Object.entries(OMITTED_COLUMNS).flatMap(([name, keys]) => keys.map((key) => [name, key])),
      ...Object.entries(EXPORTED_LOOKALIKES).flatMap(([name, keys]) =>
        Object.keys(keys).map((key) => [name, key]),
      ),
    ];
    for (const [name, key] of listed)
      expect(exported.find((e) => e.name === name)?.all ?? {}, `${name}.${key}`).toHaveProperty(key);
  });

  it("leaves out every private wellness record and every enrolment, and says so", async () => {
    const { text, file } = await exportJson();
    expect(text).not.toContain(privateMarker);
    expect(text).not.toContain(adminPrivateMarker);
    // The catalogue's private fitness record (the firefighter's).
    expect(text).not.toContain(A.wellnessRecord);
    expect(text).toContain(sharedMarker);
    expect(file.tables.wellness_records.every((row) => row.isPrivate === false)).toBe(true);
    expect(file.tables.wellness_records).toHaveLength(1);
    expect(Object.keys(file.tables)).not.toContain("fitness_enrollments");
    expect(file.omitted.wellness_records).toMatch(/private records are never exported/);
  });
});

describe("GET /api/export/agency-data.zip", () => {
  it("has a CSV per table with its header row and the same rows and exclusions as the JSON", async () => {
    const { file } = await exportJson();
    const { res, files } = await exportZip();
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toContain(`filename="rollcall-agency-a-${testToday}.zip"`);

    expect(Object.keys(files).sort()).toEqual(
      ["README.txt", "agencies.csv", ...Object.keys(file.tables).map((name) => `${name}.csv`)].sort(),
    );
    for (const [name, rows] of Object.entries(file.tables)) {
      const [header, ...records] = rowsOf(files[`${name}.csv`]);
      expect(records.length, name).toBe(rows.length);
      if (rows.length) expect(header, name).toEqual(Object.keys(rows[0]));
    }
    const [usersHeader] = rowsOf(files["users.csv"]);
    expect(usersHeader).toContain("email");
    expect(usersHeader).not.toContain("passwordHash");
    expect(usersHeader).not.toContain("calendarToken");
    const [agencyHeader, agencyRow] = rowsOf(files["agencies.csv"]);
    expect(agencyRow[agencyHeader.indexOf("id")]).toBe(a.user.agencyId);

    const all = Object.values(files).join("\n");
    expect(all).not.toContain("$argon2");
    expect(all).not.toContain(A.calendarFile.replace(/\.ics$/, ""));
    expect(all).not.toContain(privateMarker);
    expect(all).not.toContain(adminPrivateMarker);
    expect(all).toContain(sharedMarker);
    expect(all).not.toContain(B.marker);
    expect(files["README.txt"]).toMatch(/wellness_records: private records are never exported/);
  });
});

describe("a large agency", () => {
  it("exports every row, page after page, in both formats", async () => {
    const before = (await exportJson()).file.tables.shifts.length;
    const count = 3 * PAGE_SIZE + 7;
    const start = new Date(`${testToday}T08:00:00Z`);
    const rows = Array.from({ length: count }, (_, i) => ({
      agencyId: a.user.agencyId,
      title: i === 0 ? "=HYPERLINK(1)" : `Bulk shift ${i}`,
      startTime: new Date(start.getTime() + i * 60_000),
      endTime: new Date(start.getTime() + i * 60_000 + 3_600_000),
    }));
    await t.db.insert(shifts).values(rows);

    const { file } = await exportJson();
    const exported = file.tables.shifts;
    expect(exported).toHaveLength(before + count);
    expect(new Set(exported.map((row) => row.id)).size).toBe(before + count);
    const ids = exported.map((row) => String(row.id));
    expect(ids).toEqual([...ids].sort());

    const { files } = await exportZip();
    const [header, ...records] = rowsOf(files["shifts.csv"]);
    expect(records).toHaveLength(before + count);
    // Text a spreadsheet would run as a formula stays text.
    const titles = records.map((record) => record[header.indexOf("title")]);
    expect(titles).toContain("'=HYPERLINK(1)");
    expect(titles).not.toContain("=HYPERLINK(1)");
  });
});
