import type { NerisSubmission } from "@rollcall/shared/neris/submission";
import { describe, expect, it } from "vitest";
import {
  canSubmitToNeris,
  describeNerisSubmission,
  NERIS_STATE_BADGES,
  nerisSettingsStatus,
  nerisStateLabel,
  nerisSubmitLabel,
  showsNerisBadge,
} from "./neris-submission";

const CHICAGO = "America/Chicago";
const base: NerisSubmission = {
  state: "not_submitted",
  nerisId: null,
  submittedAt: null,
  queuedAt: null,
  attempts: 0,
  nextAttemptAt: null,
  lastError: null,
  errors: [],
};
const officer = { role: "officer" as const };
const firefighter = { role: "firefighter" as const };

describe("a report's NERIS state", () => {
  it("has the contract's label and a badge colour per state", () => {
    expect(nerisStateLabel("changed")).toBe("Changed since submitted");
    expect(NERIS_STATE_BADGES.submitted).toBe("success");
    expect(NERIS_STATE_BADGES.refused).toBe("danger");
  });

  it("names the button by what it sends, and none while queued or submitted as it is", () => {
    expect(nerisSubmitLabel("not_submitted")).toBe("Submit to NERIS");
    expect(nerisSubmitLabel("changed")).toBe("Submit changes to NERIS");
    expect(nerisSubmitLabel("refused")).toBe("Resubmit to NERIS");
    expect(nerisSubmitLabel("queued")).toBeNull();
    expect(nerisSubmitLabel("submitted")).toBeNull();
  });

  it("lets officers and admins send an approved or completed report", () => {
    const report = (status: "completed" | "approved" | "pending", state: NerisSubmission["state"]) => ({
      status,
      nerisSubmission: { ...base, state },
    });
    expect(canSubmitToNeris(officer, report("completed", "not_submitted"))).toBe(true);
    expect(canSubmitToNeris({ role: "admin" }, report("approved", "refused"))).toBe(true);
    expect(canSubmitToNeris(officer, report("pending", "not_submitted"))).toBe(false);
    expect(canSubmitToNeris(firefighter, report("completed", "not_submitted"))).toBe(false);
    expect(canSubmitToNeris(officer, report("completed", "queued"))).toBe(false);
    expect(canSubmitToNeris(null, report("completed", "not_submitted"))).toBe(false);
  });

  it("shows the list's badge once sent, or on an approved or completed report NERIS takes", () => {
    const report = (
      status: "completed" | "draft",
      incidentType: "fire" | "training",
      state = base.state,
    ) => ({
      status,
      incidentType,
      nerisSubmission: { ...base, state },
    });
    expect(showsNerisBadge(report("completed", "fire"))).toBe(true);
    expect(showsNerisBadge(report("draft", "fire"))).toBe(false);
    expect(showsNerisBadge(report("completed", "training"))).toBe(false);
    expect(showsNerisBadge(report("draft", "fire", "changed"))).toBe(true);
  });

  it("says in plain words where the report stands, in the agency's zone", () => {
    expect(describeNerisSubmission(base, CHICAGO)).toBeNull();
    expect(
      describeNerisSubmission(
        { ...base, state: "submitted", nerisId: "FD36071001|2025|1", submittedAt: "2025-03-12T15:00:00Z" },
        CHICAGO,
      ),
    ).toBe("NERIS accepted it on Mar 12, 2025 at 10:00.");
    expect(
      describeNerisSubmission({ ...base, state: "queued", queuedAt: "2025-03-12T15:00:00Z" }, CHICAGO),
    ).toBe("Waiting to be sent to NERIS, queued Mar 12, 2025 at 10:00.");
    expect(
      describeNerisSubmission(
        {
          ...base,
          state: "queued",
          attempts: 2,
          lastError: "NERIS could not be reached: connection refused.",
          nextAttemptAt: "2025-03-12T15:05:00Z",
        },
        CHICAGO,
      ),
    ).toBe(
      "Not sent yet (2 tries): NERIS could not be reached: connection refused. Next try Mar 12, 2025 at 10:05.",
    );
    expect(
      describeNerisSubmission({ ...base, state: "changed", submittedAt: "2025-03-12T15:00:00Z" }, CHICAGO),
    ).toBe(
      "Edited since NERIS accepted it on Mar 12, 2025 at 10:00: submit the changes so NERIS holds the report as it is now.",
    );
    expect(
      describeNerisSubmission(
        { ...base, state: "refused", errors: [{ path: "fire_suppression", message: "Required" }] },
        CHICAGO,
      ),
    ).toBe("NERIS did not accept the report: fix the fields below, then resubmit.");
  });
});

describe("Settings → NERIS's status line", () => {
  const settings = { configured: false, entityId: null, clientId: null, hasClientSecret: false };
  it("says ready, or names what is missing", () => {
    expect(
      nerisSettingsStatus({ configured: true, entityId: "FD36071001", clientId: "c", hasClientSecret: true }),
    ).toBe("Ready to submit");
    expect(nerisSettingsStatus(settings)).toBe(
      "Not ready to submit: add the department's NERIS id, the client id and the client secret.",
    );
    expect(nerisSettingsStatus({ ...settings, entityId: "FD36071001", clientId: "c" })).toBe(
      "Not ready to submit: add the client secret.",
    );
    expect(nerisSettingsStatus({ ...settings, entityId: "FD36071001" })).toBe(
      "Not ready to submit: add the client id and the client secret.",
    );
  });
});
