import { missingForClose } from "@rollcall/shared/epcr/missing";
import { describe, expect, it } from "vitest";
import { arrestApplies, fieldId, missingCounts, PCR_SECTIONS, screenOf, visibleSections } from "./sections";

describe("the report's screens", () => {
  it("every section missingForClose names lands on a screen", () => {
    const content = {
      disposition: {
        unitDisposition: "4227001" as const,
        patientEvaluationCare: { value: "4228001" as const },
        transportDisposition: { value: "4230001" as const },
      },
      arrest: { status: { value: "3001003" as const } },
      vitals: [{}],
      medications: [{}],
      procedures: [{}],
    };
    const items = missingForClose(content);
    const covered = new Set<string>(PCR_SECTIONS.flatMap((s) => s.covers));
    for (const item of items) expect(covered.has(item.section) || item.element === "eArrest.01").toBe(true);
    const counts = missingCounts(items);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(items.length);
    expect(counts.arrest).toBeGreaterThan(0);
    expect(counts.vitals).toBeGreaterThan(0);
    expect(counts.interventions).toBeGreaterThan(0);
  });

  it("counts per screen, with eArrest.01 asked on Scene & Situation", () => {
    const counts = missingCounts([
      { section: "times", element: "eTimes.03" },
      { section: "dispatch", element: "eDispatch.01" },
      { section: "payment", element: "ePayment.01" },
      { section: "arrest", element: "eArrest.01" },
      { section: "medications", element: "eMedications.03" },
    ]);
    expect(counts).toMatchObject({ response: 2, disposition: 1, situation: 1, interventions: 1, arrest: 0 });
    expect(screenOf({ section: "arrest", element: "eArrest.02" })).toBe("arrest");
  });

  it("shows Cardiac Arrest only once an arrest is recorded", () => {
    expect(arrestApplies({})).toBe(false);
    expect(arrestApplies({ arrest: { status: { value: "3001001" } } })).toBe(false);
    expect(arrestApplies({ arrest: { status: { not: "7701003" } } })).toBe(false);
    expect(arrestApplies({ arrest: { status: { value: "3001005" } } })).toBe(true);
    expect(visibleSections({}).map((s) => s.key)).not.toContain("arrest");
  });

  it("names a field by its element and entry", () => {
    expect(fieldId("eTimes.06")).toBe("pcr-eTimes-06");
    expect(fieldId("eVitals.06", 1)).toBe("pcr-eVitals-06-1");
  });
});
