/**
 * The session's canReview (the web shows QA by it): admins always, officers the admin names in Settings → QA
 * Reviewers, nobody else; the same rule the report routes apply.
 */
import { PCR_MESSAGES } from "@rollcall/shared/epcr/api";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withAgency } from "../../db/client";
import { pcrReports } from "../../db/schema/epcr";
import { addMember, logIn, signIn } from "../../test/members";
import { type Json, type Member, twoAgencies } from "../../test/world";

const { t, a, b, officer, firefighter, emt, call, expectCall } = twoAgencies({ crew: true });

type Me = { user: Json & { id: string; canReview: boolean } };
const canReview = async (cookie: string) =>
  (await expectCall<Me>(200, "GET", "/api/user", cookie)).user.canReview;
const setReviewers = (cookie: string, userIds: string[]) =>
  call("PUT", "/api/pcr/reviewers", cookie, { userIds });

let other: Member;

beforeAll(async () => {
  const added = await addMember(t.db, a.user.agencyId, "officer", { firstName: "Rae", lastName: "Other" });
  other = { id: added.id, email: added.email, cookie: await signIn(t.app, added.email) };
});

describe("canReview on the session", () => {
  it("is true for an admin, whoever the list names", async () => {
    expect(await canReview(a.cookie)).toBe(true);
    expect(await canReview(b.cookie)).toBe(true);
  });

  it("is false for an officer until the admin names them, and false again once dropped", async () => {
    expect(await canReview(officer.cookie)).toBe(false);
    expect((await setReviewers(a.cookie, [officer.id])).statusCode).toBe(200);
    expect(await canReview(officer.cookie)).toBe(true);
    // The officer not named stays without QA.
    expect(await canReview(other.cookie)).toBe(false);
    // The same answer from sign-in.
    const login = await logIn(t.app, officer.email);
    expect(login.json().user).toMatchObject({ id: officer.id, canReview: true });
    // And from the profile change, which the web keeps as the session.
    const renamed = await expectCall<Me>(200, "PATCH", "/api/profile", officer.cookie, {
      firstName: "Marcus",
      lastName: "Hale",
      email: officer.email,
    });
    expect(renamed.user.canReview).toBe(true);
    // The QA queue opens to them as it does to an admin.
    expect((await call("GET", "/api/pcr?needsReview=true", officer.cookie)).statusCode).toBe(200);

    expect((await setReviewers(a.cookie, [other.id])).statusCode).toBe(200);
    expect(await canReview(officer.cookie)).toBe(false);
    expect(await canReview(other.cookie)).toBe(true);
  });

  it("is false for a firefighter, who cannot be named", async () => {
    const refused = await setReviewers(a.cookie, [firefighter.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.userIds).toBe(PCR_MESSAGES.reviewers);
    expect(await canReview(firefighter.cookie)).toBe(false);
  });

  it("ends when a named officer becomes a firefighter, though the list still names them", async () => {
    const demoted = await addMember(t.db, a.user.agencyId, "officer", {
      firstName: "Was",
      lastName: "Officer",
    });
    expect((await setReviewers(a.cookie, [other.id, demoted.id])).statusCode).toBe(200);
    // A report of a call they were not on: theirs to read while they review.
    const report = await expectCall<{ id: string }>(201, "POST", "/api/pcr", emt.cookie, {});
    const reviewing = await signIn(t.app, demoted.email);
    expect(await canReview(reviewing)).toBe(true);
    expect((await call("GET", `/api/pcr/${report.id}`, reviewing)).statusCode).toBe(200);

    await expectCall(200, "PATCH", `/api/users/${demoted.id}`, a.cookie, { role: "firefighter" });
    const cookie = await signIn(t.app, demoted.email);
    expect(await canReview(cookie)).toBe(false);
    // Nor does the report open to them any more: the list holds their own calls only.
    expect(await expectCall<{ id: string }[]>(200, "GET", "/api/pcr", cookie)).toEqual([]);
    expect((await call("GET", `/api/pcr/${report.id}`, cookie)).statusCode).toBe(404);
    // The database's own read policy agrees: a query run as them finds no such report.
    const seen = await withAgency(t.db, { agencyId: a.user.agencyId, userId: demoted.id }, (tx) =>
      tx.select({ id: pcrReports.id }).from(pcrReports).where(eq(pcrReports.id, report.id)),
    );
    expect(seen).toEqual([]);
  });

  it("never comes from another agency's list", async () => {
    // Agency B's admin cannot name agency A's officer: 400, and A's officer gains nothing.
    const refused = await setReviewers(b.cookie, [officer.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.userIds).toBe(PCR_MESSAGES.reviewers);
    expect(await canReview(officer.cookie)).toBe(false);
    expect(await expectCall(200, "GET", "/api/pcr/reviewers", b.cookie)).toEqual({ userIds: [] });
  });

  it("is the admin's to set: an officer, even a reviewer, may neither read nor change the list", async () => {
    expect((await call("GET", "/api/pcr/reviewers", other.cookie)).statusCode).toBe(403);
    expect((await setReviewers(other.cookie, [other.id, officer.id])).statusCode).toBe(403);
    expect((await call("PUT", "/api/pcr/facilities", other.cookie, { facilities: [] })).statusCode).toBe(403);
  });
});

describe("facilities as Settings → Facilities sends them", () => {
  it("keeps every field, clears the empty ones, and names the bad field of the row", async () => {
    const saved = await expectCall<{ facilities: Json[] }>(200, "PUT", "/api/pcr/facilities", a.cookie, {
      facilities: [
        {
          name: "Mercy General",
          type: "1701021",
          code: "MG-1",
          address: "1 Hospital Way",
          city: "Raleigh",
          state: "37",
          zip: "27601-1234",
          phone: "919-555-0100",
        },
        { name: "Urgent Care East", type: "1701011", code: null, address: null, city: null, state: null },
      ],
    });
    expect(saved.facilities).toMatchObject([
      { name: "Mercy General", type: "1701021", state: "37", zip: "27601-1234", phone: "919-555-0100" },
      { name: "Urgent Care East", type: "1701011", code: null, zip: null, phone: null },
    ]);
    const refused = await call("PUT", "/api/pcr/facilities", a.cookie, {
      facilities: [...saved.facilities, { name: "Bad", type: "1701999", state: "NC", zip: "123" }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({
      "facilities.2.type": PCR_MESSAGES.facilityType,
      "facilities.2.state": PCR_MESSAGES.facilityState,
      "facilities.2.zip": PCR_MESSAGES.facilityZip,
    });
    // Nothing of the refused list was kept; agency B sees none of A's.
    expect(
      (await expectCall<{ facilities: Json[] }>(200, "GET", "/api/pcr/facilities", a.cookie)).facilities,
    ).toHaveLength(2);
    expect(await expectCall(200, "GET", "/api/pcr/facilities", b.cookie)).toEqual({ facilities: [] });
  });
});
