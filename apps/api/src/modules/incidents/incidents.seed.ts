/** Demo incident reports (NFIRS and NERIS data, response times, a year of history for Analytics). */
import { randomUUID } from "node:crypto";
import type { NewEquipment } from "../../db/schema/equipment";
import {
  incidentApparatus,
  incidentResponders,
  incidents,
  type NewIncident,
  nerisSettings,
} from "../../db/schema/incidents";
import {
  builtBy,
  DAY,
  type DemoContext,
  HOUR,
  insertRows,
  isoDate,
  MINUTE,
  rowsOf,
  type SeedStep,
} from "../../db/seed/context";
import type { MemberKey } from "../../db/seed/people";
import { DEMO_NERIS_ENTITY_ID, demoNerisData } from "./neris/neris.seed-data";
import { seedNerisSubmissions } from "./neris/neris.seed-submissions";

type IncidentSeed = Pick<
  NewIncident,
  | "incidentType"
  | "location"
  | "description"
  | "narrativeSummary"
  | "nfirsCode"
  | "priority"
  | "status"
  | "injuries"
  | "propertyDamage"
  | "unitsResponded"
> & { daysAgo: number; hour: number; minute: number; seq: string; reporter: MemberKey };
const INCIDENTS: IncidentSeed[] = [
  {
    daysAgo: 26,
    hour: 2,
    minute: 14,
    seq: "4821",
    incidentType: "fire",
    nfirsCode: "111",
    priority: "critical",
    status: "completed",
    location: "1420 Maple Ridge Dr, Riverside",
    description:
      "Two-story single-family dwelling, fire showing from first-floor kitchen on arrival; extension into the wall void.",
    narrativeSummary:
      "Engine 1 arrived to heavy smoke from the Side A kitchen window. Occupants (2 adults, 1 child) self-evacuated. " +
      'Offensive interior attack with a 1¾" line knocked down the fire in 6 minutes; Ladder 2 performed primary search (negative) and ' +
      "vertical ventilation. Overhaul exposed extension into the kitchen wall void. One adult occupant treated by Medic 3 for smoke inhalation " +
      "and transported to Riverside General. Cause under investigation, likely unattended cooking. Scene turned over to the owner at 04:40.",
    injuries: 1,
    propertyDamage: 85000,
    unitsResponded: ["Engine 1", "Ladder 2", "Medic 3", "Tanker 6", "Command 1"],
    reporter: "hale",
  },
  {
    daysAgo: 24,
    hour: 14,
    minute: 37,
    seq: "5307",
    incidentType: "medical",
    nfirsCode: "321",
    priority: "high",
    status: "completed",
    location: "Riverside Senior Living, 300 Willow Bend Rd, Room 214",
    description: "78-year-old male, witnessed cardiac arrest in resident room.",
    narrativeSummary:
      "Staff CPR in progress on arrival. Medic 3 found ventricular fibrillation: two shocks, epinephrine and amiodarone IO, ROSC after 10 minutes of high-quality CPR. " +
      "Patient intubated, transported priority 1 to Riverside General with pulses. Engine 1 assisted with compressions and lifting.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Medic 3", "Engine 1"],
    reporter: "vasquez",
  },
  {
    daysAgo: 22,
    hour: 17,
    minute: 52,
    seq: "6140",
    incidentType: "vehicle",
    nfirsCode: "322",
    priority: "high",
    status: "approved",
    location: "Route 9 northbound at the Harbor Bridge on-ramp",
    description:
      "Two-vehicle collision, moderate front-end damage, two occupants complaining of neck and chest pain.",
    narrativeSummary:
      "Crews stabilized both vehicles and disconnected batteries. Driver of vehicle 2 required a door pop with hydraulic tools by Rescue 5. " +
      "Two patients packaged with spinal motion restriction and transported by Medic 3 and county Medic 12. " +
      "Fluid spill absorbed with speedy dry; roadway reopened after 55 minutes with Riverside PD.",
    injuries: 2,
    propertyDamage: 18000,
    unitsResponded: ["Engine 1", "Rescue 5", "Medic 3"],
    reporter: "brennan",
  },
  {
    daysAgo: 20,
    hour: 10,
    minute: 5,
    seq: "1953",
    incidentType: "false_alarm",
    nfirsCode: "743",
    priority: "low",
    status: "completed",
    location: "Riverside Middle School, 55 Schoolhouse Ln",
    description: "Fire alarm activation, smoke detector in the staff lounge.",
    narrativeSummary:
      "Building evacuated per plan on arrival. Investigation found burnt popcorn in the staff lounge microwave. " +
      "No fire or smoke damage. Area ventilated, panel reset with the school facilities manager, students re-entered at 10:31.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Engine 1", "Ladder 2"],
    reporter: "hale",
  },
  {
    daysAgo: 18,
    hour: 11,
    minute: 40,
    seq: "2788",
    incidentType: "hazmat",
    nfirsCode: "412",
    priority: "medium",
    status: "approved",
    location: "Front St & Mill St, Riverside",
    description:
      'Contractor excavator struck a 2" natural gas service line; strong odor of gas at the intersection.',
    narrativeSummary:
      "Established a 300-foot hot zone and evacuated two adjacent storefronts. Metered readings up to 40% LEL at the excavation. " +
      "Riverside Gas crimped the line at 12:25; readings returned to 0% by 12:50. No ignition, no injuries. Businesses reoccupied.",
    injuries: 0,
    propertyDamage: 2500,
    unitsResponded: ["Engine 1", "Rescue 5", "Command 1"],
    reporter: "reyes",
  },
  {
    daysAgo: 16,
    hour: 15,
    minute: 22,
    seq: "3416",
    incidentType: "wildfire",
    nfirsCode: "142",
    priority: "medium",
    status: "completed",
    location: "Cedar Hollow Trailhead, County Road 14",
    description: "Brush fire spreading uphill from the trailhead parking area, approximately 2 acres.",
    narrativeSummary:
      "Brush 4 attacked the left flank with a mobile pump-and-roll while Engine 1 anchored at the parking lot. Tanker 6 shuttled water " +
      "from the Cedar Creek draft site. Forward progress stopped at 2.1 acres in 40 minutes. Mop-up complete at 18:10. Probable cause: discarded smoking materials.",
    injuries: 0,
    propertyDamage: 1500,
    unitsResponded: ["Brush 4", "Tanker 6", "Engine 1"],
    reporter: "vasquez",
  },
  {
    daysAgo: 13,
    hour: 16,
    minute: 48,
    seq: "7092",
    incidentType: "rescue",
    nfirsCode: "363",
    priority: "high",
    status: "approved",
    location: "Riverfront Park boat launch, 1 River Rd",
    description:
      "Kayaker capsized in the current and clinging to a downed tree 150 yards downstream of the launch.",
    narrativeSummary:
      "Upstream and downstream spotters posted; Marine 7 launched with two swiftwater technicians. Victim reached, secured in a PFD " +
      "and brought aboard at 17:12. Evaluated by Medic 3 for mild hypothermia, refused transport. Kayak recovered by Riverside PD.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Rescue 5", "Marine 7", "Medic 3"],
    reporter: "brennan",
  },
  {
    daysAgo: 11,
    hour: 20,
    minute: 15,
    seq: "8534",
    incidentType: "vehicle",
    nfirsCode: "131",
    priority: "medium",
    status: "approved",
    location: "Riverside Mall parking garage, level 2, 2200 Commerce Pkwy",
    description: "Passenger vehicle fire in the engine compartment, parked, unoccupied.",
    narrativeSummary:
      'Fire confined to the engine compartment of a 2014 sedan. Extinguished with one 1¾" line and foam. ' +
      "Smoke cleared from level 2 with a PPV fan. Minor heat damage to the adjacent vehicle. Owner reports a recent electrical repair.",
    injuries: 0,
    propertyDamage: 12000,
    unitsResponded: ["Engine 1"],
    reporter: "hale",
  },
  {
    daysAgo: 8,
    hour: 9,
    minute: 30,
    seq: "0467",
    incidentType: "inspection",
    nfirsCode: null,
    priority: "low",
    status: "completed",
    location: "Harbor Point Shopping Center, 480 Harbor Point Blvd",
    description: "Annual fire and life-safety inspection, 14 tenant spaces.",
    narrativeSummary:
      "Sprinkler and alarm certifications current. Violations noted: blocked exit in unit 7 (corrected on site), two expired extinguishers " +
      "in unit 11, missing knox box key update. Re-inspection scheduled in 30 days.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Engine 1"],
    reporter: "reyes",
  },
  {
    daysAgo: 6,
    hour: 3,
    minute: 26,
    seq: "5911",
    incidentType: "hazmat",
    nfirsCode: "424",
    priority: "high",
    status: "pending",
    location: "17 Birch Ct, Riverside",
    description: "Carbon monoxide alarm sounding; two occupants report headache and nausea.",
    narrativeSummary:
      "Readings of 85 ppm CO on the first floor. Occupants removed to fresh air and evaluated by Medic 3 (SpCO 9% and 7%), both refused transport. " +
      "Source: cracked heat exchanger on the basement furnace. Furnace shut down and tagged, house ventilated to 0 ppm, gas utility notified.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Engine 1", "Medic 3"],
    reporter: "vasquez",
  },
  {
    daysAgo: 3,
    hour: 13,
    minute: 10,
    seq: "2240",
    incidentType: "assist",
    nfirsCode: "571",
    priority: "medium",
    status: "completed",
    location: "Lakeview Fire District Station 2, 90 Lakeshore Dr",
    description: "Mutual aid cover assignment while Lakeview units committed to a working commercial fire.",
    narrativeSummary:
      "Engine 1 relocated to Lakeview Station 2 for 3 hours 20 minutes. Handled one EMS assist in Lakeview's first-due area. " +
      "Released by Lakeview command at 16:35 and returned to quarters.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Engine 1"],
    reporter: "brennan",
  },
  {
    daysAgo: 1,
    hour: 8,
    minute: 45,
    seq: "6678",
    incidentType: "medical",
    nfirsCode: "321",
    priority: "medium",
    status: "draft",
    location: "842 Oak St, Apt 3B, Riverside",
    description: "82-year-old female, fall at home with suspected hip injury.",
    narrativeSummary:
      "Patient found on the bedroom floor, alert and oriented, shortened and externally rotated left leg. Pain managed per protocol, " +
      "moved by scoop stretcher and transported to Riverside General. Daughter notified.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Medic 3"],
    reporter: "hale",
  },
  // This month's EMS calls with their patient care reports (the ePCR part of the demo writes them).
  {
    daysAgo: 27,
    hour: 7,
    minute: 12,
    seq: "3081",
    incidentType: "medical",
    nfirsCode: "321",
    priority: "high",
    status: "approved",
    location: "12 Oak Ln, Riverside",
    description: "64-year-old male, chest pain radiating to the left arm; inferior STEMI on the 12-lead.",
    narrativeSummary:
      "Medic 3 found the patient diaphoretic with substernal pressure. 12-lead showed an inferior STEMI; STEMI alert and ECG sent to Riverside General. Aspirin and nitroglycerin given, pain eased from 7 to 3. Transported emergent straight to the cath lab team. Engine 1 assisted with the stair carry.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Medic 3", "Engine 1"],
    reporter: "hale",
  },
  {
    daysAgo: 25,
    hour: 11,
    minute: 5,
    seq: "3322",
    incidentType: "medical",
    nfirsCode: "321",
    priority: "medium",
    status: "completed",
    location: "Riverside Pharmacy, 2301 Commerce Pkwy, Riverside",
    description:
      "68-year-old male fainted while standing in line at the pharmacy; brief loss of consciousness.",
    narrativeSummary:
      "Patient alert on arrival, bradycardic at 48 after a recent beta-blocker increase. IV fluids given, symptoms resolved lying flat. Transported non-emergent to Riverside General.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Medic 3"],
    reporter: "hale",
  },
  {
    daysAgo: 23,
    hour: 6,
    minute: 40,
    seq: "3517",
    incidentType: "medical",
    nfirsCode: "321",
    priority: "high",
    status: "completed",
    location: "410 Harbor Point Blvd, Apt 12, Riverside",
    description: "24-year-old female with asthma, short of breath, home inhaler not helping.",
    narrativeSummary:
      "Tripod position with diffuse wheezes and SpO2 89%. Two albuterol/ipratropium nebulisers and IV methylprednisolone; SpO2 97% and speaking full sentences by transport. Transported emergent to Riverside General.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Medic 3"],
    reporter: "hale",
  },
  {
    daysAgo: 21,
    hour: 12,
    minute: 20,
    seq: "3694",
    incidentType: "medical",
    nfirsCode: "321",
    priority: "medium",
    status: "approved",
    location: "27 Birch Ct, Riverside",
    description: "58-year-old male, known diabetic, confused and sweating; blood glucose 38.",
    narrativeSummary:
      "Wife found the patient confused after he skipped lunch. D10 IV brought the glucose to 96 and then 121; alert and oriented within minutes. Transported non-emergent to St. Anne at the family's request.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Medic 3"],
    reporter: "hale",
  },
  {
    daysAgo: 19,
    hour: 17,
    minute: 35,
    seq: "3840",
    incidentType: "medical",
    nfirsCode: "322",
    priority: "medium",
    status: "completed",
    location: "Route 9 at Mill Rd, Riverside",
    description: "Two-car head-on collision at low speed; one driver with neck pain, airbags deployed.",
    narrativeSummary:
      "Engine 1 secured the vehicles and disconnected batteries. Restrained driver self-extricated, neck pain with midline tenderness: collar and spinal motion restriction, transported by Medic 3 to Riverside General. Other driver uninjured. Lanes reopened after 35 minutes.",
    injuries: 1,
    propertyDamage: 0,
    unitsResponded: ["Engine 1", "Medic 3"],
    reporter: "hale",
  },
  {
    daysAgo: 17,
    hour: 15,
    minute: 10,
    seq: "4019",
    incidentType: "medical",
    nfirsCode: "321",
    priority: "low",
    status: "completed",
    location: "19 Maple Ridge Dr, Riverside",
    description: "64-year-old male fell over a garden hose; no injuries found.",
    narrativeSummary:
      "Patient sitting on the porch step, alert and oriented, no injuries found and vitals normal. Advised transport given his age and diabetes; he refused against medical advice and signed the refusal.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Medic 3"],
    reporter: "hale",
  },
  {
    daysAgo: 15,
    hour: 19,
    minute: 45,
    seq: "4276",
    incidentType: "medical",
    nfirsCode: "321",
    priority: "critical",
    status: "approved",
    location: "Golden Lotus Restaurant, 480 Harbor Point Blvd, Riverside",
    description: "34-year-old male, hives, lip swelling and wheezing after eating a dish with peanut sauce.",
    narrativeSummary:
      "Anaphylaxis with BP 86/52. Epinephrine IM, IV fluids, diphenhydramine, albuterol and methylprednisolone; BP 118/72 and wheezes cleared. Transported emergent to Riverside General for observation.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Medic 3", "Engine 1"],
    reporter: "hale",
  },
  {
    daysAgo: 12,
    hour: 10,
    minute: 25,
    seq: "4433",
    incidentType: "medical",
    nfirsCode: "321",
    priority: "high",
    status: "completed",
    location: "Riverside Community College, 1200 College Way, Riverside",
    description: "19-year-old male with epilepsy, continuous seizure in the campus library.",
    narrativeSummary:
      "Still seizing on arrival, about 12 minutes in. Midazolam IM stopped the seizure; airway managed with an NPA and oxygen. Post-ictal and improving, transported emergent to Riverside General. Campus security met the crew at the door.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Medic 3", "Engine 1"],
    reporter: "hale",
  },
  {
    daysAgo: 9,
    hour: 9,
    minute: 50,
    seq: "4608",
    incidentType: "medical",
    nfirsCode: "321",
    priority: "critical",
    status: "completed",
    location: "1605 Willow Bend Rd, Riverside",
    description: "71-year-old female, right-sided weakness and slurred speech, last known well 08:55.",
    narrativeSummary:
      "BE-FAST positive with right facial droop and arm drift, glucose normal. Stroke alert to Riverside General with the last known well time; transported emergent and met by the stroke team.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Medic 3"],
    reporter: "hale",
  },
  {
    daysAgo: 5,
    hour: 22,
    minute: 15,
    seq: "4851",
    incidentType: "medical",
    nfirsCode: "321",
    priority: "critical",
    status: "completed",
    location: "Riverside Gas & Go, 960 River Rd, Riverside",
    description: "31-year-old male unresponsive in the restroom, suspected heroin overdose.",
    narrativeSummary:
      "Respiratory rate 4, pinpoint pupils. Ventilated by BVM, naloxone 2 mg intranasal: breathing on his own within 4 minutes and awake by 10 minutes. Agreed to transport to St. Anne. Riverside PD on scene.",
    injuries: 0,
    propertyDamage: 0,
    unitsResponded: ["Medic 3", "Engine 1"],
    reporter: "hale",
  },
];

type Crew = "A" | "B" | "C";
/** Medic 3 on A platoon's EMS calls: its two EMTs and the platoon's paramedic. */
const ALS_CREW: MemberKey[] = ["patel", "foster", "ortega"];
/** Who rides with each platoon's officer on a call (responders of the seeded reports). */
const CREWS: Record<Crew, MemberKey[]> = {
  A: ["hale", "kim", "patel", "ortega", "foster"],
  B: ["vasquez", "whitaker", "thompson", "cho", "goldberg"],
  C: ["brennan", "obrien", "holloway", "mendes", "brooks"],
};

/**
 * The NFIRS Basic data of the reports above (by seq): NERIS type, primary action, property use, aid, times
 * from the alarm (arrival in seconds, last unit cleared in minutes), who responded, and how many days after
 * the incident a completed report was completed. Some are left incomplete or late on purpose, so the
 * Compliance tab has something to show.
 */
const INCIDENT_NFIRS: Record<
  string,
  Pick<NewIncident, "nerisIncidentType" | "actionTaken" | "propertyUse" | "aidGivenReceived"> & {
    arrivalSeconds: number | null;
    clearedMinutes: number | null;
    crew: MemberKey[];
    completedAfterDays?: number;
  }
> = {
  "4821": {
    nerisIncidentType: "FIRE||STRUCTURE_FIRE||ROOM_AND_CONTENTS_FIRE",
    actionTaken: "11",
    propertyUse: "419",
    aidGivenReceived: "N",
    arrivalSeconds: 312,
    clearedMinutes: 146,
    crew: [...CREWS.A, "reyes"],
    completedAfterDays: 4,
  },
  "5307": {
    nerisIncidentType: "MEDICAL||ILLNESS||CARDIAC_ARREST",
    actionTaken: "33",
    propertyUse: "311",
    aidGivenReceived: "N",
    arrivalSeconds: 268,
    clearedMinutes: 55,
    crew: [...CREWS.B.slice(0, 4), "patel"],
    completedAfterDays: 2,
  },
  "6140": {
    nerisIncidentType: "MEDICAL||INJURY||MOTOR_VEHICLE_COLLISION",
    actionTaken: "23",
    propertyUse: "961",
    aidGivenReceived: "N",
    arrivalSeconds: 385,
    clearedMinutes: 70,
    crew: CREWS.C,
  },
  "1953": {
    nerisIncidentType: "NOEMERG||FALSE_ALARM||ACCIDENTAL_ALARM",
    actionTaken: "86",
    propertyUse: "215",
    aidGivenReceived: "N",
    arrivalSeconds: 290,
    clearedMinutes: 26,
    crew: CREWS.A.slice(0, 4),
    completedAfterDays: 18,
  },
  "2788": {
    nerisIncidentType: "HAZSIT||HAZARDOUS_MATERIALS||GAS_LEAK_ODOR",
    actionTaken: "53",
    propertyUse: "963",
    aidGivenReceived: "N",
    arrivalSeconds: 347,
    clearedMinutes: 75,
    crew: ["reyes", ...CREWS.A.slice(1, 4)],
  },
  "3416": {
    nerisIncidentType: "FIRE||OUTSIDE_FIRE||VEGETATION_GRASS_FIRE",
    actionTaken: "16",
    propertyUse: "931",
    aidGivenReceived: "N",
    arrivalSeconds: 540,
    clearedMinutes: 168,
    crew: CREWS.B,
    completedAfterDays: 6,
  },
  "7092": {
    nerisIncidentType: "RESCUE||WATER||PERSON_IN_WATER_SWIFTWATER",
    actionTaken: "22",
    propertyUse: "946",
    aidGivenReceived: "N",
    arrivalSeconds: 420,
    clearedMinutes: 65,
    crew: CREWS.C,
  },
  "8534": {
    nerisIncidentType: "FIRE||TRANSPORTATION_FIRE||VEHICLE_FIRE_PASSENGER",
    actionTaken: "11",
    propertyUse: "882",
    aidGivenReceived: "N",
    arrivalSeconds: 255,
    clearedMinutes: 48,
    crew: CREWS.A.slice(0, 3),
  },
  // A fire inspection is not an NFIRS incident: no code, no alarm.
  "0467": {
    nerisIncidentType: null,
    actionTaken: null,
    propertyUse: null,
    aidGivenReceived: null,
    arrivalSeconds: null,
    clearedMinutes: null,
    crew: ["reyes"],
    completedAfterDays: 1,
  },
  "5911": {
    nerisIncidentType: "HAZSIT||HAZARDOUS_MATERIALS||CARBON_MONOXIDE_RELEASE",
    actionTaken: "64",
    propertyUse: "419",
    aidGivenReceived: "N",
    arrivalSeconds: 301,
    clearedMinutes: 80,
    crew: CREWS.B.slice(0, 4),
  },
  "2240": {
    nerisIncidentType: "PUBSERV||OTHER||MOVE_UP",
    actionTaken: "91",
    propertyUse: "888",
    aidGivenReceived: "3",
    arrivalSeconds: 1140,
    clearedMinutes: 200,
    crew: CREWS.C.slice(0, 3),
    completedAfterDays: 1,
  },
  // The newest draft is still being written: no NERIS type, action, property use or aid yet.
  "6678": {
    nerisIncidentType: null,
    actionTaken: null,
    propertyUse: null,
    aidGivenReceived: null,
    arrivalSeconds: 236,
    clearedMinutes: null,
    crew: ["patel", "foster", "ortega"],
  },
  "3081": {
    nerisIncidentType: "MEDICAL||ILLNESS||CHEST_PAIN_NON_TRAUMA",
    actionTaken: "33",
    propertyUse: "419",
    aidGivenReceived: "N",
    arrivalSeconds: 284,
    clearedMinutes: 66,
    crew: [...ALS_CREW, "hale", "kim"],
    completedAfterDays: 1,
  },
  "3322": {
    nerisIncidentType: "MEDICAL||ILLNESS||UNCONSCIOUS_VICTIM",
    actionTaken: "33",
    propertyUse: "580",
    aidGivenReceived: "N",
    arrivalSeconds: 305,
    clearedMinutes: 64,
    crew: ALS_CREW,
    completedAfterDays: 1,
  },
  "3517": {
    nerisIncidentType: "MEDICAL||ILLNESS||BREATHING_PROBLEMS",
    actionTaken: "33",
    propertyUse: "429",
    aidGivenReceived: "N",
    arrivalSeconds: 262,
    clearedMinutes: 65,
    crew: ALS_CREW,
    completedAfterDays: 1,
  },
  "3694": {
    nerisIncidentType: "MEDICAL||ILLNESS||DIABETIC_PROBLEMS",
    actionTaken: "33",
    propertyUse: "419",
    aidGivenReceived: "N",
    arrivalSeconds: 331,
    clearedMinutes: 64,
    crew: ALS_CREW,
    completedAfterDays: 1,
  },
  "3840": {
    nerisIncidentType: "MEDICAL||INJURY||MOTOR_VEHICLE_COLLISION",
    actionTaken: "32",
    propertyUse: "963",
    aidGivenReceived: "N",
    arrivalSeconds: 356,
    clearedMinutes: 70,
    crew: [...ALS_CREW, "hale", "kim"],
    completedAfterDays: 1,
  },
  "4019": {
    nerisIncidentType: "MEDICAL||INJURY||FALL",
    actionTaken: "31",
    propertyUse: "419",
    aidGivenReceived: "N",
    arrivalSeconds: 298,
    clearedMinutes: 27,
    crew: ALS_CREW,
    completedAfterDays: 1,
  },
  "4276": {
    nerisIncidentType: "MEDICAL||ILLNESS||ALLERGIC_REACTION_STINGS",
    actionTaken: "33",
    propertyUse: "161",
    aidGivenReceived: "N",
    arrivalSeconds: 243,
    clearedMinutes: 66,
    crew: [...ALS_CREW, "hale", "kim"],
    completedAfterDays: 1,
  },
  "4433": {
    nerisIncidentType: "MEDICAL||ILLNESS||CONVULSIONS_SEIZURES",
    actionTaken: "33",
    propertyUse: "241",
    aidGivenReceived: "N",
    arrivalSeconds: 318,
    clearedMinutes: 65,
    crew: [...ALS_CREW, "hale", "kim"],
    completedAfterDays: 1,
  },
  "4608": {
    nerisIncidentType: "MEDICAL||ILLNESS||STROKE_CVA",
    actionTaken: "33",
    propertyUse: "419",
    aidGivenReceived: "N",
    arrivalSeconds: 276,
    clearedMinutes: 62,
    crew: ALS_CREW,
    completedAfterDays: 1,
  },
  "4851": {
    nerisIncidentType: "MEDICAL||ILLNESS||OVERDOSE",
    actionTaken: "33",
    propertyUse: "571",
    aidGivenReceived: "N",
    arrivalSeconds: 254,
    clearedMinutes: 66,
    crew: [...ALS_CREW, "hale", "kim"],
    completedAfterDays: 1,
  },
};

/** Kinds of call the older, completed reports are drawn from (a year of history for Analytics). */
const HISTORY_KINDS: ReadonlyArray<
  Pick<
    NewIncident,
    | "incidentType"
    | "nfirsCode"
    | "nerisIncidentType"
    | "actionTaken"
    | "propertyUse"
    | "priority"
    | "description"
  > & { units: string[]; slower?: number }
> = [
  {
    incidentType: "medical",
    nfirsCode: "321",
    nerisIncidentType: "MEDICAL||ILLNESS||BREATHING_PROBLEMS",
    actionTaken: "32",
    propertyUse: "419",
    priority: "high",
    description: "Adult with difficulty breathing, history of COPD.",
    units: ["Medic 3"],
  },
  {
    incidentType: "false_alarm",
    nfirsCode: "745",
    nerisIncidentType: "NOEMERG||FALSE_ALARM||ACCIDENTAL_ALARM",
    actionTaken: "86",
    propertyUse: "599",
    priority: "low",
    description: "Commercial fire alarm activation; no fire found, system reset with the keyholder.",
    units: ["Engine 1", "Ladder 2"],
  },
  {
    incidentType: "medical",
    nfirsCode: "321",
    nerisIncidentType: "MEDICAL||INJURY||FALL",
    actionTaken: "32",
    propertyUse: "429",
    priority: "medium",
    description: "Resident fall with a head laceration, alert and oriented.",
    units: ["Medic 3", "Engine 1"],
  },
  {
    incidentType: "vehicle",
    nfirsCode: "324",
    nerisIncidentType: "MEDICAL||INJURY||MOTOR_VEHICLE_COLLISION",
    actionTaken: "31",
    propertyUse: "961",
    priority: "medium",
    description: "Two-car collision, no injuries; fluids absorbed and lanes reopened.",
    units: ["Engine 1", "Medic 3"],
  },
  {
    incidentType: "medical",
    nfirsCode: "321",
    nerisIncidentType: "MEDICAL||ILLNESS||CHEST_PAIN_NON_TRAUMA",
    actionTaken: "33",
    propertyUse: "419",
    priority: "high",
    description: "Chest pain radiating to the left arm; 12-lead transmitted to the hospital.",
    units: ["Medic 3"],
  },
  {
    incidentType: "fire",
    nfirsCode: "113",
    nerisIncidentType: "FIRE||STRUCTURE_FIRE||CONFINED_COOKING_APPLIANCE_FIRE",
    actionTaken: "11",
    propertyUse: "429",
    priority: "high",
    description: "Stovetop fire confined to the pan; apartment ventilated.",
    units: ["Engine 1", "Ladder 2", "Command 1"],
  },
  {
    incidentType: "hazmat",
    nfirsCode: "412",
    nerisIncidentType: "HAZSIT||HAZARDOUS_MATERIALS||GAS_LEAK_ODOR",
    actionTaken: "82",
    propertyUse: "419",
    priority: "medium",
    description: "Odor of natural gas at the meter; utility notified and the leak isolated.",
    units: ["Engine 1"],
  },
  {
    incidentType: "wildfire",
    nfirsCode: "143",
    nerisIncidentType: "FIRE||OUTSIDE_FIRE||VEGETATION_GRASS_FIRE",
    actionTaken: "16",
    propertyUse: "931",
    priority: "medium",
    description: "Grass fire along the rail embankment, about a quarter acre.",
    units: ["Brush 4", "Tanker 6"],
    slower: 180,
  },
  {
    incidentType: "rescue",
    nfirsCode: "353",
    nerisIncidentType: "RESCUE||STRUCTURE||ELEVATOR_ESCALATOR_RESCUE",
    actionTaken: "22",
    propertyUse: "429",
    priority: "medium",
    description: "Two occupants in a stalled elevator between floors 3 and 4.",
    units: ["Rescue 5", "Engine 1"],
  },
  {
    incidentType: "assist",
    nfirsCode: "551",
    nerisIncidentType: "LAWENFORCE",
    actionTaken: "73",
    propertyUse: "962",
    priority: "low",
    description: "Lighting and manpower for a police scene overnight.",
    units: ["Rescue 5"],
  },
  {
    incidentType: "fire",
    nfirsCode: "111",
    nerisIncidentType: "FIRE||STRUCTURE_FIRE||STRUCTURAL_INVOLVEMENT_FIRE",
    actionTaken: "11",
    propertyUse: "419",
    priority: "critical",
    description: "Detached garage fire extending to the eaves of the house.",
    units: ["Engine 1", "Ladder 2", "Tanker 6", "Command 1"],
    slower: 60,
  },
];
/** Order in which the kinds recur: medical calls and alarms come most often. */
const HISTORY_PATTERN = [
  0, 1, 2, 3, 4, 6, 0, 5, 2, 8, 4, 7, 0, 9, 1, 10, 2, 3, 0, 5, 4, 1, 6, 8, 2, 0, 7, 3, 4, 9,
];
const HISTORY_STREETS = [
  "88 Elm St",
  "410 Harbor Point Blvd",
  "17 Cedar Ln",
  "Route 9 at Mill Rd",
  "2301 Commerce Pkwy",
  "55 Birch Ct, Apt 2",
  "960 River Rd",
  "12 Orchard Way",
  "Riverside Commons, 300 Main St",
  "71 Lakeshore Dr",
];

/** This month's reports and a year of older completed ones, with responders and apparatus. */
export function buildIncidents(ctx: DemoContext, equipmentRows: NewEquipment[]) {
  const { agencyId, dateIn, at, idOf } = ctx;
  const unitIds = new Map<string, string>();
  for (const row of equipmentRows) {
    row.id ??= randomUUID();
    unitIds.set(row.name, row.id);
  }
  const incidentRows: NewIncident[] = [];
  const incidentResponderRows: { agencyId: string; incidentId: string; userId: string }[] = [];
  const incidentApparatusRows: (typeof incidentApparatus.$inferInsert)[] = [];
  const addIncident = (row: Omit<NewIncident, "agencyId" | "id">, crew: MemberKey[]) => {
    const id = randomUUID();
    // The NERIS part of every report with a NERIS type and an alarm (a call), filled as its officer would.
    const neris = row.alarmAt
      ? demoNerisData(row.nerisIncidentType ?? null, {
          alarm: row.alarmAt,
          arrival: row.arrivalAt ?? null,
          location: row.location,
          aid: row.aidGivenReceived ?? null,
          injuries: row.injuries ?? 0,
        })
      : null;
    // Demo reports were written by their officer in charge.
    incidentRows.push({ reportedById: row.reportingOfficerId, neris, ...row, agencyId, id });
    for (const key of new Set(crew))
      incidentResponderRows.push({ agencyId, incidentId: id, userId: idOf(key) });
    (row.unitsResponded ?? []).forEach((name, n) => {
      const equipmentId = unitIds.get(name);
      if (!equipmentId) return;
      // Each unit's own times: the first one's are the report's; the others' follow a minute apart.
      const later = (d: Date | null | undefined, minutes: number) =>
        d ? new Date(d.getTime() + minutes * MINUTE) : null;
      const cleared = row.lastUnitClearedAt ?? null;
      const onScene = later(row.arrivalAt, n);
      incidentApparatusRows.push({
        agencyId,
        incidentId: id,
        equipmentId,
        dispatchedAt: row.dispatchedAt ?? null,
        enRouteAt: later(row.enRouteAt, n * 0.5),
        onSceneAt: onScene,
        clearedAt: cleared && onScene && cleared < onScene ? onScene : cleared,
        staffing: name.startsWith("Medic") || name.startsWith("Command") ? 2 : 4,
      });
    });
  };
  const after = (when: Date, ms: number | null) => (ms === null ? null : new Date(when.getTime() + ms));
  // Dispatch 30 to 100 seconds after the alarm, en route 45 to 120 seconds later (never past the arrival).
  const dispatchTimes = (when: Date, arrival: Date | null, n: number) => {
    if (!arrival) return { dispatchedAt: null, enRouteAt: null };
    const dispatchedAt = new Date(
      Math.min(arrival.getTime(), when.getTime() + (30 + ((n * 37) % 71)) * 1000),
    );
    const enRouteAt = new Date(
      Math.min(arrival.getTime(), dispatchedAt.getTime() + (45 + ((n * 53) % 76)) * 1000),
    );
    return { dispatchedAt, enRouteAt };
  };

  for (const { daysAgo, hour, minute, seq, reporter, ...incident } of INCIDENTS) {
    const when = at(-daysAgo, hour, minute);
    const { arrivalSeconds, clearedMinutes, crew, completedAfterDays, ...nfirs } = INCIDENT_NFIRS[seq];
    const arrival = after(when, arrivalSeconds === null ? null : arrivalSeconds * 1000);
    addIncident(
      {
        ...incident,
        ...nfirs,
        incidentNumber: `${isoDate(when.getTime()).replaceAll("-", "")}-${seq}`,
        incidentDate: when,
        // Reports are written by the end of the shift; the newest may still be today's.
        reportDate: dateIn(Math.min(0, -daysAgo + (hour >= 20 ? 1 : 0))),
        reportingOfficerId: idOf(reporter),
        alarmAt: arrivalSeconds === null ? null : when,
        ...dispatchTimes(when, arrival, Number(seq) + daysAgo),
        arrivalAt: arrival,
        lastUnitClearedAt: arrival && clearedMinutes !== null ? after(when, clearedMinutes * MINUTE) : null,
        completedAt:
          incident.status === "completed" ? after(when, (completedAfterDays ?? 1) * DAY + 3 * HOUR) : null,
      },
      crew,
    );
  }

  // A year of older, completed reports, so Analytics has months to compare. A few were completed late or
  // lack a code, as in any real agency.
  for (let i = 0; i < HISTORY_PATTERN.length; i++) {
    const { units, slower = 0, ...kind } = HISTORY_KINDS[HISTORY_PATTERN[i]];
    const crew = (["A", "B", "C"] as const)[i % 3];
    const when = at(-(34 + i * 11), (i * 7 + 3) % 24, (i * 13) % 60);
    const arrival = after(when, (205 + ((i * 97) % 330) + slower) * 1000);
    addIncident(
      {
        ...kind,
        incidentNumber: `${isoDate(when.getTime()).replaceAll("-", "")}-${String((i * 7919 + 1234) % 10000).padStart(4, "0")}`,
        incidentDate: when,
        reportDate: isoDate(when.getTime()),
        location: `${HISTORY_STREETS[i % HISTORY_STREETS.length]}, Riverside`,
        reportingOfficerId: idOf(CREWS[crew][0]),
        narrativeSummary: null,
        status: "completed",
        injuries: kind.incidentType === "vehicle" || kind.incidentType === "medical" ? 1 : 0,
        fatalities: 0,
        propertyDamage: kind.incidentType === "fire" ? 4000 + ((i * 3571) % 60) * 500 : 0,
        unitsResponded: units,
        nerisIncidentType: kind.nerisIncidentType,
        propertyUse: i % 9 === 4 ? null : kind.propertyUse,
        aidGivenReceived: i % 11 === 5 ? "1" : "N",
        alarmAt: when,
        ...dispatchTimes(when, arrival, i),
        arrivalAt: arrival,
        lastUnitClearedAt: after(when, (25 + ((i * 17) % 90)) * MINUTE),
        completedAt: after(when, [3, 5, 8, 2, 12, 17, 4, 6, 9, 22][i % 10] * DAY),
      },
      CREWS[crew].slice(0, 3 + (i % 2)),
    );
  }

  const incidentNumber = (seq: string) =>
    incidentRows.find((i) => i.incidentNumber.endsWith(`-${seq}`))?.incidentNumber;
  return { incidentRows, incidentResponderRows, incidentApparatusRows, incidentNumber };
}

/** After equipment's part: a report names the apparatus that responded. */
export const incidentsSeed: SeedStep = (ctx) => {
  const { incidentNumber, ...rows } = buildIncidents(ctx, builtBy(ctx, "equipmentRows", "equipment"));
  ctx.built.incidentNumber = incidentNumber;
  const insert = insertRows(
    rowsOf(nerisSettings, [{ agencyId: ctx.agencyId, entityId: DEMO_NERIS_ENTITY_ID }]),
    rowsOf(incidents, rows.incidentRows),
    rowsOf(incidentResponders, rows.incidentResponderRows),
    rowsOf(incidentApparatus, rows.incidentApparatusRows),
  );
  return async (write) => {
    await insert(write);
    await seedNerisSubmissions(write.tx, ctx.agencyId);
  };
};
