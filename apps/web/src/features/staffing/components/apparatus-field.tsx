import type { ShiftFormInput } from "@rollcall/shared/scheduling";
import type { UseFormReturn } from "react-hook-form";
import { SelectField } from "@/components/ui/form-fields";
import { useVehicles } from "../api/get-vehicles";

/**
 * The shift form's "Apparatus": the vehicle the shift rides, which minimum staffing rules on that apparatus
 * count. The shift's current one stays choosable after it left the list (deleted or no longer a vehicle).
 */
export function ApparatusField({ form }: { form: UseFormReturn<ShiftFormInput> }) {
  const vehicles = useVehicles();
  const current = form.formState.defaultValues?.equipmentId;
  const list = vehicles.data ?? [];
  return (
    <SelectField form={form} name="equipmentId" label="Apparatus">
      <option value="">None</option>
      {list.map((v) => (
        <option key={v.id} value={v.id}>
          {v.name}
        </option>
      ))}
      {current && !list.some((v) => v.id === current) ? (
        <option value={current}>Current apparatus</option>
      ) : null}
    </SelectField>
  );
}
