import { FieldRow } from "@/components/ui/form-fields";
import type { IncidentFormApi } from "../form-types";
import { ChoiceField, ListSection, TextInputField } from "./fields";

/** The medical module (medical_details): one entry per patient, the first shown from the start. */
export function MedicalSection({ form }: { form: IncidentFormApi }) {
  return (
    <ListSection form={form} module="medical_details" noun="Patient" minimum={1}>
      {(at) => (
        <>
          <FieldRow className="*:min-w-0">
            <ChoiceField at={at("patient_care_evaluation")} label="Patient care evaluation" />
            <ChoiceField at={at("patient_status")} label="Patient status" />
          </FieldRow>
          <FieldRow className="*:min-w-0">
            <ChoiceField at={at("transport_disposition")} label="Transport disposition" />
            <TextInputField at={at("patient_care_report_id")} label="Patient care report number" />
          </FieldRow>
        </>
      )}
    </ListSection>
  );
}
