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
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
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

const FIELDS = [
  "name",
  "type",
  "model",
  "serialNumber",
  "location",
  "status",
  "lastMaintenanceDate",
  "nextMaintenanceDate",
] as const;

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

  const submit = form.handleSubmit(async (values) => {
    try {
      if (editing) {
        // Only what changed, so a concurrent edit of another field is not overwritten.
        const raw = form.getValues();
        const changes: EquipmentUpdateInput = {};
        for (const field of FIELDS)
          if ((raw[field] ?? "") !== (initial[field] ?? ""))
            Object.assign(changes, { [field]: values[field] });
        if (Object.keys(changes).length) await update.mutateAsync({ id: editing.id, changes });
        toast({ title: EQUIPMENT_MESSAGES.updated });
      } else {
        await create.mutateAsync(values);
        toast({ title: EQUIPMENT_MESSAGES.added });
      }
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        let shown = false;
        for (const field of FIELDS) {
          const message = error.fieldErrors[field];
          if (!message) continue;
          form.setError(field, { type: "server", message }, { shouldFocus: !shown });
          shown = true;
        }
        if (shown) return;
      }
      toastError(EQUIPMENT_MESSAGES.errorTitle, failureMessage(editing ? "update" : "add", error));
    }
  });

  return (
    <form
      noValidate
      aria-label={editing ? "Edit Equipment" : "Add New Equipment"}
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-4">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Equipment Name" error={errors.name?.message}>
            <Input placeholder="e.g. Engine 1" autoComplete="off" {...register("name")} />
          </FormField>
          <FormField label="Type" error={errors.type?.message}>
            <NativeSelect {...register("type")}>
              <option value="">Select a type</option>
              {EQUIPMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {EQUIPMENT_TYPE_LABELS[t]}
                </option>
              ))}
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
              {EQUIPMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {EQUIPMENT_STATUS_LABELS[s]}
                </option>
              ))}
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : editing ? "Save Changes" : "Add Equipment"}
        </Button>
      </DialogFooter>
    </form>
  );
}
