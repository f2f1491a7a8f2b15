import { FieldRow } from "@/components/ui/form-fields";
import type { IncidentFormApi } from "../form-types";
import {
  ChoiceField,
  EntryList,
  NerisModuleSection,
  NumberField,
  TextInputField,
  useFieldValue,
  YesNoField,
} from "./fields";

/** The hazardous situation module (hazsit_detail): its outcome, evacuations and the chemicals involved. */
export function HazsitSection({ form }: { form: IncidentFormApi }) {
  return (
    <NerisModuleSection form={form} module="hazsit_detail">
      <FieldRow className="*:min-w-0">
        <ChoiceField at="disposition" label="Disposition" />
        <NumberField at="evacuated" label="People evacuated" />
      </FieldRow>
      <EntryList at="chemicals" noun="Chemical">
        {(at) => (
          <>
            <TextInputField at={at("name")} label="Chemical name" />
            <FieldRow className="*:min-w-0">
              <ChoiceField at={at("dot_class")} label="DOT hazard class" />
              <YesNoField at={at("release_occurred")} label="Release occurred" clears={[at("release")]} />
            </FieldRow>
            <ChemicalRelease at={at("release")} released={at("release_occurred")} />
          </>
        )}
      </EntryList>
    </NerisModuleSection>
  );
}

function ChemicalRelease({ at, released }: { at: string; released: string }) {
  if (useFieldValue(released) !== "true") return null;
  return (
    <>
      <FieldRow className="*:min-w-0">
        <NumberField at={`${at}.estimated_amount`} label="Estimated amount" whole={false} />
        <ChoiceField at={`${at}.unit_of_measurement`} label="Unit of measurement" />
      </FieldRow>
      <FieldRow columns={3} className="*:min-w-0">
        <ChoiceField at={`${at}.physical_state`} label="Physical state" />
        <ChoiceField at={`${at}.released_into`} label="Released into" />
        <ChoiceField at={`${at}.cause`} label="Release cause" />
      </FieldRow>
    </>
  );
}
