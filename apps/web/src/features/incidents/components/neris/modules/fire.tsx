import { FieldRow } from "@/components/ui/form-fields";
import type { IncidentFormApi } from "../form-types";
import {
  BranchField,
  ChoiceField,
  ChoicesField,
  NerisModuleSection,
  NumberField,
  useBranch,
  YesNoField,
} from "./fields";
import { fireLocationForTypes } from "./needs";

/** The fire module (fire_detail): where the fire was (the types decide it when they can) and what was found. */
export function FireSection({ form, types }: { form: IncidentFormApi; types: readonly string[] }) {
  const location = fireLocationForTypes(types);
  return (
    <NerisModuleSection
      form={form}
      module="fire_detail"
      description={
        location === "STRUCTURE"
          ? "A structure fire: where it started in the structure and what crews found."
          : location === "OUTSIDE"
            ? "An outside fire: its area and cause."
            : undefined
      }
      fixed={location ? { "location_detail.type": location } : undefined}
    >
      {location ? null : <BranchField at="location_detail" label="Fire location" />}
      <FireLocationFields />
      <FieldRow className="*:min-w-0">
        <ChoiceField at="water_supply" label="Water supply" />
        <ChoiceField at="investigation_needed" label="Investigation needed" />
      </FieldRow>
      <div className="grid items-start gap-4 *:min-w-0 md:grid-cols-2">
        <ChoicesField at="investigation_types" label="Investigation types" />
        <ChoicesField at="suppression_appliances" label="Suppression appliances" />
      </div>
    </NerisModuleSection>
  );
}

function FireLocationFields() {
  const branch = useBranch("location_detail");
  if (branch === "STRUCTURE")
    return (
      <>
        <FieldRow className="*:min-w-0">
          <ChoiceField at="location_detail.arrival_condition" label="Arrival condition" />
          <ChoiceField at="location_detail.damage_type" label="Damage" />
        </FieldRow>
        <FieldRow className="*:min-w-0">
          <NumberField
            at="location_detail.floor_of_origin"
            label="Floor of origin"
            description="1 for the ground floor, negative below ground."
          />
          <ChoiceField at="location_detail.room_of_origin_type" label="Room of origin" />
        </FieldRow>
        <FieldRow className="*:min-w-0">
          <ChoiceField at="location_detail.cause" label="Cause" />
          <YesNoField at="location_detail.progression_evident" label="Progression evident" />
        </FieldRow>
      </>
    );
  if (branch === "OUTSIDE")
    return (
      <FieldRow className="*:min-w-0">
        <NumberField at="location_detail.acres_burned" label="Acres burned" whole={false} />
        <ChoiceField at="location_detail.cause" label="Cause" />
      </FieldRow>
    );
  return null;
}
