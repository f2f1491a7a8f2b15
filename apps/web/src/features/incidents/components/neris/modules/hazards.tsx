import { FieldRow } from "@/components/ui/form-fields";
import type { IncidentFormApi } from "../form-types";
import { ChoiceField, NerisModuleSection, PresenceSection, YesNoField } from "./fields";

/** A fire's corrugated stainless steel tubing hazard (csst_hazard), when there was CSST. */
export function CsstHazardSection({ form }: { form: IncidentFormApi }) {
  return (
    <NerisModuleSection
      form={form}
      module="csst_hazard"
      description="Corrugated stainless steel tubing (gas piping), if the structure had it."
    >
      <FieldRow columns={3} className="*:min-w-0">
        <YesNoField at="ignition_source" label="Suspected ignition source" />
        <ChoiceField at="lightning_suspected" label="Lightning suspected" />
        <ChoiceField at="grounded" label="Grounded" />
      </FieldRow>
    </NerisModuleSection>
  );
}

/** A fire's medical oxygen hazard (medical_oxygen_hazard). */
export function MedicalOxygenSection({ form }: { form: IncidentFormApi }) {
  return (
    <PresenceSection form={form} module="medical_oxygen_hazard">
      <YesNoField at="presence.contributed_to_flame_spread" label="Contributed to flame spread" />
    </PresenceSection>
  );
}
