import { FieldRow } from "@/components/ui/form-fields";
import type { IncidentFormApi } from "../form-types";
import { BranchField, ChoiceField, ChoicesField, PresenceSection, useBranch, YesNoField } from "./fields";

/** A structure fire's smoke alarm module (smoke_alarm): present with how it worked, or not present. */
export function SmokeAlarmSection({ form }: { form: IncidentFormApi }) {
  return (
    <PresenceSection form={form} module="smoke_alarm">
      <ChoicesField at="presence.alarm_types" label="Alarm types" />
      <FieldRow className="*:min-w-0">
        <YesNoField at="presence.working" label="Working" />
        <BranchField at="presence.operation.alerted_failed_other" label="Operation" />
      </FieldRow>
      <SmokeAlarmOperation />
    </PresenceSection>
  );
}

function SmokeAlarmOperation() {
  const at = "presence.operation.alerted_failed_other";
  const operation = useBranch(at);
  if (operation === "OPERATED_ALERTED_OCCUPANT")
    return <ChoiceField at={`${at}.occupant_action`} label="Occupant action" />;
  if (operation === "FAILED_TO_OPERATE")
    return <ChoiceField at={`${at}.failure_reason`} label="Failure reason" />;
  return null;
}

/** A structure fire's fire alarm module (fire_alarm). */
export function FireAlarmSection({ form }: { form: IncidentFormApi }) {
  return (
    <PresenceSection form={form} module="fire_alarm">
      <ChoicesField at="presence.alarm_types" label="Alarm types" />
      <ChoiceField at="presence.operation_type" label="Operation" />
    </PresenceSection>
  );
}

/** A structure fire's other alarms module (other_alarm: carbon monoxide, heat, gas detectors). */
export function OtherAlarmSection({ form }: { form: IncidentFormApi }) {
  return (
    <PresenceSection form={form} module="other_alarm">
      <ChoicesField at="presence.alarm_types" label="Alarm types" />
    </PresenceSection>
  );
}
