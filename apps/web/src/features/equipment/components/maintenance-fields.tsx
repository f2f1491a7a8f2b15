import {
  EQUIPMENT_STATUS_LABELS,
  EQUIPMENT_STATUSES,
  type EquipmentStatus,
} from "@rollcall/shared/equipment";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { DateField, FieldRow, SelectField } from "@/components/ui/form-fields";

// biome-ignore lint/suspicious/noExplicitAny: any context and output type; the fields read only the input's names
type FormOf<T extends FieldValues> = UseFormReturn<T, any, any>;

/** The item's status select, in the add/edit, schedule and complete forms. */
export function EquipmentStatusField<T extends FieldValues & { status?: EquipmentStatus }>({
  form,
  label = "Status",
}: {
  form: FormOf<T>;
  label?: string;
}) {
  return (
    <SelectField
      form={form}
      name={"status" as Path<T>}
      label={label}
      options={EQUIPMENT_STATUSES}
      labels={EQUIPMENT_STATUS_LABELS}
    />
  );
}

/** Last and Next Maintenance Date side by side, in the add/edit and schedule forms. */
export function MaintenanceDateFields<
  T extends FieldValues & { lastMaintenanceDate?: string | null; nextMaintenanceDate?: string | null },
>({ form }: { form: FormOf<T> }) {
  return (
    <FieldRow>
      <DateField form={form} name={"lastMaintenanceDate" as Path<T>} label="Last Maintenance Date" />
      <DateField form={form} name={"nextMaintenanceDate" as Path<T>} label="Next Maintenance Date" />
    </FieldRow>
  );
}
