import { zodResolver } from "@hookform/resolvers/zod";
import {
  EQUIPMENT_MESSAGES,
  EQUIPMENT_TYPE_LABELS,
  EQUIPMENT_TYPES,
  type Equipment,
  type EquipmentFormInput,
  type EquipmentFormValues,
  type EquipmentType,
  type EquipmentUpdateInput,
  equipmentFormSchema,
  isReady,
  isVehicleType,
  MAX_CREW_SIZE,
  stationLabel,
} from "@rollcall/shared/equipment";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FieldRow, SelectField, TextField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { changedValues } from "@/lib/changed-values";
import { useCreateEquipment } from "../api/create-equipment";
import { useStations } from "../api/get-stations";
import { useUpdateEquipment } from "../api/update-equipment";
import { failureMessage } from "../utils/errors";
import { UNIT_TYPE_GROUPS } from "../utils/unit-types";
import { EquipmentStatusField, MaintenanceDateFields } from "./maintenance-fields";

type EquipmentFormDialogProps = {
  open: boolean;
  /** The item being edited; null adds a new one. */
  editing: Equipment | null;
  onClose: () => void;
};

/** "Add New Equipment" and "Edit Equipment" (spec 02 §2): name and type required, the rest optional. */
export function EquipmentFormDialog({ open, editing, onClose }: EquipmentFormDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={editing ? "Edit Equipment" : "Add New Equipment"}
      description={
        editing
          ? `Update the details of ${editing.name}.`
          : "Register a vehicle or piece of equipment to track its status and maintenance."
      }
      className="max-w-2xl"
    >
      {open ? <EquipmentForm key={editing?.id ?? "new"} editing={editing} onDone={onClose} /> : null}
    </TitledDialog>
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
    crewSize: editing?.crewSize === null || editing?.crewSize === undefined ? "" : String(editing.crewSize),
    stationId: editing?.stationId ?? "",
    nerisUnitType: editing?.nerisUnitType ?? "",
    statusReason: editing?.statusReason ?? "",
  };
}

function EquipmentForm({ editing, onDone }: { editing: Equipment | null; onDone: () => void }) {
  const [initial] = useState(() => defaultsFor(editing));
  const form = useForm<EquipmentFormInput, unknown, EquipmentFormValues>({
    resolver: zodResolver(equipmentFormSchema),
    defaultValues: initial,
  });
  const create = useCreateEquipment();
  const update = useUpdateEquipment();
  const pending = create.isPending || update.isPending;
  const type = form.watch("type");
  const isVehicle = !!type && isVehicleType(type as EquipmentType);
  const status = form.watch("status") ?? "available";
  const stations = useStations();

  const submit = useFormSubmit(form, {
    action: async (values) => {
      if (editing) {
        const changes = changedValues<EquipmentUpdateInput>(form.getValues(), initial, values);
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
        <FieldRow>
          <TextField
            form={form}
            name="name"
            label="Equipment Name"
            placeholder="e.g. Engine 1"
            autoComplete="off"
          />
          <SelectField
            form={form}
            name="type"
            label="Type"
            placeholder="Select a type"
            options={EQUIPMENT_TYPES}
            labels={EQUIPMENT_TYPE_LABELS}
          />
        </FieldRow>
        <FieldRow>
          <TextField
            form={form}
            name="model"
            label="Model"
            placeholder="e.g. Pierce Enforcer PUC"
            autoComplete="off"
          />
          <TextField
            form={form}
            name="serialNumber"
            label="Serial Number"
            placeholder="e.g. VIN or serial"
            autoComplete="off"
          />
        </FieldRow>
        <FieldRow>
          <SelectField
            form={form}
            name="stationId"
            label="Station"
            description={isVehicle ? "Where it is housed; the day's board lists it there" : undefined}
          >
            <option value="">No station</option>
            {(stations.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {stationLabel(s)}
              </option>
            ))}
          </SelectField>
          <TextField form={form} name="location" label="Location" placeholder="e.g. Bay 2" />
        </FieldRow>
        {isVehicle ? (
          <FieldRow>
            <SelectField
              form={form}
              name="nerisUnitType"
              label="NERIS Unit Type"
              description="What NERIS reports call this unit"
            >
              <option value="">Not set</option>
              {UNIT_TYPE_GROUPS.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.types.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </SelectField>
            <TextField
              form={form}
              name="crewSize"
              label="Crew Size"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_CREW_SIZE}
              step={1}
              placeholder="e.g. 4"
              description="Seats minimum staffing counts"
            />
          </FieldRow>
        ) : null}
        <FieldRow>
          <EquipmentStatusField form={form} />
          {!isReady(status) ? (
            <TextField
              form={form}
              name="statusReason"
              label="Reason"
              placeholder="e.g. Pump seal leaking"
              autoComplete="off"
              description="Shown on the day's board and the item's page"
            />
          ) : null}
        </FieldRow>
        <MaintenanceDateFields form={form} />
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
