import { EMS_IMPRESSIONS, EMS_MEDICATIONS } from "@rollcall/shared/epcr/codes";
import { Entries, Fields, field, Part } from "../section-parts";
import { typedIcd10, typedRxNorm } from "./codes";

const medications = { options: EMS_MEDICATIONS, acceptTyped: typedRxNorm };

const HISTORY = [
  field("medicationAllergies", "eHistory.06", "Medication allergies", "codes", "pnlist", {
    ...medications,
    description: 'None: choose "No Known Drug Allergy".',
  }),
  field("medicalHistory", "eHistory.08", "Medical history", "codes", "pnlist", {
    options: EMS_IMPRESSIONS,
    acceptTyped: typedIcd10,
    description: 'None: choose "None Reported".',
  }),
  field("historyFrom", "eHistory.09", "History obtained from", "codes", "array"),
  field("barriers", "eHistory.01", "Barriers to care", "codes", "list"),
  field("advanceDirectives", "eHistory.05", "Advance directives", "codes", "list"),
  field("alcoholDrugUse", "eHistory.17", "Alcohol or drug use", "codes", "pnlist"),
  field("pregnancy", "eHistory.18", "Pregnancy", "code", "nvpn"),
  field("lastOralIntake", "eHistory.19", "Last oral intake", "time", "plain"),
];
const CURRENT_MEDICATION = [
  field("code", "eHistory.12", "Medication", "code", "nvpn", {
    ...medications,
    description: 'None: choose "None Reported".',
  }),
  field("dose", "eHistory.13", "Dose", "decimal", "plain"),
  field("doseUnit", "eHistory.14", "Dose unit", "code", "plain"),
  field("route", "eHistory.15", "Route", "code", "plain"),
  field("frequency", "eHistory.20", "Frequency", "code", "plain"),
];

/** eHistory: allergies, current medications and medical history, each with its pertinent negative. */
export function HistorySection() {
  return (
    <div className="grid gap-6">
      <Part title="Allergies and history">
        <Fields specs={HISTORY} at={["history"]} />
      </Part>
      <Part title="Current medications">
        {/* eHistory.12 is required in its group: a new entry starts as Not Recorded until the crew picks one. */}
        <Entries
          path={["history", "medications"]}
          noun="Medication"
          fresh={() => ({ code: { not: "7701003" } })}
        >
          {(i) => <Fields specs={CURRENT_MEDICATION} at={["history", "medications", i]} index={i} />}
        </Entries>
      </Part>
    </div>
  );
}
