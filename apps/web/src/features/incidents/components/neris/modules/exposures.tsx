import { FieldRow } from "@/components/ui/form-fields";
import type { IncidentFormApi } from "../form-types";
import {
  BranchField,
  ChoiceField,
  ChoicesField,
  ListSection,
  NumberField,
  TextInputField,
  useBranch,
  YesNoField,
} from "./fields";

/** Exposures (exposures): other property the incident reached, each with its address and damage. */
export function ExposuresSection({ form }: { form: IncidentFormApi }) {
  return (
    <ListSection
      form={form}
      module="exposures"
      description="Other property the incident reached. Leave empty when there was none."
      noun="Exposure"
    >
      {(at) => <ExposureFields at={at} />}
    </ListSection>
  );
}

function ExposureFields({ at }: { at: (field: string) => string }) {
  const external = useBranch(at("location_detail")) === "EXTERNAL_EXPOSURE";
  return (
    <>
      <FieldRow className="*:min-w-0">
        <BranchField at={at("location_detail")} label="Exposure" />
        {external ? <ChoiceField at={at("location_detail.item_type")} label="Exposed item" /> : null}
      </FieldRow>
      <FieldRow className="*:min-w-0">
        <ChoiceField at={at("damage_type")} label="Damage" />
        <ChoiceField at={at("location_use.use_type")} label="Location use" />
      </FieldRow>
      <FieldRow columns={3} className="*:min-w-0">
        <NumberField at={at("location.number")} label="Street number" />
        <TextInputField at={at("location.street")} label="Street" />
        <TextInputField at={at("location.postal_community")} label="City" />
      </FieldRow>
      <FieldRow columns={3} className="*:min-w-0">
        <ChoiceField at={at("location.state")} label="State" />
        <TextInputField at={at("location.postal_code")} label="ZIP code" />
        <YesNoField at={at("people_present")} label="People present" />
      </FieldRow>
      <FieldRow className="*:min-w-0">
        <NumberField at={at("displacement_count")} label="People displaced" />
      </FieldRow>
      <ChoicesField at={at("displacement_causes")} label="Displacement causes" />
    </>
  );
}
