import { describe, expect, it } from "vitest";
import { nerisField } from "./field-paths";
import { nerisBody, prune, syncUnitTimes, unitTimesBody } from "./form-values";

describe("nerisField", () => {
  it("puts the report's own columns on their fields", () => {
    expect(nerisField("base.incident_number")).toEqual({
      formPath: "incidentNumber",
      label: "Report › Incident Number",
    });
    expect(nerisField("base.outcome_narrative").formPath).toBe("narrativeSummary");
    expect(nerisField("dispatch.call_arrival")).toEqual({
      formPath: "alarmAt",
      label: "NFIRS data › Alarm Time",
    });
    expect(nerisField("dispatch.incident_clear").formPath).toBe("lastUnitClearedAt");
    expect(nerisField("base.department_neris_id").formPath).toBeNull();
  });

  it("puts the address on its parts, or on the Location field when the report has none", () => {
    expect(nerisField("base.location.state", { hasAddressParts: true })).toMatchObject({
      formPath: "neris.base.location.state",
      label: "Address and use › State",
    });
    expect(nerisField("base.location.incorporated_municipality", { hasAddressParts: true }).label).toBe(
      "Address and use › City",
    );
    expect(nerisField("base.location.additional_info", { hasAddressParts: false }).formPath).toBe("location");
    expect(nerisField("base.location").formPath).toBe("location");
    expect(nerisField("dispatch.location.street", { hasAddressParts: true }).formPath).toBe(
      "neris.base.location.street",
    );
    expect(nerisField("base.location_use.use_type")).toMatchObject({
      formPath: "neris.base.location_use.use_type",
      label: "Address and use › Location use",
    });
  });

  it("puts the primary type on the NERIS type field and the others on the additional types", () => {
    expect(nerisField("incident_types").formPath).toBe("nerisIncidentType");
    expect(nerisField("incident_types.0.type").formPath).toBe("nerisIncidentType");
    expect(nerisField("incident_types.2.type")).toMatchObject({
      formPath: "neris.additional_types.1",
      label: "Incident types › Additional incident type 2",
    });
    expect(nerisField("incident_types.0", { hasPrimaryType: false }).formPath).toBe(
      "neris.additional_types.0",
    );
  });

  it("puts a unit response on the times of the N-th apparatus by name", () => {
    expect(nerisField("dispatch.unit_responses.1.on_scene", { unitNames: ["Engine 1", "Ladder 2"] })).toEqual(
      {
        formPath: "unitTimes.1.onSceneAt",
        label: "Units › Ladder 2 on scene",
        section: "Units",
      },
    );
    expect(nerisField("dispatch.unit_responses.0.staffing").label).toBe("Units › Unit 1 staffing");
    expect(nerisField("dispatch.unit_responses.0.enroute_to_scene").formPath).toBe("unitTimes.0.enRouteAt");
    expect(nerisField("dispatch.unit_responses.0.canceled_enroute").formPath).toBe("unitTimes.0.canceledAt");
    expect(nerisField("dispatch.unit_responses.0.unit_clear").formPath).toBe("unitTimes.0.clearedAt");
    expect(nerisField("dispatch.unit_responses.0.dispatch").formPath).toBe("unitTimes.0.dispatchedAt");
    expect(nerisField("dispatch.unit_responses").formPath).toBe("apparatusIds");
    expect(nerisField("dispatch.call_answered")).toMatchObject({
      formPath: "neris.dispatch.call_answered",
      label: "Dispatch › Call answered",
    });
  });

  it("names the response, aid and base fields by their sections", () => {
    expect(nerisField("actions_tactics.action_noaction.noaction_type")).toMatchObject({
      formPath: "neris.actions_tactics.action_noaction.noaction_type",
      label: "Actions and tactics › No action reason",
    });
    expect(nerisField("actions_tactics").formPath).toBe("neris.actions_tactics.action_noaction.type");
    expect(nerisField("aids.0.department_neris_id")).toMatchObject({
      formPath: "neris.aids.0.department_neris_id",
      label: "Mutual aid › Aid 1 › Other department's NERIS id",
    });
    expect(nerisField("nonfd_aids.2").formPath).toBe("neris.nonfd_aids");
    expect(nerisField("base.displacement_count").label).toBe("People and displacement › People displaced");
  });

  it("puts the modules' paths under neris, named by the module's title", () => {
    expect(nerisField("fire_suppression")).toEqual({
      formPath: "neris.fire_suppression",
      label: "Fire suppression system",
      section: "Fire suppression system",
    });
    expect(nerisField("fire_detail.location_detail.floor_of_origin")).toMatchObject({
      formPath: "neris.fire_detail.location_detail.floor_of_origin",
      label: "Fire › Floor of origin",
    });
    expect(nerisField("smoke_alarm.presence.type").label).toBe("Smoke alarms › Presence");
    expect(nerisField("medical_details.1.patient_care_evaluation")).toMatchObject({
      formPath: "neris.medical_details.1.patient_care_evaluation",
      label: "Medical › Patient 2 › Patient care evaluation",
    });
    expect(nerisField("hazsit_detail.chemicals.0.dot_class").label).toBe(
      "Hazardous situation › Chemical 1 › DOT class",
    );
    expect(nerisField("cooking_fire_suppression").section).toBe("Cooking fire suppression");
  });

  it("leaves a path it does not know without a field", () => {
    expect(nerisField("something_new")).toEqual({ formPath: null, label: "something_new" });
  });
});

describe("the NERIS body", () => {
  it("leaves out what is empty and keeps lists given beside values", () => {
    expect(prune({ a: "", b: null, c: { d: [] }, e: [{ x: "" }, { y: 1 }], f: { g: [], h: "A" } })).toEqual({
      e: [{ y: 1 }],
      f: { g: [], h: "A" },
    });
  });

  it("turns the inputs' text into the API's values", () => {
    expect(
      nerisBody(
        {
          base: {
            location: { number: "12", street: " Main ", state: "" },
            people_present: "false",
            displacement_count: "",
          },
          dispatch: { call_answered: "2025-03-04T14:32", call_create: "" },
          additional_types: ["", ""],
          aids: [{ aid_direction: "", aid_type: "", department_neris_id: "" }],
        },
        "America/New_York",
      ),
    ).toEqual({
      base: { location: { number: 12, street: " Main " }, people_present: false },
      dispatch: { call_answered: "2025-03-04T14:32:00.000-05:00" },
      additional_types: [],
      aids: [],
    });
  });

  it("gives every unit's times as instants, in the payload's order", () => {
    const units = syncUnitTimes(
      [],
      [
        { id: "b", name: "Ladder 2" },
        { id: "a", name: "Engine 1" },
      ],
    );
    expect(units.map((u) => u.equipmentId)).toEqual(["a", "b"]);
    units[0].onSceneAt = "2025-03-04T14:40";
    units[0].staffing = "4";
    expect(unitTimesBody(units, "UTC")[0]).toEqual({
      equipmentId: "a",
      dispatchedAt: null,
      enRouteAt: null,
      onSceneAt: "2025-03-04T14:40:00.000+00:00",
      canceledAt: null,
      clearedAt: null,
      staffing: 4,
    });
    expect(syncUnitTimes(units, [{ id: "a", name: "Engine 1" }])[0].staffing).toBe("4");
  });
});
