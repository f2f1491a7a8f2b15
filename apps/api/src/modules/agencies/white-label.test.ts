/**
 * White-label (Pro, issue 18): brand colours an admin sets (only on a plan with White-label, only readable
 * ones), the agency's host name an operator sets (or AGENCY_HOSTS), the sign-in page's brand for that host
 * (name, colours, logo) and the agency's own name in its emails.
 */

import { featureGateMessage } from "@rollcall/shared/billing";
import { BRAND_COLOR_MESSAGES, contrastRatio, HOST_NAME_MESSAGES } from "@rollcall/shared/branding";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agencies } from "../../db/schema/agencies";
import { addMember, setTier, signIn } from "../../test/members";
import { type Member, twoAgencies } from "../../test/world";
import { PNG, putFile } from "./branding.test-files";

// AGENCY_HOSTS maps one host name by configuration: agency B's id is not known yet, so a fixed made-up one
// shows a mapped host whose agency does not exist answers no brand.
const world = twoAgencies({
  dataDir: "rollcall-white-label-",
  env: { AGENCY_HOSTS: "ghost.example.org=00000000-0000-4000-8000-00000000beef" },
});
const { t, a, b, officer, call, expectCall } = world;
const operator = {} as Member;

beforeAll(async () => {
  const added = await addMember(t.db, a.user.agencyId, "admin", { isUniverseAdmin: true });
  Object.assign(operator, { id: added.id, email: added.email, cookie: await signIn(t.app, added.email) });
});

const colorsUrl = (agencyId: string) => `/api/agencies/${agencyId}/brand-colors`;
const brandOn = (host: string) => call("GET", "/api/brand", undefined, undefined, { host });
const setHost = (agencyId: string, hostName: string | null) =>
  call("PATCH", `/api/universe/agencies/${agencyId}/host-name`, operator.cookie, { hostName });

describe("brand colors", () => {
  it("saves an admin's readable colours (upper case) and the agency read shows them", async () => {
    const saved = await expectCall<{ primaryColor: string; secondaryColor: string }>(
      200,
      "PATCH",
      colorsUrl(a.user.agencyId),
      a.cookie,
      { primaryColor: "#7a1f1f", secondaryColor: "#ffc857" },
    );
    expect(saved).toMatchObject({ primaryColor: "#7A1F1F", secondaryColor: "#FFC857" });
    const agency = await expectCall(200, "GET", `/api/agencies/${a.user.agencyId}`, officer.cookie);
    expect(agency).toMatchObject({ primaryColor: "#7A1F1F", secondaryColor: "#FFC857" });
  });

  it("refuses colours the theme's text would be unreadable on, naming the contrast, and keeps the old ones", async () => {
    const light = await call("PATCH", colorsUrl(a.user.agencyId), a.cookie, {
      primaryColor: "#87CEEB",
      secondaryColor: "#FFC857",
    });
    expect(light.statusCode).toBe(400);
    expect(light.json().errors.primaryColor).toBe(
      BRAND_COLOR_MESSAGES.primaryTooLight(contrastRatio("#87CEEB", "#FFFFFF")),
    );
    expect(light.json().errors.primaryColor).toContain("1.7:1");

    const dark = await call("PATCH", colorsUrl(a.user.agencyId), a.cookie, {
      primaryColor: "#7A1F1F",
      secondaryColor: "#202020",
    });
    expect(dark.statusCode).toBe(400);
    expect(dark.json().errors.secondaryColor).toMatch(/^Choose a lighter secondary color/);

    const close = await call("PATCH", colorsUrl(a.user.agencyId), a.cookie, {
      primaryColor: "#2E6DA4",
      secondaryColor: "#4A90C0",
    });
    expect(close.statusCode).toBe(400);
    expect(close.json().errors.secondaryColor).toMatch(/^Choose a secondary color that stands out/);

    const garbled = await call("PATCH", colorsUrl(a.user.agencyId), a.cookie, {
      primaryColor: "red",
      secondaryColor: "#12345",
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().errors).toEqual({
      primaryColor: BRAND_COLOR_MESSAGES.format,
      secondaryColor: BRAND_COLOR_MESSAGES.format,
    });

    const agency = await expectCall(200, "GET", `/api/agencies/${a.user.agencyId}`, a.cookie);
    expect(agency).toMatchObject({ primaryColor: "#7A1F1F", secondaryColor: "#FFC857" });
  });

  it("is for admins (403), of their own agency (404), on a plan with White-label (402)", async () => {
    const body = { primaryColor: "#1F3A5F", secondaryColor: "#7FD1FF" };
    expect((await call("PATCH", colorsUrl(a.user.agencyId), officer.cookie, body)).statusCode).toBe(403);
    expect((await call("PATCH", colorsUrl(b.user.agencyId), a.cookie, body)).statusCode).toBe(404);
    const bAgency = await expectCall(200, "GET", `/api/agencies/${b.user.agencyId}`, b.cookie);
    expect(bAgency).toMatchObject({ primaryColor: "#3B4B6B" });

    await setTier(t.db, b.user.agencyId, "standard");
    try {
      const refused = await call("PATCH", colorsUrl(b.user.agencyId), b.cookie, body);
      expect(refused.statusCode).toBe(402);
      expect(refused.json().message).toBe(featureGateMessage("whiteLabel"));
    } finally {
      await setTier(t.db, b.user.agencyId, "trial");
    }
  });
});

describe("the agency's host name and its sign-in page", () => {
  it("answers no brand on the installation's own host names", async () => {
    expect((await brandOn("localhost")).json()).toEqual({ brand: null });
    // Mapped by AGENCY_HOSTS to an agency that does not exist: nothing to show, nothing else leaks.
    expect((await brandOn("ghost.example.org")).json()).toEqual({ brand: null });
    expect(
      (await call("GET", "/api/brand/logo", undefined, undefined, { host: "localhost" })).statusCode,
    ).toBe(404);
  });

  it("serves a white-labelled agency's name, colours and logo on the host an operator maps to it", async () => {
    const mapped = await setHost(a.user.agencyId, "Fire.Riverside.example.org");
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().hostName).toBe("fire.riverside.example.org");

    // Before a logo: name and colours.
    const before = (await brandOn("fire.riverside.example.org:443")).json();
    expect(before).toEqual({
      brand: {
        name: "Agency A",
        primaryColor: "#7A1F1F",
        secondaryColor: "#FFC857",
        logoUrl: null,
      },
    });

    const { uploadURL } = await expectCall<{ uploadURL: string }>(
      200,
      "POST",
      "/api/objects/upload",
      a.cookie,
    );
    expect((await putFile(t.app, uploadURL, PNG, "image/png", a.cookie)).status).toBe(200);
    await expectCall(200, "PUT", `/api/agencies/${a.user.agencyId}/logo`, a.cookie, { logoURL: uploadURL });

    const brand = (await brandOn("fire.riverside.example.org")).json().brand;
    expect(brand.logoUrl).toMatch(/^\/api\/brand\/logo\?v=[0-9a-f]+$/);
    const logo = await call("GET", brand.logoUrl, undefined, undefined, {
      host: "fire.riverside.example.org",
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(logo.rawPayload, PNG)).toBe(0);
    // The same address on another host is not that agency's logo.
    expect((await call("GET", brand.logoUrl, undefined, undefined, { host: "localhost" })).statusCode).toBe(
      404,
    );
  });

  it("shows no brand while the agency's plan lacks White-label, or once it is suspended", async () => {
    await setTier(t.db, a.user.agencyId, "standard");
    try {
      expect((await brandOn("fire.riverside.example.org")).json()).toEqual({ brand: null });
    } finally {
      await setTier(t.db, a.user.agencyId, "trial");
    }
    await expectCall(200, "PATCH", `/api/universe/agencies/${b.user.agencyId}/host-name`, operator.cookie, {
      hostName: "ems.harbor.example.org",
    });
    expect((await brandOn("ems.harbor.example.org")).json().brand).not.toBeNull();
    await expectCall(200, "PATCH", `/api/universe/agencies/${b.user.agencyId}/suspend`, operator.cookie);
    try {
      expect((await brandOn("ems.harbor.example.org")).json()).toEqual({ brand: null });
    } finally {
      await expectCall(200, "PATCH", `/api/universe/agencies/${b.user.agencyId}/activate`, operator.cookie);
    }
  });

  it("gives one host name to one agency (409), refuses a malformed one (400) and clears it with null", async () => {
    const taken = await setHost(b.user.agencyId, "fire.riverside.example.org");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ hostName: HOST_NAME_MESSAGES.taken });
    for (const hostName of ["https://fire.example.org", "fire.example.org:8443", "", "fire example.org"]) {
      const bad = await setHost(b.user.agencyId, hostName);
      expect(bad.statusCode, hostName).toBe(400);
      expect(bad.json().errors.hostName).toBe(HOST_NAME_MESSAGES.invalid);
    }
    const cleared = await setHost(b.user.agencyId, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().hostName).toBeNull();
    expect((await brandOn("ems.harbor.example.org")).json()).toEqual({ brand: null });
    // Only operators map host names.
    const admin = await call("PATCH", `/api/universe/agencies/${a.user.agencyId}/host-name`, a.cookie, {
      hostName: "mine.example.org",
    });
    expect(admin.statusCode).toBe(403);
  });
});

describe("the installation's own host name", () => {
  it("is never one agency's (400 naming the field), and shows no agency's brand even if a row names it", async () => {
    for (const hostName of ["rollcall.test", "Rollcall.Test"]) {
      const refused = await setHost(a.user.agencyId, hostName);
      expect(refused.statusCode, hostName).toBe(400);
      expect(refused.json().errors).toEqual({ hostName: HOST_NAME_MESSAGES.installation });
    }
    // A visitor's sign-in page on the installation's host shows no agency.
    expect((await brandOn("rollcall.test")).json()).toEqual({ brand: null });
    // A row written before the rule (or by hand) changes nothing on that host either.
    await t.db.update(agencies).set({ hostName: "rollcall.test" }).where(eq(agencies.id, a.user.agencyId));
    try {
      expect((await brandOn("rollcall.test")).json()).toEqual({ brand: null });
      const logo = await call("GET", "/api/brand/logo", undefined, undefined, { host: "rollcall.test" });
      expect(logo.statusCode).toBe(404);
    } finally {
      await t.db.update(agencies).set({ hostName: null }).where(eq(agencies.id, a.user.agencyId));
    }
  });
});

describe("the agency's name in its emails", () => {
  const invite = async (cookie: string) => {
    const before = t.outbox.length;
    const email = `wl.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
    await expectCall(201, "POST", "/api/users/invite", cookie, {
      email,
      firstName: "Sam",
      lastName: "Ortiz",
      role: "firefighter",
    });
    const mail = t.outbox.slice(before).find((m) => m.to === email);
    if (!mail) throw new Error("no invitation mail");
    return mail;
  };

  it("invites under the agency's own name when white-labelled, under the product's otherwise", async () => {
    const own = await invite(a.cookie);
    expect(own.fromName).toBe("Agency A");
    expect(own.subject).toBe("You're invited to join Agency A");
    expect(`${own.text}${own.html}`).not.toContain("Rollcall");

    await setTier(t.db, a.user.agencyId, "standard");
    try {
      const product = await invite(a.cookie);
      expect(product.fromName).toBe("Rollcall");
      expect(product.subject).toBe("You're invited to join Agency A on Rollcall");
    } finally {
      await setTier(t.db, a.user.agencyId, "trial");
    }
  });
});
