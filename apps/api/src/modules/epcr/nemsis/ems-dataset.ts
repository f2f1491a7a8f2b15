/**
 * The EMSDataSet of NEMSIS v3.5.1: the agency's patient care reports (the caller picks them, a date range's)
 * under one Header. The report's sections become the XSD's groups here; their order, and the required
 * elements a report leaves empty (sent as xsi:nil with a NOT value), are xml.ts's work.
 */
import { randomUUID } from "node:crypto";
import type { NemsisAgency, NotValue, PcrContent } from "@rollcall/shared/epcr/report";
import { create } from "xmlbuilder2";
import { nemsisDateTime, nemsisRoot, writeGroup, type XGroup, type XLeaf } from "./xml";

/** eRecord.02-.04: who wrote the file. */
export const NEMSIS_SOFTWARE = { creator: "Rollcall", name: "Rollcall", version: "1.0" } as const;

/** A report to export: its content, and its UUID (PatientCareReport/@UUID). */
export type EmsExportReport = PcrContent & { id: string };

type Raw<T> = { value: T; pn?: string } | { not: NotValue } | { pn: string };
type RawList<T> = { values: readonly T[]; pn?: string } | { not: NotValue } | { pn: string };

const NOT_APPLICABLE = "7701001";

/** One value (with its NOT value or pertinent negative) as an XML leaf. */
function one<T>(x: Raw<T> | undefined, map: (v: T) => string | number = String): XLeaf | undefined {
  if (!x) return undefined;
  if ("value" in x) return { value: map(x.value), pn: x.pn };
  if ("not" in x) return { not: x.not };
  return { pn: x.pn };
}
function many<T>(x: RawList<T> | undefined, map: (v: T) => string | number = String): XLeaf[] | undefined {
  if (!x) return undefined;
  if ("values" in x) return x.values.map((v) => ({ value: map(v), pn: x.pn }));
  if ("not" in x) return [{ not: x.not }];
  return [{ pn: x.pn }];
}
const at = (x: Raw<string> | undefined) => one(x, nemsisDateTime);
const plainAt = (x: string | undefined) => (x ? nemsisDateTime(x) : undefined);
/** An element the crew typed without a NOT value. */
const plain = <T>(x: T | undefined) => (x === undefined ? undefined : String(x));

/** eSituation.02 Possible Injury: Yes. */
export const POSSIBLE_INJURY_YES = "9922005";
/** A status from eArrest.01 other than "No" means the arrest section applies. */
export const ARREST_NO = "3001001";
/** eDisposition.30 codes where this unit carried the patient. */
export const TRANSPORTED_BY_THIS_UNIT = ["4230001", "4230003"];

function patientCareReport(agency: NemsisAgency, report: EmsExportReport): XGroup {
  const vehicle = agency.vehicles.find((v) => v.id === report.response?.vehicleId);
  const facility = agency.facilities.find((f) => f.id === report.disposition?.facilityId);
  const r = report.response ?? {};
  const t = report.times ?? {};
  const p = report.patient ?? {};
  const s = report.scene ?? {};
  const sit = report.situation ?? {};
  const a = report.arrest;
  const h = report.history ?? {};
  const d = report.disposition ?? {};
  const arrestApplies = a?.status !== undefined && !("value" in a.status && a.status.value === ARREST_NO);

  return {
    "@": { UUID: report.id },
    eRecord: {
      "eRecord.01": report.pcrNumber ?? report.id,
      "eRecord.SoftwareApplicationGroup": {
        "eRecord.02": NEMSIS_SOFTWARE.creator,
        "eRecord.03": NEMSIS_SOFTWARE.name,
        "eRecord.04": NEMSIS_SOFTWARE.version,
      },
    },
    eResponse: {
      "eResponse.AgencyGroup": { "eResponse.01": agency.number, "eResponse.02": agency.name },
      "eResponse.03": one(r.incidentNumber),
      "eResponse.04": one(r.responseNumber),
      "eResponse.ServiceGroup": { "eResponse.05": r.serviceType },
      "eResponse.07": r.transportCapability,
      "eResponse.08": many(r.dispatchDelays),
      "eResponse.09": many(r.responseDelays),
      "eResponse.10": many(r.sceneDelays),
      "eResponse.11": many(r.transportDelays),
      "eResponse.12": many(r.turnAroundDelays),
      "eResponse.13": r.unitNumber ?? vehicle?.number,
      "eResponse.14": r.callSign ?? vehicle?.callSign ?? vehicle?.number,
      "eResponse.23": r.responseMode,
      "eResponse.24": many(r.responseModeDescriptors),
    },
    eDispatch: {
      "eDispatch.01": report.dispatch?.reason,
      "eDispatch.02": one(report.dispatch?.emdPerformed),
      "eDispatch.03": report.dispatch?.emdDeterminant,
      "eDispatch.04": report.dispatch?.centerId,
      "eDispatch.05": report.dispatch?.priority,
      "eDispatch.06": report.dispatch?.cadRecordId,
    },
    eCrew: report.crew?.length
      ? {
          "eCrew.CrewGroup": report.crew.map((c) => ({
            "eCrew.01": c.memberId,
            "eCrew.02": c.level,
            "eCrew.03": c.roles,
          })),
        }
      : undefined,
    eTimes: {
      "eTimes.01": at(t.psapCall),
      "eTimes.02": plainAt(t.dispatchNotified),
      "eTimes.03": plainAt(t.unitNotified),
      "eTimes.04": plainAt(t.dispatchAcknowledged),
      "eTimes.05": at(t.enRoute),
      "eTimes.06": at(t.onScene),
      "eTimes.07": at(t.atPatient),
      "eTimes.08": at(t.transferOfCare),
      "eTimes.09": at(t.leftScene),
      "eTimes.11": at(t.atDestination),
      "eTimes.12": at(t.destinationTransferOfCare),
      "eTimes.13": plainAt(t.backInService),
      "eTimes.14": plainAt(t.canceled),
      "eTimes.16": plainAt(t.callCompleted),
    },
    ePatient: {
      "ePatient.PatientNameGroup":
        p.lastName || p.firstName || p.middleName
          ? { "ePatient.02": one(p.lastName), "ePatient.03": one(p.firstName), "ePatient.04": p.middleName }
          : undefined,
      "ePatient.05": p.street,
      "ePatient.06": p.city,
      "ePatient.07": one(p.county),
      "ePatient.08": one(p.state),
      "ePatient.09": one(p.zip),
      "ePatient.10": p.country,
      "ePatient.14": many(p.race),
      "ePatient.AgeGroup": { "ePatient.15": one(p.age), "ePatient.16": one(p.ageUnits) },
      "ePatient.17": one(p.dateOfBirth),
      "ePatient.18": p.phone,
      "ePatient.25": one(p.sex),
    },
    ePayment: { "ePayment.01": one(report.primaryPayment), "ePayment.50": one(report.serviceLevel) },
    eScene: {
      "eScene.01": one(s.firstUnitOnScene),
      "eScene.06": one(s.patientCount),
      "eScene.07": one(s.massCasualty),
      "eScene.08": one(s.triage),
      "eScene.09": one(s.locationType),
      "eScene.11": s.gps,
      "eScene.15": one(s.street),
      "eScene.16": one(s.apartment),
      "eScene.17": one(s.city),
      "eScene.18": one(s.state),
      "eScene.19": one(s.zip),
      "eScene.20": one(s.crossStreet),
      "eScene.21": one(s.county),
    },
    eSituation: {
      "eSituation.01": at(sit.symptomOnset),
      "eSituation.02": one(sit.possibleInjury),
      "eSituation.PatientComplaintGroup": sit.complaints?.map((c) => ({
        "eSituation.03": c.type,
        "eSituation.04": c.text,
        "eSituation.05": plain(c.duration),
        "eSituation.06": c.durationUnits,
      })),
      "eSituation.07": one(sit.anatomicLocation),
      "eSituation.08": one(sit.organSystem),
      "eSituation.09": one(sit.primarySymptom),
      "eSituation.10": many(sit.otherSymptoms),
      "eSituation.11": one(sit.primaryImpression),
      "eSituation.12": many(sit.secondaryImpressions),
      "eSituation.13": one(sit.acuity),
      "eSituation.WorkRelatedGroup": sit.workRelated ? { "eSituation.14": one(sit.workRelated) } : undefined,
      "eSituation.18": at(sit.lastKnownWell),
      "eSituation.20": one(sit.interfacilityReason),
    },
    // Only a possible injury has an injury section (e090-e092); otherwise its elements are Not Applicable.
    eInjury:
      nvValue(sit.possibleInjury) === POSSIBLE_INJURY_YES
        ? {
            "eInjury.01": many(report.injury?.causes),
            "eInjury.03": many(report.injury?.highRiskCriteria),
            "eInjury.04": many(report.injury?.moderateRiskCriteria),
          }
        : { "#not": NOT_APPLICABLE },
    eArrest: arrestApplies
      ? {
          "eArrest.01": one(a.status),
          "eArrest.02": one(a.etiology),
          "eArrest.03": many(a.resuscitationAttempted),
          "eArrest.04": many(a.witnessedBy),
          "eArrest.07": one(a.aedPriorUse),
          "eArrest.09": many(a.cprTypes),
          "eArrest.10": a.hypothermia,
          "eArrest.11": one(a.firstRhythm),
          "eArrest.12": many(a.rosc),
          "eArrest.14": at(a.arrestAt),
          "eArrest.15": at(a.resuscitationDiscontinuedAt),
          "eArrest.16": one(a.discontinuedReason),
          "eArrest.17": many(a.rhythmAtDestination),
          "eArrest.18": one(a.endOfEvent),
          "eArrest.19": plainAt(a.initialCprAt),
          "eArrest.20": one(a.whoInitiatedCpr),
          "eArrest.21": one(a.whoAppliedAed),
          "eArrest.22": one(a.whoDefibrillated),
        }
      : { "#not": NOT_APPLICABLE, "eArrest.01": one(a?.status) },
    eHistory: {
      "eHistory.01": many(h.barriers),
      "eHistory.05": many(h.advanceDirectives),
      "eHistory.06": many(h.medicationAllergies)?.map((leaf) =>
        typeof leaf === "object" && leaf.value !== undefined
          ? { ...leaf, attrs: { CodeType: "9924003" } }
          : leaf,
      ),
      "eHistory.07": h.environmentalAllergies,
      "eHistory.08": many(h.medicalHistory),
      "eHistory.09": h.historyFrom,
      "eHistory.CurrentMedsGroup": h.medications?.map((m) => ({
        "eHistory.12": one(m.code),
        "eHistory.13": plain(m.dose),
        "eHistory.14": m.doseUnit,
        "eHistory.15": m.route,
        "eHistory.20": m.frequency,
      })),
      "eHistory.17": many(h.alcoholDrugUse),
      "eHistory.18": one(h.pregnancy),
      "eHistory.19": plainAt(h.lastOralIntake),
    },
    eNarrative: report.narrative ? { "eNarrative.01": report.narrative } : undefined,
    eVitals: {
      "#not": report.vitals?.length ? undefined : NOT_APPLICABLE,
      "eVitals.VitalGroup": report.vitals?.map((v) => ({
        "eVitals.01": at(v.takenAt),
        "eVitals.02": one(v.priorToCare),
        "eVitals.CardiacRhythmGroup": {
          "eVitals.03": many(v.cardiacRhythm),
          "eVitals.04": one(v.ecgType),
          "eVitals.05": many(v.ecgMethod),
        },
        "eVitals.BloodPressureGroup": {
          "eVitals.06": one(v.sbp),
          "eVitals.07": one(v.dbp),
          "eVitals.08": one(v.bpMethod),
        },
        "eVitals.HeartRateGroup": { "eVitals.10": one(v.heartRate) },
        "eVitals.12": one(v.spo2),
        "eVitals.13": v.pulseRhythm,
        "eVitals.14": one(v.respiratoryRate),
        "eVitals.15": v.respiratoryEffort,
        "eVitals.16": withAttrs(one(v.etco2), { ETCO2Type: v.etco2Type ?? "3340001" }),
        "eVitals.18": one(v.glucose),
        "eVitals.GlasgowScoreGroup": {
          "eVitals.19": one(v.gcsEye),
          "eVitals.20": one(v.gcsVerbal),
          "eVitals.21": one(v.gcsMotor),
          "eVitals.22": many(v.gcsQualifier),
          "eVitals.23": one(v.gcsTotal),
        },
        "eVitals.TemperatureGroup":
          v.temperatureC || v.temperatureMethod
            ? { "eVitals.24": one(v.temperatureC, (c) => c.toFixed(1)), "eVitals.25": v.temperatureMethod }
            : undefined,
        "eVitals.26": one(v.avpu),
        "eVitals.PainScaleGroup": { "eVitals.27": one(v.pain) },
        "eVitals.StrokeScaleGroup": {
          "eVitals.29": one(v.strokeScaleResult),
          "eVitals.30": one(v.strokeScaleType),
        },
        "eVitals.31": one(v.reperfusionChecklist),
      })),
    },
    eExam:
      p.weightKg || report.exam
        ? {
            "eExam.01": one(p.weightKg, (kg) => kg.toFixed(1)),
            "eExam.02": one(report.exam?.lengthBasedTape),
            "eExam.AssessmentGroup": report.exam?.assessments?.map((x) => ({
              "eExam.03": plainAt(x.assessedAt),
              "eExam.04": x.skin,
              "eExam.05": x.head,
              "eExam.07": x.neck,
              "eExam.09": x.heart,
              "eExam.AbdomenGroup": x.abdomen?.length ? { "eExam.11": x.abdomen } : undefined,
              "eExam.LungGroup": x.lungs?.length ? { "eExam.23": x.lungs } : undefined,
              "eExam.ChestGroup": x.chest?.length ? { "eExam.25": x.chest } : undefined,
              "eExam.19": x.mentalStatus,
              "eExam.20": x.neurological,
            })),
          }
        : undefined,
    eProtocols: {
      "eProtocols.ProtocolGroup": many(report.protocols)?.map((leaf) => ({ "eProtocols.01": leaf })),
    },
    eMedications: {
      "#not": report.medications?.length ? undefined : NOT_APPLICABLE,
      "eMedications.MedicationGroup": report.medications?.map((m) => ({
        "eMedications.01": at(m.givenAt),
        "eMedications.02": one(m.priorToCare),
        "eMedications.03": withAttrs(one(m.code), { CodeType: "9924003" }),
        "eMedications.04": one(m.route),
        "eMedications.DosageGroup": { "eMedications.05": one(m.dose), "eMedications.06": one(m.doseUnit) },
        "eMedications.07": one(m.response),
        "eMedications.08": many(m.complications),
        "eMedications.09": m.crewMemberId,
        "eMedications.10": one(m.performerLevel),
        "eMedications.11": m.authorization,
      })),
    },
    eProcedures: {
      "#not": report.procedures?.length ? undefined : NOT_APPLICABLE,
      "eProcedures.ProcedureGroup": report.procedures?.map((x) => ({
        "eProcedures.01": at(x.performedAt),
        "eProcedures.02": one(x.priorToCare),
        "eProcedures.03": one(x.code),
        "eProcedures.04": x.size,
        "eProcedures.05": one(x.attempts),
        "eProcedures.06": one(x.successful),
        "eProcedures.07": many(x.complications),
        "eProcedures.08": one(x.response),
        "eProcedures.09": x.crewMemberId,
        "eProcedures.10": one(x.performerLevel),
        "eProcedures.11": x.authorization,
        "eProcedures.13": one(x.vascularAccessLocation),
      })),
    },
    eAirway: report.airway
      ? {
          "eAirway.AirwayGroup": {
            "eAirway.01": many(report.airway.indications),
            "eAirway.ConfirmationGroup": report.airway.confirmations?.map((c) => ({
              "eAirway.02": at(c.confirmedAt),
              "eAirway.03": one(c.device),
              "eAirway.04": many(c.methods),
            })),
            "eAirway.08": many(report.airway.complications),
            "eAirway.10": plainAt(report.airway.decisionAt),
          },
        }
      : undefined,
    eDisposition: {
      "eDisposition.DestinationGroup": {
        // A patient not carried by this unit has no destination: its required parts are Not Applicable.
        "#not": TRANSPORTED_BY_THIS_UNIT.includes(nvValue(d.transportDisposition) ?? "")
          ? undefined
          : NOT_APPLICABLE,
        "eDisposition.01": one(d.destinationName) ?? (facility ? facility.name : undefined),
        "eDisposition.02": one(d.destinationCode) ?? facility?.code,
        "eDisposition.03": d.destinationStreet ?? facility?.street,
        "eDisposition.04": d.destinationCity ?? facility?.city,
        "eDisposition.05": one(d.destinationState) ?? facility?.state,
        "eDisposition.06": one(d.destinationCounty) ?? facility?.county,
        "eDisposition.07": one(d.destinationZip) ?? facility?.zip,
      },
      "eDisposition.11": one(d.patientsTransported),
      "eDisposition.IncidentDispositionGroup": {
        "eDisposition.27": d.unitDisposition,
        "eDisposition.28": one(d.patientEvaluationCare),
        "eDisposition.29": one(d.crewDisposition),
        "eDisposition.30": one(d.transportDisposition),
        "eDisposition.31": d.refusalReasons,
      },
      "eDisposition.13": d.movedToAmbulance,
      "eDisposition.14": d.positionDuringTransport,
      "eDisposition.16": one(d.transportMethod),
      "eDisposition.17": one(d.transportMode),
      "eDisposition.18": many(d.transportModeDescriptors),
      "eDisposition.19": one(d.finalAcuity),
      "eDisposition.20": many(d.destinationReasons),
      "eDisposition.21": one(d.destinationType),
      "eDisposition.22": one(d.inpatientDestination),
      "eDisposition.23": many(d.hospitalCapability),
      "eDisposition.HospitalTeamActivationGroup": d.activations?.map((x) => ({
        "eDisposition.24": one(x.activation),
        "eDisposition.25": at(x.at),
      })),
      "eDisposition.26": d.instructions,
      "eDisposition.32": one(d.levelOfCare),
    },
    eOutcome: {},
    eOther:
      report.signatures?.length || report.reportWriterId
        ? {
            "eOther.08": report.reportWriterId,
            "eOther.SignatureGroup": report.signatures?.map((sig, i) => {
              const image = sig.image ? /^data:([^;]+);base64,(.*)$/s.exec(sig.image) : null;
              return {
                "eOther.12": sig.signerType,
                "eOther.13": sig.reasons,
                "eOther.15": sig.status,
                "eOther.16": sig.image
                  ? `signature-${i + 1}.${image ? image[1].split("/")[1] : "png"}`
                  : undefined,
                "eOther.17": sig.image ? (image?.[1] ?? "image/png") : undefined,
                "eOther.18": sig.image ? (image?.[2] ?? sig.image) : undefined,
                "eOther.19": plainAt(sig.signedAt),
                "eOther.20": sig.lastName,
                "eOther.21": sig.firstName,
              };
            }),
          }
        : undefined,
  };
}

function nvValue<T>(x: Raw<T> | undefined): T | undefined {
  return x && "value" in x ? x.value : undefined;
}
function withAttrs(leaf: XLeaf | undefined, attrs: Record<string, string>): XLeaf | undefined {
  if (leaf === undefined || typeof leaf !== "object" || leaf.value === undefined) return leaf;
  return { ...leaf, attrs };
}

/** The EMSDataSet of the agency's reports (a date range's, chosen by the caller), as XML text. */
export function emsDataSetXml(agency: NemsisAgency, reports: readonly EmsExportReport[]): string {
  // The XSD wants at least one PatientCareReport: an empty range has no file.
  if (reports.length === 0) throw new Error("An EMSDataSet needs at least one patient care report");
  const doc = create({ version: "1.0", encoding: "UTF-8" });
  const root = nemsisRoot(doc, "EMSDataSet");
  writeGroup(root, "EMSDataSet", {
    Header: {
      DemographicGroup: {
        "dAgency.01": agency.stateId,
        "dAgency.02": agency.number,
        "dAgency.04": agency.state,
      },
      PatientCareReport: reports.map((report) =>
        patientCareReport(agency, { ...report, id: report.id || randomUUID() }),
      ),
    },
  });
  return doc.end({ prettyPrint: true });
}
