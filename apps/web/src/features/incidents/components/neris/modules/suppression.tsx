import { FieldRow } from "@/components/ui/form-fields";
import type { IncidentFormApi } from "../form-types";
import {
  BranchField,
  ChoiceField,
  ChoicesField,
  EntryList,
  NumberField,
  PresenceSection,
  useBranch,
} from "./fields";

/** A structure fire's fire suppression module (fire_suppression): the systems present and how they did. */
export function FireSuppressionSection({ form }: { form: IncidentFormApi }) {
  return (
    <PresenceSection form={form} module="fire_suppression">
      <EntryList at="presence.suppression_types" noun="System">
        {(at) => (
          <FieldRow className="*:min-w-0">
            <ChoiceField at={at("type")} label="System type" />
            <ChoiceField at={at("full_partial")} label="Coverage" />
          </FieldRow>
        )}
      </EntryList>
      <BranchField at="presence.operation_type.effectiveness" label="Operation" />
      <SuppressionEffect />
    </PresenceSection>
  );
}

function SuppressionEffect() {
  const at = "presence.operation_type.effectiveness";
  const effect = useBranch(at);
  if (!effect) return null;
  return (
    <FieldRow className="*:min-w-0">
      {effect !== "NO_OPERATION" ? (
        <NumberField at={`${at}.sprinklers_activated`} label="Sprinklers activated" />
      ) : null}
      {effect !== "OPERATED_EFFECTIVE" ? (
        <ChoiceField at={`${at}.failure_reason`} label="Failure reason" />
      ) : null}
    </FieldRow>
  );
}

/** A cooking fire's cooking suppression module (cooking_fire_suppression). */
export function CookingSuppressionSection({ form }: { form: IncidentFormApi }) {
  return (
    <PresenceSection form={form} module="cooking_fire_suppression">
      <ChoicesField at="presence.suppression_types" label="Suppression types" />
      <ChoiceField at="presence.operation_type" label="Operation" />
    </PresenceSection>
  );
}
