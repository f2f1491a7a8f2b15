/** A structure fire's NERIS part that the tests of the validation and of submission share. */
import type { NerisIncidentData } from "@rollcall/shared/neris/incident";

export const STRUCTURE_FIRE = "FIRE||STRUCTURE_FIRE||ROOM_AND_CONTENTS_FIRE";
const notPresent = { presence: { type: "NOT_PRESENT" } };

/** The modules and call times a structure fire's report needs beyond its NFIRS fields. */
export const COMPLETE: NerisIncidentData = {
  base: { people_present: true, location: { number: 1420, street: "Maple Ridge", street_postfix: "DRIVE" } },
  dispatch: { call_answered: "2025-03-04T07:14:05Z", call_create: "2025-03-04T07:14:20Z" },
  fire_detail: {
    location_detail: {
      type: "STRUCTURE",
      floor_of_origin: 1,
      arrival_condition: "SMOKE_SHOWING",
      damage_type: "MINOR_DAMAGE",
      room_of_origin_type: "KITCHEN",
      cause: "COOKING",
    },
    water_supply: "HYDRANT_GREATER_500",
    investigation_needed: "NO",
    investigation_types: ["NONE"],
  },
  smoke_alarm: notPresent as NerisIncidentData["smoke_alarm"],
  fire_alarm: notPresent as NerisIncidentData["fire_alarm"],
  other_alarm: notPresent as NerisIncidentData["other_alarm"],
  fire_suppression: notPresent as NerisIncidentData["fire_suppression"],
};
