import { describe, expect, it } from "vitest";
import { matchOptions } from "@/components/ui/code-combobox";
import { changedSections } from "./changed-sections";
import { vitalsRows } from "./vitals";

describe("the vitals table and trend", () => {
  it("orders the sets by time, keeps only measured numbers and leaves NOT values and PNs out", () => {
    const rows = vitalsRows([
      { takenAt: { value: "2026-12-07T14:20:00Z" }, sbp: { value: 130 }, heartRate: { pn: "8801019" } },
      {
        takenAt: { value: "2026-12-07T14:05:00Z" },
        sbp: { value: 142 },
        dbp: { value: 88 },
        spo2: { not: "7701003" },
      },
    ]);
    expect(rows.map((r) => r.sbp)).toEqual([142, 130]);
    expect(rows[0]).toMatchObject({ index: 1, dbp: 88, spo2: undefined });
    expect(rows[1].heartRate).toBeUndefined();
  });
});

describe("a conflict's comparison", () => {
  it("lists the parts that differ, by the crew's names for them", () => {
    const changed = changedSections(
      { narrative: "Mine", patient: { sex: { value: "9919001" } }, vitals: [{}] },
      { narrative: "Theirs", patient: { sex: { value: "9919001" } } },
    );
    expect(changed.map((c) => c.label)).toEqual(["Narrative", "Vitals"]);
    expect(changed[1]).toMatchObject({ mine: "1 entry", theirs: "—" });
  });
});

describe("the code picker's search", () => {
  const options = [
    { value: "R07.9", label: "Chest pain, unspecified" },
    { value: "I21.9", label: "Acute myocardial infarction" },
  ];
  it("matches every typed word in the label or the code", () => {
    expect(matchOptions(options, "chest pa").map((o) => o.value)).toEqual(["R07.9"]);
    expect(matchOptions(options, "i21").map((o) => o.value)).toEqual(["I21.9"]);
    expect(matchOptions(options, "")).toHaveLength(2);
    expect(matchOptions(options, "chest infarction")).toHaveLength(0);
  });
});
