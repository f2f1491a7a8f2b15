import { zodResolver } from "@hookform/resolvers/zod";
import {
  EQUIPMENT_MESSAGES,
  EQUIPMENT_STATUS_LABELS,
  EQUIPMENT_STATUSES,
  EQUIPMENT_TYPE_LABELS,
  EQUIPMENT_TYPES,
  type Equipment,
  type EquipmentFormInput,
  type EquipmentFormValues,
  type EquipmentUpdateInput,
  equipmentFormSchema,
} from "@rollcall/shared/equipment";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/ui/select-options";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { useCreateEquipment } from "../api/create-equipment";
import { useUpdateEquipment } from "../api/update-equipment";
import { failureMessage } from "../utils/errors";

type EquipmentFormDialogProps = {
  open: boolean;
  /** The item being edited; null adds a new one. */
  editing: Equipment | null;
  onClose: () => void;
};

/** "Add New Equipment" and "Edit Equipment" (spec 02 §2): name and type required, the rest optional. */
export function EquipmentFormDialog({ open, editing, onClose }: EquipmentFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Equipment" : "Add New Equipment"}</DialogTitle>
          <DialogDescription>
            {editing
              ? `Update the details of ${editing.name}.`
              : "Register a vehicle or piece of equipment to track its status and maintenance."}
          </DialogDescription>
        </DialogHeader>
        {open ? <EquipmentForm key={editing?.id ?? "new"} editing={editing} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function defaultsFor(editing: Equipment | null): EquipmentFormInput {
  return {
    name: editing?.name ?? "",
    type: editing?.type ?? "",
    model: editing?.model ?? "",
    serialNumber: editing?.serialNumber ?? "",
    location: editing?.location ?? "",
    status: editing?.status ?? "available",
    lastMaintenanceDate: editing?.lastMaintenanceDate ?? "",
    nextMaintenanceDate: editing?.nextMaintenanceDate ?? "",
  };
}

function EquipmentForm({ editing, onDone }: { editing: Equipment | null; onDone: () => void }) {
  const [initial] = useState(() => defaultsFor(editing));
  const form = useForm<EquipmentFormInput, unknown, EquipmentFormValues>({
    resolver: zodResolver(equipmentFormSchema),
    defaultValues: initial,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const create = useCreateEquipment();
  const update = useUpdateEquipment();
  const pending = create.isPending || update.isPending;

  const submit = useFormSubmit(form, {
    action: async (values) => {
      if (editing) {
        // Only what changed, so a concurrent edit of another field is not overwritten.
        const raw = form.getValues();
        const changes: EquipmentUpdateInput = {};
        for (const field of Object.keys(raw) as (keyof typeof raw)[])
          if ((raw[field] ?? "") !== (initial[field] ?? ""))
            Object.assign(changes, { [field]: values[field] });
        if (Object.keys(changes).length) await update.mutateAsync({ id: editing.id, changes });
        toast({ title: EQUIPMENT_MESSAGES.updated });
      } else {
        await create.mutateAsync(values);
        toast({ title: EQUIPMENT_MESSAGES.added });
      }
      onDone();
    },
    onFailure: (error) => {
      toastError(EQUIPMENT_MESSAGES.errorTitle, failureMessage(editing ? "update" : "add", error));
    },
  });

  return (
    <form
      noValidate
      aria-label={editing ? "Edit Equipment" : "Add New Equipment"}
      className="grid gap-5"
      onSubmit={submit}
    >
      <div className="grid gap-4">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Equipment Name" error={errors.name?.message}>
            <Input placeholder="e.g. Engine 1" autoComplete="off" {...register("name")} />
          </FormField>
          <FormField label="Type" error={errors.type?.message}>
            <NativeSelect {...register("type")}>
              <option value="">Select a type</option>
              <SelectOptions values={EQUIPMENT_TYPES} labels={EQUIPMENT_TYPE_LABELS} />
            </NativeSelect>
          </FormField>
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Model" error={errors.model?.message}>
            <Input placeholder="e.g. Pierce Enforcer PUC" autoComplete="off" {...register("model")} />
          </FormField>
          <FormField label="Serial Number" error={errors.serialNumber?.message}>
            <Input placeholder="e.g. VIN or serial" autoComplete="off" {...register("serialNumber")} />
          </FormField>
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Location" error={errors.location?.message}>
            <Input placeholder="e.g. Station 1" {...register("location")} />
          </FormField>
          <FormField label="Status" error={errors.status?.message}>
            <NativeSelect {...register("status")}>
              <SelectOptions values={EQUIPMENT_STATUSES} labels={EQUIPMENT_STATUS_LABELS} />
            </NativeSelect>
          </FormField>
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Last Maintenance Date" error={errors.lastMaintenanceDate?.message}>
            <Input type="date" {...register("lastMaintenanceDate")} />
          </FormField>
          <FormField label="Next Maintenance Date" error={errors.nextMaintenanceDate?.message}>
            <Input type="date" {...register("nextMaintenanceDate")} />
          </FormField>
        </div>
      </div>
      <FormDialogFooter
        submitLabel={editing ? "Save Changes" : "Add Equipment"}
        pendingText="Saving..."
        pending={pending}
        onCancel={onDone}
      />
    </form>
  );
}
