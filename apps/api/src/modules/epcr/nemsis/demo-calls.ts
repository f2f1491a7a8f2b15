/**
 * The demo's EMS calls: twelve complete reports, each a realistic call from dispatch to the hospital's signature,
 * with a vitals series that shows the patient's trend. Nine are here (a hip fracture after a fall, a hypoglycaemic
 * diabetic, a stroke alert, an asthma attack, a seizure, a syncope, anaphylaxis, a car crash, an opioid
 * overdose); the chest pain, the cardiac arrest and the refusal are nemsis.fixtures.ts'. Crew ids are the agency
 * fixture's: P-1001 the paramedic, E-2002 the EMT (the demo seed puts its own members in their places).
 */
import type { CodeOf } from "@rollcall/shared/epcr/report";
import type { EmsExportReport } from "./ems-dataset";
import {
  call,
  cardiacArrestReport,
  chestPainReport,
  gcs,
  patientSigned,
  refusalReport,
  SIGNATURE_IMAGES,
  signatures,
  UNRATED,
  vitals,
} from "./nemsis.fixtures";

const NA = { not: "7701001" } as const;
/** Not measured again in a later set of vitals. */
const NR = { not: "7701003" } as const;
type Member = "P-1001" | "E-2002";
type Medication = NonNullable<EmsExportReport["medications"]>[number];
type Procedure = NonNullable<EmsExportReport["procedures"]>[number];

const performer = (by: Member) => ({ value: by === "P-1001" ? ("9905007" as const) : ("9905005" as const) });

/** A medication given by this crew, without complication. */
function med(
  at: string,
  code: string,
  dose: number,
  doseUnit: CodeOf<"eMedications.06">,
  route: CodeOf<"eMedications.04">,
  by: Member,
  response: CodeOf<"eMedications.07"> = "9916001",
): Medication {
  return {
    givenAt: { value: at },
    priorToCare: { value: "9923001" },
    code: { value: code },
    route: { value: route },
    dose: { value: dose },
    doseUnit: { value: doseUnit },
    response: { value: response },
    complications: { values: ["3708031"] },
    crewMemberId: by,
    performerLevel: performer(by),
  };
}

/** A procedure done by this crew, successful at the first attempt, without complication. */
function proc(
  at: string,
  code: string,
  by: Member,
  response: CodeOf<"eProcedures.08"> = "9916003",
  more: Partial<Procedure> = {},
): Procedure {
  return {
    performedAt: { value: at },
    priorToCare: { value: "9923001" },
    code: { value: code },
    attempts: { value: 1 },
    successful: { value: "9923003" },
    complications: { values: ["3907033"] },
    response: { value: response },
    crewMemberId: by,
    performerLevel: performer(by),
    ...more,
  };
}

/** A set of vitals as the chart reads it (glucose only when it was checked), with what else differs. */
type Reading = {
  bp: `${number}/${number}`;
  hr: number;
  spo2: number;
  rr: number;
  etco2: number;
  glucose?: number;
  pain?: number;
};
function taken(at: string, r: Reading, more: Record<string, unknown> = {}) {
  const [sbp, dbp] = r.bp.split("/").map(Number);
  return vitals(at, {
    sbp: { value: sbp },
    dbp: { value: dbp },
    heartRate: { value: r.hr },
    spo2: { value: r.spo2 },
    respiratoryRate: { value: r.rr },
    etco2: { value: r.etco2 },
    glucose: r.glucose === undefined ? NR : { value: r.glucose },
    ...(r.pain !== undefined && { pain: { value: r.pain } }),
    ...more,
  });
}

const IV = "392230005";
const GLUCOSE_CHECK = "33747003";
const TWELVE_LEAD = "268400002";

/** The instants of a November 2026 day, Eastern time. */
const on =
  (day: string) =>
  (hm: string): string =>
    `2026-11-${day}T${hm}:00-05:00`;

const FALL_DAY = on("10");
const fallCall = call("10", "0104");
export const hipFractureReport: EmsExportReport = {
  ...fallCall,
  id: "2a4f0f64-1a51-4c8e-8f0b-1b0e4a6e9c04",
  dispatch: { reason: "2301033", emdPerformed: { value: "2302003" }, emdDeterminant: "17-B-1" },
  response: {
    ...fallCall.response,
    responseMode: "2223005",
    responseModeDescriptors: { values: ["2224019"] },
  },
  patient: {
    ...fallCall.patient,
    lastName: { value: "Hollis" },
    firstName: { value: "Margaret" },
    street: "842 Oak Street, Apt 3B",
    age: { value: 82 },
    dateOfBirth: { value: "1944-06-19" },
    sex: { value: "9919001" },
    weightKg: { value: 58 },
  },
  scene: { ...fallCall.scene, locationType: { value: "Y92.003" }, street: { value: "842 Oak Street" } },
  situation: {
    symptomOnset: { value: FALL_DAY("09:35"), pn: "8801029" },
    possibleInjury: { value: "9922005" },
    complaints: [
      { type: "2803001", text: "Left hip pain after a fall", duration: 25, durationUnits: "2806003" },
    ],
    anatomicLocation: { value: "2807007" },
    organSystem: { value: "2808015" },
    primarySymptom: { value: "M25.552" }, // pain in left hip
    otherSymptoms: { values: ["R42", "R07.9"], pn: "8801031" }, // denies dizziness and chest pain
    primaryImpression: { value: "S72.002A" }, // fracture of the neck of the left femur, initial encounter
    secondaryImpressions: NA,
    acuity: { value: "2813003" },
    lastKnownWell: NA,
    interfacilityReason: NA,
  },
  injury: {
    causes: { values: ["W01.0XXA"] }, // fall on the same level from slipping or tripping
    highRiskCriteria: NA,
    moderateRiskCriteria: { values: ["2904019"] }, // anticoagulant use
  },
  arrest: { status: { value: "3001001" } },
  history: {
    barriers: { values: ["3101005"] },
    advanceDirectives: { values: ["3105005"] },
    medicationAllergies: { pn: "8801013" },
    medicalHistory: { values: ["I48.91", "I10", "M81.0"] },
    historyFrom: ["3109007", "3109003"],
    medications: [
      { code: { value: "1364430" }, dose: 5, doseUnit: "3114029", route: "9927035", frequency: "3120017" },
      { code: { value: "6918" }, dose: 25, doseUnit: "3114029", route: "9927035", frequency: "3120017" },
      { code: { value: "46041" }, dose: 70, doseUnit: "3114029", route: "9927035" },
    ],
    alcoholDrugUse: { pn: "8801015" },
    lastOralIntake: FALL_DAY("07:30"),
  },
  vitals: [
    taken(
      FALL_DAY("10:13"),
      { bp: "152/88", hr: 96, spo2: 95, rr: 20, etco2: 34, glucose: 124, pain: 9 },
      { cardiacRhythm: { values: ["9901007"] }, pulseRhythm: "3313001" },
    ),
    taken(
      FALL_DAY("10:24"),
      { bp: "144/84", hr: 88, spo2: 97, rr: 18, etco2: 35, pain: 5 },
      { cardiacRhythm: { values: ["9901007"] }, pulseRhythm: "3313001" },
    ),
    taken(
      FALL_DAY("10:38"),
      { bp: "138/80", hr: 84, spo2: 97, rr: 16, etco2: 36, pain: 3 },
      { cardiacRhythm: { values: ["9901007"] }, pulseRhythm: "3313001" },
    ),
  ],
  exam: {
    assessments: [
      {
        assessedAt: FALL_DAY("10:14"),
        skin: ["3504033", "3504009"],
        head: ["3505033"],
        neck: ["3507029"],
        chest: ["3525029"],
        mentalStatus: ["3519011", "3519013", "3519015", "3519017"],
        neurological: ["3520021"],
      },
    ],
  },
  procedures: [
    proc(FALL_DAY("10:15"), "46825001", "E-2002"), // cardiac monitoring
    proc(FALL_DAY("10:17"), IV, "P-1001", "9916003", {
      size: "20 ga",
      vascularAccessLocation: { value: "3913001" },
    }),
    proc(FALL_DAY("10:26"), "79321009", "E-2002", "9916001"), // application of splint (pillows, scoop)
  ],
  medications: [
    med(FALL_DAY("10:19"), "4337", 50, "3706015", "9927023", "P-1001"), // fentanyl
    med(FALL_DAY("10:31"), "4337", 25, "3706015", "9927023", "P-1001"),
  ],
  protocols: { values: ["9914097", "9914071"] },
  disposition: {
    ...fallCall.disposition,
    movedToAmbulance: ["9909013"],
    positionDuringTransport: ["4214017"],
    transportMode: { value: "4217005" },
    transportModeDescriptors: { values: ["4218015"] },
    destinationReasons: { values: ["4220015"] },
    hospitalCapability: { values: ["9908021"] },
  },
  narrative:
    "Dispatched to an 82 y/o female who fell at home. Found lying on her left side on the bedroom floor, alert " +
    "and oriented x4, hard of hearing. States she tripped on the rug walking to the bathroom about 09:35 and " +
    "could not get up; denies striking her head, loss of consciousness, dizziness, chest pain or shortness of " +
    "breath before the fall. Left leg shortened and externally rotated, pain 9/10 in the left hip, distal pulse, " +
    "motor and sensation intact. No other injuries found. Takes apixaban for atrial fibrillation. Monitor: atrial " +
    "fibrillation, rate 90s. IV 20 ga left AC, fentanyl 50 mcg IV with pain to 5/10, repeated 25 mcg en route " +
    "(pain 3/10). Hip padded and splinted with pillows, moved by scoop stretcher to the cot. Transported " +
    "non-emergent to Riverbend General, her choice. Care handed to the ED nurse with report; daughter notified.",
  signatures: signatures(patientSigned(FALL_DAY("10:29"), "Hollis", "Margaret"), FALL_DAY("10:50"), [
    "Brooks",
    "Janet",
  ]),
};

const SUGAR_DAY = on("11");
const sugarCall = call("11", "0105");
export const hypoglycemiaReport: EmsExportReport = {
  ...sugarCall,
  id: "2a4f0f64-1a51-4c8e-8f0b-1b0e4a6e9c05",
  dispatch: { reason: "2301027", emdPerformed: { value: "2302003" }, emdDeterminant: "13-C-1" },
  patient: {
    ...sugarCall.patient,
    lastName: { value: "Okonkwo" },
    firstName: { value: "Daniel" },
    street: "27 Birch Court",
    race: { values: ["2514005"] },
    age: { value: 58 },
    dateOfBirth: { value: "1968-02-09" },
    weightKg: { value: 84 },
  },
  primaryPayment: { value: "2601001" },
  scene: { ...sugarCall.scene, locationType: { value: "Y92.009" }, street: { value: "27 Birch Court" } },
  situation: {
    symptomOnset: { value: SUGAR_DAY("09:40"), pn: "8801029" },
    possibleInjury: { value: "9922001" },
    complaints: [
      {
        type: "2803001",
        text: "Confused and sweating, known diabetic",
        duration: 20,
        durationUnits: "2806003",
      },
    ],
    anatomicLocation: { value: "2807011" },
    organSystem: { value: "2808007" },
    primarySymptom: { value: "R41.82" }, // altered mental status
    otherSymptoms: { values: ["R61"] }, // sweating
    primaryImpression: { value: "E16.2" }, // hypoglycaemia
    secondaryImpressions: { values: ["E10.649"] }, // type 1 diabetes with hypoglycaemia
    acuity: { value: "2813003" },
    lastKnownWell: { value: SUGAR_DAY("09:30") },
    interfacilityReason: NA,
  },
  arrest: { status: { value: "3001001" } },
  history: {
    barriers: { values: ["3101009"] },
    medicationAllergies: { pn: "8801013" },
    medicalHistory: { values: ["E10.9", "I10"] },
    historyFrom: ["3109003"],
    medications: [
      { code: { value: "274783" }, dose: 22, doseUnit: "3114049", route: "9927045", frequency: "3120025" },
      { code: { value: "86009" }, dose: 8, doseUnit: "3114049", route: "9927045", frequency: "3120013" },
      { code: { value: "29046" }, dose: 10, doseUnit: "3114029", route: "9927035", frequency: "3120019" },
    ],
    alcoholDrugUse: { pn: "8801015" },
    lastOralIntake: SUGAR_DAY("06:45"),
  },
  vitals: [
    taken(
      SUGAR_DAY("10:12"),
      { bp: "146/88", hr: 108, spo2: 97, rr: 18, etco2: 35, glucose: 38, pain: 0 },
      {
        cardiacRhythm: { values: ["9901049"] },
        gcsVerbal: { value: "4" },
        gcsTotal: { value: 14 },
        avpu: { value: "3326003" },
      },
    ),
    taken(SUGAR_DAY("10:22"), { bp: "138/84", hr: 94, spo2: 98, rr: 16, etco2: 37, glucose: 96, pain: 0 }),
    taken(SUGAR_DAY("10:36"), { bp: "134/82", hr: 86, spo2: 98, rr: 16, etco2: 37, glucose: 121, pain: 0 }),
  ],
  exam: {
    assessments: [
      {
        assessedAt: SUGAR_DAY("10:12"),
        skin: ["3504025", "3504007"],
        mentalStatus: ["3519003", "3519011"],
        neurological: ["3520033"],
        lungs: ["3523007"],
      },
      {
        assessedAt: SUGAR_DAY("10:22"),
        skin: ["3504033", "3504009"],
        mentalStatus: ["3519011", "3519013", "3519015", "3519017"],
      },
    ],
  },
  procedures: [
    proc(SUGAR_DAY("10:12"), GLUCOSE_CHECK, "E-2002"),
    proc(SUGAR_DAY("10:15"), IV, "P-1001", "9916003", {
      size: "20 ga",
      vascularAccessLocation: { value: "3913003" },
    }),
    proc(SUGAR_DAY("10:22"), GLUCOSE_CHECK, "E-2002", "9916001"),
    proc(SUGAR_DAY("10:36"), GLUCOSE_CHECK, "E-2002", "9916001"),
  ],
  medications: [
    med(SUGAR_DAY("10:16"), "4850", 25, "3706001", "9927023", "P-1001"), // dextrose 10%, 250 ml
  ],
  protocols: { values: ["9914125"] },
  disposition: {
    ...sugarCall.disposition,
    facilityId: "h2",
    transportMode: { value: "4217005" },
    transportModeDescriptors: { values: ["4218015"] },
    finalAcuity: { value: "4219005" },
    destinationReasons: { values: ["4220005"] },
    hospitalCapability: { values: ["9908007"] },
    movedToAmbulance: ["9909001"],
    positionDuringTransport: ["4214003"],
  },
  narrative:
    "58 y/o male, type 1 diabetic, found by his wife confused and sweating at the kitchen table; took his usual " +
    "lispro at breakfast and skipped lunch. Speaking in confused sentences, follows commands, pale and " +
    "diaphoretic. No trauma, no seizure activity, denies alcohol. BGL 38 mg/dl. IV 20 ga right AC, D10 250 ml " +
    "(25 g) IV: alert and oriented x4 within 6 minutes, BGL 96, then 121 en route after eating a sandwich. Wife " +
    "asked that he be seen; patient agreed to transport. Non-emergent to St. Anne, care handed to the ED nurse.",
  signatures: signatures(patientSigned(SUGAR_DAY("10:28"), "Okonkwo", "Daniel"), SUGAR_DAY("10:50"), [
    "Ramirez",
    "Sofia",
  ]),
};

const STROKE_DAY = on("12");
const strokeCall = call("12", "0106");
/** The stroke's sets: hypertensive, BE-FAST positive, speech slurred (GCS verbal 4). */
const strokeVitals = (at: string, bp: Reading["bp"], hr: number, more: Record<string, unknown> = {}) =>
  taken(
    at,
    { bp, hr, spo2: 96, rr: 16, etco2: 38, pain: 0 },
    {
      gcsVerbal: { value: "4" },
      gcsTotal: { value: 14 },
      strokeScaleResult: { value: "3329005" },
      ...more,
    },
  );
export const strokeReport: EmsExportReport = {
  ...strokeCall,
  id: "2a4f0f64-1a51-4c8e-8f0b-1b0e4a6e9c06",
  dispatch: { reason: "2301067", emdPerformed: { value: "2302003" }, emdDeterminant: "28-C-1" },
  patient: {
    ...strokeCall.patient,
    lastName: { value: "Brennan" },
    firstName: { value: "Eleanor" },
    street: "1605 Willow Bend Road",
    age: { value: 71 },
    dateOfBirth: { value: "1955-01-23" },
    sex: { value: "9919001" },
    weightKg: { value: 66 },
  },
  scene: {
    ...strokeCall.scene,
    locationType: { value: "Y92.009" },
    street: { value: "1605 Willow Bend Road" },
  },
  situation: {
    symptomOnset: { value: STROKE_DAY("09:05"), pn: "8801029" },
    possibleInjury: { value: "9922001" },
    complaints: [
      {
        type: "2803001",
        text: "Right-sided weakness and slurred speech",
        duration: 55,
        durationUnits: "2806003",
      },
    ],
    anatomicLocation: { value: "2807015" },
    organSystem: { value: "2808005" },
    primarySymptom: { value: "R47.81" }, // slurred speech
    otherSymptoms: { values: ["R29.810", "R53.1"] }, // facial weakness, weakness
    primaryImpression: { value: "I63.9" }, // stroke
    secondaryImpressions: NA,
    acuity: { value: "2813001" },
    lastKnownWell: { value: STROKE_DAY("08:55") },
    interfacilityReason: NA,
  },
  arrest: { status: { value: "3001001" } },
  history: {
    barriers: { values: ["3101023"] },
    advanceDirectives: { values: ["3105005"] },
    medicationAllergies: { pn: "8801013" },
    medicalHistory: { values: ["I10", "E78.5"] },
    historyFrom: ["3109003"],
    medications: [
      { code: { value: "29046" }, dose: 20, doseUnit: "3114029", route: "9927035", frequency: "3120019" },
      { code: { value: "83367" }, dose: 40, doseUnit: "3114029", route: "9927035", frequency: "3120025" },
    ],
    alcoholDrugUse: { pn: "8801015" },
    lastOralIntake: STROKE_DAY("08:30"),
  },
  vitals: [
    strokeVitals(STROKE_DAY("10:12"), "188/102", 84, { glucose: { value: 112 } }),
    strokeVitals(STROKE_DAY("10:20"), "184/98", 82, {
      ecgType: { value: "3304007" },
      strokeScaleType: { value: "3330029" },
    }),
    strokeVitals(STROKE_DAY("10:34"), "180/96", 80),
  ],
  exam: {
    assessments: [
      {
        assessedAt: STROKE_DAY("10:13"),
        skin: ["3504033", "3504009"],
        mentalStatus: ["3519011", "3519013", "3519017"],
        neurological: ["3520041", "3520045", "3520053", "3520029"],
        lungs: ["3523007"],
      },
    ],
  },
  procedures: [
    proc(STROKE_DAY("10:12"), GLUCOSE_CHECK, "E-2002"),
    proc(STROKE_DAY("10:19"), TWELVE_LEAD, "P-1001"),
    proc(STROKE_DAY("10:32"), IV, "P-1001", "9916003", {
      size: "18 ga",
      vascularAccessLocation: { value: "3913001" },
    }),
  ],
  protocols: { values: ["9914145"] },
  disposition: {
    ...strokeCall.disposition,
    movedToAmbulance: ["9909011"],
    positionDuringTransport: ["4214013"],
    finalAcuity: { value: "4219001" },
    destinationReasons: { values: ["4220021"] },
    hospitalCapability: { values: ["9908043"] },
    activations: [{ activation: { value: "4224015" }, at: { value: STROKE_DAY("10:24") } }],
  },
  narrative:
    "71 y/o female, husband noticed her right arm 'not working' and her speech slurred at breakfast; last known " +
    "well 08:55 when he left for the store, found like this at 09:50. Alert, follows commands, expressive " +
    "difficulty. Right facial droop, right arm drift and grip weakness; BE-FAST positive. BGL 112. BP 188/102. " +
    "12-lead: sinus rhythm, no ectopy. Stroke alert at 10:24 with last known well 08:55. Stair chair to the cot, " +
    "head of the cot 30 degrees, IV 18 ga left AC en route. No anticoagulants. Transported emergent to Riverbend " +
    "General (comprehensive stroke center); met by the stroke team at the door. Husband signed for her.",
  signatures: signatures(
    {
      signerType: "4512017",
      reasons: ["4513001", "4513003", "4513019"],
      status: "4515033",
      image: SIGNATURE_IMAGES.patient,
      signedAt: STROKE_DAY("10:27"),
      lastName: "Brennan",
      firstName: "Walter",
    },
    STROKE_DAY("10:46"),
    ["Whitfield", "Aaron"],
  ),
  times: { ...strokeCall.times, atDestination: { value: STROKE_DAY("10:41") } },
};

const ASTHMA_DAY = on("13");
const asthmaCall = call("13", "0107");
export const asthmaReport: EmsExportReport = {
  ...asthmaCall,
  id: "2a4f0f64-1a51-4c8e-8f0b-1b0e4a6e9c07",
  dispatch: { reason: "2301013", emdPerformed: { value: "2302003" }, emdDeterminant: "6-D-2" },
  patient: {
    ...asthmaCall.patient,
    lastName: { value: "Castillo" },
    firstName: { value: "Ana" },
    street: "410 Harbor Point Boulevard, Apt 12",
    race: { values: ["2514007"] },
    age: { value: 24 },
    dateOfBirth: { value: "2002-08-30" },
    sex: { value: "9919001" },
    weightKg: { value: 61 },
  },
  primaryPayment: { value: "2601003" },
  scene: {
    ...asthmaCall.scene,
    locationType: { value: "Y92.039" },
    street: { value: "410 Harbor Point Boulevard" },
    apartment: { value: "12" },
  },
  situation: {
    symptomOnset: { value: ASTHMA_DAY("08:30"), pn: "8801029" },
    possibleInjury: { value: "9922001" },
    complaints: [
      { type: "2803001", text: "Asthma attack, inhaler not helping", duration: 90, durationUnits: "2806003" },
    ],
    anatomicLocation: { value: "2807005" },
    organSystem: { value: "2808019" },
    primarySymptom: { value: "R06.02" }, // shortness of breath
    otherSymptoms: { values: ["R06.2"] }, // wheezing
    primaryImpression: { value: "J45.901" }, // asthma with acute exacerbation
    secondaryImpressions: NA,
    acuity: { value: "2813003" },
    lastKnownWell: NA,
    interfacilityReason: NA,
  },
  arrest: { status: { value: "3001001" } },
  history: {
    barriers: { values: ["3101009"] },
    medicationAllergies: { pn: "8801013" },
    medicalHistory: { values: ["J45.909"] },
    historyFrom: ["3109007"],
    medications: [
      { code: { value: "435" }, dose: 2, doseUnit: "3114043", route: "9927009", frequency: "3120029" },
      { code: { value: "41126" }, dose: 2, doseUnit: "3114043", route: "9927009", frequency: "3120017" },
    ],
    alcoholDrugUse: { pn: "8801015" },
    pregnancy: { value: "3118001" },
  },
  vitals: [
    taken(
      ASTHMA_DAY("10:12"),
      { bp: "136/84", hr: 124, spo2: 89, rr: 32, etco2: 28, glucose: 104, pain: 0 },
      { cardiacRhythm: { values: ["9901049"] }, respiratoryEffort: "3315003" },
    ),
    taken(
      ASTHMA_DAY("10:22"),
      { bp: "132/80", hr: 118, spo2: 94, rr: 24, etco2: 32, pain: 0 },
      { cardiacRhythm: { values: ["9901049"] }, respiratoryEffort: "3315003" },
    ),
    taken(
      ASTHMA_DAY("10:38"),
      { bp: "126/78", hr: 106, spo2: 97, rr: 18, etco2: 36, pain: 0 },
      { cardiacRhythm: { values: ["9901049"] }, respiratoryEffort: "3315007" },
    ),
  ],
  exam: {
    assessments: [
      {
        assessedAt: ASTHMA_DAY("10:11"),
        skin: ["3504033", "3504009"],
        lungs: ["3523029", "3523003"],
        chest: ["3525005", "3525039"],
        mentalStatus: ["3519011", "3519013", "3519015", "3519017"],
      },
      { assessedAt: ASTHMA_DAY("10:36"), lungs: ["3523029", "3523005"], chest: ["3525029"] },
    ],
  },
  procedures: [
    proc(ASTHMA_DAY("10:19"), IV, "P-1001", "9916003", {
      size: "20 ga",
      vascularAccessLocation: { value: "3913019" },
    }),
  ],
  medications: [
    med(ASTHMA_DAY("10:13"), "7806", 8, "3706035", "9927071", "E-2002"), // oxygen driving the nebuliser
    med(ASTHMA_DAY("10:13"), "435", 5, "3706021", "9927071", "P-1001"), // albuterol
    med(ASTHMA_DAY("10:13"), "7213", 0.5, "3706021", "9927071", "P-1001"), // ipratropium
    med(ASTHMA_DAY("10:21"), "6902", 125, "3706021", "9927023", "P-1001", "9916003"), // methylprednisolone
    med(ASTHMA_DAY("10:26"), "435", 5, "3706021", "9927071", "P-1001"),
  ],
  protocols: { values: ["9914139"] },
  disposition: {
    ...asthmaCall.disposition,
    movedToAmbulance: ["9909011"],
    positionDuringTransport: ["4214003"],
    hospitalCapability: { values: ["9908021"] },
  },
  narrative:
    "24 y/o female with asthma, short of breath since 08:30 after a cold this week; four puffs of her albuterol " +
    "inhaler without relief. Tripod position, speaking 2-3 word sentences, diffuse expiratory wheezes with " +
    "diminished bases, accessory muscle use. SpO2 89% on room air, RR 32, ETCO2 waveform sloped. Albuterol 5 mg " +
    "with ipratropium 0.5 mg by nebuliser on 8 lpm oxygen; IV 20 ga right forearm, methylprednisolone 125 mg IV; " +
    "second albuterol 5 mg. Breathing eased: SpO2 97%, RR 18, full sentences, faint end-expiratory wheeze. Stair " +
    "chair to the cot. Transported emergent to Riverbend General; care handed to the ED nurse.",
  signatures: signatures(patientSigned(ASTHMA_DAY("10:29"), "Castillo", "Ana"), ASTHMA_DAY("10:50"), [
    "Brooks",
    "Janet",
  ]),
};

const SEIZURE_DAY = on("14");
const seizureCall = call("14", "0108");
export const seizureReport: EmsExportReport = {
  ...seizureCall,
  id: "2a4f0f64-1a51-4c8e-8f0b-1b0e4a6e9c08",
  dispatch: { reason: "2301025", emdPerformed: { value: "2302003" }, emdDeterminant: "12-D-2" },
  patient: {
    ...seizureCall.patient,
    lastName: { value: "Lindgren" },
    firstName: { value: "Erik" },
    street: "55 College Avenue, Room 214",
    age: { value: 19 },
    dateOfBirth: { value: "2007-04-11" },
    weightKg: { value: 74 },
  },
  primaryPayment: { value: "2601001" },
  scene: {
    ...seizureCall.scene,
    locationType: { value: "Y92.214" },
    street: { value: "1200 College Way" },
  },
  situation: {
    symptomOnset: { value: SEIZURE_DAY("09:58") },
    possibleInjury: { value: "9922001" },
    complaints: [{ type: "2803001", text: "Seizure, still seizing", duration: 13, durationUnits: "2806003" }],
    anatomicLocation: { value: "2807011" },
    organSystem: { value: "2808005" },
    primarySymptom: { value: "R56.9" }, // convulsions
    otherSymptoms: { values: ["R40.4"] }, // transient alteration of awareness (post-ictal)
    primaryImpression: { value: "G40.901" }, // epilepsy, not intractable, with status epilepticus
    secondaryImpressions: NA,
    acuity: { value: "2813001" },
    lastKnownWell: { value: SEIZURE_DAY("09:58") },
    interfacilityReason: NA,
  },
  arrest: { status: { value: "3001001" } },
  history: {
    barriers: { values: ["3101027"] },
    medicationAllergies: { values: ["7980"] }, // penicillin G
    medicalHistory: { values: ["G40.909"] },
    historyFrom: ["3109001", "3109007"],
    medications: [
      { code: { value: "114477" }, dose: 500, doseUnit: "3114029", route: "9927035", frequency: "3120017" },
    ],
    alcoholDrugUse: { pn: "8801015" },
  },
  vitals: [
    vitals(SEIZURE_DAY("10:11"), {
      cardiacRhythm: { values: ["9901049"] },
      ecgType: { value: "3304000" },
      sbp: { pn: "8801023" },
      dbp: { pn: "8801023" },
      bpMethod: NA,
      heartRate: { value: 132 },
      spo2: { value: 88 },
      respiratoryRate: { value: 8 },
      respiratoryEffort: "3315011",
      etco2: { pn: "8801023" },
      glucose: { pn: "8801023" },
      ...gcs("1", "1", "4", "3326007"),
      ...UNRATED,
    }),
    taken(
      SEIZURE_DAY("10:18"),
      { bp: "142/86", hr: 112, spo2: 97, rr: 16, etco2: 42, glucose: 104 },
      {
        cardiacRhythm: { values: ["9901049"] },
        ...gcs("3", "3", "5", "3326003"),
        ...UNRATED,
      },
    ),
    taken(
      SEIZURE_DAY("10:36"),
      { bp: "128/78", hr: 96, spo2: 98, rr: 16, etco2: 38, pain: 2 },
      {
        cardiacRhythm: { values: ["9901047"] },
        gcsVerbal: { value: "4" },
        gcsTotal: { value: 14 },
        avpu: { value: "3326001" },
      },
    ),
  ],
  exam: {
    assessments: [
      {
        assessedAt: SEIZURE_DAY("10:10"),
        skin: ["3504005", "3504007"],
        head: ["3505033"],
        mentalStatus: ["3519021"],
        neurological: ["3520026"],
      },
      {
        assessedAt: SEIZURE_DAY("10:34"),
        skin: ["3504033", "3504009"],
        mentalStatus: ["3519003", "3519011", "3519025"],
        neurological: ["3520033"],
      },
    ],
  },
  procedures: [
    proc(SEIZURE_DAY("10:11"), "182692007", "E-2002"), // nasopharyngeal airway
    proc(SEIZURE_DAY("10:17"), GLUCOSE_CHECK, "E-2002"),
    proc(SEIZURE_DAY("10:22"), IV, "P-1001", "9916003", {
      size: "20 ga",
      vascularAccessLocation: { value: "3913003" },
    }),
  ],
  medications: [
    med(SEIZURE_DAY("10:11"), "7806", 15, "3706035", "9927031", "E-2002"), // oxygen, non-rebreather
    med(SEIZURE_DAY("10:12"), "6960", 10, "3706021", "9927015", "P-1001"), // midazolam IM
  ],
  protocols: { values: ["9914141"] },
  disposition: {
    ...seizureCall.disposition,
    movedToAmbulance: ["9909013"],
    positionDuringTransport: ["4214005"],
    hospitalCapability: { values: ["9908021"] },
  },
  narrative:
    "19 y/o male with epilepsy, generalised tonic-clonic seizure in the campus library starting 09:58 per " +
    "classmates who lowered him to the floor; no head strike. Still seizing on our arrival at 10:10, cyanotic, " +
    "RR 8, SpO2 88%. NPA and 15 lpm oxygen by non-rebreather; midazolam 10 mg IM at 10:12, seizure stopped " +
    "10:14. Post-ictal, BGL 104, SpO2 97%. Roommate reports missed levetiracetam doses this week. Recovery " +
    "position on the cot, IV 20 ga right AC. By 10:36 awake, confused to time, GCS 14; bit his tongue, no " +
    "other injury. Transported emergent to Riverbend General. Unable to sign: post-ictal confusion.",
  signatures: signatures(
    {
      signerType: "4512015",
      reasons: ["4513001", "4513003"],
      status: "4515013",
      lastName: "Lindgren",
      firstName: "Erik",
    },
    SEIZURE_DAY("10:50"),
    ["Ramirez", "Sofia"],
  ),
};

const SYNCOPE_DAY = on("15");
const syncopeCall = call("15", "0109");
export const syncopeReport: EmsExportReport = {
  ...syncopeCall,
  id: "2a4f0f64-1a51-4c8e-8f0b-1b0e4a6e9c09",
  dispatch: { reason: "2301077", emdPerformed: { value: "2302003" }, emdDeterminant: "31-C-1" },
  patient: {
    ...syncopeCall.patient,
    lastName: { value: "Haddad" },
    firstName: { value: "Samir" },
    street: "71 Lakeshore Drive",
    race: { values: ["2514013"] },
    age: { value: 68 },
    dateOfBirth: { value: "1958-09-02" },
    weightKg: { value: 88 },
  },
  scene: {
    ...syncopeCall.scene,
    locationType: { value: "Y92.512" },
    street: { value: "2301 Commerce Parkway" },
  },
  situation: {
    symptomOnset: { value: SYNCOPE_DAY("09:57") },
    possibleInjury: { value: "9922001" },
    complaints: [
      { type: "2803001", text: "Fainted in line at the pharmacy", duration: 12, durationUnits: "2806003" },
    ],
    anatomicLocation: { value: "2807011" },
    organSystem: { value: "2808003" },
    primarySymptom: { value: "R55" }, // syncope and collapse
    otherSymptoms: { values: ["R42"] }, // dizziness
    primaryImpression: { value: "R55" },
    secondaryImpressions: { values: ["R00.1"] }, // bradycardia
    acuity: { value: "2813003" },
    lastKnownWell: NA,
    interfacilityReason: NA,
  },
  arrest: { status: { value: "3001001" } },
  history: {
    barriers: { values: ["3101009"] },
    medicationAllergies: { pn: "8801013" },
    medicalHistory: { values: ["I10", "E78.5", "I25.10"] },
    historyFrom: ["3109007"],
    medications: [
      { code: { value: "6918" }, dose: 50, doseUnit: "3114029", route: "9927035", frequency: "3120017" },
      { code: { value: "83367" }, dose: 20, doseUnit: "3114029", route: "9927035", frequency: "3120025" },
      { code: { value: "1191" }, dose: 81, doseUnit: "3114029", route: "9927035", frequency: "3120019" },
    ],
    alcoholDrugUse: { pn: "8801015" },
    lastOralIntake: SYNCOPE_DAY("07:00"),
  },
  vitals: [
    taken(
      SYNCOPE_DAY("10:12"),
      { bp: "96/58", hr: 48, spo2: 96, rr: 16, etco2: 36, glucose: 141, pain: 0 },
      { cardiacRhythm: { values: ["9901045", "9901011"] }, ecgType: { value: "3304007" } },
    ),
    taken(
      SYNCOPE_DAY("10:24"),
      { bp: "108/64", hr: 54, spo2: 97, rr: 16, etco2: 36, pain: 0 },
      { cardiacRhythm: { values: ["9901045", "9901011"] } },
    ),
    taken(
      SYNCOPE_DAY("10:38"),
      { bp: "116/70", hr: 56, spo2: 97, rr: 14, etco2: 37, pain: 0 },
      { cardiacRhythm: { values: ["9901045", "9901011"] } },
    ),
  ],
  exam: {
    assessments: [
      {
        assessedAt: SYNCOPE_DAY("10:11"),
        skin: ["3504025", "3504001"],
        head: ["3505033"],
        heart: ["3509009"],
        mentalStatus: ["3519011", "3519013", "3519015", "3519017"],
        neurological: ["3520033", "3520027"],
      },
    ],
  },
  procedures: [
    proc(SYNCOPE_DAY("10:13"), TWELVE_LEAD, "P-1001"),
    proc(SYNCOPE_DAY("10:16"), IV, "P-1001", "9916003", {
      size: "18 ga",
      vascularAccessLocation: { value: "3913001" },
    }),
    proc(SYNCOPE_DAY("10:12"), GLUCOSE_CHECK, "E-2002"),
  ],
  medications: [
    med(SYNCOPE_DAY("10:17"), "9863", 500, "3706025", "9927023", "P-1001"), // normal saline
  ],
  protocols: { values: ["9914149", "9914115"] },
  disposition: {
    ...syncopeCall.disposition,
    movedToAmbulance: ["9909013"],
    positionDuringTransport: ["4214017"],
    transportMode: { value: "4217005" },
    transportModeDescriptors: { values: ["4218015"] },
    destinationReasons: { values: ["4220015"] },
    hospitalCapability: { values: ["9908033"] },
  },
  narrative:
    "68 y/o male fainted while standing in line at the pharmacy; bystanders eased him to the floor, out about " +
    "30 seconds, no head strike, no seizure activity, no incontinence. Felt lightheaded and warm beforehand; " +
    "denies chest pain, palpitations or shortness of breath. Started a higher dose of metoprolol last week. Pale, " +
    "clammy, alert and oriented x4, no deficits. HR 48, BP 96/58. 12-lead: sinus bradycardia with 1st degree AV " +
    "block, no ST changes. IV 18 ga left AC, 500 ml normal saline: BP 116/70, HR 56, symptoms resolved lying " +
    "flat. Transported non-emergent to Riverbend General at his choice; care handed to the ED nurse.",
  signatures: signatures(patientSigned(SYNCOPE_DAY("10:28"), "Haddad", "Samir"), SYNCOPE_DAY("10:50"), [
    "Whitfield",
    "Aaron",
  ]),
};

const ALLERGY_DAY = on("16");
const allergyCall = call("16", "0110");
export const anaphylaxisReport: EmsExportReport = {
  ...allergyCall,
  id: "2a4f0f64-1a51-4c8e-8f0b-1b0e4a6e9c10",
  dispatch: { reason: "2301003", emdPerformed: { value: "2302003" }, emdDeterminant: "2-D-1" },
  patient: {
    ...allergyCall.patient,
    lastName: { value: "Tanaka" },
    firstName: { value: "Kenji" },
    street: "88 Elm Street",
    race: { values: ["2514003"] },
    age: { value: 34 },
    dateOfBirth: { value: "1992-05-17" },
    weightKg: { value: 72 },
  },
  primaryPayment: { value: "2601001" },
  scene: {
    ...allergyCall.scene,
    locationType: { value: "Y92.511" },
    street: { value: "480 Harbor Point Boulevard" },
  },
  situation: {
    symptomOnset: { value: ALLERGY_DAY("09:52") },
    possibleInjury: { value: "9922001" },
    complaints: [
      {
        type: "2803001",
        text: "Hives and throat tightness after eating",
        duration: 15,
        durationUnits: "2806003",
      },
      { type: "2803003", text: "Wheezing" },
    ],
    anatomicLocation: { value: "2807017" },
    organSystem: { value: "2808013" },
    primarySymptom: { value: "R06.02" }, // shortness of breath
    otherSymptoms: { values: ["L50.0", "R06.2", "R22.0"] }, // hives, wheezing, swelling of the lips
    primaryImpression: { value: "T78.01XA" }, // anaphylaxis due to peanuts
    secondaryImpressions: NA,
    acuity: { value: "2813001" },
    lastKnownWell: NA,
    interfacilityReason: NA,
  },
  arrest: { status: { value: "3001001" } },
  history: {
    barriers: { values: ["3101009"] },
    medicationAllergies: { pn: "8801013" },
    environmentalAllergies: ["91935009"], // allergy to peanut
    medicalHistory: { values: ["J45.909"] },
    historyFrom: ["3109007"],
    medications: [{ code: { pn: "8801015" } }],
    alcoholDrugUse: { pn: "8801015" },
    lastOralIntake: ALLERGY_DAY("09:40"),
  },
  vitals: [
    taken(
      ALLERGY_DAY("10:11"),
      { bp: "86/52", hr: 128, spo2: 92, rr: 26, etco2: 30, glucose: 118, pain: 3 },
      { cardiacRhythm: { values: ["9901049"] }, respiratoryEffort: "3315003" },
    ),
    taken(
      ALLERGY_DAY("10:20"),
      { bp: "104/64", hr: 114, spo2: 96, rr: 22, etco2: 33, pain: 2 },
      { cardiacRhythm: { values: ["9901049"] } },
    ),
    taken(
      ALLERGY_DAY("10:35"),
      { bp: "118/72", hr: 102, spo2: 98, rr: 18, etco2: 36, pain: 1 },
      { cardiacRhythm: { values: ["9901049"] } },
    ),
  ],
  exam: {
    assessments: [
      {
        assessedAt: ALLERGY_DAY("10:11"),
        skin: ["3504011", "3504029"],
        head: ["3505049"],
        neck: ["3507053"],
        lungs: ["3523029"],
        mentalStatus: ["3519011", "3519013", "3519015", "3519017", "3519043"],
      },
      { assessedAt: ALLERGY_DAY("10:34"), skin: ["3504011"], lungs: ["3523007"] },
    ],
  },
  procedures: [
    proc(ALLERGY_DAY("10:15"), IV, "P-1001", "9916003", {
      size: "18 ga",
      vascularAccessLocation: { value: "3913003" },
    }),
  ],
  medications: [
    med(ALLERGY_DAY("10:11"), "3992", 0.5, "3706021", "9927015", "P-1001"), // epinephrine 1 mg/ml IM
    med(ALLERGY_DAY("10:16"), "9863", 1000, "3706025", "9927023", "P-1001"), // normal saline bolus
    med(ALLERGY_DAY("10:17"), "3498", 50, "3706021", "9927023", "P-1001"), // diphenhydramine
    med(ALLERGY_DAY("10:19"), "435", 5, "3706021", "9927071", "P-1001"), // albuterol
    med(ALLERGY_DAY("10:24"), "6902", 125, "3706021", "9927023", "P-1001", "9916003"), // methylprednisolone
  ],
  protocols: { values: ["9914111"] },
  disposition: {
    ...allergyCall.disposition,
    movedToAmbulance: ["9909013"],
    positionDuringTransport: ["4214013"],
    finalAcuity: { value: "4219003" },
    hospitalCapability: { values: ["9908021"] },
  },
  narrative:
    "34 y/o male with a known peanut allergy, ate a noodle dish at the restaurant at 09:40 later found to " +
    "contain peanut sauce. Hives over the chest and arms, lips swelling, throat 'tight', wheezing; no " +
    "auto-injector with him. BP 86/52, HR 128, SpO2 92%. Epinephrine 0.5 mg IM left thigh at 10:11; IV 18 ga " +
    "right AC, 1 litre normal saline, diphenhydramine 50 mg IV, albuterol 5 mg nebulised, methylprednisolone " +
    "125 mg IV. By 10:35 BP 118/72, wheezes cleared, lip swelling going down, still flushed. Transported " +
    "emergent to Riverbend General for observation of a biphasic reaction; care handed to the ED nurse.",
  signatures: signatures(patientSigned(ALLERGY_DAY("10:27"), "Tanaka", "Kenji"), ALLERGY_DAY("10:50"), [
    "Brooks",
    "Janet",
  ]),
};

const CRASH_DAY = on("17");
const crashCall = call("17", "0111");
export const crashReport: EmsExportReport = {
  ...crashCall,
  id: "2a4f0f64-1a51-4c8e-8f0b-1b0e4a6e9c11",
  dispatch: { reason: "2301069", emdPerformed: { value: "2302003" }, emdDeterminant: "29-B-1" },
  patient: {
    ...crashCall.patient,
    lastName: { value: "Moreau" },
    firstName: { value: "Claire" },
    street: "17 Cedar Lane",
    age: { value: 27 },
    dateOfBirth: { value: "1999-03-05" },
    sex: { value: "9919001" },
    weightKg: { value: 64 },
  },
  primaryPayment: { value: "2601001" },
  serviceLevel: { value: "2650009" },
  scene: {
    ...crashCall.scene,
    firstUnitOnScene: { value: "9923001" },
    locationType: { value: "Y92.410" },
    street: { value: "Route 9 at Mill Road" },
  },
  situation: {
    symptomOnset: { value: CRASH_DAY("09:58") },
    possibleInjury: { value: "9922005" },
    complaints: [
      { type: "2803001", text: "Neck pain after a car crash", duration: 12, durationUnits: "2806003" },
      { type: "2803003", text: "Seat belt pain across the chest" },
    ],
    anatomicLocation: { value: "2807017" },
    organSystem: { value: "2808015" },
    primarySymptom: { value: "M54.2" }, // neck pain
    otherSymptoms: { values: ["R07.89"] }, // chest wall pain
    primaryImpression: { value: "S13.4XXA" }, // sprain of the cervical spine
    secondaryImpressions: { values: ["S20.211A"] }, // contusion of the right front wall of the thorax
    acuity: { value: "2813005" },
    workRelated: { value: "9922001" },
    lastKnownWell: NA,
    interfacilityReason: NA,
  },
  injury: {
    causes: { values: ["V43.52XA"] }, // car driver injured in a collision with a car, traffic accident
    highRiskCriteria: NA,
    moderateRiskCriteria: NA,
  },
  arrest: { status: { value: "3001001" } },
  history: {
    barriers: { values: ["3101009"] },
    medicationAllergies: { pn: "8801013" },
    medicalHistory: { pn: "8801015" },
    historyFrom: ["3109007"],
    medications: [{ code: { pn: "8801015" } }],
    alcoholDrugUse: { pn: "8801015" },
    pregnancy: { value: "3118001" },
  },
  vitals: [
    taken(
      CRASH_DAY("10:12"),
      { bp: "128/82", hr: 104, spo2: 99, rr: 20, etco2: 34, glucose: 96, pain: 6 },
      { cardiacRhythm: { values: ["9901049"] } },
    ),
    taken(CRASH_DAY("10:22"), { bp: "124/80", hr: 96, spo2: 99, rr: 18, etco2: 35, pain: 5 }),
    taken(CRASH_DAY("10:36"), { bp: "122/78", hr: 90, spo2: 99, rr: 16, etco2: 36, pain: 5 }),
  ],
  exam: {
    assessments: [
      {
        assessedAt: CRASH_DAY("10:11"),
        skin: ["3504033", "3504009"],
        head: ["3505033"],
        neck: ["3507059", "3507033"],
        chest: ["3525001", "3525041"],
        lungs: ["3523005"],
        abdomen: ["3511037"],
        mentalStatus: ["3519011", "3519013", "3519015", "3519017"],
        neurological: ["3520033", "3520035"],
      },
    ],
  },
  procedures: [
    proc(CRASH_DAY("10:14"), "398041008", "E-2002"), // cervical collar, spinal motion restriction
  ],
  protocols: { values: ["9914073", "9914207"] },
  disposition: {
    ...crashCall.disposition,
    movedToAmbulance: ["9909013"],
    positionDuringTransport: ["4214017"],
    transportMode: { value: "4217005" },
    transportModeDescriptors: { values: ["4218015"] },
    finalAcuity: { value: "4219005" },
    destinationReasons: { values: ["4220019"] },
    hospitalCapability: { values: ["9908021"] },
    levelOfCare: { value: "4232001" },
  },
  narrative:
    "27 y/o female, restrained driver of a sedan struck head-on at about 30 mph at Route 9 and Mill Road; front " +
    "airbags deployed, no intrusion, self-extricated before Engine 1 arrived. Pain 6/10 in the back of the " +
    "neck, midline tenderness at C5-C6, seat belt abrasion and tenderness over the right upper chest. No loss of " +
    "consciousness, no head strike, breath sounds equal, abdomen soft, moves all extremities with normal " +
    "strength and sensation. Not pregnant. Cervical collar and spinal motion restriction on the cot. Transported " +
    "non-emergent to Riverbend General (trauma centre) per protocol; care handed to the ED nurse.",
  signatures: signatures(patientSigned(CRASH_DAY("10:27"), "Moreau", "Claire"), CRASH_DAY("10:50"), [
    "Ramirez",
    "Sofia",
  ]),
};

const OVERDOSE_DAY = on("18");
const overdoseCall = call("18", "0112");
export const overdoseReport: EmsExportReport = {
  ...overdoseCall,
  id: "2a4f0f64-1a51-4c8e-8f0b-1b0e4a6e9c12",
  dispatch: { reason: "2301053", emdPerformed: { value: "2302003" }, emdDeterminant: "23-D-1" },
  patient: {
    ...overdoseCall.patient,
    lastName: { value: "Pruitt" },
    firstName: { value: "Jason" },
    street: "23 Orchard Way",
    age: { value: 31 },
    dateOfBirth: { value: "1995-07-21" },
    weightKg: { value: 70 },
  },
  primaryPayment: { value: "2601003" },
  scene: {
    ...overdoseCall.scene,
    locationType: { value: "Y92.524" },
    street: { value: "960 River Road" },
  },
  situation: {
    symptomOnset: { value: OVERDOSE_DAY("09:50"), pn: "8801029" },
    possibleInjury: { value: "9922001" },
    complaints: [
      { type: "2803001", text: "Unresponsive, barely breathing", duration: 10, durationUnits: "2806003" },
    ],
    anatomicLocation: { value: "2807011" },
    organSystem: { value: "2808011" },
    primarySymptom: { value: "R40.20" }, // unconscious
    otherSymptoms: { values: ["R06.89"] }, // slow, shallow breathing
    primaryImpression: { value: "T40.2X1A" }, // opioid poisoning, accidental
    secondaryImpressions: NA,
    acuity: { value: "2813001" },
    lastKnownWell: { value: OVERDOSE_DAY("09:45") },
    interfacilityReason: NA,
  },
  arrest: { status: { value: "3001001" } },
  history: {
    barriers: { values: ["3101027", "3101035"] },
    medicationAllergies: { pn: "8801013" },
    medicalHistory: { values: ["F11.20"] },
    historyFrom: ["3109001", "3109007"],
    medications: [{ code: { pn: "8801015" } }],
    alcoholDrugUse: { values: ["3117003", "3117015", "3117007"] },
  },
  vitals: [
    taken(
      OVERDOSE_DAY("10:11"),
      { bp: "104/66", hr: 58, spo2: 76, rr: 4, etco2: 64, glucose: 92 },
      {
        cardiacRhythm: { values: ["9901045"] },
        respiratoryEffort: "3315011",
        ...gcs("1", "1", "4", "3326005"),
        ...UNRATED,
      },
    ),
    taken(
      OVERDOSE_DAY("10:18"),
      { bp: "126/80", hr: 96, spo2: 95, rr: 14, etco2: 42, pain: 0 },
      { cardiacRhythm: { values: ["9901047"] }, gcsVerbal: { value: "4" }, gcsTotal: { value: 14 } },
    ),
    taken(OVERDOSE_DAY("10:36"), { bp: "122/78", hr: 88, spo2: 97, rr: 16, etco2: 38, pain: 0 }),
  ],
  exam: {
    assessments: [
      {
        assessedAt: OVERDOSE_DAY("10:10"),
        skin: ["3504005", "3504001"],
        head: ["3505033"],
        mentalStatus: ["3519021"],
        lungs: ["3523003"],
      },
      {
        assessedAt: OVERDOSE_DAY("10:20"),
        skin: ["3504033"],
        mentalStatus: ["3519011", "3519013", "3519025"],
        lungs: ["3523007"],
      },
    ],
  },
  procedures: [
    proc(OVERDOSE_DAY("10:10"), "7443007", "E-2002"), // oropharyngeal airway
    proc(OVERDOSE_DAY("10:10"), "425447009", "E-2002", "9916001"), // bag valve mask ventilation
    proc(OVERDOSE_DAY("10:13"), GLUCOSE_CHECK, "P-1001"),
  ],
  medications: [
    med(OVERDOSE_DAY("10:10"), "7806", 15, "3706035", "9927065", "E-2002"), // oxygen by bag valve mask
    med(OVERDOSE_DAY("10:12"), "7242", 2, "3706021", "9927017", "E-2002"), // naloxone intranasal
  ],
  protocols: { values: ["9914219", "9914001"] },
  disposition: {
    ...overdoseCall.disposition,
    facilityId: "h2",
    movedToAmbulance: ["9909013"],
    positionDuringTransport: ["4214003"],
    finalAcuity: { value: "4219003" },
    destinationReasons: { values: ["4220001"] },
    hospitalCapability: { values: ["9908007"] },
  },
  narrative:
    "31 y/o male found unresponsive in the gas station restroom by a friend, who says he used heroin about " +
    "09:45; syringe and spoon on the floor. Responds to pain only, pinpoint pupils, RR 4 and shallow, SpO2 76%, " +
    "cyanotic lips. OPA and BVM ventilation with 15 lpm oxygen; naloxone 2 mg intranasal at 10:12. Breathing " +
    "on his own within 4 minutes, RR 14, SpO2 95%, awake and talking by 10:18, not combative. Denies other " +
    "drugs or alcohol. Counselled on the risk of renarcotisation and agreed to transport. Non-emergent " +
    "monitoring en route to St. Anne; care handed to the ED nurse. Friend given the county's naloxone leaflet.",
  signatures: signatures(patientSigned(OVERDOSE_DAY("10:28"), "Pruitt", "Jason"), OVERDOSE_DAY("10:50"), [
    "Ramirez",
    "Sofia",
  ]),
};

/** Nine calls of the demo besides the test fixtures' three. */
export const demoOnlyFixtures = [
  hipFractureReport,
  hypoglycemiaReport,
  strokeReport,
  asthmaReport,
  seizureReport,
  syncopeReport,
  anaphylaxisReport,
  crashReport,
  overdoseReport,
];

/** The demo's twelve calls. */
export const demoCallFixtures = [chestPainReport, cardiacArrestReport, refusalReport, ...demoOnlyFixtures];
