import { pcrReportInputSchema } from "@rollcall/shared/epcr/report";
import { describe, expect, it } from "vitest";
import { parseDecimal, parseInteger, readNv, reasonsFor, writeNv } from "./nv-value";

const empty = { value: "", values: [], not: "", pn: "" };

describe("NOT values and pertinent negatives in a field", () => {
  it("writes each shape the shared schema takes, and reads it back", () => {
    const cases = [
      {
        wrap: "nv",
        state: { ...empty, value: "2026-12-07T14:05:00.000Z" },
        stored: { value: "2026-12-07T14:05:00.000Z" },
      },
      { wrap: "nv", state: { ...empty, not: "7701003" }, stored: { not: "7701003" } },
      { wrap: "nvpn", state: { ...empty, pn: "8801019" }, stored: { pn: "8801019" } },
      { wrap: "list", state: { ...empty, values: ["2208001"] }, stored: { values: ["2208001"] } },
      { wrap: "pnlist", state: { ...empty, pn: "8801013" }, stored: { pn: "8801013" } },
      { wrap: "plain", state: { ...empty, value: "Medic 1" }, stored: "Medic 1" },
      { wrap: "array", state: { ...empty, values: ["a", "b"] }, stored: ["a", "b"] },
    ] as const;
    for (const c of cases) {
      expect(writeNv(c.state, c.wrap)).toEqual(c.stored);
      const back = readNv(c.stored, c.wrap);
      expect(writeNv(back, c.wrap)).toEqual(c.stored);
    }
  });

  it("a NOT value wins over what was typed, and nothing typed is absent", () => {
    expect(writeNv({ ...empty, value: "12", not: "7701001" }, "nvpn", parseInteger)).toEqual({
      not: "7701001",
    });
    expect(writeNv(empty, "nvpn")).toBeUndefined();
    expect(writeNv(empty, "list")).toBeUndefined();
    expect(writeNv({ ...empty, value: "  " }, "plain")).toBeUndefined();
  });

  it("keeps a pertinent negative beside the value where the standard wants both (an approximate age)", () => {
    const age = writeNv({ ...empty, value: "45", pn: "8801029" }, "nvpn", parseInteger);
    expect(age).toEqual({ value: 45, pn: "8801029" });
    expect(pcrReportInputSchema.safeParse({ patient: { age } }).success).toBe(true);
  });

  it("numbers are parsed; a half-typed one is not a value", () => {
    expect(writeNv({ ...empty, value: "98" }, "nvpn", parseInteger)).toEqual({ value: 98 });
    expect(writeNv({ ...empty, value: "36.6" }, "nvpn", parseDecimal)).toEqual({ value: 36.6 });
    expect(writeNv({ ...empty, value: "12." }, "nvpn", parseDecimal)).toBeUndefined();
  });

  it("offers only the reasons the element allows (No Known Drug Allergy for allergies, none for eTimes.03)", () => {
    const allergies = reasonsFor("eHistory.06");
    expect(allergies.pn.map((r) => r.label)).toContain("No Known Drug Allergy");
    expect(allergies.not.map((r) => r.label)).toEqual(
      expect.arrayContaining(["Not Applicable", "Not Recorded"]),
    );
    expect(allergies.not.map((r) => r.label)).not.toContain("Not Reporting");
    expect(reasonsFor("eTimes.03")).toEqual({ not: [], pn: [] });
  });

  it("what the fields write validates against the shared schema", () => {
    const content = {
      times: { psapCall: writeNv({ ...empty, not: "7701003" }, "nv") },
      history: { medicationAllergies: writeNv({ ...empty, pn: "8801013" }, "pnlist") },
      vitals: [{ heartRate: writeNv({ ...empty, value: "88" }, "nvpn", parseInteger) }],
    };
    expect(pcrReportInputSchema.safeParse(content).success).toBe(true);
  });
});
