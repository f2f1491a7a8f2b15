import { zodResolver } from "@hookform/resolvers/zod";
import {
  EQUIPMENT_MESSAGES,
  STATION_MESSAGES,
  type Station,
  type StationFormInput,
  type StationFormValues,
  stationFormSchema,
} from "@rollcall/shared/equipment";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FieldRow, TextField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { changedValues } from "@/lib/changed-values";
import { optionalNumber } from "@/lib/number-input";
import { useCreateStation } from "../api/create-station";
import { useUpdateStation } from "../api/update-station";
import { stationFailureMessage } from "../utils/errors";

type StationFormDialogProps = {
  open: boolean;
  /** The station being edited; null adds a new one. */
  editing: Station | null;
  onClose: () => void;
};

/** Add Station and Edit Station: the name required, the number and address optional. */
export function StationFormDialog({ open, editing, onClose }: StationFormDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={editing ? "Edit Station" : "Add Station"}
      description={
        editing
          ? `Update the details of ${editing.name}.`
          : "Add a station to house apparatus; the day's board lists its units and their seats."
      }
      className="max-w-lg"
    >
      {open ? <StationForm key={editing?.id ?? "new"} editing={editing} onDone={onClose} /> : null}
    </TitledDialog>
  );
}

function StationForm({ editing, onDone }: { editing: Station | null; onDone: () => void }) {
  const [initial] = useState<StationFormInput>(() => ({
    name: editing?.name ?? "",
    number: editing?.number ?? "",
    address: editing?.address ?? "",
    latitude: editing?.latitude ?? null,
    longitude: editing?.longitude ?? null,
  }));
  const form = useForm<StationFormInput, unknown, StationFormValues>({
    resolver: zodResolver(stationFormSchema),
    defaultValues: initial,
  });
  const create = useCreateStation();
  const update = useUpdateStation();
  const pending = create.isPending || update.isPending;

  const submit = useFormSubmit(form, {
    action: async (values) => {
      if (editing) {
        const changes = changedValues<Partial<StationFormInput>>(form.getValues(), initial, values);
        if (Object.keys(changes).length) await update.mutateAsync({ id: editing.id, changes });
        toast({ title: STATION_MESSAGES.updated });
      } else {
        await create.mutateAsync(values);
        toast({ title: STATION_MESSAGES.added });
      }
      onDone();
    },
    onFailure: (error) =>
      toastError(EQUIPMENT_MESSAGES.errorTitle, stationFailureMessage(editing ? "update" : "add", error)),
  });

  return (
    <form
      noValidate
      aria-label={editing ? "Edit Station" : "Add Station"}
      className="grid gap-5"
      onSubmit={submit}
    >
      <div className="grid gap-4">
        <FieldRow>
          <TextField
            form={form}
            name="name"
            label="Station Name"
            placeholder="e.g. Station 1"
            autoComplete="off"
          />
          <TextField
            form={form}
            name="number"
            label="Number"
            placeholder="e.g. 1"
            autoComplete="off"
            description="As dispatch and the board call it"
          />
        </FieldRow>
        <TextField
          form={form}
          name="address"
          label="Address"
          placeholder="e.g. 100 Main Street"
          autoComplete="street-address"
        />
        <FieldRow>
          <TextField
            form={form}
            name="latitude"
            label="Latitude (optional)"
            placeholder="e.g. 39.7817"
            inputMode="decimal"
            registerOptions={{ setValueAs: optionalNumber }}
            description="Where the station stands, for the time clock's check-in distance"
          />
          <TextField
            form={form}
            name="longitude"
            label="Longitude (optional)"
            placeholder="e.g. -89.6501"
            inputMode="decimal"
            registerOptions={{ setValueAs: optionalNumber }}
          />
        </FieldRow>
      </div>
      <FormDialogFooter
        submitLabel={editing ? "Save Changes" : "Add Station"}
        pendingText="Saving..."
        pending={pending}
        onCancel={onDone}
      />
    </form>
  );
}
