import { zodResolver } from "@hookform/resolvers/zod";
import {
  addDaysToIsoDate,
  type CompleteFormInput,
  type CompleteFormValues,
  completeFormSchema,
  DEFAULT_MAINTENANCE_INTERVAL_DAYS,
  EQUIPMENT_MESSAGES,
  type Equipment,
  isIsoDate,
} from "@rollcall/shared/equipment";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { DateField, FieldRow, TextareaField, TextField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { formatDate } from "@/lib/dates";
import { useCompleteMaintenance } from "../api/complete-maintenance";
import { failureMessage } from "../utils/errors";
import { describeMaintenance } from "../utils/format";
import { EquipmentStatusField } from "./maintenance-fields";

type CompleteDialogProps = {
  item: Equipment | null;
  /** The agency's today (yyyy-MM-dd). */
  today: string;
  onClose: () => void;
};

/**
 * "Complete Maintenance": records the service in the item's history (date, cost, notes; the signed-in admin
 * as who) and sets its next maintenance date and status, in one step.
 */
export function CompleteDialog({ item, today, onClose }: CompleteDialogProps) {
  return (
    <TitledDialog
      open={item !== null}
      onClose={onClose}
      title="Complete Maintenance"
      description={item ? `Record the maintenance done on ${item.name} and when it is next due.` : null}
    >
      {item ? <CompleteForm key={item.id} item={item} today={today} onDone={onClose} /> : null}
    </TitledDialog>
  );
}

function CompleteForm({ item, today, onDone }: { item: Equipment; today: string; onDone: () => void }) {
  const [initial] = useState<CompleteFormInput>(() => ({
    performedOn: today,
    cost: "",
    notes: "",
    nextMaintenanceDate: addDaysToIsoDate(today, DEFAULT_MAINTENANCE_INTERVAL_DAYS),
    status: "available",
  }));
  const form = useForm<CompleteFormInput, unknown, CompleteFormValues>({
    resolver: zodResolver(completeFormSchema),
    defaultValues: initial,
  });
  const complete = useCompleteMaintenance();

  // The next date follows the date performed (90 days on) until the admin picks one themselves.
  const followPerformedOn = (event: { target: { value: string } }) => {
    const value = event.target.value;
    if (isIsoDate(value) && !form.getFieldState("nextMaintenanceDate").isDirty)
      form.setValue("nextMaintenanceDate", addDaysToIsoDate(value, DEFAULT_MAINTENANCE_INTERVAL_DAYS));
  };

  const submit = useFormSubmit(form, {
    // The server names the cost field in cents.
    serverFields: { costCents: "cost" },
    action: async (values) => {
      await complete.mutateAsync({
        id: item.id,
        values: {
          performedOn: values.performedOn,
          notes: values.notes,
          costCents: values.cost,
          nextMaintenanceDate: values.nextMaintenanceDate,
          status: values.status,
        },
      });
      toast({ title: EQUIPMENT_MESSAGES.completed });
      onDone();
    },
    onFailure: (error) => {
      toastError(EQUIPMENT_MESSAGES.errorTitle, failureMessage("complete", error));
    },
  });

  return (
    <form noValidate aria-label="Complete Maintenance" className="grid gap-5" onSubmit={submit}>
      <dl className="grid grid-cols-2 gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
        <div>
          <dt className="text-muted-foreground">Scheduled for</dt>
          <dd className="font-medium">
            {item.nextMaintenanceDate ? formatDate(item.nextMaintenanceDate) : "Not scheduled"}
          </dd>
          {item.nextMaintenanceDate ? (
            <dd className="text-xs text-muted-foreground">{describeMaintenance(item)}</dd>
          ) : null}
        </div>
        <div>
          <dt className="text-muted-foreground">Last maintenance</dt>
          <dd className="font-medium">
            {item.lastMaintenanceDate ? formatDate(item.lastMaintenanceDate) : "None recorded"}
          </dd>
        </div>
      </dl>
      <div className="grid gap-4">
        <FieldRow>
          <DateField
            form={form}
            name="performedOn"
            label="Date Performed"
            max={today}
            registerOptions={{ onChange: followPerformedOn }}
          />
          <TextField
            form={form}
            name="cost"
            label="Cost (USD)"
            description="Parts and labor, e.g. 482.50"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
          />
        </FieldRow>
        <TextareaField
          form={form}
          name="notes"
          label="Notes"
          placeholder="What was done, parts replaced, who serviced it"
        />
        <FieldRow>
          <DateField form={form} name="nextMaintenanceDate" label="Next Maintenance Date" />
          <EquipmentStatusField form={form} label="Status After Maintenance" />
        </FieldRow>
      </div>
      <FormDialogFooter
        submitLabel="Record Maintenance"
        pendingText="Saving..."
        pending={complete.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
