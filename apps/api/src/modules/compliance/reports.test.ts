/**
 * Required certifications, the scheduling check, and the Reports tab's files, checked against controlled
 * data: who is missing what, the score, and that another agency's files hold none of these rows.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv, pdfText } from "../../test/files";
import { testDay as day, shownDay as display, testToday as today } from "../../test/harness";
import { addMember } from "../../test/members";
import { type Json, twoAgencies } from "../../test/world";

const { t, a, b, officer, firefighter, emt, call, expectCall } = twoAgencies({
  dataDir: "rollcall-reports-",
  agencies: ["Riverside Fire & Rescue", "Other County EMS"],
  crew: true,
}); // a: Dana Reyes, admin of "Riverside Fire & Rescue"
const hale = officer;
const kim = firefighter;
const patel = emt;
let cprId: string;

async function addCert(userId: string, name: string, expiresIn: number, extra: Json = {}) {
  await expectCall(201, "POST", "/api/certifications", a.cookie, {
    userId,
    name,
    expirationDate: day(expiresIn),
    ...extra,
  });
}

beforeAll(async () => {
  // Requirements: CPR for everyone, EMT for emts, SCBA Fit Test for firefighters.
  const cpr = await call("POST", "/api/compliance/required-certifications", a.cookie, {
    name: "CPR",
    role: "",
  });
  expect(cpr.statusCode, cpr.body).toBe(201);
  cprId = cpr.json().id;
  await call("POST", "/api/compliance/required-certifications", a.cookie, { name: "EMT", role: "emt" });
  await call("POST", "/api/compliance/required-certifications", a.cookie, {
    name: "SCBA Fit Test",
    role: "firefighter",
  });

  // Dana: CPR current. Marcus: CPR expired. Jordan: CPR current, SCBA expiring in 12 days.
  // Priya: EMT current, no CPR at all, and a pending CPR does not count.
  await addCert(a.user.id, "CPR", 200, { certificateNumber: "AHA-1" });
  await addCert(hale.id, "CPR", -9, { certificateNumber: "AHA-2" });
  await addCert(kim.id, "CPR", 300, { certificateNumber: "AHA-3" });
  await addCert(kim.id, "SCBA Fit Test", 12, { certificateNumber: "FIT-3" });
  await addCert(patel.id, "EMT", 400, { certificateNumber: "NREMT-4" });
  await addCert(patel.id, "cpr", 100, { status: "pending" });

  // Agency B has data of its own that must not appear in A's files, and vice versa.
  const bMember = await addMember(t.db, b.user.agencyId, "emt", { firstName: "Zed", lastName: "Outsider" });
  await call("POST", "/api/compliance/required-certifications", b.cookie, { name: "PHTLS", role: null });
  await call("POST", "/api/certifications", b.cookie, {
    userId: bMember.id,
    name: "PHTLS",
    expirationDate: day(-1),
  });
});

describe("required certifications", () => {
  it("every member reads the agency's list, the everyone-requirement first within a name", async () => {
    const res = await call("GET", "/api/compliance/required-certifications", firefighter.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: Json) => [r.name, r.role])).toEqual([
      ["CPR", null],
      ["EMT", "emt"],
      ["SCBA Fit Test", "firefighter"],
    ]);
  });

  it("refuses a duplicate (any case) with 409 on the name field, and checks the fields", async () => {
    const dup = await call("POST", "/api/compliance/required-certifications", a.cookie, {
      name: "cpr",
      role: null,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      message: "This certification is already required for that role",
      errors: { name: "This certification is already required for that role" },
    });
    const blank = await call("POST", "/api/compliance/required-certifications", a.cookie, { name: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toBe("Certification name is required");
    const role = await call("POST", "/api/compliance/required-certifications", a.cookie, {
      name: "Driver",
      role: "chief",
    });
    expect(role.statusCode).toBe(400);
    expect(Object.keys(role.json().errors)).toEqual(["role"]);
  });

  it("only admins add and remove them", async () => {
    for (const cookie of [officer.cookie, firefighter.cookie]) {
      const add = await call("POST", "/api/compliance/required-certifications", cookie, {
        name: "Hazmat",
        role: null,
      });
      expect(add.statusCode).toBe(403);
      expect(add.json().message).toBe("Admin access required");
      expect(
        (await call("DELETE", `/api/compliance/required-certifications/${cprId}`, cookie)).statusCode,
      ).toBe(403);
    }
    const added = await call("POST", "/api/compliance/required-certifications", a.cookie, {
      name: "Hazmat Awareness",
      role: "officer",
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: "Hazmat Awareness", role: "officer" });
    const removed = await call(
      "DELETE",
      `/api/compliance/required-certifications/${added.json().id}`,
      a.cookie,
    );
    expect(removed.statusCode).toBe(204);
    expect(
      (await call("DELETE", `/api/compliance/required-certifications/${added.json().id}`, a.cookie))
        .statusCode,
    ).toBe(404);
  });

  it("another agency's admin neither sees nor removes them", async () => {
    const theirs = (await call("GET", "/api/compliance/required-certifications", b.cookie)).json();
    expect(theirs.map((r: Json) => r.name)).toEqual(["PHTLS"]);
    const res = await call("DELETE", `/api/compliance/required-certifications/${cprId}`, b.cookie);
    expect(res.statusCode).toBe(404);
    expect((await call("GET", "/api/compliance/required-certifications", a.cookie)).json()).toHaveLength(3);
  });
});

describe("the requirements check for scheduling", () => {
  const check = (cookie: string, userId: string, date?: string) =>
    call("GET", `/api/compliance/requirements-check?userId=${userId}${date ? `&date=${date}` : ""}`, cookie);

  it("names a certification that expires before the shift's date", async () => {
    const res = await check(officer.cookie, kim.id, day(20));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: kim.id,
      date: day(20),
      missing: [{ name: "SCBA Fit Test", reason: "expires before", expirationDate: day(12) }],
    });
    // Still valid on a shift before it expires, and on its last day.
    expect((await check(officer.cookie, kim.id, day(12))).json().missing).toEqual([]);
    expect((await check(officer.cookie, kim.id)).json()).toMatchObject({ date: today, missing: [] });
  });

  it("names missing and expired requirements (a pending certification does not count)", async () => {
    expect((await check(a.cookie, patel.id, day(1))).json().missing).toEqual([
      { name: "CPR", reason: "missing", expirationDate: null },
    ]);
    expect((await check(a.cookie, hale.id, day(1))).json().missing).toEqual([
      { name: "CPR", reason: "expired", expirationDate: day(-9) },
    ]);
  });

  it("checks its query and answers 404 for someone outside the agency", async () => {
    expect((await check(a.cookie, kim.id, "2030-13-01")).statusCode).toBe(400);
    expect((await call("GET", "/api/compliance/requirements-check", a.cookie)).statusCode).toBe(400);
    expect((await check(b.cookie, kim.id, day(1))).statusCode).toBe(404);
  });
});

describe("reports", () => {
  const get = (url: string, cookie = a.cookie) => call("GET", url, cookie);

  it("Training Gaps names each member missing a required certification, and why", async () => {
    const res = await get("/api/compliance/reports/gaps.csv", firefighter.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="training-gaps-${today}.csv"; filename*=UTF-8''training-gaps-${today}.csv`,
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      "Team Member",
      "Email",
      "Role",
      "Missing Certification",
      "Required For",
      "Reason",
      "Last Expiration Date",
    ]);
    const gaps = rows.map((r) => [r[0], r[2], r[3], r[4], r[5], r[6]]);
    expect(gaps).toEqual([
      ["Marcus Hale", "Officer", "CPR", "Everyone", `Expired on ${display(day(-9))}`, day(-9)],
      ["Priya Patel", "EMT", "CPR", "Everyone", "Not on record", ""],
    ]);
  });

  it("Compliance Audit lists every member against each requirement of their role", async () => {
    const res = await get("/api/compliance/reports/audit.csv");
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      "Team Member",
      "Role",
      "Required Certification",
      "Required For",
      "Status",
      "Expiration Date",
      "Certificate Number",
    ]);
    expect(rows).toEqual([
      ["Marcus Hale", "Officer", "CPR", "Everyone", "Expired", day(-9), "AHA-2"],
      ["Jordan Kim", "Firefighter", "CPR", "Everyone", "Current", day(300), "AHA-3"],
      ["Jordan Kim", "Firefighter", "SCBA Fit Test", "Firefighter", "Expiring Soon", day(12), "FIT-3"],
      ["Priya Patel", "EMT", "CPR", "Everyone", "Missing", "", ""],
      ["Priya Patel", "EMT", "EMT", "EMT", "Current", day(400), "NREMT-4"],
      ["Dana Reyes", "Admin", "CPR", "Everyone", "Current", day(200), "AHA-1"],
    ]);
  });

  it("Certification Summary counts each member's certifications", async () => {
    const [header, ...rows] = parseCsv((await get("/api/compliance/reports/summary.csv")).body);
    expect(header).toEqual([
      "Team Member",
      "Email",
      "Role",
      "Certifications",
      "Current",
      "Expiring Soon",
      "Expired",
      "Compliance (%)",
    ]);
    const byName = Object.fromEntries(rows.map((r) => [r[0], r.slice(2)]));
    expect(byName).toEqual({
      "Marcus Hale": ["Officer", "1", "0", "0", "1", "0"],
      "Jordan Kim": ["Firefighter", "2", "2", "1", "0", "100"],
      "Priya Patel": ["EMT", "2", "1", "0", "0", "50"],
      "Dana Reyes": ["Admin", "1", "1", "0", "0", "100"],
    });
  });

  it("Expiration Report lists every certification by expiry with its state", async () => {
    const [header, ...rows] = parseCsv((await get("/api/compliance/reports/expiration.csv")).body);
    expect(header.slice(0, 6)).toEqual([
      "Expiration Date",
      "Days Until Expiration",
      "State",
      "Certification",
      "Team Member",
      "Role",
    ]);
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      [day(-9), "-9", "Expired", "CPR", "Marcus Hale"],
      [day(12), "12", "Expiring Soon", "SCBA Fit Test", "Jordan Kim"],
      [day(100), "100", "Active", "cpr", "Priya Patel"],
      [day(200), "200", "Active", "CPR", "Dana Reyes"],
      [day(300), "300", "Active", "CPR", "Jordan Kim"],
      [day(400), "400", "Active", "EMT", "Priya Patel"],
    ]);
    expect(rows[2][9]).toBe("Pending");
  });

  it("the Compliance Audit PDF carries the agency, the date, the score and the member table", async () => {
    const res = await get("/api/compliance/reports/audit.pdf");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`filename="compliance-audit-${today}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // One page per section.
    expect(res.rawPayload.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(3);
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Riverside Fire & Rescue");
    expect(text).toContain(`Compliance Audit · ${display(today)}`);
    // 4 of 6 certifications are active and unexpired (Marcus's expired, Priya's pending CPR).
    expect(text).toContain("67%");
    expect(text).toContain("4 of 6 certifications are current");
    for (const s of ["Priya Patel", "Missing", "Marcus Hale", "Expired", "SCBA Fit Test", "Expiring Soon"])
      expect(text).toContain(s);
  });

  it("the Certification Summary PDF has the overview and the per-member table", async () => {
    const res = await get("/api/compliance/reports/summary.pdf", firefighter.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(2);
    const text = pdfText(res.rawPayload);
    for (const s of [
      "Riverside Fire & Rescue",
      "Certification Summary",
      "Overview",
      "By team member",
      "Jordan Kim",
      "67%",
    ])
      expect(text).toContain(s);
  });

  it("offers PDF only for the summary and the audit", async () => {
    expect((await get("/api/compliance/reports/gaps.pdf")).statusCode).toBe(404);
    expect((await get("/api/compliance/reports/expiration.pdf")).statusCode).toBe(404);
  });

  it("another agency's reports hold none of the first agency's rows", async () => {
    for (const url of [
      "/api/compliance/reports/summary.csv",
      "/api/compliance/reports/expiration.csv",
      "/api/compliance/reports/audit.csv",
      "/api/compliance/reports/gaps.csv",
    ]) {
      const res = await get(url, b.cookie);
      expect(res.statusCode).toBe(200);
      for (const name of ["Jordan Kim", "Priya Patel", "Marcus Hale", "AHA-", "SCBA"])
        expect(res.body).not.toContain(name);
    }
    const gaps = parseCsv((await get("/api/compliance/reports/gaps.csv", b.cookie)).body);
    expect(gaps.slice(1).map((r) => [r[0], r[3]])).toEqual([
      ["Zed Outsider", "PHTLS"],
      ["Dana Reyes", "PHTLS"],
    ]);
    for (const url of ["/api/compliance/reports/summary.pdf", "/api/compliance/reports/audit.pdf"]) {
      const text = pdfText((await get(url, b.cookie)).rawPayload);
      expect(text).toContain("Other County EMS");
      for (const name of ["Jordan Kim", "Priya Patel", "Riverside"]) expect(text).not.toContain(name);
    }
  });

  it("refuses visitors who are not signed in", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/compliance/reports/gaps.csv" })).statusCode).toBe(
      401,
    );
  });
});
