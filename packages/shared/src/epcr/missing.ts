/**
 * What a crew must still fill before a patient care report closes: the NEMSIS v3.5.1 National elements that are
 * Mandatory (a value) or Required (a value, a NOT value or a pertinent negative), each when it applies, and the
 * national Schematron's conditional rules a crew can act on (a transported patient needs a destination, an
 * arrest needs its details, a patient not transported has no transport mode). A value marked Not Applicable,
 * Not Recorded or with a pertinent negative counts as filled: the standard accepts it.
 */
import { NEMSIS_ELEMENTS, type NemsisElement } from "./codes";
import type { PcrContent } from "./report";

export type MissingItem = {
  /** The form's section (response, times, patient, vitals, ...). */
  section: string;
  /** The NEMSIS element (eTimes.03). */
  element: string;
  /** What the crew calls it; for a repeated entry with its number ("Vitals 2: Heart rate"). */
  label: string;
  message: string;
  /** The entry of a repeated section (vitals, medications, procedures), from 0. */
  index?: number;
};

// eDisposition.27, .28 and .30 codes the rules turn on
const PATIENT_CONTACT = "4227001";
const CANCELLED_BEFORE_ARRIVAL = "4227005";
const CARE_PROVIDED = "4228001";
const TRANSPORTED = ["4230001", "4230003"]; // by this EMS unit
const NOT_TRANSPORTED = ["4230009", "4230013"]; // refused transport, no transport
const NO_CARE_PROVIDED = "4232013";
const ARREST_NO = "3001001";
const ARREST_BEFORE_EMS = "3001003";
const AED_WITH_DEFIBRILLATION = "3007005";
const NOT_ATTEMPTED = ["3003007", "3003009", "3003011"];
const MCI_YES = "9923003";
const POSSIBLE_INJURY_YES = "9922005";
const ACTIVATION_NO = "4224001";
const HOSPITAL_DESTINATIONS = ["4221003", "4221005", "4221023"];
const TRANSFER_SERVICES = ["2205005", "2205007", "2205015", "2205017", "2205019"];
const STEMI_RHYTHMS = ["9901051", "9901053", "9901055", "9901057", "9901058"];
const STROKE_POSITIVE = "3329005";

type Context = {
  r: PcrContent;
  contact: boolean;
  arrived: boolean;
  care: boolean;
  transported: boolean;
  notTransported: boolean;
  arrest: boolean;
};

type Rule = {
  section: string;
  element: NemsisElement;
  label: string;
  get: (r: PcrContent) => unknown;
  when?: (c: Context) => boolean;
};

const typed = (x: unknown): unknown =>
  x && typeof x === "object" && "value" in x ? (x as { value: unknown }).value : undefined;
const valuesOf = (x: unknown): unknown[] =>
  x && typeof x === "object" && "values" in x ? ((x as { values: unknown[] }).values ?? []) : [];

/** Empty: nothing typed, and no NOT value or pertinent negative saying why. */
function isEmpty(x: unknown): boolean {
  if (x === undefined || x === null || x === "") return true;
  if (Array.isArray(x)) return x.length === 0;
  if (typeof x === "object") {
    if ("not" in x || "pn" in x) return false;
    if ("values" in x) return valuesOf(x).length === 0;
    if ("value" in x) return isEmpty(typed(x));
  }
  return false;
}

function messageFor(element: NemsisElement): string {
  const info = NEMSIS_ELEMENTS[element];
  if (info.nv.length === 0) return "Required: enter it.";
  return info.pn.length > 0
    ? "Required: enter it, or mark it Not Applicable, Not Recorded or with a pertinent negative (such as Refused or Unable to Complete)."
    : "Required: enter it, or mark it Not Applicable or Not Recorded.";
}

const afterArrival = (c: Context) => c.arrived;
const withContact = (c: Context) => c.contact;
const withCare = (c: Context) => c.care;
const whenTransported = (c: Context) => c.transported;
const inArrest = (c: Context) => c.arrest;
const injured = (c: Context) => c.care && typed(c.r.situation?.possibleInjury) === POSSIBLE_INJURY_YES;

const REPORT_RULES: Rule[] = [
  // eResponse, eDispatch
  {
    section: "response",
    element: "eResponse.03",
    label: "Incident number",
    get: (r) => r.response?.incidentNumber,
  },
  {
    section: "response",
    element: "eResponse.04",
    label: "Response number",
    get: (r) => r.response?.responseNumber,
  },
  {
    section: "response",
    element: "eResponse.05",
    label: "Type of service requested",
    get: (r) => r.response?.serviceType,
  },
  {
    section: "response",
    element: "eResponse.07",
    label: "Unit transport and equipment capability",
    get: (r) => r.response?.transportCapability,
  },
  {
    section: "response",
    element: "eResponse.08",
    label: "Dispatch delays",
    get: (r) => r.response?.dispatchDelays,
  },
  {
    section: "response",
    element: "eResponse.09",
    label: "Response delays",
    get: (r) => r.response?.responseDelays,
  },
  {
    section: "response",
    element: "eResponse.10",
    label: "Scene delays",
    get: (r) => r.response?.sceneDelays,
  },
  {
    section: "response",
    element: "eResponse.11",
    label: "Transport delays",
    get: (r) => r.response?.transportDelays,
  },
  {
    section: "response",
    element: "eResponse.12",
    label: "Turn-around delays",
    get: (r) => r.response?.turnAroundDelays,
  },
  {
    section: "response",
    element: "eResponse.13",
    label: "Unit (vehicle) number",
    get: (r) => r.response?.unitNumber ?? r.response?.vehicleId,
  },
  {
    section: "response",
    element: "eResponse.14",
    label: "Unit call sign",
    get: (r) => r.response?.callSign ?? r.response?.vehicleId,
  },
  {
    section: "response",
    element: "eResponse.23",
    label: "Response mode to scene",
    get: (r) => r.response?.responseMode,
  },
  {
    section: "response",
    element: "eResponse.24",
    label: "Lights and sirens (response mode descriptors)",
    get: (r) => r.response?.responseModeDescriptors,
  },
  { section: "dispatch", element: "eDispatch.01", label: "Dispatch reason", get: (r) => r.dispatch?.reason },
  {
    section: "dispatch",
    element: "eDispatch.02",
    label: "EMD performed",
    get: (r) => r.dispatch?.emdPerformed,
  },
  // eTimes
  { section: "times", element: "eTimes.01", label: "PSAP call time", get: (r) => r.times?.psapCall },
  {
    section: "times",
    element: "eTimes.03",
    label: "Unit notified by dispatch",
    get: (r) => r.times?.unitNotified,
  },
  {
    section: "times",
    element: "eTimes.05",
    label: "Unit en route",
    get: (r) => r.times?.enRoute,
    when: afterArrival,
  },
  {
    section: "times",
    element: "eTimes.06",
    label: "Arrived on scene",
    get: (r) => r.times?.onScene,
    when: afterArrival,
  },
  {
    section: "times",
    element: "eTimes.07",
    label: "Arrived at patient",
    get: (r) => r.times?.atPatient,
    when: withContact,
  },
  {
    section: "times",
    element: "eTimes.09",
    label: "Left scene",
    get: (r) => r.times?.leftScene,
    when: afterArrival,
  },
  {
    section: "times",
    element: "eTimes.11",
    label: "Arrived at destination",
    get: (r) => r.times?.atDestination,
    when: whenTransported,
  },
  {
    section: "times",
    element: "eTimes.12",
    label: "Transfer of care at destination",
    get: (r) => r.times?.destinationTransferOfCare,
    when: whenTransported,
  },
  { section: "times", element: "eTimes.13", label: "Back in service", get: (r) => r.times?.backInService },
  // ePatient
  {
    section: "patient",
    element: "ePatient.07",
    label: "Home county",
    get: (r) => r.patient?.county,
    when: withCare,
  },
  {
    section: "patient",
    element: "ePatient.08",
    label: "Home state",
    get: (r) => r.patient?.state,
    when: withCare,
  },
  {
    section: "patient",
    element: "ePatient.09",
    label: "Home ZIP code",
    get: (r) => r.patient?.zip,
    when: withCare,
  },
  { section: "patient", element: "ePatient.14", label: "Race", get: (r) => r.patient?.race, when: withCare },
  { section: "patient", element: "ePatient.15", label: "Age", get: (r) => r.patient?.age, when: withCare },
  {
    section: "patient",
    element: "ePatient.16",
    label: "Age units",
    get: (r) => r.patient?.ageUnits,
    when: (c) => c.care || typed(c.r.patient?.age) !== undefined,
  },
  { section: "patient", element: "ePatient.25", label: "Sex", get: (r) => r.patient?.sex, when: withCare },
  // ePayment
  {
    section: "payment",
    element: "ePayment.01",
    label: "Primary method of payment",
    get: (r) => r.primaryPayment,
    when: withCare,
  },
  {
    section: "payment",
    element: "ePayment.50",
    label: "CMS service level",
    get: (r) => r.serviceLevel,
    when: whenTransported,
  },
  // eScene
  {
    section: "scene",
    element: "eScene.01",
    label: "First EMS unit on scene",
    get: (r) => r.scene?.firstUnitOnScene,
    when: afterArrival,
  },
  {
    section: "scene",
    element: "eScene.06",
    label: "Number of patients at scene",
    get: (r) => r.scene?.patientCount,
    when: afterArrival,
  },
  {
    section: "scene",
    element: "eScene.07",
    label: "Mass casualty incident",
    get: (r) => r.scene?.massCasualty,
    when: afterArrival,
  },
  {
    section: "scene",
    element: "eScene.08",
    label: "MCI triage classification",
    get: (r) => r.scene?.triage,
    when: (c) => typed(c.r.scene?.massCasualty) === MCI_YES,
  },
  {
    section: "scene",
    element: "eScene.09",
    label: "Incident location type",
    get: (r) => r.scene?.locationType,
    when: afterArrival,
  },
  {
    section: "scene",
    element: "eScene.18",
    label: "Incident state",
    get: (r) => r.scene?.state,
    when: afterArrival,
  },
  {
    section: "scene",
    element: "eScene.19",
    label: "Incident ZIP code",
    get: (r) => r.scene?.zip,
    when: afterArrival,
  },
  {
    section: "scene",
    element: "eScene.21",
    label: "Incident county",
    get: (r) => r.scene?.county,
    when: afterArrival,
  },
  // eSituation
  {
    section: "situation",
    element: "eSituation.01",
    label: "Symptom onset",
    get: (r) => r.situation?.symptomOnset,
    when: withCare,
  },
  {
    section: "situation",
    element: "eSituation.02",
    label: "Possible injury",
    get: (r) => r.situation?.possibleInjury,
    when: withCare,
  },
  {
    section: "situation",
    element: "eSituation.07",
    label: "Chief complaint location (body)",
    get: (r) => r.situation?.anatomicLocation,
    when: withCare,
  },
  {
    section: "situation",
    element: "eSituation.08",
    label: "Chief complaint organ system",
    get: (r) => r.situation?.organSystem,
    when: withCare,
  },
  {
    section: "situation",
    element: "eSituation.09",
    label: "Primary symptom",
    get: (r) => r.situation?.primarySymptom,
    when: withCare,
  },
  {
    section: "situation",
    element: "eSituation.10",
    label: "Other associated symptoms",
    get: (r) => r.situation?.otherSymptoms,
    when: withCare,
  },
  {
    section: "situation",
    element: "eSituation.11",
    label: "Primary impression",
    get: (r) => r.situation?.primaryImpression,
    when: withCare,
  },
  {
    section: "situation",
    element: "eSituation.12",
    label: "Secondary impressions",
    get: (r) => r.situation?.secondaryImpressions,
    when: withCare,
  },
  {
    section: "situation",
    element: "eSituation.13",
    label: "Initial patient acuity",
    get: (r) => r.situation?.acuity,
    when: withCare,
  },
  {
    section: "situation",
    element: "eSituation.18",
    label: "Last known well",
    get: (r) => r.situation?.lastKnownWell,
    // e085-e087: an arrest, a positive stroke scale or a STEMI on the monitor
    when: (c) =>
      c.care &&
      (c.arrest ||
        (c.r.vitals ?? []).some(
          (v) =>
            typed(v.strokeScaleResult) === STROKE_POSITIVE ||
            valuesOf(v.cardiacRhythm).some((x) => STEMI_RHYTHMS.includes(String(x))),
        )),
  },
  {
    section: "situation",
    element: "eSituation.20",
    label: "Reason for interfacility transfer",
    get: (r) => r.situation?.interfacilityReason,
    when: (c) => TRANSFER_SERVICES.includes(String(c.r.response?.serviceType)),
  },
  // eInjury (e089: a possible injury of a patient cared for)
  {
    section: "injury",
    element: "eInjury.01",
    label: "Cause of injury",
    get: (r) => r.injury?.causes,
    when: injured,
  },
  {
    section: "injury",
    element: "eInjury.03",
    label: "Trauma triage criteria (high risk)",
    get: (r) => r.injury?.highRiskCriteria,
    when: injured,
  },
  {
    section: "injury",
    element: "eInjury.04",
    label: "Trauma triage criteria (moderate risk)",
    get: (r) => r.injury?.moderateRiskCriteria,
    when: injured,
  },
  // eArrest
  {
    section: "arrest",
    element: "eArrest.01",
    label: "Cardiac arrest",
    get: (r) => r.arrest?.status,
    when: withCare,
  },
  {
    section: "arrest",
    element: "eArrest.02",
    label: "Arrest etiology",
    get: (r) => r.arrest?.etiology,
    when: inArrest,
  },
  {
    section: "arrest",
    element: "eArrest.03",
    label: "Resuscitation attempted by EMS",
    get: (r) => r.arrest?.resuscitationAttempted,
    when: inArrest,
  },
  {
    section: "arrest",
    element: "eArrest.04",
    label: "Arrest witnessed by",
    get: (r) => r.arrest?.witnessedBy,
    when: inArrest,
  },
  {
    section: "arrest",
    element: "eArrest.07",
    label: "AED use before EMS arrival",
    get: (r) => r.arrest?.aedPriorUse,
    when: (c) => c.arrest && typed(c.r.arrest?.status) === ARREST_BEFORE_EMS,
  },
  {
    section: "arrest",
    element: "eArrest.09",
    label: "Type of CPR provided",
    get: (r) => r.arrest?.cprTypes,
    when: (c) => c.arrest && resuscitationAttempted(c.r),
  },
  {
    section: "arrest",
    element: "eArrest.11",
    label: "First monitored rhythm",
    get: (r) => r.arrest?.firstRhythm,
    when: inArrest,
  },
  {
    section: "arrest",
    element: "eArrest.12",
    label: "Return of spontaneous circulation",
    get: (r) => r.arrest?.rosc,
    when: inArrest,
  },
  {
    section: "arrest",
    element: "eArrest.14",
    label: "Time of arrest",
    get: (r) => r.arrest?.arrestAt,
    when: inArrest,
  },
  {
    section: "arrest",
    element: "eArrest.16",
    label: "Reason resuscitation was discontinued",
    get: (r) => r.arrest?.discontinuedReason,
    when: inArrest,
  },
  {
    section: "arrest",
    element: "eArrest.17",
    label: "Rhythm on arrival at destination",
    get: (r) => r.arrest?.rhythmAtDestination,
    when: (c) => c.arrest && c.transported,
  },
  {
    section: "arrest",
    element: "eArrest.18",
    label: "End of the arrest event",
    get: (r) => r.arrest?.endOfEvent,
    when: inArrest,
  },
  {
    section: "arrest",
    element: "eArrest.20",
    label: "Who first started CPR",
    get: (r) => r.arrest?.whoInitiatedCpr,
    when: (c) => c.arrest && resuscitationAttempted(c.r),
  },
  {
    section: "arrest",
    element: "eArrest.21",
    label: "Who first applied the AED",
    get: (r) => r.arrest?.whoAppliedAed,
    when: inArrest,
  },
  {
    section: "arrest",
    element: "eArrest.22",
    label: "Who first defibrillated",
    get: (r) => r.arrest?.whoDefibrillated,
    when: (c) => c.arrest && typed(c.r.arrest?.aedPriorUse) === AED_WITH_DEFIBRILLATION,
  },
  // eHistory, eProtocols
  {
    section: "history",
    element: "eHistory.01",
    label: "Barriers to patient care",
    get: (r) => r.history?.barriers,
    when: withCare,
  },
  {
    section: "history",
    element: "eHistory.17",
    label: "Alcohol or drug use indicators",
    get: (r) => r.history?.alcoholDrugUse,
    when: withCare,
  },
  {
    section: "protocols",
    element: "eProtocols.01",
    label: "Protocols used",
    get: (r) => r.protocols,
    when: withCare,
  },
  // eDisposition
  {
    section: "disposition",
    element: "eDisposition.01",
    label: "Destination (hospital)",
    get: (r) => r.disposition?.facilityId ?? r.disposition?.destinationName,
    when: whenTransported,
  },
  {
    section: "disposition",
    element: "eDisposition.05",
    label: "Destination state",
    get: (r) => r.disposition?.destinationState ?? r.disposition?.facilityId,
    when: whenTransported,
  },
  {
    section: "disposition",
    element: "eDisposition.06",
    label: "Destination county",
    get: (r) => r.disposition?.destinationCounty ?? r.disposition?.facilityId,
    when: whenTransported,
  },
  {
    section: "disposition",
    element: "eDisposition.07",
    label: "Destination ZIP code",
    get: (r) => r.disposition?.destinationZip ?? r.disposition?.facilityId,
    when: whenTransported,
  },
  {
    section: "disposition",
    element: "eDisposition.27",
    label: "Unit disposition",
    get: (r) => r.disposition?.unitDisposition,
  },
  {
    section: "disposition",
    element: "eDisposition.28",
    label: "Patient evaluation and care",
    get: (r) => r.disposition?.patientEvaluationCare,
    when: withContact,
  },
  {
    section: "disposition",
    element: "eDisposition.29",
    label: "Crew disposition",
    get: (r) => r.disposition?.crewDisposition,
    when: withContact,
  },
  {
    section: "disposition",
    element: "eDisposition.30",
    label: "Transport disposition",
    get: (r) => r.disposition?.transportDisposition,
    when: withContact,
  },
  {
    section: "disposition",
    element: "eDisposition.16",
    label: "Transport method",
    get: (r) => r.disposition?.transportMethod,
    when: whenTransported,
  },
  {
    section: "disposition",
    element: "eDisposition.17",
    label: "Transport mode from scene",
    get: (r) => r.disposition?.transportMode,
    when: whenTransported,
  },
  {
    section: "disposition",
    element: "eDisposition.18",
    label: "Lights and sirens (transport mode descriptors)",
    get: (r) => r.disposition?.transportModeDescriptors,
    when: whenTransported,
  },
  {
    section: "disposition",
    element: "eDisposition.19",
    label: "Acuity at release of the patient",
    get: (r) => r.disposition?.finalAcuity,
    when: withCare,
  },
  {
    section: "disposition",
    element: "eDisposition.20",
    label: "Reason for choosing the destination",
    get: (r) => r.disposition?.destinationReasons,
    when: whenTransported,
  },
  {
    section: "disposition",
    element: "eDisposition.21",
    label: "Type of destination",
    get: (r) => r.disposition?.destinationType,
    when: whenTransported,
  },
  {
    section: "disposition",
    element: "eDisposition.22",
    label: "Hospital in-patient destination",
    get: (r) => r.disposition?.inpatientDestination,
    when: whenTransported,
  },
  {
    section: "disposition",
    element: "eDisposition.24",
    label: "Destination team alert or activation",
    get: (r) => r.disposition?.activations,
    when: whenTransported,
  },
  {
    section: "disposition",
    element: "eDisposition.23",
    label: "Hospital capability",
    get: (r) => r.disposition?.hospitalCapability,
    when: (c) =>
      c.transported && HOSPITAL_DESTINATIONS.includes(String(typed(c.r.disposition?.destinationType))),
  },
  {
    section: "disposition",
    element: "eDisposition.32",
    label: "Level of care provided",
    get: (r) =>
      typed(r.disposition?.levelOfCare) === NO_CARE_PROVIDED ? undefined : r.disposition?.levelOfCare,
    when: withCare,
  },
];

function resuscitationAttempted(r: PcrContent): boolean {
  const attempted = valuesOf(r.arrest?.resuscitationAttempted).map(String);
  return attempted.some((code) => !NOT_ATTEMPTED.includes(code));
}

type EntryRule<T> = { element: NemsisElement; label: string; get: (x: T) => unknown };
type Vitals = NonNullable<PcrContent["vitals"]>[number];
type Medication = NonNullable<PcrContent["medications"]>[number];
type Procedure = NonNullable<PcrContent["procedures"]>[number];

const VITALS_RULES: EntryRule<Vitals>[] = [
  { element: "eVitals.01", label: "Time taken", get: (v) => v.takenAt },
  { element: "eVitals.02", label: "Obtained before this unit's care", get: (v) => v.priorToCare },
  { element: "eVitals.03", label: "Cardiac rhythm (ECG)", get: (v) => v.cardiacRhythm },
  { element: "eVitals.04", label: "ECG type", get: (v) => v.ecgType },
  { element: "eVitals.05", label: "ECG interpretation method", get: (v) => v.ecgMethod },
  { element: "eVitals.06", label: "Systolic blood pressure", get: (v) => v.sbp },
  { element: "eVitals.10", label: "Heart rate", get: (v) => v.heartRate },
  { element: "eVitals.12", label: "SpO2", get: (v) => v.spo2 },
  { element: "eVitals.14", label: "Respiratory rate", get: (v) => v.respiratoryRate },
  { element: "eVitals.16", label: "ETCO2", get: (v) => v.etco2 },
  { element: "eVitals.18", label: "Blood glucose", get: (v) => v.glucose },
  { element: "eVitals.19", label: "GCS eye", get: (v) => v.gcsEye },
  { element: "eVitals.20", label: "GCS verbal", get: (v) => v.gcsVerbal },
  { element: "eVitals.21", label: "GCS motor", get: (v) => v.gcsMotor },
  { element: "eVitals.22", label: "GCS qualifier", get: (v) => v.gcsQualifier },
  { element: "eVitals.26", label: "Responsiveness (AVPU)", get: (v) => v.avpu },
  { element: "eVitals.27", label: "Pain score", get: (v) => v.pain },
  { element: "eVitals.29", label: "Stroke scale result", get: (v) => v.strokeScaleResult },
  { element: "eVitals.30", label: "Stroke scale type", get: (v) => v.strokeScaleType },
  { element: "eVitals.31", label: "Reperfusion checklist", get: (v) => v.reperfusionChecklist },
];
const MEDICATION_RULES: EntryRule<Medication>[] = [
  { element: "eMedications.01", label: "Time given", get: (m) => m.givenAt },
  { element: "eMedications.02", label: "Given before this unit's care", get: (m) => m.priorToCare },
  { element: "eMedications.03", label: "Medication", get: (m) => m.code },
  { element: "eMedications.04", label: "Route", get: (m) => m.route },
  { element: "eMedications.05", label: "Dose", get: (m) => m.dose },
  { element: "eMedications.06", label: "Dose units", get: (m) => m.doseUnit },
  { element: "eMedications.07", label: "Response", get: (m) => m.response },
  { element: "eMedications.08", label: "Complications", get: (m) => m.complications },
  { element: "eMedications.10", label: "Given by (role)", get: (m) => m.performerLevel },
];
const PROCEDURE_RULES: EntryRule<Procedure>[] = [
  { element: "eProcedures.01", label: "Time performed", get: (p) => p.performedAt },
  { element: "eProcedures.02", label: "Performed before this unit's care", get: (p) => p.priorToCare },
  { element: "eProcedures.03", label: "Procedure", get: (p) => p.code },
  { element: "eProcedures.05", label: "Attempts", get: (p) => p.attempts },
  { element: "eProcedures.06", label: "Successful", get: (p) => p.successful },
  { element: "eProcedures.07", label: "Complications", get: (p) => p.complications },
  { element: "eProcedures.08", label: "Response", get: (p) => p.response },
  { element: "eProcedures.10", label: "Performed by (role)", get: (p) => p.performerLevel },
];

function entries<T>(
  section: string,
  title: string,
  list: readonly T[] | undefined,
  rules: EntryRule<T>[],
  // A medication or procedure given before this unit's care may leave out its time (e136, e151).
  exempt?: (x: T, element: string) => boolean,
): MissingItem[] {
  return (list ?? []).flatMap((entry, index) =>
    rules
      .filter((rule) => isEmpty(rule.get(entry)) && !exempt?.(entry, rule.element))
      .map((rule) => ({
        section,
        element: rule.element,
        label: `${title} ${index + 1}: ${rule.label}`,
        message: messageFor(rule.element),
        index,
      })),
  );
}

const PRIOR_YES = "9923003";
const priorTimeExempt = (x: { priorToCare?: unknown }, element: string) =>
  element.endsWith(".01") && typed(x.priorToCare) === PRIOR_YES;

/** The elements a crew must still fill (or mark) before closing the report, in the form's order. */
export function missingForClose(report: PcrContent): MissingItem[] {
  const d = report.disposition ?? {};
  const unitDisposition = d.unitDisposition;
  const transport = String(typed(d.transportDisposition) ?? "");
  const arrestStatus = typed(report.arrest?.status);
  const c: Context = {
    r: report,
    contact: unitDisposition === PATIENT_CONTACT,
    arrived: unitDisposition !== CANCELLED_BEFORE_ARRIVAL,
    care: typed(d.patientEvaluationCare) === CARE_PROVIDED,
    transported: TRANSPORTED.includes(transport),
    notTransported: NOT_TRANSPORTED.includes(transport),
    arrest: arrestStatus !== undefined && arrestStatus !== ARREST_NO,
  };
  const missing: MissingItem[] = REPORT_RULES.filter((rule) => (rule.when ? rule.when(c) : true))
    .filter((rule) => isEmpty(rule.get(report)))
    .map((rule) => ({
      section: rule.section,
      element: rule.element,
      label: rule.label,
      message: messageFor(rule.element),
    }));

  if (c.care && (report.vitals ?? []).length === 0) {
    missing.push({
      section: "vitals",
      element: "eVitals.01",
      label: "Vitals",
      message: "Record at least one set of vitals for a patient evaluated and cared for.",
    });
  }
  missing.push(
    ...entries("vitals", "Vitals", report.vitals, VITALS_RULES),
    ...entries("medications", "Medication", report.medications, MEDICATION_RULES, priorTimeExempt),
    ...entries("procedures", "Procedure", report.procedures, PROCEDURE_RULES, priorTimeExempt),
  );

  // e165, e167: a patient not transported has no transport method or mode.
  if (c.notTransported) {
    for (const [element, label, value] of [
      ["eDisposition.16", "Transport method", d.transportMethod],
      ["eDisposition.17", "Transport mode from scene", d.transportMode],
    ] as const) {
      if (typed(value) !== undefined) {
        missing.push({
          section: "disposition",
          element,
          label,
          message: "The patient was not transported: clear it (or mark it Not Applicable).",
        });
      }
    }
  }
  // e175, e176: an activation other than "No" has its time.
  for (const [index, activation] of (d.activations ?? []).entries()) {
    const code = typed(activation.activation);
    if (code !== undefined && code !== ACTIVATION_NO && isEmpty(activation.at)) {
      missing.push({
        section: "disposition",
        element: "eDisposition.25",
        label: `Activation ${index + 1}: time of the alert or activation`,
        message: messageFor("eDisposition.25"),
        index,
      });
    }
  }
  // e068, e069: several patients for an MCI, and the triage color.
  if (typed(report.scene?.massCasualty) === MCI_YES && typed(report.scene?.patientCount) !== "2707001") {
    missing.push({
      section: "scene",
      element: "eScene.06",
      label: "Number of patients at scene",
      message: 'A mass casualty incident has "Multiple" patients.',
    });
  }
  return missing;
}
