/**
 * The NFIRS code lists, the product types' series, the NERIS crosswalk and the shared form schema, checked
 * against each other: every code the NERIS value sets name is one we offer, every mapping points at an
 * official value, and the form gives the spec's messages.
 */
import {
  generateIncidentNumber,
  INCIDENT_TYPES,
  incidentFormSchema,
  incidentRuleIssues,
} from "@rollcall/shared/incidents";
import {
  NFIRS_ACTION_TO_NERIS,
  NFIRS_CODES_IN_NERIS_CROSSWALK,
  nerisAidDirection,
  nerisLocationUseFor,
  nerisTypesForNfirsCode,
} from "@rollcall/shared/neris/crosswalk";
import {
  NERIS_ACTION_TACTICS,
  NERIS_INCIDENT_TYPES,
  NERIS_LOCATION_USES,
} from "@rollcall/shared/neris/value-sets";
import {
  DEFAULT_NFIRS_CODE,
  incidentTypeOfNfirsCode,
  NFIRS_ACTIONS_TAKEN,
  NFIRS_INCIDENT_TYPE_CODES,
  NFIRS_PROPERTY_USES,
  nfirsCodesForType,
} from "@rollcall/shared/nfirs";
import { describe, expect, it } from "vitest";

const codes = (list: readonly { code: string }[]) => list.map((c) => c.code);

describe("NFIRS code lists", () => {
  it("are well-formed, unique and in order", () => {
    for (const [list, pattern] of [
      [NFIRS_INCIDENT_TYPE_CODES, /^\d{3}$/],
      [NFIRS_ACTIONS_TAKEN, /^\d{2}$/],
      [NFIRS_PROPERTY_USES, /^(\d{3}|NNN|UUU)$/],
    ] as const) {
      const all = codes(list);
      expect(new Set(all).size).toBe(all.length);
      for (const c of list) {
        expect(c.code).toMatch(pattern);
        expect(c.description.length).toBeGreaterThan(2);
      }
      const numeric = all.filter((c) => /^\d+$/.test(c));
      expect(numeric).toEqual([...numeric].sort());
    }
    // The full series 100–900.
    expect(new Set(codes(NFIRS_INCIDENT_TYPE_CODES).map((c) => c[0]))).toEqual(
      new Set(["1", "2", "3", "4", "5", "6", "7", "8", "9"]),
    );
  });

  it("hold every NFIRS incident type code the NERIS crosswalk names", () => {
    const ours = new Set(codes(NFIRS_INCIDENT_TYPE_CODES));
    expect(NFIRS_CODES_IN_NERIS_CROSSWALK.length).toBeGreaterThan(100);
    expect(NFIRS_CODES_IN_NERIS_CROSSWALK.filter((c) => !ours.has(c))).toEqual([]);
  });

  it("hold the property use codes of the NERIS location-use crosswalk (632 there is an incident type)", () => {
    const ours = new Set(codes(NFIRS_PROPERTY_USES));
    const named = [...new Set(NERIS_LOCATION_USES.flatMap((u) => u.nfirs))];
    expect(named.filter((c) => !ours.has(c))).toEqual(["632"]);
  });

  it("give every code exactly one product type, and each NFIRS type its series", () => {
    for (const c of NFIRS_INCIDENT_TYPE_CODES) expect(incidentTypeOfNfirsCode(c.code)).not.toBeNull();
    expect(codes(nfirsCodesForType("fire"))).toEqual([
      "111",
      "112",
      "113",
      "114",
      "115",
      "116",
      "117",
      "118",
      "120",
      "121",
      "122",
      "123",
    ]);
    expect(codes(nfirsCodesForType("vehicle"))).toEqual([
      "130",
      "131",
      "132",
      "133",
      "134",
      "135",
      "136",
      "137",
      "138",
      "322",
      "323",
      "324",
    ]);
    expect(codes(nfirsCodesForType("medical"))).toEqual(["300", "311", "320", "321"]);
    expect(codes(nfirsCodesForType("false_alarm"))).toContain("743");
    expect(codes(nfirsCodesForType("other"))).toContain("911");
    expect(nfirsCodesForType("inspection")).toEqual([]);
    expect(nfirsCodesForType("training")).toEqual([]);
    for (const type of INCIDENT_TYPES) {
      const fallback = DEFAULT_NFIRS_CODE[type];
      if (fallback) expect(incidentTypeOfNfirsCode(fallback)).toBe(type);
    }
    const total = INCIDENT_TYPES.reduce((sum, type) => sum + nfirsCodesForType(type).length, 0);
    expect(total).toBe(NFIRS_INCIDENT_TYPE_CODES.length);
  });
});

describe("NERIS crosswalk", () => {
  it("offers the NERIS types whose crosswalk holds the code (many-to-many)", () => {
    expect(nerisTypesForNfirsCode("111").map((t) => t.value)).toEqual([
      "FIRE||STRUCTURE_FIRE||STRUCTURAL_INVOLVEMENT_FIRE",
      "FIRE||STRUCTURE_FIRE||ROOM_AND_CONTENTS_FIRE",
      "FIRE||STRUCTURE_FIRE||CONFINED_COOKING_APPLIANCE_FIRE",
      "FIRE||STRUCTURE_FIRE||CHIMNEY_FIRE",
    ]);
    expect(nerisTypesForNfirsCode("551").map((t) => t.value)).toEqual(["LAWENFORCE"]);
    expect(nerisTypesForNfirsCode("911")).toEqual([]);
    expect(nerisTypesForNfirsCode(null)).toEqual([]);
  });

  it("maps actions, aid and location use only onto official values, and only one-to-one", () => {
    const official = new Set(NERIS_ACTION_TACTICS.map((a) => a.value));
    const actions = new Set(codes(NFIRS_ACTIONS_TAKEN));
    for (const [nfirs, neris] of Object.entries(NFIRS_ACTION_TO_NERIS)) {
      expect(actions.has(nfirs), nfirs).toBe(true);
      expect(official.has(neris), neris).toBe(true);
    }
    expect(nerisAidDirection("1")).toBe("RECEIVED");
    expect(nerisAidDirection("4")).toBe("GIVEN");
    expect(nerisAidDirection("N")).toBeNull();
    expect(nerisLocationUseFor("419")?.value).toBe("RESIDENTIAL||DETATCHED_SINGLE_FAMILY_DWELLING");
    // 429 corresponds to three residential uses: no single answer.
    expect(nerisLocationUseFor("429")).toBeNull();
    expect(NERIS_INCIDENT_TYPES.every((t) => t.value.split("||").length === t.labels.length)).toBe(true);
  });
});

describe("the shared form schema", () => {
  it("gives the spec's seven required messages", () => {
    const result = incidentFormSchema.safeParse({
      incidentNumber: "",
      reportDate: "",
      incidentDate: "",
      location: " ",
      description: "",
      reportingOfficerId: "",
      priority: "medium",
      status: "draft",
      responderIds: [],
      apparatusIds: [],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toMatchObject({
      incidentNumber: "Incident number is required",
      incidentType: "Incident type is required",
      reportDate: "Report date is required",
      incidentDate: "Incident date is required",
      location: "Location is required",
      description: "Description is required",
      reportingOfficerId: "Reporting officer is required",
    });
  });

  it("turns a non-numeric count into 0 and checks the times' order", () => {
    const parsed = incidentFormSchema.parse({
      incidentNumber: "20250304-1234",
      incidentType: "medical",
      reportDate: "2025-03-04",
      incidentDate: "2025-03-04T09:00",
      location: "842 Oak St",
      description: "Fall at home",
      reportingOfficerId: "5eed0000-0000-4000-8000-000000000102",
      priority: "medium",
      status: "draft",
      injuries: "two",
      fatalities: "",
      propertyDamage: "1200",
      responderIds: [],
      apparatusIds: [],
    });
    expect([parsed.injuries, parsed.fatalities, parsed.propertyDamage]).toEqual([0, 0, 1200]);
    expect(
      incidentRuleIssues({
        alarmAt: "2025-03-04T09:00",
        arrivalAt: "2025-03-04T08:59",
        lastUnitClearedAt: null,
      }),
    ).toEqual({ arrivalAt: "Arrival time cannot be before the alarm time" });
    expect(
      incidentRuleIssues({ arrivalAt: "2025-03-04T09:00", lastUnitClearedAt: "2025-03-04T08:00" }),
    ).toEqual({
      lastUnitClearedAt: "Last unit cleared cannot be before arrival",
    });
  });

  it("generates the number as yyyyMMdd, a dash and the last four digits of the timestamp", () => {
    expect(generateIncidentNumber("2025-03-04", 1741080123456)).toBe("20250304-3456");
  });
});
