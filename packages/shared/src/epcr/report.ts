/**
 * The patient care report (PCR) as the crew fills it, shaped after NEMSIS v3.5.1 (the element numbers are in
 * the comments), and the agency's facts the NEMSIS exports need. Everything a crew types is optional so a draft
 * saves as they go; `missingForClose` (missing.ts) says what the standard still wants before the report closes.
 *
 * Values the standard lets stand empty carry why: `{ value }` or `{ not }` (a NOT value: Not Applicable, Not
 * Recorded, Not Reporting), and where the element allows a pertinent negative `{ pn }` (alone, or beside a
 * value when the standard wants both, such as an approximate age). These are attributes in the XML, never codes.
 */
import { z } from "zod";
import {
  NEMSIS_CODE_LISTS,
  NEMSIS_ELEMENTS,
  NEMSIS_NOT_VALUES,
  type NemsisCodeListKey,
  type NemsisElement,
} from "./codes";

type Elements = typeof NEMSIS_ELEMENTS;
type ListOf<E extends NemsisElement> = Elements[E] extends { codes: infer K extends NemsisCodeListKey }
  ? K
  : never;
/** The codes of an element's list (eVitals.19: "3519001" ... "3519007"). */
export type CodeOf<E extends NemsisElement> = (typeof NEMSIS_CODE_LISTS)[ListOf<E>][number]["value"];
type PnOf<E extends NemsisElement> = Elements[E]["pn"][number];

/** An element's code list as a zod enum. */
export function code<E extends NemsisElement>(element: E) {
  const key = (NEMSIS_ELEMENTS[element] as { codes?: NemsisCodeListKey }).codes;
  if (!key) throw new Error(`${element} has no code list`);
  const values = NEMSIS_CODE_LISTS[key].map((c) => c.value);
  return z.enum(values as [CodeOf<E>, ...CodeOf<E>[]]);
}

export const NOT_VALUES = NEMSIS_NOT_VALUES.map((v) => v.value) as ["7701001", "7701003", "7701005"];
export const notValueSchema = z.enum(NOT_VALUES);
/** 7701001 Not Applicable, 7701003 Not Recorded, 7701005 Not Reporting. */
export type NotValue = z.infer<typeof notValueSchema>;
export const NOT_APPLICABLE: NotValue = "7701001";
export const NOT_RECORDED: NotValue = "7701003";

/** A value, or why it is empty. */
export type Nv<T> = { value: T } | { not: NotValue };
/** A value, why it is empty, or a pertinent negative (with the value where the standard wants both). */
export type NvPn<T, P extends string> = { value: T; pn?: P } | { not: NotValue } | { pn: P };
/** A repeating element: its values, or why it has none, or (where allowed) a pertinent negative. */
export type NvList<T> = { values: T[] } | { not: NotValue };
export type NvPnList<T, P extends string> = { values: T[]; pn?: P } | { not: NotValue } | { pn: P };

export function nv<T extends z.ZodType>(value: T) {
  return z.union([z.object({ value }).strict(), z.object({ not: notValueSchema }).strict()]);
}
/** The element's own pertinent negatives (from codes.ts), so a value the XSD refuses never validates. */
export function nvPn<T extends z.ZodType, E extends NemsisElement>(value: T, element: E) {
  const pn = z.enum(NEMSIS_ELEMENTS[element].pn as unknown as [PnOf<E>, ...PnOf<E>[]]);
  return z.union([
    z.object({ value, pn: pn.optional() }).strict(),
    z.object({ not: notValueSchema }).strict(),
    z.object({ pn }).strict(),
  ]);
}
export function nvList<T extends z.ZodType>(value: T) {
  return z.union([
    z.object({ values: z.array(value).min(1) }).strict(),
    z.object({ not: notValueSchema }).strict(),
  ]);
}
export function nvPnList<T extends z.ZodType, E extends NemsisElement>(value: T, element: E) {
  const pn = z.enum(NEMSIS_ELEMENTS[element].pn as unknown as [PnOf<E>, ...PnOf<E>[]]);
  return z.union([
    z.object({ values: z.array(value).min(1), pn: pn.optional() }).strict(),
    z.object({ not: notValueSchema }).strict(),
    z.object({ pn }).strict(),
  ]);
}

/** An instant with its offset, as NEMSIS wants (2026-12-07T14:05:00-05:00). */
const instant = z.iso.datetime({ offset: true });
const date = z.iso.date();
const text = (max: number) => z.string().trim().min(1).max(max);
/** ICD-10-CM (impressions, symptoms, history): the XSD's patterns are checked at export by xmllint. */
const icd10 = z.string().regex(/^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/, "An ICD-10-CM code, such as R07.9");
/** SNOMED CT procedure codes. */
const snomed = z.string().regex(/^[0-9]{6,18}$/, "A SNOMED CT code");
/** RxNorm (2 to 7 digits), or one of the SNOMED codes NEMSIS allows for blood products. */
const rxnorm = z.string().regex(/^[0-9]{2,9}$/, "An RxNorm code");
/** The XSD's ProvidersImpression pattern: symptoms R00-R69, R73.9, R99, or a diagnosis outside V, W, X, Y. */
const impression = z
  .string()
  .regex(
    /^((R[0-6][0-9](\.[0-9]{1,4})?|R73\.9|R99)|[A-QSTUZ][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?)$/,
    "An ICD-10-CM impression, such as I21.9",
  );
/** Cities are GNIS feature ids in NEMSIS (Raleigh, NC: 2404590). */
const gnis = z.string().regex(/^[1-9][0-9]{0,9}$/, "The city's GNIS code");
const stateCode = z.string().regex(/^[0-9]{2}$/, "A two-digit state code (ANSI)");
const countyCode = z.string().regex(/^[0-9]{5}$/, "A five-digit county code (ANSI)");
const zip = z.string().regex(/^[0-9]{5}(-[0-9]{4})?$/, "A ZIP code");
const memberRef = z.string().trim().min(1).max(50);

// eResponse, eDispatch
export const pcrResponseSchema = z.object({
  incidentNumber: nv(text(50)).optional(), // eResponse.03
  responseNumber: nv(text(50)).optional(), // eResponse.04
  serviceType: code("eResponse.05").optional(), // eResponse.05 Type of Service Requested
  transportCapability: code("eResponse.07").optional(), // eResponse.07
  dispatchDelays: nvList(code("eResponse.08")).optional(), // eResponse.08
  responseDelays: nvList(code("eResponse.09")).optional(), // eResponse.09
  sceneDelays: nvList(code("eResponse.10")).optional(), // eResponse.10
  transportDelays: nvList(code("eResponse.11")).optional(), // eResponse.11
  turnAroundDelays: nvList(code("eResponse.12")).optional(), // eResponse.12
  /** Our apparatus' id; its number and call sign come from the agency's vehicles when not typed. */
  vehicleId: z.string().optional(),
  unitNumber: text(25).optional(), // eResponse.13 EMS Vehicle (Unit) Number
  callSign: text(50).optional(), // eResponse.14 EMS Unit Call Sign
  responseMode: code("eResponse.23").optional(), // eResponse.23 Response Mode to Scene
  responseModeDescriptors: nvList(code("eResponse.24")).optional(), // eResponse.24
});
export const pcrDispatchSchema = z.object({
  reason: code("eDispatch.01").optional(), // eDispatch.01 Dispatch Reason
  emdPerformed: nv(code("eDispatch.02")).optional(), // eDispatch.02
  emdDeterminant: text(15).optional(), // eDispatch.03
  centerId: text(50).optional(), // eDispatch.04
  priority: code("eDispatch.05").optional(), // eDispatch.05
  cadRecordId: text(32).optional(), // eDispatch.06
});

// eCrew: eCrew.01 is the member's id the DEMDataSet gives (dPersonnel's state licensure id or agency id)
export const pcrCrewMemberSchema = z.object({
  memberId: memberRef, // eCrew.01
  level: code("eCrew.02").optional(), // eCrew.02 Crew Member Level
  roles: z.array(code("eCrew.03")).optional(), // eCrew.03 Crew Member Response Role
});

// eTimes
export const pcrTimesSchema = z.object({
  psapCall: nv(instant).optional(), // eTimes.01
  dispatchNotified: instant.optional(), // eTimes.02
  unitNotified: instant.optional(), // eTimes.03 (Mandatory)
  dispatchAcknowledged: instant.optional(), // eTimes.04
  enRoute: nv(instant).optional(), // eTimes.05
  onScene: nv(instant).optional(), // eTimes.06
  atPatient: nv(instant).optional(), // eTimes.07
  transferOfCare: nv(instant).optional(), // eTimes.08 (to another EMS unit)
  leftScene: nv(instant).optional(), // eTimes.09
  atDestination: nv(instant).optional(), // eTimes.11
  destinationTransferOfCare: nv(instant).optional(), // eTimes.12
  backInService: instant.optional(), // eTimes.13 (Mandatory)
  canceled: instant.optional(), // eTimes.14
  callCompleted: instant.optional(), // eTimes.16
});

// ePatient (and eExam.01 for the weight)
export const pcrPatientSchema = z.object({
  lastName: nvPn(text(60), "ePatient.02").optional(), // ePatient.02
  firstName: nvPn(text(50), "ePatient.03").optional(), // ePatient.03
  middleName: text(50).optional(), // ePatient.04
  street: text(255).optional(), // ePatient.05
  city: gnis.optional(), // ePatient.06 (GNIS code)
  county: nv(countyCode).optional(), // ePatient.07
  state: nv(stateCode).optional(), // ePatient.08
  zip: nv(zip).optional(), // ePatient.09
  country: z.string().length(2).optional(), // ePatient.10 (US, CA, MX)
  race: nvPnList(code("ePatient.14"), "ePatient.14").optional(), // ePatient.14
  age: nvPn(z.number().int().min(1).max(120), "ePatient.15").optional(), // ePatient.15 (PN Approximate)
  ageUnits: nv(code("ePatient.16")).optional(), // ePatient.16
  dateOfBirth: nvPn(date, "ePatient.17").optional(), // ePatient.17
  phone: text(20).optional(), // ePatient.18
  sex: nvPn(code("ePatient.25"), "ePatient.25").optional(), // ePatient.25 Sex
  weightKg: nvPn(z.number().positive().max(500), "eExam.01").optional(), // eExam.01 Estimated Body Weight
});

// eScene
export const pcrSceneSchema = z.object({
  firstUnitOnScene: nv(code("eScene.01")).optional(), // eScene.01
  patientCount: nv(code("eScene.06")).optional(), // eScene.06 Number of Patients at Scene
  massCasualty: nv(code("eScene.07")).optional(), // eScene.07
  triage: nv(code("eScene.08")).optional(), // eScene.08 Triage Classification for MCI Patient
  locationType: nv(
    z.string().regex(/^Y92\.[0-9]{1,3}$/, "An ICD-10 place of occurrence, such as Y92.009"),
  ).optional(), // eScene.09
  gps: z
    .string()
    .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/)
    .optional(), // eScene.11 "lat,long"
  street: nv(text(255)).optional(), // eScene.15
  apartment: nv(text(15)).optional(), // eScene.16
  city: nv(gnis).optional(), // eScene.17 (GNIS code)
  state: nv(stateCode).optional(), // eScene.18
  zip: nv(zip).optional(), // eScene.19
  crossStreet: nv(text(255)).optional(), // eScene.20
  county: nv(countyCode).optional(), // eScene.21
});

// eSituation
export const pcrComplaintSchema = z.object({
  type: code("eSituation.03").optional(), // eSituation.03 Chief (Primary), Other, Secondary
  text: text(255).optional(), // eSituation.04
  duration: z.number().int().min(1).max(999).optional(), // eSituation.05
  durationUnits: code("eSituation.06").optional(), // eSituation.06
});
export const pcrSituationSchema = z.object({
  symptomOnset: nvPn(instant, "eSituation.01").optional(), // eSituation.01
  possibleInjury: nv(code("eSituation.02")).optional(), // eSituation.02
  complaints: z.array(pcrComplaintSchema).optional(), // eSituation.PatientComplaintGroup
  anatomicLocation: nv(code("eSituation.07")).optional(), // eSituation.07
  organSystem: nv(code("eSituation.08")).optional(), // eSituation.08
  primarySymptom: nv(icd10).optional(), // eSituation.09
  otherSymptoms: nvPnList(icd10, "eSituation.10").optional(), // eSituation.10 (PN Symptom Not Present)
  primaryImpression: nv(impression).optional(), // eSituation.11
  secondaryImpressions: nvList(impression).optional(), // eSituation.12
  acuity: nv(code("eSituation.13")).optional(), // eSituation.13 Initial Patient Acuity
  workRelated: nv(code("eSituation.14")).optional(), // eSituation.14
  lastKnownWell: nvPn(instant, "eSituation.18").optional(), // eSituation.18
  interfacilityReason: nv(code("eSituation.20")).optional(), // eSituation.20
});

// eInjury: when eSituation.02 says the patient may be injured; otherwise it is sent as Not Applicable
/** The XSD's icd10CodeInjury: an external cause (V00-Y38) or a poisoning/effect code (T36-T76). */
const injuryCause = z
  .string()
  .regex(/^[TV-Y][0-9]{2}(\.[0-9A-Z]{1,4})?$/, "An ICD-10-CM external cause, such as W19.XXXA");
export const pcrInjurySchema = z.object({
  causes: nvList(injuryCause).optional(), // eInjury.01 Cause of Injury
  highRiskCriteria: nvList(code("eInjury.03")).optional(), // eInjury.03 Trauma Triage Criteria (High Risk)
  moderateRiskCriteria: nvList(code("eInjury.04")).optional(), // eInjury.04 Trauma Triage Criteria (Moderate Risk)
});

// eArrest: applies when eArrest.01 says an arrest happened; otherwise it is sent as Not Applicable
export const pcrArrestSchema = z.object({
  status: nv(code("eArrest.01")).optional(), // eArrest.01 Cardiac Arrest
  etiology: nv(code("eArrest.02")).optional(), // eArrest.02
  resuscitationAttempted: nvList(code("eArrest.03")).optional(), // eArrest.03
  witnessedBy: nvList(code("eArrest.04")).optional(), // eArrest.04
  aedPriorUse: nv(code("eArrest.07")).optional(), // eArrest.07
  cprTypes: nvList(code("eArrest.09")).optional(), // eArrest.09
  hypothermia: code("eArrest.10").optional(), // eArrest.10
  firstRhythm: nv(code("eArrest.11")).optional(), // eArrest.11
  rosc: nvList(code("eArrest.12")).optional(), // eArrest.12 Any Return of Spontaneous Circulation
  arrestAt: nvPn(instant, "eArrest.14").optional(), // eArrest.14
  resuscitationDiscontinuedAt: nv(instant).optional(), // eArrest.15
  discontinuedReason: nv(code("eArrest.16")).optional(), // eArrest.16
  rhythmAtDestination: nvList(code("eArrest.17")).optional(), // eArrest.17
  endOfEvent: nv(code("eArrest.18")).optional(), // eArrest.18
  initialCprAt: instant.optional(), // eArrest.19
  whoInitiatedCpr: nv(code("eArrest.20")).optional(), // eArrest.20
  whoAppliedAed: nv(code("eArrest.21")).optional(), // eArrest.21
  whoDefibrillated: nv(code("eArrest.22")).optional(), // eArrest.22
});

// eHistory
export const pcrCurrentMedicationSchema = z.object({
  code: nvPn(rxnorm, "eHistory.12"), // eHistory.12 (RxNorm)
  dose: z.number().positive().optional(), // eHistory.13
  doseUnit: code("eHistory.14").optional(), // eHistory.14
  route: code("eHistory.15").optional(), // eHistory.15
  frequency: code("eHistory.20").optional(), // eHistory.20
});
export const pcrHistorySchema = z.object({
  barriers: nvList(code("eHistory.01")).optional(), // eHistory.01 Barriers to Patient Care
  advanceDirectives: nvList(code("eHistory.05")).optional(), // eHistory.05
  /** RxNorm codes; PN "No Known Drug Allergy" when none. */
  medicationAllergies: nvPnList(rxnorm, "eHistory.06").optional(), // eHistory.06
  environmentalAllergies: z.array(z.string().min(2).max(20)).optional(), // eHistory.07 (ICD-10 or SNOMED)
  medicalHistory: nvPnList(icd10, "eHistory.08").optional(), // eHistory.08 (PN "None Reported")
  historyFrom: z.array(code("eHistory.09")).optional(), // eHistory.09
  /** The current medications, or a pertinent negative ("None Reported") as one entry's code. */
  medications: z.array(pcrCurrentMedicationSchema).optional(), // eHistory.CurrentMedsGroup
  alcoholDrugUse: nvPnList(code("eHistory.17"), "eHistory.17").optional(), // eHistory.17
  pregnancy: nvPn(code("eHistory.18"), "eHistory.18").optional(), // eHistory.18
  lastOralIntake: instant.optional(), // eHistory.19
});

// eVitals: one set per time they were taken
/** eVitals.16's ETCO2Type attribute: 3340001 mmHg, 3340003 Percentage, 3340005 kPa. */
export const ETCO2_TYPES = ["3340001", "3340003", "3340005"] as const;
const measure = <E extends NemsisElement>(element: E, min: number, max: number) =>
  nvPn(z.number().int().min(min).max(max), element).optional();
export const pcrVitalsSchema = z.object({
  takenAt: nv(instant).optional(), // eVitals.01
  priorToCare: nv(code("eVitals.02")).optional(), // eVitals.02 Obtained Prior to this Unit's EMS Care
  cardiacRhythm: nvPnList(code("eVitals.03"), "eVitals.03").optional(), // eVitals.03
  ecgType: nv(code("eVitals.04")).optional(), // eVitals.04 (12-lead and so on)
  ecgMethod: nvList(code("eVitals.05")).optional(), // eVitals.05
  sbp: measure("eVitals.06", 0, 500), // eVitals.06 SBP
  dbp: measure("eVitals.07", 0, 300), // eVitals.07 DBP
  bpMethod: nv(code("eVitals.08")).optional(), // eVitals.08
  heartRate: measure("eVitals.10", 0, 500), // eVitals.10
  spo2: measure("eVitals.12", 0, 100), // eVitals.12 Pulse Oximetry
  pulseRhythm: code("eVitals.13").optional(), // eVitals.13
  respiratoryRate: measure("eVitals.14", 0, 100), // eVitals.14
  respiratoryEffort: code("eVitals.15").optional(), // eVitals.15
  etco2: measure("eVitals.16", 0, 200), // eVitals.16 ETCO2
  etco2Type: z.enum(ETCO2_TYPES).optional(), // eVitals.16/@ETCO2Type (mmHg when not given)
  glucose: measure("eVitals.18", 0, 2000), // eVitals.18 Blood Glucose Level
  gcsEye: nvPn(code("eVitals.19"), "eVitals.19").optional(), // eVitals.19
  gcsVerbal: nvPn(code("eVitals.20"), "eVitals.20").optional(), // eVitals.20
  gcsMotor: nvPn(code("eVitals.21"), "eVitals.21").optional(), // eVitals.21
  gcsQualifier: nvList(code("eVitals.22")).optional(), // eVitals.22
  gcsTotal: measure("eVitals.23", 3, 15), // eVitals.23
  temperatureC: nvPn(z.number().min(-10).max(50), "eVitals.24").optional(), // eVitals.24 (Celsius)
  temperatureMethod: code("eVitals.25").optional(), // eVitals.25
  avpu: nv(code("eVitals.26")).optional(), // eVitals.26 Level of Responsiveness
  pain: measure("eVitals.27", 0, 10), // eVitals.27 Pain Scale Score
  strokeScaleResult: nvPn(code("eVitals.29"), "eVitals.29").optional(), // eVitals.29
  strokeScaleType: nv(code("eVitals.30")).optional(), // eVitals.30
  reperfusionChecklist: nvPn(code("eVitals.31"), "eVitals.31").optional(), // eVitals.31
});

// eExam: findings per assessment
export const pcrExamSchema = z.object({
  lengthBasedTape: nvPn(code("eExam.02"), "eExam.02").optional(), // eExam.02
  assessments: z
    .array(
      z.object({
        assessedAt: instant.optional(), // eExam.03
        skin: z.array(code("eExam.04")).optional(), // eExam.04
        head: z.array(code("eExam.05")).optional(), // eExam.05
        neck: z.array(code("eExam.07")).optional(), // eExam.07
        heart: z.array(code("eExam.09")).optional(), // eExam.09
        abdomen: z.array(code("eExam.11")).optional(), // eExam.11 (eExam.AbdomenGroup without a location)
        lungs: z.array(code("eExam.23")).optional(), // eExam.23 (eExam.LungGroup without a location)
        chest: z.array(code("eExam.25")).optional(), // eExam.25 (eExam.ChestGroup without a location)
        mentalStatus: z.array(code("eExam.19")).optional(), // eExam.19
        neurological: z.array(code("eExam.20")).optional(), // eExam.20
      }),
    )
    .optional(),
});

// eProcedures, eMedications, eAirway: each with its time, who did it and the response
const given = {
  priorToCare: nv(code("eVitals.02")).optional(), // .02 Prior to this Unit's EMS Care (yes/no)
  crewMemberId: memberRef.optional(), // .09 Crew (Healthcare Professionals) ID
};
export const pcrProcedureSchema = z.object({
  performedAt: nv(instant).optional(), // eProcedures.01
  ...given,
  code: nvPn(snomed, "eProcedures.03").optional(), // eProcedures.03 Procedure (SNOMED CT)
  size: text(20).optional(), // eProcedures.04 Size of Procedure Equipment
  attempts: nv(z.number().int().min(1).max(100)).optional(), // eProcedures.05
  successful: nv(code("eProcedures.06")).optional(), // eProcedures.06
  complications: nvList(code("eProcedures.07")).optional(), // eProcedures.07
  response: nv(code("eProcedures.08")).optional(), // eProcedures.08
  performerLevel: nv(code("eProcedures.10")).optional(), // eProcedures.10 Role/Type of Person Performing
  authorization: code("eProcedures.11").optional(), // eProcedures.11
  vascularAccessLocation: nv(code("eProcedures.13")).optional(), // eProcedures.13
});
export const pcrMedicationSchema = z.object({
  givenAt: nv(instant).optional(), // eMedications.01
  ...given,
  code: nvPn(rxnorm, "eMedications.03").optional(), // eMedications.03 Medication Administered (RxNorm)
  route: nvPn(code("eMedications.04"), "eMedications.04").optional(), // eMedications.04
  dose: nv(z.number().positive()).optional(), // eMedications.05
  doseUnit: nv(code("eMedications.06")).optional(), // eMedications.06
  response: nv(code("eMedications.07")).optional(), // eMedications.07
  complications: nvList(code("eMedications.08")).optional(), // eMedications.08
  performerLevel: nv(code("eMedications.10")).optional(), // eMedications.10
  authorization: code("eMedications.11").optional(), // eMedications.11
});
export const pcrAirwaySchema = z.object({
  indications: nvList(code("eAirway.01")).optional(), // eAirway.01 Indications for Invasive Airway
  confirmations: z
    .array(
      z.object({
        confirmedAt: nv(instant).optional(), // eAirway.02
        device: nv(code("eAirway.03")).optional(), // eAirway.03
        methods: nvList(code("eAirway.04")).optional(), // eAirway.04
      }),
    )
    .optional(),
  complications: nvPnList(code("eAirway.08"), "eAirway.08").optional(), // eAirway.08
  decisionAt: instant.optional(), // eAirway.10
});

// eDisposition
export const pcrDispositionSchema = z.object({
  /** The receiving facility from the agency's list (dFacility); its name, code and address fill eDisposition.01-.07. */
  facilityId: z.string().optional(),
  destinationName: nv(text(100)).optional(), // eDisposition.01
  destinationCode: nv(text(50)).optional(), // eDisposition.02
  destinationStreet: text(255).optional(), // eDisposition.03
  destinationCity: gnis.optional(), // eDisposition.04 (GNIS code)
  destinationState: nv(stateCode).optional(), // eDisposition.05
  destinationCounty: nv(countyCode).optional(), // eDisposition.06
  destinationZip: nv(zip).optional(), // eDisposition.07
  patientsTransported: nv(z.number().int().min(1).max(100)).optional(), // eDisposition.11
  unitDisposition: code("eDisposition.27").optional(), // eDisposition.27 (Mandatory)
  patientEvaluationCare: nv(code("eDisposition.28")).optional(), // eDisposition.28
  crewDisposition: nv(code("eDisposition.29")).optional(), // eDisposition.29
  transportDisposition: nv(code("eDisposition.30")).optional(), // eDisposition.30
  refusalReasons: z.array(code("eDisposition.31")).optional(), // eDisposition.31 Reason for Refusal/Release
  movedToAmbulance: z.array(code("eDisposition.13")).optional(), // eDisposition.13
  positionDuringTransport: z.array(code("eDisposition.14")).optional(), // eDisposition.14
  transportMethod: nv(code("eDisposition.16")).optional(), // eDisposition.16
  transportMode: nv(code("eDisposition.17")).optional(), // eDisposition.17
  transportModeDescriptors: nvList(code("eDisposition.18")).optional(), // eDisposition.18
  finalAcuity: nv(code("eDisposition.19")).optional(), // eDisposition.19 Acuity Upon EMS Release
  destinationReasons: nvList(code("eDisposition.20")).optional(), // eDisposition.20
  destinationType: nv(code("eDisposition.21")).optional(), // eDisposition.21
  inpatientDestination: nv(code("eDisposition.22")).optional(), // eDisposition.22
  hospitalCapability: nvList(code("eDisposition.23")).optional(), // eDisposition.23
  activations: z
    .array(
      z.object({
        activation: nv(code("eDisposition.24")), // eDisposition.24 Pre-Arrival Alert or Activation
        at: nv(instant).optional(), // eDisposition.25
      }),
    )
    .optional(),
  instructions: z.array(code("eDisposition.26")).optional(), // eDisposition.26
  levelOfCare: nv(code("eDisposition.32")).optional(), // eDisposition.32 Level of Care Provided per Protocol
});

// eOther: signatures of the patient or their representative, the crew and the receiving staff
export const pcrSignatureSchema = z.object({
  signerType: code("eOther.12"), // eOther.12 Type of Person Signing
  reasons: z.array(code("eOther.13")).optional(), // eOther.13 Signature Reason
  status: code("eOther.15").optional(), // eOther.15 Signature Status
  /** A data: URL or base64 PNG of the drawn signature (eOther.17 file, eOther.18 graphic type). */
  image: z.string().max(500_000).optional(), // eOther.18
  signedAt: instant.optional(), // eOther.19
  lastName: text(60).optional(), // eOther.20
  firstName: text(50).optional(), // eOther.21
});

/** What the crew saves, as they type: every section and field may be absent. */
export const pcrReportInputSchema = z.object({
  pcrNumber: text(50).optional(), // eRecord.01 Patient Care Report Number
  response: pcrResponseSchema.optional(),
  dispatch: pcrDispatchSchema.optional(),
  crew: z.array(pcrCrewMemberSchema).optional(),
  times: pcrTimesSchema.optional(),
  patient: pcrPatientSchema.optional(),
  primaryPayment: nv(code("ePayment.01")).optional(), // ePayment.01 Primary Method of Payment
  serviceLevel: nv(code("ePayment.50")).optional(), // ePayment.50 CMS Service Level
  scene: pcrSceneSchema.optional(),
  situation: pcrSituationSchema.optional(),
  injury: pcrInjurySchema.optional(),
  arrest: pcrArrestSchema.optional(),
  history: pcrHistorySchema.optional(),
  narrative: z.string().max(100_000).optional(), // eNarrative.01
  vitals: z.array(pcrVitalsSchema).optional(),
  exam: pcrExamSchema.optional(),
  protocols: nvList(code("eProtocols.01")).optional(), // eProtocols.01 Protocols Used
  medications: z.array(pcrMedicationSchema).optional(),
  procedures: z.array(pcrProcedureSchema).optional(),
  airway: pcrAirwaySchema.optional(),
  disposition: pcrDispositionSchema.optional(),
  signatures: z.array(pcrSignatureSchema).optional(),
  reportWriterId: memberRef.optional(), // eOther.08 Crew Member Completing this Report
});
export type PcrReportInput = z.input<typeof pcrReportInputSchema>;

/** A stored report: the crew's input, its UUID (PatientCareReport/@UUID) and its state. */
export const pcrReportSchema = pcrReportInputSchema.extend({
  id: z.uuid(),
  status: z.enum(["draft", "closed"]),
  createdAt: instant,
  updatedAt: instant,
});
export type PcrReport = z.output<typeof pcrReportSchema>;
/** The sections as the exports and missingForClose read them (a draft or a stored report). */
export type PcrContent = z.output<typeof pcrReportInputSchema>;

// ---- The agency's facts the exports need (dAgency, dConfiguration, dVehicle, dPersonnel, dFacility) ----

export const nemsisVehicleSchema = z.object({
  id: z.string(), // our apparatus id
  number: text(25), // dVehicle.01 Unit/Vehicle Number (= eResponse.13)
  vin: text(17).optional(), // dVehicle.02
  callSign: text(50).optional(), // dVehicle.03 (= eResponse.14)
  type: code("dVehicle.04").optional(), // dVehicle.04 Vehicle Type
  crewLevels: z.array(code("dVehicle.05")).optional(), // dVehicle.05
  modelYear: z.number().int().min(1900).max(2100).optional(), // dVehicle.10
});
export const nemsisPersonnelSchema = z.object({
  /** The id crews cite in eCrew.01: the state licensure id when there is one. */
  id: memberRef,
  lastName: text(60), // dPersonnel.01
  firstName: text(50), // dPersonnel.02
  middleName: text(50).optional(), // dPersonnel.03
  licensureState: stateCode.optional(), // dPersonnel.22
  licenseNumber: text(50).optional(), // dPersonnel.23
  licenseLevel: code("dPersonnel.24").optional(), // dPersonnel.24 State EMS Certification Licensure Level
  certifiedOn: date.optional(), // dPersonnel.25
  practiceLevel: code("dPersonnel.38").optional(), // dPersonnel.38 Practice Level
});
export const nemsisFacilitySchema = z.object({
  id: z.string(),
  type: code("dFacility.01"), // dFacility.01 Type of Facility
  name: text(100), // dFacility.02
  code: text(50).optional(), // dFacility.03 Facility Location Code
  designations: z.array(code("dFacility.04")).optional(), // dFacility.04 Hospital Designations
  street: text(255).optional(), // dFacility.07
  city: gnis.optional(), // dFacility.08 (GNIS code)
  state: stateCode.optional(), // dFacility.09
  zip: zip.optional(), // dFacility.10
  county: countyCode.optional(), // dFacility.11
  phone: z.string().optional(), // dFacility.15
});
export const nemsisAgencySchema = z.object({
  stateId: text(50), // dAgency.01 EMS Agency Unique State ID
  number: text(15), // dAgency.02 EMS Agency Number
  name: text(100).optional(), // dAgency.03
  state: stateCode, // dAgency.04
  serviceArea: z
    .array(
      z.object({
        state: stateCode, // dAgency.05
        counties: z.array(countyCode).min(1), // dAgency.06 (codes of that state)
        censusTracts: z.array(z.string().regex(/^[0-9]{11}$/)).optional(), // dAgency.07
        zips: z.array(zip).optional(), // dAgency.08
      }),
    )
    .min(1),
  serviceType: code("dAgency.09"), // dAgency.09 Primary Type of Service
  levelOfService: code("dAgency.11"), // dAgency.11
  organizationStatus: code("dAgency.12"), // dAgency.12
  organizationalType: code("dAgency.13"), // dAgency.13
  taxStatus: code("dAgency.14"), // dAgency.14
  npi: z
    .string()
    .regex(/^[0-9]{10}$/)
    .optional(), // dAgency.25
  fireDepartmentId: z
    .string()
    .regex(/^[0-9]{5}$/)
    .optional(), // dAgency.26 (NFIRS FDID)
  /** dConfiguration: what each certification level may do, the protocols, EMD and the call signs. */
  configuration: z.object({
    procedures: z.array(z.object({ level: code("dConfiguration.06"), codes: z.array(snomed).min(1) })).min(1), // dConfiguration.06/.07
    medications: z
      .array(z.object({ level: code("dConfiguration.08"), codes: z.array(rxnorm).min(1) }))
      .min(1), // dConfiguration.08/.09
    protocols: z.array(code("dConfiguration.10")).min(1), // dConfiguration.10
    emd: code("dConfiguration.13"), // dConfiguration.13
  }),
  vehicles: z.array(nemsisVehicleSchema),
  personnel: z.array(nemsisPersonnelSchema),
  facilities: z.array(nemsisFacilitySchema),
});
export type NemsisAgency = z.output<typeof nemsisAgencySchema>;
export type NemsisVehicle = z.output<typeof nemsisVehicleSchema>;
export type NemsisPersonnel = z.output<typeof nemsisPersonnelSchema>;
export type NemsisFacility = z.output<typeof nemsisFacilitySchema>;
