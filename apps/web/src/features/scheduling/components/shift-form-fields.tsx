import { ROLE_LABELS } from "@rollcall/shared/roles";
import {
  FORM_SHIFT_STATUSES,
  SHIFT_PAYMENT_STATUS_LABELS,
  SHIFT_PAYMENT_STATUSES,
  SHIFT_STATUS_LABELS,
  type ShiftFormInput,
} from "@rollcall/shared/scheduling";
import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FieldRow, SelectField, TextField } from "@/components/ui/form-fields";
import type { TeamMember } from "@/features/agencies";
import { SeatFields } from "@/features/staffing";
import { ToggleSection } from "./toggle-field";

type ShiftFormFieldsProps = {
  form: UseFormReturn<ShiftFormInput>;
  team: TeamMember[];
  /** Shown right under the assignee, where the manager is looking when they pick someone. */
  assigneeNotice?: ReactNode;
};

/** The shift form's main fields (spec 01 §2): who, when, where, status and pay. */
export function ShiftFormFields({ form, team, assigneeNotice }: ShiftFormFieldsProps) {
  return (
    <div className="grid gap-4">
      <TextField form={form} name="title" label="Title" placeholder="e.g. A Platoon - 24 Hour" />
      <SelectField form={form} name="userId" label="Assigned User" placeholder="Select a member">
        {team.map((m) => (
          <option key={m.id} value={m.id}>
            {m.firstName} {m.lastName} ({ROLE_LABELS[m.role]})
          </option>
        ))}
      </SelectField>
      {assigneeNotice}
      <FieldRow>
        <TextField form={form} name="startTime" label="Start Time" type="datetime-local" />
        <TextField form={form} name="endTime" label="End Time" type="datetime-local" />
      </FieldRow>
      <FieldRow columns={3}>
        <SeatFields form={form} mode="shift" />
      </FieldRow>
      <FieldRow>
        <TextField form={form} name="assignment" label="Assignment" placeholder="e.g. Officer in charge" />
        <SelectField
          form={form}
          name="status"
          label="Status"
          options={FORM_SHIFT_STATUSES}
          labels={SHIFT_STATUS_LABELS}
        />
      </FieldRow>

      <ToggleSection
        form={form}
        name="isPaid"
        label="Paid Shift"
        description="Pays an hourly rate through payroll"
      >
        <FieldRow>
          <TextField
            form={form}
            name="hourlyRate"
            label="Hourly Rate ($)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="28.50"
          />
          <SelectField
            form={form}
            name="paymentStatus"
            label="Payment Status"
            options={SHIFT_PAYMENT_STATUSES}
            labels={SHIFT_PAYMENT_STATUS_LABELS}
          />
        </FieldRow>
      </ToggleSection>
    </div>
  );
}
