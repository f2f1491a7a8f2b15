import { zodResolver } from "@hookform/resolvers/zod";
import {
  addDaysToIsoDate,
  type CompleteFormInput,
  type CompleteFormValues,
  completeFormSchema,
  DEFAULT_MAINTENANCE_INTERVAL_DAYS,
  EQUIPMENT_MESSAGES,
  EQUIPMENT_STATUS_LABELS,
  EQUIPMENT_STATUSES,
  type Equipment,
  isIsoDate,
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
import { formatDate } from "@/lib/dates";
import { useCompleteMaintenance } from "../api/complete-maintenance";
import { failureMessage } from "../utils/errors";
import { describeMaintenance } from "../utils/format";

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
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Complete Maintenance</DialogTitle>
          <DialogDescription>
            {item ? `Record the maintenance done on ${item.name} and when it is next due.` : null}
          </DialogDescription>
        </DialogHeader>
        {item ? <CompleteForm key={item.id} item={item} today={today} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
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
  const {
    register,
    formState: { errors },
  } = form;
  const complete = useCompleteMaintenance();

  // The next date follows the date performed (90 days on) until the admin picks one themselves.
  const performedOn = register("performedOn", {
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      if (isIsoDate(value) && !form.getFieldState("nextMaintenanceDate").isDirty)
        form.setValue("nextMaintenanceDate", addDaysToIsoDate(value, DEFAULT_MAINTENANCE_INTERVAL_DAYS));
    },
  });

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
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Date Performed" error={errors.performedOn?.message}>
            <Input type="date" max={today} {...performedOn} />
          </FormField>
          <FormField
            label="Cost (USD)"
            error={errors.cost?.message}
            description="Parts and labor, e.g. 482.50"
          >
            <Input inputMode="decimal" autoComplete="off" placeholder="0.00" {...register("cost")} />
          </FormField>
        </div>
        <FormField label="Notes" error={errors.notes?.message}>
          <textarea
            rows={3}
            placeholder="What was done, parts replaced, who serviced it"
            className="flex w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm"
            {...register("notes")}
          />
        </FormField>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Next Maintenance Date" error={errors.nextMaintenanceDate?.message}>
            <Input type="date" {...register("nextMaintenanceDate")} />
          </FormField>
          <FormField label="Status After Maintenance" error={errors.status?.message}>
            <NativeSelect {...register("status")}>
              <SelectOptions values={EQUIPMENT_STATUSES} labels={EQUIPMENT_STATUS_LABELS} />
            </NativeSelect>
          </FormField>
        </div>
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
