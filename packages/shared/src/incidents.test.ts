import { describe, expect, it } from "vitest";
import {
  canEditIncident,
  INCIDENT_MESSAGES,
  INCIDENT_STATUSES,
  type IncidentStatus,
  incidentEditRefusal,
} from "./incidents";
import type { Role } from "./roles";

const writer = "0b4f3a52-6a6f-4d0e-9a55-2c1c7d1f0001";
const other = "0b4f3a52-6a6f-4d0e-9a55-2c1c7d1f0002";
const report = (status: IncidentStatus, reportedById: string | null = writer) => ({ status, reportedById });
const member = (role: Role, id = writer) => ({ id, role });

describe("canEditIncident", () => {
  it("lets officers and admins edit any report, whoever wrote it and whatever its status", () => {
    for (const role of ["admin", "officer"] as const)
      for (const status of INCIDENT_STATUSES)
        for (const by of [writer, other, null])
          expect(canEditIncident(member(role), report(status, by))).toBe(true);
  });

  it("lets a firefighter or EMT edit their own report while it is a draft or pending only", () => {
    for (const role of ["firefighter", "emt"] as const) {
      expect(canEditIncident(member(role), report("draft"))).toBe(true);
      expect(canEditIncident(member(role), report("pending"))).toBe(true);
      expect(incidentEditRefusal(member(role), report("approved"))).toBe(INCIDENT_MESSAGES.editSignedOff);
      expect(incidentEditRefusal(member(role), report("completed"))).toBe(INCIDENT_MESSAGES.editSignedOff);
    }
  });

  it("never lets them edit another member's report, nor one whose writer is unknown", () => {
    for (const status of INCIDENT_STATUSES) {
      expect(incidentEditRefusal(member("firefighter", other), report(status))).toBe(
        INCIDENT_MESSAGES.editNotReporter,
      );
      expect(canEditIncident(member("emt"), report(status, null))).toBe(false);
    }
  });

  it("offers nothing to a signed-out visitor", () => {
    expect(canEditIncident(null, report("draft"))).toBe(false);
    expect(canEditIncident(undefined, report("draft"))).toBe(false);
  });
});
