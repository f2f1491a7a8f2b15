import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { useFacilities } from "../../api/get-facilities";
import { nowIso } from "../../utils/now";
import { fieldId } from "../../utils/sections";
import { useReportForm } from "../report-form";
import { Entries, FieldGrid, Fields, field, Part } from "../section-parts";

const DISPOSITION = [
  field("unitDisposition", "eDisposition.27", "Unit disposition", "code", "plain"),
  field("patientEvaluationCare", "eDisposition.28", "Patient evaluation and care", "code", "nv"),
  field("crewDisposition", "eDisposition.29", "Crew disposition", "code", "nv"),
  field("transportDisposition", "eDisposition.30", "Transport disposition", "code", "nv"),
  field("refusalReasons", "eDisposition.31", "Reason for refusal or release", "codes", "array"),
  field("levelOfCare", "eDisposition.32", "Level of care provided", "code", "nv"),
  field("finalAcuity", "eDisposition.19", "Acuity at release", "code", "nv"),
  field("patientsTransported", "eDisposition.11", "Patients transported in this unit", "integer", "nv"),
];
const TRANSPORT = [
  field("transportMethod", "eDisposition.16", "Transport method", "code", "nv"),
  field("transportMode", "eDisposition.17", "Transport mode from scene", "code", "nv"),
  field("transportModeDescriptors", "eDisposition.18", "Transport mode descriptors", "codes", "list"),
  field("movedToAmbulance", "eDisposition.13", "How moved to the ambulance", "codes", "array"),
  field("positionDuringTransport", "eDisposition.14", "Position during transport", "codes", "array"),
];
const DESTINATION = [
  field("destinationName", "eDisposition.01", "Destination name", "text", "nv"),
  field("destinationCode", "eDisposition.02", "Destination code", "text", "nv"),
  field("destinationStreet", "eDisposition.03", "Street", "text", "plain"),
  field("destinationCity", "eDisposition.04", "City (GNIS code)", "text", "plain"),
  field("destinationState", "eDisposition.05", "State (ANSI code)", "text", "nv"),
  field("destinationCounty", "eDisposition.06", "County (ANSI code)", "text", "nv"),
  field("destinationZip", "eDisposition.07", "ZIP code", "text", "nv"),
  field("destinationType", "eDisposition.21", "Type of destination", "code", "nv"),
  field("destinationReasons", "eDisposition.20", "Reason for choosing it", "codes", "list"),
  field("inpatientDestination", "eDisposition.22", "Hospital in-patient destination", "code", "nv"),
  field("hospitalCapability", "eDisposition.23", "Hospital capability", "codes", "list"),
];
const HAND_OFF = [
  field("atDestination", "eTimes.11", "Arrived at destination", "time", "nv"),
  field("destinationTransferOfCare", "eTimes.12", "Transfer of care", "time", "nv"),
];
const INSTRUCTIONS = [field("instructions", "eDisposition.26", "Disposition instructions", "codes", "array")];
const ACTIVATION = [
  field("activation", "eDisposition.24", "Alert or activation", "code", "nv"),
  field("at", "eDisposition.25", "Alerted at", "time", "nv"),
];
const BILLING = [
  field("primaryPayment", "ePayment.01", "Primary method of payment", "code", "nv"),
  field("serviceLevel", "ePayment.50", "CMS service level", "code", "nv"),
];

/** eDisposition and ePayment: what happened to the patient, where they went, hand-off and billing. */
export function DispositionSection() {
  const form = useReportForm();
  const facilities = useFacilities();
  const d = form.content.disposition ?? {};
  // The agency's facility fills the destination's name, code and address (eDisposition.01-.07).
  const chooseFacility = (id: string) => {
    const f = facilities.data?.find((x) => x.id === id);
    form.set(["disposition"], {
      ...d,
      facilityId: f?.id,
      destinationName: f ? { value: f.name } : undefined,
      destinationCode: f?.code ? { value: f.code } : undefined,
      destinationStreet: f?.address ?? undefined,
      destinationZip: f?.zip ? { value: f.zip } : undefined,
    });
  };
  return (
    <div className="grid gap-6">
      <Part title="Disposition">
        <Fields specs={DISPOSITION} at={["disposition"]} />
      </Part>
      <Part title="Transport">
        <Fields specs={TRANSPORT} at={["disposition"]} />
      </Part>
      <Part title="Destination">
        <FieldGrid>
          <FormField label="Hospital or facility" id="pcr-eDisposition-01-facility">
            <NativeSelect
              disabled={form.readOnly}
              value={d.facilityId ?? ""}
              onChange={(e) => chooseFacility(e.target.value)}
            >
              <option value="">{facilities.isLoading ? "Loading…" : "Choose a facility"}</option>
              {(facilities.data ?? []).map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </FieldGrid>
        <Fields specs={DESTINATION} at={["disposition"]} />
      </Part>
      <Part title="Hand-off">
        <Fields specs={HAND_OFF} at={["times"]} />
        <Fields specs={INSTRUCTIONS} at={["disposition"]} />
        <Entries
          path={["disposition", "activations"]}
          noun="Pre-arrival alert"
          addId={fieldId("eDisposition.24")}
          fresh={() => ({ activation: { not: "7701003" }, at: { value: nowIso() } })}
        >
          {(i) => <Fields specs={ACTIVATION} at={["disposition", "activations", i]} index={i} />}
        </Entries>
      </Part>
      <Part title="Billing">
        <Fields specs={BILLING} />
      </Part>
    </div>
  );
}
