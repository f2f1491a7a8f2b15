import { zodResolver } from "@hookform/resolvers/zod";
import { ROLE_LABELS, ROLES } from "@rollcall/shared/roles";
import { DAY_OF_WEEK_LABELS, DAYS_OF_WEEK } from "@rollcall/shared/scheduling";
import {
  STAFFING_MESSAGES,
  type StaffingRule,
  type StaffingRuleInput,
  type StaffingRuleValues,
  staffingRuleSchema,
} from "@rollcall/shared/staffing";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ChoiceInputs } from "@/components/ui/choice-inputs";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FieldRow, SelectField, TextField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { useCreateStaffingRule } from "../api/create-staffing-rule";
import { useVehicles } from "../api/get-vehicles";
import { useUpdateStaffingRule } from "../api/update-staffing-rule";
import { SeatFields } from "./seat-fields";

export type RuleFormTarget = { kind: "create" } | { kind: "edit"; rule: StaffingRule };

/** "New Staffing Rule" and "Edit Staffing Rule" (admins and officers). */
export function RuleFormDialog({ target, onClose }: { target: RuleFormTarget | null; onClose: () => void }) {
  const editing = target?.kind === "edit" ? target.rule : null;
  return (
    <TitledDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? "Edit Staffing Rule" : "New Staffing Rule"}
      description="The fewest people on duty in a time frame. Periods that fall below it are marked in red on the schedule."
      className="max-w-2xl"
    >
      {target ? <RuleForm key={editing?.id ?? "new"} editing={editing} onDone={onClose} /> : null}
    </TitledDialog>
  );
}

function defaultsFor(rule: StaffingRule | null): StaffingRuleInput {
  return {
    name: rule?.name ?? "",
    minimumStaff: rule ? String(rule.minimumStaff) : "1",
    startTime: rule?.startTime ?? "07:00",
    endTime: rule?.endTime ?? "07:00",
    daysOfWeek: rule?.daysOfWeek ?? [],
    role: rule?.role ?? "",
    qualification: rule?.qualification ?? "",
    equipmentId: rule?.equipmentId ?? "",
    stationId: rule?.stationId ?? "",
    positionId: rule?.positionId ?? "",
  };
}

function RuleForm({ editing, onDone }: { editing: StaffingRule | null; onDone: () => void }) {
  const [initial] = useState(() => defaultsFor(editing));
  const form = useForm<StaffingRuleInput, unknown, StaffingRuleValues>({
    resolver: zodResolver(staffingRuleSchema),
    defaultValues: initial,
  });
  const vehicles = useVehicles();
  const create = useCreateStaffingRule();
  const update = useUpdateStaffingRule();
  const equipmentId = form.watch("equipmentId");
  const crew = vehicles.data?.find((v) => v.id === equipmentId)?.crewSize ?? null;
  const dayErrors = form.formState.errors.daysOfWeek;

  const submit = useFormSubmit(form, {
    action: async (values) => {
      if (editing) {
        await update.mutateAsync({ id: editing.id, changes: values });
        toast({ title: STAFFING_MESSAGES.updated });
      } else {
        await create.mutateAsync(values);
        toast({ title: STAFFING_MESSAGES.created });
      }
      onDone();
    },
    onQueued: onDone,
    onFailure: () =>
      toastError("Error", editing ? "Failed to update staffing rule" : "Failed to create staffing rule"),
  });

  return (
    <form
      noValidate
      aria-label={editing ? "Edit Staffing Rule" : "New Staffing Rule"}
      className="grid gap-5"
      onSubmit={submit}
    >
      <div className="grid gap-4">
        <TextField
          form={form}
          name="name"
          label="Rule Name"
          placeholder="e.g. Engine 1 crew"
          autoComplete="off"
        />
        <FieldRow columns={3}>
          <TextField form={form} name="startTime" label="From" type="time" />
          <TextField
            form={form}
            name="endTime"
            label="Until"
            type="time"
            description="At or before From: runs past midnight"
          />
          <TextField
            form={form}
            name="minimumStaff"
            label="Minimum Staff"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            description={crew !== null ? `Empty: the crew size (${crew})` : undefined}
          />
        </FieldRow>
        <ChoiceInputs
          legend="Days"
          type="checkbox"
          values={DAYS_OF_WEEK}
          labels={DAY_OF_WEEK_LABELS}
          registration={form.register("daysOfWeek")}
          error={dayErrors ? "Choose days of the week" : undefined}
          help="None checked: every day. A frame belongs to the day it starts on."
        />
        <p className="-mb-2 text-sm font-medium">Who counts (optional)</p>
        <FieldRow>
          <SelectField form={form} name="role" label="Role">
            <option value="">Any role</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
          <TextField
            form={form}
            name="qualification"
            label="Qualification"
            placeholder="e.g. Paramedic"
            description="A certification name; it must be valid on the day"
            autoComplete="off"
          />
        </FieldRow>
        <FieldRow columns={3}>
          <SeatFields form={form} mode="rule" current={editing ?? undefined} />
        </FieldRow>
      </div>
      <FormDialogFooter
        submitLabel={editing ? "Save Changes" : "Create Rule"}
        pendingText="Saving..."
        pending={create.isPending || update.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
