/**
 * The shared rules both sides compute with: maintenance bands on known dates (spec 02 §4, §9), fleet
 * readiness, and the Complete Maintenance form's dollars → cents.
 */
import {
  completeFormSchema,
  DEFAULT_MAINTENANCE_INTERVAL_DAYS,
  EQUIPMENT_MESSAGES,
  equipmentFormSchema,
  fleetReadiness,
  MAINTENANCE_STATE_LABELS,
  maintenanceState,
  needsMaintenance,
} from "@rollcall/shared/equipment";
import { dollarsToCents, formatCents } from "@rollcall/shared/money";
import { describe, expect, it } from "vitest";

describe("maintenance bands", () => {
  const today = "2025-03-10";

  it("is none without a date, overdue before today, due soon 0-7, upcoming 8-30, current after", () => {
    expect(maintenanceState(null, today)).toBe("none");
    expect(maintenanceState("2024-12-31", today)).toBe("overdue");
    expect(maintenanceState("2025-03-09", today)).toBe("overdue");
    expect(maintenanceState("2025-03-10", today)).toBe("due_soon");
    expect(maintenanceState("2025-03-17", today)).toBe("due_soon");
    expect(maintenanceState("2025-03-18", today)).toBe("upcoming");
    expect(maintenanceState("2025-04-09", today)).toBe("upcoming");
    expect(maintenanceState("2025-04-10", today)).toBe("current");
    expect(maintenanceState("2026-01-01", today)).toBe("current");
  });

  it("counts calendar days across month ends, leap days and daylight-saving changes", () => {
    // Feb 29 counts as a day: 7 days after Feb 28 is Mar 6 in a leap year, Mar 7 otherwise.
    expect(maintenanceState("2024-03-06", "2024-02-28")).toBe("due_soon");
    expect(maintenanceState("2024-03-07", "2024-02-28")).toBe("upcoming");
    expect(maintenanceState("2025-03-07", "2025-02-28")).toBe("due_soon");
    expect(maintenanceState("2025-03-08", "2025-02-28")).toBe("upcoming");
    expect(maintenanceState("2025-12-31", "2025-12-31")).toBe("due_soon");
    expect(maintenanceState("2026-01-07", "2025-12-31")).toBe("due_soon");
    expect(maintenanceState("2026-01-08", "2025-12-31")).toBe("upcoming");
    // US daylight saving starts 2025-03-09: still whole days.
    expect(maintenanceState("2025-03-15", "2025-03-08")).toBe("due_soon");
    expect(maintenanceState("2025-03-16", "2025-03-08")).toBe("upcoming");
  });

  it("needs maintenance when overdue or due soon, with the labels the screens show", () => {
    expect(
      ["none", "overdue", "due_soon", "upcoming", "current"].filter((s) => needsMaintenance(s as never)),
    ).toEqual(["overdue", "due_soon"]);
    expect(MAINTENANCE_STATE_LABELS).toEqual({
      none: "Not Scheduled",
      overdue: "Overdue",
      due_soon: "Due Soon",
      upcoming: "Upcoming",
      current: "Current",
    });
    expect(DEFAULT_MAINTENANCE_INTERVAL_DAYS).toBe(90);
  });
});

describe("fleet readiness", () => {
  it("is (available + in service) / total, rounded, with each status counted", () => {
    const fleet = fleetReadiness([
      { status: "available" },
      { status: "available" },
      { status: "in_service" },
      { status: "maintenance" },
      { status: "out_of_service" },
      { status: "out_of_service" },
    ]);
    expect(fleet).toEqual({
      ready: 3,
      total: 6,
      percent: 50,
      counts: { available: 2, in_service: 1, maintenance: 1, out_of_service: 2 },
    });
    expect(
      fleetReadiness([{ status: "available" }, { status: "in_service" }, { status: "maintenance" }]).percent,
    ).toBe(67);
    expect(fleetReadiness([]).percent).toBeNull();
  });
});

describe("money", () => {
  it("reads dollars as typed into cents, and shows cents as US dollars", () => {
    expect(dollarsToCents("250")).toBe(25_000);
    expect(dollarsToCents("1,250.5")).toBe(125_050);
    expect(dollarsToCents("$19.99")).toBe(1_999);
    expect(dollarsToCents("0.07")).toBe(7);
    expect(dollarsToCents(".5")).toBe(50);
    expect(dollarsToCents("0")).toBe(0);
    for (const bad of ["", "-5", "1.999", "abc", "1e3", "12..5"]) expect(dollarsToCents(bad), bad).toBeNull();
    expect(formatCents(125_050)).toBe("$1,250.50");
    expect(formatCents(0)).toBe("$0.00");
  });

  it("the Complete form sends cents and says what is wrong", () => {
    const ok = completeFormSchema.parse({
      performedOn: "2025-03-10",
      notes: " ",
      cost: "482.50",
      nextMaintenanceDate: "2025-06-08",
      status: "available",
    });
    expect(ok).toEqual({
      performedOn: "2025-03-10",
      notes: null,
      cost: 48_250,
      nextMaintenanceDate: "2025-06-08",
      status: "available",
    });
    expect(completeFormSchema.parse({ performedOn: "2025-03-10", cost: "", status: "available" }).cost).toBe(
      0,
    );
    const bad = completeFormSchema.safeParse({
      performedOn: "",
      cost: "12.345",
      nextMaintenanceDate: "2025-01-01",
      status: "available",
    });
    const issues = Object.fromEntries(bad.error?.issues.map((i) => [i.path.join("."), i.message]) ?? []);
    expect(issues).toMatchObject({
      performedOn: EQUIPMENT_MESSAGES.performedOn,
      cost: EQUIPMENT_MESSAGES.cost,
    });
  });

  it("the equipment form defaults the status to available", () => {
    expect(equipmentFormSchema.parse({ name: "Pump 2", type: "pump" }).status).toBe("available");
  });
});
