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
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/ui/select-options";
import type { TeamMember } from "@/features/agencies/api/get-team";
import { ToggleSection } from "./toggle-field";

type ShiftFormFieldsProps = {
  form: UseFormReturn<ShiftFormInput>;
  team: TeamMember[];
  /** Shown right under the assignee, where the manager is looking when they pick someone. */
  assigneeNotice?: ReactNode;
};

/** The shift form's main fields (spec 01 §2): who, when, where, status and pay. */
export function ShiftFormFields({ form, team, assigneeNotice }: ShiftFormFieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <div className="grid gap-4">
      <FormField label="Title" error={errors.title?.message}>
        <Input placeholder="e.g. A Platoon - 24 Hour" {...register("title")} />
      </FormField>
      <FormField label="Assigned User" error={errors.userId?.message}>
        <NativeSelect {...register("userId")}>
          <option value="">Select a member</option>
          {team.map((m) => (
            <option key={m.id} value={m.id}>
              {m.firstName} {m.lastName} ({ROLE_LABELS[m.role]})
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {assigneeNotice}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Start Time" error={errors.startTime?.message}>
          <Input type="datetime-local" {...register("startTime")} />
        </FormField>
        <FormField label="End Time" error={errors.endTime?.message}>
          <Input type="datetime-local" {...register("endTime")} />
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Assignment" error={errors.assignment?.message}>
          <Input placeholder="e.g. Engine 1" {...register("assignment")} />
        </FormField>
        <FormField label="Status" error={errors.status?.message}>
          <NativeSelect {...register("status")}>
            <SelectOptions values={FORM_SHIFT_STATUSES} labels={SHIFT_STATUS_LABELS} />
          </NativeSelect>
        </FormField>
      </div>

      <ToggleSection
        form={form}
        name="isPaid"
        label="Paid Shift"
        description="Pays an hourly rate through payroll"
      >
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Hourly Rate ($)" error={errors.hourlyRate?.message}>
            <Input
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              placeholder="28.50"
              {...register("hourlyRate")}
            />
          </FormField>
          <FormField label="Payment Status" error={errors.paymentStatus?.message}>
            <NativeSelect {...register("paymentStatus")}>
              <SelectOptions values={SHIFT_PAYMENT_STATUSES} labels={SHIFT_PAYMENT_STATUS_LABELS} />
            </NativeSelect>
          </FormField>
        </div>
      </ToggleSection>
    </div>
  );
}
