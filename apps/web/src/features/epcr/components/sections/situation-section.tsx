import { EMS_IMPRESSIONS } from "@rollcall/shared/epcr/codes";
import { useReportForm } from "../report-form";
import { Fields, field, Part } from "../section-parts";
import { typedIcd10, typedImpression, typedInjuryCause } from "./codes";

/** eSituation.02 "Yes": the injury's questions apply. */
const POSSIBLE_INJURY_YES = "9922005";

const impressions = { options: EMS_IMPRESSIONS, acceptTyped: typedImpression };
const symptoms = { options: EMS_IMPRESSIONS, acceptTyped: typedIcd10 };

const COMPLAINT = [
  field("complaints.0.type", "eSituation.03", "Complaint type", "code", "plain"),
  field("complaints.0.text", "eSituation.04", "Chief complaint", "text", "plain"),
  field("complaints.0.duration", "eSituation.05", "Duration", "integer", "plain"),
  field("complaints.0.durationUnits", "eSituation.06", "Duration units", "code", "plain"),
  field("symptomOnset", "eSituation.01", "Symptom onset", "time", "nvpn"),
  field("lastKnownWell", "eSituation.18", "Last known well", "time", "nvpn"),
  field("anatomicLocation", "eSituation.07", "Complaint location (body)", "code", "nv"),
  field("organSystem", "eSituation.08", "Complaint organ system", "code", "nv"),
];
const IMPRESSION = [
  field("primaryImpression", "eSituation.11", "Primary impression", "code", "nv", impressions),
  field("secondaryImpressions", "eSituation.12", "Secondary impressions", "codes", "list", impressions),
  field("primarySymptom", "eSituation.09", "Primary symptom", "code", "nv", symptoms),
  field("otherSymptoms", "eSituation.10", "Other symptoms", "codes", "pnlist", symptoms),
  field("acuity", "eSituation.13", "Initial acuity", "code", "nv"),
  field("workRelated", "eSituation.14", "Work-related", "code", "nv"),
  field("interfacilityReason", "eSituation.20", "Reason for interfacility transfer", "code", "nv"),
  field("possibleInjury", "eSituation.02", "Possible injury", "code", "nv"),
];
const INJURY = [
  field("causes", "eInjury.01", "Cause of injury (ICD-10)", "codes", "list", {
    options: [],
    acceptTyped: typedInjuryCause,
  }),
  field("highRiskCriteria", "eInjury.03", "Trauma criteria (high risk)", "codes", "list"),
  field("moderateRiskCriteria", "eInjury.04", "Trauma criteria (moderate risk)", "codes", "list"),
];
const SCENE = [
  field("firstUnitOnScene", "eScene.01", "First EMS unit on scene", "code", "nv"),
  field("patientCount", "eScene.06", "Number of patients", "code", "nv"),
  field("massCasualty", "eScene.07", "Mass casualty incident", "code", "nv"),
  field("triage", "eScene.08", "MCI triage", "code", "nv"),
  field("locationType", "eScene.09", "Location type (ICD-10 Y92)", "text", "nv"),
  field("street", "eScene.15", "Street", "text", "nv"),
  field("city", "eScene.17", "City (GNIS code)", "text", "nv"),
  field("state", "eScene.18", "State (ANSI code)", "text", "nv"),
  field("zip", "eScene.19", "ZIP code", "text", "nv"),
  field("county", "eScene.21", "County (ANSI code)", "text", "nv"),
];

/** eScene, eSituation, eInjury, and whether there was a cardiac arrest (eArrest.01). */
export function SituationSection() {
  const { content } = useReportForm();
  const injury = content.situation?.possibleInjury;
  const injured = Boolean(injury && "value" in injury && injury.value === POSSIBLE_INJURY_YES);
  return (
    <div className="grid gap-6">
      <Part title="Complaint">
        <Fields specs={COMPLAINT} at={["situation"]} />
      </Part>
      <Part title="Impression">
        <Fields specs={IMPRESSION} at={["situation"]} />
        <Fields specs={[field("status", "eArrest.01", "Cardiac arrest", "code", "nv")]} at={["arrest"]} />
      </Part>
      {injured ? (
        <Part title="Injury">
          <Fields specs={INJURY} at={["injury"]} />
        </Part>
      ) : null}
      <Part title="Scene">
        <Fields specs={SCENE} at={["scene"]} />
      </Part>
    </div>
  );
}
