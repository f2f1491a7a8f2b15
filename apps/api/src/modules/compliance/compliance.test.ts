/**
 * Certifications through the HTTP API: the list and its computed states, the expiring list, add / edit /
 * renew / delete with the spec's messages, who may write what, agency isolation, and reminders.
 */
import { COMPLIANCE_MESSAGES } from "@rollcall/shared/compliance";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { asPlatform, withAgency } from "../../db/client";
import { auditLogs } from "../../db/schema/audit";
import { certifications } from "../../db/schema/compliance";
import { notifications } from "../../db/schema/notifications";
import { users } from "../../db/schema/users";
import { createTestApp, testDay as day, shownDay as display, signUpAgency } from "../../test/harness";
import { addMember } from "../../test/members";
import { type Json, twoAgencies } from "../../test/world";

const world = twoAgencies({ dataDir: "rollcall-compliance-", crew: true, bMember: "firefighter" });
const { t, a, b, officer, firefighter, emt, bMember, call, expectCall } = world;
const kim = firefighter;
const patel = emt;

const cert = (userId: string, extra: Json = {}): Json => ({
  userId,
  name: "CPR",
  issuingOrganization: "American Heart Association",
  issueDate: day(-300),
  expirationDate: day(200),
  certificateNumber: "AHA-2024-1182",
  ...extra,
});

const add = (cookie: string, payload: Json) =>
  expectCall<{ id: string } & Json>(201, "POST", "/api/certifications", cookie, payload);

const list = (cookie: string, url = "/api/certifications") =>
  expectCall<Array<{ id: string } & Json>>(200, "GET", url, cookie);

describe("adding certifications", () => {
  it("answers the spec's messages for the three required fields, on every field at once", async () => {
    const res = await call("POST", "/api/certifications", a.cookie, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      userId: "User is required",
      name: "Certification name is required",
      expirationDate: "Expiration date is required",
    });
    const blank = await call("POST", "/api/certifications", a.cookie, {
      userId: "",
      name: "  ",
      expirationDate: "",
    });
    expect(blank.json().errors).toEqual({
      userId: "User is required",
      name: "Certification name is required",
      expirationDate: "Expiration date is required",
    });
  });

  it("refuses a bad date and an expiry before the issue date", async () => {
    const bad = await call(
      "POST",
      "/api/certifications",
      a.cookie,
      cert(kim.id, { expirationDate: "2031-02-30" }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.expirationDate).toBe(COMPLIANCE_MESSAGES.invalidDate);
    const order = await call(
      "POST",
      "/api/certifications",
      a.cookie,
      cert(kim.id, { issueDate: day(10), expirationDate: day(5) }),
    );
    expect(order.statusCode).toBe(400);
    expect(order.json().errors.expirationDate).toBe("Expiration date must be on or after the issue date");
  });

  it("an admin adds one for a member: it is active by default and listed with the holder's name", async () => {
    const created = await add(a.cookie, cert(kim.id, { name: "Hazmat Operations", status: undefined }));
    expect(created).toMatchObject({
      userId: kim.id,
      holderName: "Jordan Kim",
      user: { id: kim.id, firstName: "Jordan", lastName: "Kim", role: "firefighter" },
      name: "Hazmat Operations",
      issuingOrganization: "American Heart Association",
      issueDate: day(-300),
      expirationDate: day(200),
      certificateNumber: "AHA-2024-1182",
      status: "active",
      displayState: "active",
      daysUntilExpiration: 200,
      documentUrl: null,
      lastRemindedAt: null,
    });
    // Every member reads the agency's list.
    const seen = (await list(emt.cookie)).find((c) => c.id === created.id);
    expect(seen).toMatchObject({ holderName: "Jordan Kim", name: "Hazmat Operations" });
  });

  it("blank optional fields are stored as nothing", async () => {
    const created = await add(a.cookie, {
      userId: patel.id,
      name: "  Swift Water Rescue ",
      issuingOrganization: "",
      issueDate: "",
      certificateNumber: "",
      expirationDate: day(400),
    });
    expect(created).toMatchObject({
      name: "Swift Water Rescue",
      issuingOrganization: null,
      issueDate: null,
      certificateNumber: null,
    });
  });

  it("computes Expired / Expiring Soon / Active from the date against the agency's today", async () => {
    const cases = [
      { n: -1, state: "expired" },
      { n: 0, state: "expiring" },
      { n: 30, state: "expiring" },
      { n: 31, state: "active" },
    ];
    for (const c of cases) {
      const created = await add(
        officer.cookie,
        cert(patel.id, { name: `State ${c.n}`, expirationDate: day(c.n), issueDate: null }),
      );
      expect(created.displayState, `${c.n} days`).toBe(c.state);
      expect(created.daysUntilExpiration).toBe(c.n);
    }
  });

  it("refuses a member of another agency or an unknown id with a field error (and the database refuses it too)", async () => {
    for (const userId of [bMember.id, "7d0b3f8e-5a44-4c1f-9a59-3f1f5e7e2b10"]) {
      const res = await call("POST", "/api/certifications", a.cookie, cert(userId));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Choose a member of your agency",
        errors: { userId: "Choose a member of your agency" },
      });
    }
    // The composite foreign key (agency_id, user_id) refuses the row even on a path without the check.
    await expect(
      asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
        tx.insert(certifications).values({
          agencyId: a.user.agencyId,
          userId: bMember.id,
          name: "CPR",
          expirationDate: day(10),
        }),
      ),
    ).rejects.toThrow();
  });
});

describe("who may write", () => {
  it("a firefighter adds, edits, renews and deletes their own certification", async () => {
    const own = await add(firefighter.cookie, cert(kim.id, { name: "CPR Card", expirationDate: day(-2) }));
    expect(own.displayState).toBe("expired");
    const edited = await call("PATCH", `/api/certifications/${own.id}`, firefighter.cookie, {
      certificateNumber: "NEW-1",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().certificateNumber).toBe("NEW-1");
    const renewed = await call("PATCH", `/api/certifications/${own.id}`, firefighter.cookie, {
      expirationDate: day(365),
      status: "active",
    });
    expect(renewed.json()).toMatchObject({
      expirationDate: day(365),
      status: "active",
      displayState: "active",
    });
    expect((await call("DELETE", `/api/certifications/${own.id}`, firefighter.cookie)).statusCode).toBe(204);
    expect((await list(a.cookie)).some((c) => c.id === own.id)).toBe(false);
  });

  it("a firefighter may not add, change, reassign or delete anyone else's", async () => {
    const forbidden = { message: COMPLIANCE_MESSAGES.ownOnly };
    const add403 = await call("POST", "/api/certifications", firefighter.cookie, cert(patel.id));
    expect(add403.statusCode).toBe(403);
    expect(add403.json()).toEqual(forbidden);

    const theirs = await add(a.cookie, cert(patel.id, { name: "EMT-Basic" }));
    const edit = await call("PATCH", `/api/certifications/${theirs.id}`, firefighter.cookie, {
      name: "Mine now",
    });
    expect(edit.statusCode).toBe(403);
    const renew = await call("PATCH", `/api/certifications/${theirs.id}`, firefighter.cookie, {
      expirationDate: day(365),
      status: "active",
    });
    expect(renew.statusCode).toBe(403);
    expect((await call("DELETE", `/api/certifications/${theirs.id}`, firefighter.cookie)).statusCode).toBe(
      403,
    );

    const own = await add(firefighter.cookie, cert(kim.id, { name: "Driver" }));
    const reassign = await call("PATCH", `/api/certifications/${own.id}`, firefighter.cookie, {
      userId: patel.id,
    });
    expect(reassign.statusCode).toBe(403);

    const stored = (await list(a.cookie)).find((c) => c.id === theirs.id);
    expect(stored).toMatchObject({ name: "EMT-Basic", expirationDate: day(200) });
  });

  it("officers and admins change and delete anyone's", async () => {
    const theirs = await add(emt.cookie, cert(patel.id, { name: "PALS" }));
    const byOfficer = await call("PATCH", `/api/certifications/${theirs.id}`, officer.cookie, {
      name: "PALS Provider",
      status: "pending",
      userId: kim.id,
    });
    expect(byOfficer.statusCode).toBe(200);
    expect(byOfficer.json()).toMatchObject({
      name: "PALS Provider",
      status: "pending",
      holderName: "Jordan Kim",
    });
    expect((await call("DELETE", `/api/certifications/${theirs.id}`, a.cookie)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/certifications/${theirs.id}`, a.cookie)).statusCode).toBe(404);
  });

  it("an edit checks its fields like an add, merged with what is stored", async () => {
    const c = await add(a.cookie, cert(kim.id, { name: "Rope Rescue", issueDate: day(-10) }));
    const blank = await call("PATCH", `/api/certifications/${c.id}`, a.cookie, {
      name: "",
      expirationDate: "",
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({
      name: "Certification name is required",
      expirationDate: "Expiration date is required",
    });
    const early = await call("PATCH", `/api/certifications/${c.id}`, a.cookie, { expirationDate: day(-20) });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.expirationDate).toBe("Expiration date must be on or after the issue date");
    const foreign = await call("PATCH", `/api/certifications/${c.id}`, a.cookie, { userId: bMember.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.userId).toBe("Choose a member of your agency");
  });

  it("every write is in the audit log", async () => {
    const c = await add(officer.cookie, cert(patel.id, { name: "Audited" }));
    await call("PATCH", `/api/certifications/${c.id}`, officer.cookie, {
      expirationDate: day(500),
      status: "active",
    });
    await call("DELETE", `/api/certifications/${c.id}`, officer.cookie);
    const rows = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .select({ action: auditLogs.action })
        .from(auditLogs)
        .where(and(eq(auditLogs.entityType, "certifications"), eq(auditLogs.entityId, c.id))),
    );
    expect(rows.map((r) => r.action).sort()).toEqual(["create", "delete", "update"].sort());
  });
});

describe("the expiring list", () => {
  it("holds the certifications expiring within 30 days, not yet expired, soonest first", async () => {
    const names = {
      soon: "Expiring Test 3",
      later: "Expiring Test 29",
      past: "Expiring Test -1",
      far: "Expiring Test 31",
    };
    await add(a.cookie, cert(kim.id, { name: names.later, expirationDate: day(29), issueDate: null }));
    await add(a.cookie, cert(kim.id, { name: names.soon, expirationDate: day(3), issueDate: null }));
    await add(a.cookie, cert(kim.id, { name: names.past, expirationDate: day(-1), issueDate: null }));
    await add(a.cookie, cert(kim.id, { name: names.far, expirationDate: day(31), issueDate: null }));
    const expiring = (await list(firefighter.cookie, "/api/certifications/expiring")).map(
      (c) => c.name as string,
    );
    expect(expiring).toContain(names.soon);
    expect(expiring).toContain(names.later);
    expect(expiring).not.toContain(names.past);
    expect(expiring).not.toContain(names.far);
    expect(expiring.indexOf(names.soon)).toBeLessThan(expiring.indexOf(names.later));
    for (const c of await list(firefighter.cookie, "/api/certifications/expiring"))
      expect(c.displayState).toBe("expiring");
  });

  it("leaves out certifications of members who were removed", async () => {
    const gone = await addMember(t.db, a.user.agencyId, "firefighter", {
      firstName: "Gone",
      lastName: "Member",
    });
    const c = await add(
      a.cookie,
      cert(gone.id, { name: "Left Behind", expirationDate: day(5), issueDate: null }),
    );
    await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id)),
    );
    expect((await list(a.cookie)).some((x) => x.id === c.id)).toBe(false);
    expect((await list(a.cookie, "/api/certifications/expiring")).some((x) => x.id === c.id)).toBe(false);
  });
});

describe("reminders", () => {
  async function notificationsOf(userId: string) {
    return withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .select({ title: notifications.title, message: notifications.message, type: notifications.type })
        .from(notifications)
        .where(and(eq(notifications.agencyId, a.user.agencyId), eq(notifications.userId, userId))),
    );
  }

  it("tells the holder in the app and by email, records it, and refuses a second within 24 hours", async () => {
    const c = await add(
      a.cookie,
      cert(patel.id, { name: "ACLS", expirationDate: day(12), certificateNumber: "ACLS-77" }),
    );
    const before = t.outbox.length;
    const res = await call("POST", `/api/certifications/${c.id}/remind`, officer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ holderName: "Priya Patel", emailSent: true });

    const date = display(day(12));
    expect(await notificationsOf(patel.id)).toContainEqual({
      title: "Certification renewal reminder",
      message: `Your ACLS certification expires on ${date}. Please renew it and upload the new certificate.`,
      type: "warning",
    });
    const mail = t.outbox.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0].to).toBe(patel.email);
    expect(mail[0].subject).toBe(`Reminder: your ACLS certification expires on ${date}`);
    expect(mail[0].text).toContain(
      `Marcus Hale at Agency A reminds you that your ACLS certification (No. ACLS-77) expires on ${date}.`,
    );
    expect(mail[0].text).toContain("http://rollcall.test/compliance");

    const listed = (await list(a.cookie)).find((x) => x.id === c.id);
    expect(listed?.lastRemindedAt).toBe(res.json().remindedAt);

    const again = await call("POST", `/api/certifications/${c.id}/remind`, a.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^A reminder was already sent on [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{2}:\d{2}\. Another can be sent 24 hours after the last one\.$/,
    );
    expect(t.outbox.length).toBe(before + 1);

    // A day later it may be sent again.
    await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .update(certifications)
        .set({ lastRemindedAt: sql`now() - interval '25 hours'` })
        .where(eq(certifications.id, c.id)),
    );
    expect((await call("POST", `/api/certifications/${c.id}/remind`, a.cookie)).statusCode).toBe(200);
    expect(t.outbox.length).toBe(before + 2);
  });

  it("says 'expired' for a lapsed certification, and a renewal starts a new reminder cycle", async () => {
    const c = await add(
      a.cookie,
      cert(kim.id, { name: "Pump Operator", expirationDate: day(-3), issueDate: null }),
    );
    const before = t.outbox.length;
    expect((await call("POST", `/api/certifications/${c.id}/remind`, a.cookie)).statusCode).toBe(200);
    expect(t.outbox[before].subject).toBe(
      `Reminder: your Pump Operator certification expired on ${display(day(-3))}`,
    );
    await call("PATCH", `/api/certifications/${c.id}`, a.cookie, {
      expirationDate: day(20),
      status: "active",
    });
    expect((await call("POST", `/api/certifications/${c.id}/remind`, a.cookie)).statusCode).toBe(200);
  });

  it("is for officers and admins only", async () => {
    const c = await add(
      a.cookie,
      cert(kim.id, { name: "Own Reminder", expirationDate: day(4), issueDate: null }),
    );
    for (const cookie of [firefighter.cookie, emt.cookie]) {
      const res = await call("POST", `/api/certifications/${c.id}/remind`, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Officer or admin access required");
    }
  });

  it("still records the reminder when the mail server fails", async () => {
    const failing = await createTestApp(
      { DATA_DIR: world.dataDir },
      { mailer: { send: async () => Promise.reject(new Error("SMTP down")) } },
    );
    try {
      const admin = await signUpAgency(failing.app, { agencyName: "Agency C" });
      const created = await failing.app.inject({
        method: "POST",
        url: "/api/certifications",
        headers: { cookie: admin.cookie },
        payload: cert(admin.user.id, { issueDate: null, expirationDate: day(3) }),
      });
      const res = await failing.app.inject({
        method: "POST",
        url: `/api/certifications/${created.json().id}/remind`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().emailSent).toBe(false);
    } finally {
      await failing.close();
    }
  });
});

describe("agency isolation", () => {
  it("another agency's admin sees none of the first agency's certifications and gets 404 on every id", async () => {
    const c = await add(
      a.cookie,
      cert(kim.id, { name: "Isolated", expirationDate: day(5), issueDate: null }),
    );
    expect(await list(b.cookie)).toEqual([]);
    expect(await list(b.cookie, "/api/certifications/expiring")).toEqual([]);
    const patch = await call("PATCH", `/api/certifications/${c.id}`, b.cookie, { name: "Taken" });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ message: "Certification not found" });
    expect((await call("DELETE", `/api/certifications/${c.id}`, b.cookie)).statusCode).toBe(404);
    expect((await call("POST", `/api/certifications/${c.id}/remind`, b.cookie)).statusCode).toBe(404);
    // Nor can it file one for the first agency's member.
    const foreign = await call("POST", "/api/certifications", b.cookie, cert(kim.id));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.userId).toBe("Choose a member of your agency");
    // Malformed ids are 404 like missing ones.
    expect((await call("PATCH", "/api/certifications/not-a-uuid", a.cookie, { name: "x" })).statusCode).toBe(
      404,
    );
    const stillThere = (await list(a.cookie)).find((x) => x.id === c.id);
    expect(stillThere?.name).toBe("Isolated");
  });

  it("refuses everything to a visitor who is not signed in", async () => {
    for (const [method, url] of [
      ["GET", "/api/certifications"],
      ["GET", "/api/certifications/expiring"],
      ["POST", "/api/certifications"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "POST" ? cert(kim.id) : undefined });
      expect(res.statusCode).toBe(401);
    }
  });
});
