import { EMS_MEDICATIONS, EMS_PROCEDURES } from "@rollcall/shared/epcr/codes";
import { nowIso } from "../../utils/now";
import { useReportForm } from "../report-form";
import { Entries, Fields, field, Part } from "../section-parts";
import { typedRxNorm, typedSnomed } from "./codes";

const AIRWAY = [
  field("indications", "eAirway.01", "Indications for invasive airway", "codes", "list"),
  field("complications", "eAirway.08", "Airway complications", "codes", "pnlist"),
  field("decisionAt", "eAirway.10", "Decision to manage the airway", "time", "plain"),
];
const CONFIRMATION = [
  field("confirmedAt", "eAirway.02", "Confirmed at", "time", "nv"),
  field("device", "eAirway.03", "Device", "code", "nv"),
  field("methods", "eAirway.04", "Confirmation methods", "codes", "list"),
];
const startedNow = (key: string) => () => ({ [key]: { value: nowIso() } });

/** eProcedures, eMedications, eAirway, eProtocols: what the crew did, when, by whom, and how the patient responded. */
export function InterventionsSection() {
  const { crew } = useReportForm();
  const options = crew.map((m) => ({ value: m.id, label: m.name }));
  const medication = [
    field("code", "eMedications.03", "Medication", "code", "nvpn", {
      options: EMS_MEDICATIONS,
      acceptTyped: typedRxNorm,
    }),
    field("givenAt", "eMedications.01", "Given at", "time", "nv"),
    field("priorToCare", "eMedications.02", "Given before this unit's care", "code", "nv"),
    field("dose", "eMedications.05", "Dose", "decimal", "nv"),
    field("doseUnit", "eMedications.06", "Dose unit", "code", "nv"),
    field("route", "eMedications.04", "Route", "code", "nvpn"),
    field("response", "eMedications.07", "Response", "code", "nv"),
    field("complications", "eMedications.08", "Complications", "codes", "list"),
    field("crewMemberId", "eMedications.09", "Given by", "code", "plain", { options }),
    field("performerLevel", "eMedications.10", "Given by (role)", "code", "nv"),
    field("authorization", "eMedications.11", "Authorization", "code", "plain"),
  ];
  const procedure = [
    field("code", "eProcedures.03", "Procedure", "code", "nvpn", {
      options: EMS_PROCEDURES,
      acceptTyped: typedSnomed,
    }),
    field("performedAt", "eProcedures.01", "Performed at", "time", "nv"),
    field("priorToCare", "eProcedures.02", "Performed before this unit's care", "code", "nv"),
    field("size", "eProcedures.04", "Equipment size", "text", "plain"),
    field("attempts", "eProcedures.05", "Attempts", "integer", "nv"),
    field("successful", "eProcedures.06", "Successful", "code", "nv"),
    field("complications", "eProcedures.07", "Complications", "codes", "list"),
    field("response", "eProcedures.08", "Response", "code", "nv"),
    field("crewMemberId", "eProcedures.09", "Performed by", "code", "plain", { options }),
    field("performerLevel", "eProcedures.10", "Performed by (role)", "code", "nv"),
    field("vascularAccessLocation", "eProcedures.13", "Vascular access location", "code", "nv"),
  ];
  return (
    <div className="grid gap-6">
      <Part title="Medications given">
        <Entries path={["medications"]} noun="Medication" fresh={startedNow("givenAt")}>
          {(i) => <Fields specs={medication} at={["medications", i]} index={i} />}
        </Entries>
      </Part>
      <Part title="Procedures">
        <Entries path={["procedures"]} noun="Procedure" fresh={startedNow("performedAt")}>
          {(i) => <Fields specs={procedure} at={["procedures", i]} index={i} />}
        </Entries>
      </Part>
      <Part title="Airway">
        <Fields specs={AIRWAY} at={["airway"]} />
        <Entries
          path={["airway", "confirmations"]}
          noun="Placement confirmation"
          fresh={startedNow("confirmedAt")}
        >
          {(i) => <Fields specs={CONFIRMATION} at={["airway", "confirmations", i]} index={i} />}
        </Entries>
      </Part>
      <Part title="Protocols">
        <Fields specs={[field("protocols", "eProtocols.01", "Protocols used", "codes", "list")]} />
      </Part>
    </div>
  );
}
