/**
 * Imports through the HTTP API: members and certifications from CSV, incident history from an NFIRS 5.0
 * transaction file. The preview answers each row's errors and writes nothing; the import writes the whole
 * file or nothing; members sign in with their temporary password; another agency's members are never named;
 * each route refuses the roles it must.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { featureGateMessage } from "@rollcall/shared/billing";
import { COMPLIANCE_MESSAGES } from "@rollcall/shared/compliance";
import { IMPORT_MESSAGES } from "@rollcall/shared/imports";
import { INCIDENT_MESSAGES } from "@rollcall/shared/incidents";
import { USER_MESSAGES } from "@rollcall/shared/users";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { asPlatform, withAgency } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { alertingProfiles } from "../../db/schema/alerting";
import { certifications } from "../../db/schema/compliance";
import { incidents } from "../../db/schema/incidents";
import { users } from "../../db/schema/users";
import { createTestApp, testDay as day, request, signUpAgency, uniqueEmail } from "../../test/harness";
import { addMember, logIn } from "../../test/members";
import { type Json, twoAgencies } from "../../test/world";

const { t, a, b, officer, firefighter, bMember, call, expectCall } = twoAgencies({
  dataDir: "rollcall-imports-",
  crew: true,
  bMember: "firefighter",
});

const sample = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), "../../test/samples/nfirs-basic-sample.txt"),
  "utf8",
);

type Preview = {
  rows: Array<{ line: number; values: Record<string, string | null>; errors: Record<string, string> }>;
  valid: number;
  invalid: number;
  ignoredRecords?: number;
};

const csv = (...lines: string[]) => `${lines.join("\r\n")}\r\n`;

async function count(table: typeof users | typeof certifications | typeof incidents, agencyId: string) {
  const [row] = await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.agencyId, agencyId)),
  );
  return row.n;
}

describe("members from CSV", () => {
  it("previews each row with the invite form's messages, a repeated email and one taken anywhere, writing nothing", async () => {
    const fresh = uniqueEmail("ana");
    const before = await count(users, a.user.agencyId);
    const preview = await expectCall<Preview>(200, "POST", "/api/imports/members/preview", a.cookie, {
      csv: csv(
        "first_name,LAST NAME,E-mail,Role,Platoon,Phone,Hire Date",
        `Ana,Lopez,${fresh},Firefighter,b,(541) 555-0134,3/7/2019`,
        `,Stone,${uniqueEmail("x")},captain,E,12,2019-02-30`,
        `Ana,Again,${fresh.toUpperCase()},emt,,,`,
        `Bo,Taken,${bMember.email},officer,,,`,
      ),
    });
    expect(preview).toMatchObject({ valid: 1, invalid: 3 });
    expect(preview.rows[0]).toMatchObject({
      line: 2,
      values: { firstName: "Ana", email: fresh, role: "Firefighter", platoon: "b", hireDate: "3/7/2019" },
      errors: {},
    });
    expect(preview.rows[1]).toMatchObject({
      line: 3,
      errors: {
        firstName: USER_MESSAGES.firstName,
        role: USER_MESSAGES.role,
        platoon: USER_MESSAGES.platoon,
        phone: "Enter a mobile number in international form, e.g. +15551234567",
        hireDate: IMPORT_MESSAGES.invalidDate,
      },
    });
    expect(preview.rows[2].errors).toEqual({ email: IMPORT_MESSAGES.duplicateEmail });
    // Another agency's member: the address is taken, whichever agency holds it.
    expect(preview.rows[3].errors).toEqual({ email: USER_MESSAGES.emailTaken });
    expect(await count(users, a.user.agencyId)).toBe(before);
  });

  it("refuses the whole file when one row has an error: 400 with the rows, nobody added", async () => {
    const before = await count(users, a.user.agencyId);
    const res = await call("POST", "/api/imports/members", a.cookie, {
      csv: csv(
        "First Name,Last Name,Email,Role",
        `Kai,Ng,${uniqueEmail("kai")},emt`,
        "Lee,,not-an-email,emt",
      ),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(IMPORT_MESSAGES.hasErrors(1));
    expect(body.errors).toEqual({
      "line 3 lastName": USER_MESSAGES.lastName,
      "line 3 email": USER_MESSAGES.email,
    });
    expect(body).toMatchObject({ valid: 1, invalid: 1 });
    expect(await count(users, a.user.agencyId)).toBe(before);
  });

  it("creates every member with a temporary password they sign in with, emailed as an invitation", async () => {
    const kai = uniqueEmail("kai");
    const mo = uniqueEmail("mo");
    const outboxBefore = t.outbox.length;
    const res = await call("POST", "/api/imports/members", a.cookie, {
      csv: csv(
        "First Name,Last Name,Email,Role,Platoon,Phone,Hire Date",
        `Kai,Ng,${kai},EMT,C,541-555-0188,2018-06-01`,
        `Mo,Reed,${mo},officer,,,`,
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json() as {
      imported: number;
      members: Array<{ email: string; temporaryPassword: string }>;
    };
    expect(body.imported).toBe(2);
    expect(body.members.map((m) => m.email)).toEqual([kai, mo]);
    // This suite's app has no SMTP_URL: the answer says the invitations were not emailed.
    expect(res.json().emailed).toBe(false);

    const [row] = await t.db.select().from(users).where(eq(users.email, kai));
    expect(row).toMatchObject({
      agencyId: a.user.agencyId,
      role: "emt",
      platoon: "C",
      hireDate: "2018-06-01",
      mustChangePassword: true,
    });
    const [profile] = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.select().from(alertingProfiles).where(eq(alertingProfiles.userId, row.id)),
    );
    expect(profile).toMatchObject({ phone: "+15415550188", phoneVerifiedAt: null });

    const signedIn = await logIn(t.app, kai, body.members[0].temporaryPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: kai, mustChangePassword: true });

    await expect.poll(() => t.outbox.length - outboxBefore).toBe(2);
    const mail = t.outbox.slice(outboxBefore).find((m) => m.to === kai);
    expect(mail?.text).toContain(body.members[0].temporaryPassword);

    // The same file again: every address is now taken.
    const again = await call("POST", "/api/imports/members/preview", a.cookie, {
      csv: csv("First Name,Last Name,Email,Role", `Kai,Ng,${kai},emt`),
    });
    expect(again.json().rows[0].errors).toEqual({ email: USER_MESSAGES.emailTaken });
  });

  it("says the invitations were emailed where the installation sends mail", async () => {
    const mailing = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const admin = await signUpAgency(mailing.app);
      const lee = uniqueEmail("lee");
      const res = await request(mailing.app, "POST", "/api/imports/members", admin.cookie, {
        csv: csv("First Name,Last Name,Email,Role", `Lee,Park,${lee},firefighter`),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ imported: 1, emailed: true });
      await expect.poll(() => mailing.outbox.some((m) => m.to === lee)).toBe(true);
    } finally {
      await mailing.close();
    }
  });

  it("refuses the rows past the plan's user limit and writes none; the other kinds follow the plan's features", async () => {
    const agencyId = b.user.agencyId;
    const plan = (tier: "starter" | "pro") =>
      asPlatform(t.db, { agencyId, userId: null }, (tx) =>
        tx
          .update(agencies)
          .set({ subscriptionTier: tier, subscriptionStatus: "active" })
          .where(eq(agencies.id, agencyId)),
      );
    await plan("starter");
    try {
      for (let i = await count(users, agencyId); i < 24; i++) await addMember(t.db, agencyId, "firefighter");
      const file = csv(
        "First Name,Last Name,Email,Role",
        `One,Fits,${uniqueEmail()},emt`,
        `Two,Over,${uniqueEmail()},emt`,
      );
      const preview = await expectCall<Preview>(200, "POST", "/api/imports/members/preview", b.cookie, {
        csv: file,
      });
      expect(preview.rows[0].errors).toEqual({});
      expect(preview.rows[1].errors).toEqual({
        row: "Your Starter plan includes up to 25 users. Choose a larger plan to invite more members.",
      });
      expect((await call("POST", "/api/imports/members", b.cookie, { csv: file })).statusCode).toBe(400);
      expect(await count(users, agencyId)).toBe(24);

      // Starter has neither Training & Certifications nor NFIRS: those imports name the plans that do.
      const certs = await call("POST", "/api/imports/certifications/preview", b.cookie, { csv: file });
      expect(certs.statusCode).toBe(402);
      expect(certs.json().message).toBe(featureGateMessage("training"));
      const nfirs = await call("POST", "/api/imports/nfirs/preview", b.cookie, { file: sample });
      expect(nfirs.statusCode).toBe(402);
      expect(nfirs.json().message).toBe(featureGateMessage("nfirs"));
    } finally {
      await plan("pro");
    }
  });

  it("answers a clear 400 for a file without the needed columns, without rows, or too large", async () => {
    const noColumn = await call("POST", "/api/imports/members/preview", a.cookie, {
      csv: csv("Name,Email", "Ana Lopez,ana@example.org"),
    });
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json().message).toBe(
      "The file has no First Name, Last Name, Role column. Use the template's headers.",
    );
    const empty = await call("POST", "/api/imports/members/preview", a.cookie, {
      csv: "First Name,Last Name,Email,Role\r\n",
    });
    expect(empty.json()).toMatchObject({
      message: IMPORT_MESSAGES.noRows,
      errors: { csv: IMPORT_MESSAGES.noRows },
    });
    const big = await call("POST", "/api/imports/members/preview", a.cookie, { csv: "x".repeat(1_000_001) });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual({ csv: IMPORT_MESSAGES.tooLarge });
    const many = await call("POST", "/api/imports/members/preview", a.cookie, {
      csv: csv(
        "First Name,Last Name,Email,Role",
        ...Array.from({ length: 2001 }, (_, i) => `A,B,m${i}@example.org,emt`),
      ),
    });
    expect(many.json().errors).toEqual({ csv: IMPORT_MESSAGES.tooManyRows });
    const unreadable = await call("POST", "/api/imports/members/preview", a.cookie, {
      csv: 'First Name,Last Name,Email,Role\r\n"Ana,Lopez',
    });
    expect(unreadable.json().errors).toEqual({ csv: IMPORT_MESSAGES.unreadable });
  });

  it("is for admins: officers and firefighters get 403", async () => {
    const file = { csv: csv("First Name,Last Name,Email,Role", `A,B,${uniqueEmail()},emt`) };
    for (const url of ["/api/imports/members/preview", "/api/imports/members"]) {
      expect((await call("POST", url, officer.cookie, file)).statusCode).toBe(403);
      expect((await call("POST", url, firefighter.cookie, file)).statusCode).toBe(403);
    }
  });
});

describe("certifications from CSV", () => {
  const header = "Member Email,Certification Name,Number,Issuing Authority,Issue Date,Expiry Date";

  it("previews each row: unknown holders (another agency's member too), the form's messages, US dates", async () => {
    const before = await count(certifications, a.user.agencyId);
    const preview = await expectCall<Preview>(
      200,
      "POST",
      "/api/imports/certifications/preview",
      officer.cookie,
      {
        csv: csv(
          header,
          `${firefighter.email.toUpperCase()},EMT-Basic,E-1182,NREMT,6/1/2024,${day(400)}`,
          `${bMember.email},CPR,,,,${day(100)}`,
          `nobody@example.org,CPR,,,,${day(100)}`,
          `${firefighter.email},,,,2024-13-01,`,
          `${firefighter.email},Hazmat Ops,,,2025-01-01,12/31/2024`,
        ),
      },
    );
    expect(preview).toMatchObject({ valid: 1, invalid: 4 });
    expect(preview.rows[1].errors).toEqual({ email: IMPORT_MESSAGES.memberNotFound });
    expect(preview.rows[2].errors).toEqual({ email: IMPORT_MESSAGES.memberNotFound });
    expect(preview.rows[3].errors).toEqual({
      name: COMPLIANCE_MESSAGES.name,
      issueDate: IMPORT_MESSAGES.invalidDate,
      expirationDate: COMPLIANCE_MESSAGES.expirationDate,
    });
    expect(preview.rows[4].errors).toEqual({ expirationDate: COMPLIANCE_MESSAGES.expiresBeforeIssue });
    expect(await count(certifications, a.user.agencyId)).toBe(before);
  });

  it("writes nothing when a row names another agency's member", async () => {
    const beforeA = await count(certifications, a.user.agencyId);
    const beforeB = await count(certifications, b.user.agencyId);
    const res = await call("POST", "/api/imports/certifications", a.cookie, {
      csv: csv(header, `${firefighter.email},CPR,,,,${day(100)}`, `${bMember.email},CPR,,,,${day(100)}`),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ "line 3 email": IMPORT_MESSAGES.memberNotFound });
    expect(await count(certifications, a.user.agencyId)).toBe(beforeA);
    expect(await count(certifications, b.user.agencyId)).toBe(beforeB);
  });

  it("adds every certification, active, with its dates read from either form", async () => {
    const res = await call("POST", "/api/imports/certifications", officer.cookie, {
      csv: csv(
        header,
        `${firefighter.email},EMT-Basic,E-1182,NREMT,6/1/2024,3/31/2031`,
        `${officer.email},CPR,,,,2030-01-15`,
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ imported: 2 });
    const list = await expectCall<Array<Json>>(200, "GET", "/api/certifications", a.cookie);
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: firefighter.id,
          name: "EMT-Basic",
          certificateNumber: "E-1182",
          issuingOrganization: "NREMT",
          issueDate: "2024-06-01",
          expirationDate: "2031-03-31",
          status: "active",
        }),
      ]),
    );
  });

  it("is for officers and admins: a firefighter gets 403", async () => {
    const file = { csv: csv(header, `${firefighter.email},CPR,,,,${day(100)}`) };
    for (const url of ["/api/imports/certifications/preview", "/api/imports/certifications"])
      expect((await call("POST", url, firefighter.cookie, file)).statusCode).toBe(403);
  });
});

describe("NFIRS 5.0 incident history", () => {
  it("reads a realistic transaction file: one row per incident and exposure, other modules left out", async () => {
    const preview = await expectCall<Preview>(200, "POST", "/api/imports/nfirs/preview", officer.cookie, {
      file: sample,
    });
    expect(preview).toMatchObject({ valid: 4, invalid: 0, ignoredRecords: 3 });
    expect(
      preview.rows.map((r) => [r.line, r.values.incidentNumber, r.values.exposure, r.values.nfirsCode]),
    ).toEqual([
      [1, "0000412", "000", "111"],
      [15, "0000412", "001", "111"],
      [22, "0000413", "000", "321"],
      [32, "0000414", "000", "743"],
    ]);
    expect(preview.rows[0].values).toMatchObject({
      incidentDate: "2024-03-14 02:12",
      location: "1420 N Maple Ave, Springfield, OR 97477",
      actionTaken: "11",
      propertyUse: "419",
    });
    expect(await count(incidents, a.user.agencyId)).toBe(0);
  });

  it("writes every incident as a completed report with its Basic module data", async () => {
    const res = await call("POST", "/api/imports/nfirs", a.cookie, { file: sample });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ imported: 4 });
    const rows = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.select().from(incidents).where(eq(incidents.agencyId, a.user.agencyId)),
    );
    const fire = rows.find((r) => r.incidentNumber === "0000412");
    expect(fire).toMatchObject({
      incidentType: "fire",
      nfirsCode: "111",
      status: "completed",
      reportDate: "2024-03-14",
      location: "1420 N Maple Ave, Springfield, OR 97477",
      aidGivenReceived: "1",
      actionTaken: "11",
      propertyUse: "419",
      propertyDamage: 105_000,
      injuries: 3,
      fatalities: 0,
      // Marcus Hale, named in the authorization record, is agency A's officer.
      reportingOfficerId: officer.id,
      reportedById: a.user.id,
    });
    expect(fire?.narrativeSummary).toContain("two occupants treated");
    expect(fire?.arrivalAt && fire.alarmAt && fire.arrivalAt.getTime() - fire.alarmAt.getTime()).toBe(
      7 * 60_000,
    );
    const ems = rows.find((r) => r.incidentNumber === "0000413");
    // Nobody called Pat Nobody: the member importing is the reporting officer.
    expect(ems).toMatchObject({
      incidentType: "medical",
      reportingOfficerId: a.user.id,
      aidGivenReceived: "N",
    });
    expect(rows.find((r) => r.incidentNumber === "0000412-001")).toMatchObject({ incidentType: "fire" });
    expect(rows.find((r) => r.incidentNumber === "0000414")).toMatchObject({ incidentType: "false_alarm" });

    // Importing again: each number exists, so each incident is a row error and nothing is written.
    const again = await call("POST", "/api/imports/nfirs", a.cookie, { file: sample });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors["line 1 incidentNumber"]).toBe(IMPORT_MESSAGES.incidentExists);
    expect(await count(incidents, a.user.agencyId)).toBe(4);
  });

  it("refuses unknown codes and impossible times on their incident, and writes none of the file", async () => {
    const key = "12345^OR^04012024^0000500^000";
    const good = "12345^OR^04022024^0000501^000";
    const file = [
      `A^${key}^001`,
      `B^${key}^5^^Elm^St^^^Springfield^OR^97477`,
      `C^${key}^199`,
      `D^${key}^7`,
      `E1^${key}^040120241000^040120240950^^040120241100`,
      `F^${key}^99`,
      `J^${key}^000X`,
      `A^${good}^001`,
      `B^${good}^6^^Elm^St^^^Springfield^OR^97477`,
      `C^${good}^311`,
      "garbage line",
    ].join("\n");
    const before = await count(incidents, a.user.agencyId);
    const preview = await expectCall<Preview>(200, "POST", "/api/imports/nfirs/preview", a.cookie, { file });
    expect(preview).toMatchObject({ valid: 1, invalid: 2 });
    expect(preview.rows[0].errors).toEqual({
      nfirsCode: INCIDENT_MESSAGES.nfirsUnknown,
      aidGivenReceived: INCIDENT_MESSAGES.aidUnknown,
      arrivalAt: INCIDENT_MESSAGES.arrivalBeforeAlarm,
      actionTaken: INCIDENT_MESSAGES.actionUnknown,
      propertyUse: INCIDENT_MESSAGES.propertyUseUnknown,
    });
    expect(preview.rows[2]).toMatchObject({ line: 11, errors: { record: IMPORT_MESSAGES.nfirsRecordType } });
    expect((await call("POST", "/api/imports/nfirs", a.cookie, { file })).statusCode).toBe(400);
    expect(await count(incidents, a.user.agencyId)).toBe(before);

    const notNfirs = await call("POST", "/api/imports/nfirs/preview", a.cookie, { file: "a,b,c\n1,2,3" });
    expect(notNfirs.json()).toMatchObject({ errors: { file: IMPORT_MESSAGES.nfirsUnreadable } });
  });

  it("keeps agencies apart: agency B imports the same numbers, and sees none of A's", async () => {
    const res = await call("POST", "/api/imports/nfirs", b.cookie, { file: sample });
    expect(res.statusCode, res.body).toBe(201);
    const [own] = await asPlatform(t.db, { agencyId: b.user.agencyId, userId: null }, (tx) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(incidents)
        .where(and(eq(incidents.agencyId, b.user.agencyId), eq(incidents.reportingOfficerId, b.user.id))),
    );
    expect(own.n).toBe(4);
  });

  it("is for officers and admins: a firefighter gets 403", async () => {
    for (const url of ["/api/imports/nfirs/preview", "/api/imports/nfirs"])
      expect((await call("POST", url, firefighter.cookie, { file: sample })).statusCode).toBe(403);
  });
});
