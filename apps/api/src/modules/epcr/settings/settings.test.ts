/**
 * Settings → NEMSIS: admins set the agency's state ids and codes and the state web service; the password is
 * sealed, never answered and never in the audit log; what the exports still lack is named; other agencies and
 * members see nothing of it.
 */
import { NEMSIS_SETTINGS_MESSAGES as M, type NemsisSettings } from "@rollcall/shared/epcr/settings";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { asPlatform } from "../../../db/client";
import { auditLogs } from "../../../db/schema/audit";
import { nemsisSettings } from "../../../db/schema/epcr-settings";
import { twoAgencies } from "../../../test/world";
import { nemsisSecretBox } from "./settings.service";

const { t, a, b, firefighter, call, expectCall } = twoAgencies();

describe("NEMSIS settings", () => {
  it("starts empty and names what the exports lack", async () => {
    const s = await expectCall<NemsisSettings>(200, "GET", "/api/pcr/settings", a.cookie);
    expect(s).toMatchObject({ stateId: null, counties: [], hasPassword: false, canSubmit: false });
    expect(s.missingForExport).toContain("Agency number");
  });

  it("keeps the agency's ids and codes, seals the password and answers only that one is stored", async () => {
    const bad = await call("PUT", "/api/pcr/settings", a.cookie, {
      stateCode: "99",
      counties: ["3718"],
      npi: "12",
      endpoint: "ftp://state",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      stateCode: M.stateCode,
      "counties.0": M.counties,
      npi: M.npi,
      endpoint: M.endpoint,
    });
    const saved = await expectCall<NemsisSettings>(200, "PUT", "/api/pcr/settings", a.cookie, {
      stateId: "NC-0042",
      agencyNumber: "4242",
      stateCode: "37",
      counties: ["37183"],
      serviceType: "9920001",
      levelOfService: "9917007",
      organizationStatus: "1016003",
      organizationalType: "9912003",
      taxStatus: "1018003",
      emd: "1213001",
      protocols: ["9914001", "9914017"],
      endpoint: "https://state.example/nemsis",
      username: "rfd-submit",
      organization: "RFD",
      password: "state password 1",
    });
    expect(saved).toMatchObject({
      stateId: "NC-0042",
      hasPassword: true,
      canSubmit: true,
      missingForExport: [],
    });
    expect(JSON.stringify(saved)).not.toContain("state password 1");

    const [row] = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.select().from(nemsisSettings).where(eq(nemsisSettings.agencyId, a.user.agencyId)),
    );
    expect(row.secret).not.toContain("state password");
    expect(nemsisSecretBox(t.app.env).open(row.secret ?? "")).toBe("state password 1");
    const audit = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.agencyId, a.user.agencyId), eq(auditLogs.entityType, "nemsis_settings"))),
    );
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(row.secret as string);

    // Absent keeps the password; "" removes it.
    const kept = await expectCall<NemsisSettings>(200, "PUT", "/api/pcr/settings", a.cookie, {
      username: "x",
    });
    expect(kept.hasPassword).toBe(true);
    const removed = await expectCall<NemsisSettings>(200, "PUT", "/api/pcr/settings", a.cookie, {
      password: "",
    });
    expect(removed).toMatchObject({ hasPassword: false, canSubmit: false });
  });

  it("shows another agency none of it, and members nothing", async () => {
    const theirs = await expectCall<NemsisSettings>(200, "GET", "/api/pcr/settings", b.cookie);
    expect(theirs).toMatchObject({ stateId: null, hasPassword: false });
    expect((await call("GET", "/api/pcr/settings", firefighter.cookie)).statusCode).toBe(403);
    expect((await call("PUT", "/api/pcr/settings", firefighter.cookie, { stateId: "x" })).statusCode).toBe(
      403,
    );
  });
});
