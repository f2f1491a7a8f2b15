import { zodResolver } from "@hookform/resolvers/zod";
import {
  addDaysToIsoDate,
  DEFAULT_MAINTENANCE_INTERVAL_DAYS,
  EQUIPMENT_MESSAGES,
  type Equipment,
  type ScheduleFormInput,
  type ScheduleFormValues,
  scheduleFormSchema,
} from "@rollcall/shared/equipment";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { formatDate } from "@/lib/dates";
import { useUpdateEquipment } from "../api/update-equipment";
import { failureMessage } from "../utils/errors";
import { describeMaintenance } from "../utils/format";
import { EquipmentStatusField, MaintenanceDateFields } from "./maintenance-fields";

type ScheduleDialogProps = {
  item: Equipment | null;
  /** Reschedule keeps the item's status and last date and moves only the next date. */
  reschedule: boolean;
  /** The agency's today (yyyy-MM-dd). */
  today: string;
  onClose: () => void;
};

/**
 * "Schedule Maintenance" (spec 02 §4): opening it presets status maintenance, last maintenance today and
 * next maintenance 90 days from today. Reschedule opens the same dialog on an item already scheduled, with
 * its current values, so moving a date does not claim a service that did not happen.
 */
export function ScheduleDialog({ item, reschedule, today, onClose }: ScheduleDialogProps) {
  return (
    <TitledDialog
      open={item !== null}
      onClose={onClose}
      title="Schedule Maintenance"
      description={
        item
          ? reschedule
            ? `Choose a new maintenance date for ${item.name}.`
            : `Put ${item.name} in for maintenance and set when it is next due.`
          : null
      }
    >
      {item ? (
        <ScheduleForm
          key={`${item.id}-${reschedule}`}
          item={item}
          reschedule={reschedule}
          today={today}
          onDone={onClose}
        />
      ) : null}
    </TitledDialog>
  );
}

function ScheduleForm({
  item,
  reschedule,
  today,
  onDone,
}: {
  item: Equipment;
  reschedule: boolean;
  today: string;
  onDone: () => void;
}) {
  const [initial] = useState<ScheduleFormInput>(() =>
    reschedule
      ? {
          status: item.status,
          lastMaintenanceDate: item.lastMaintenanceDate ?? "",
          nextMaintenanceDate:
            item.nextMaintenanceDate ?? addDaysToIsoDate(today, DEFAULT_MAINTENANCE_INTERVAL_DAYS),
        }
      : {
          status: "maintenance",
          lastMaintenanceDate: today,
          nextMaintenanceDate: addDaysToIsoDate(today, DEFAULT_MAINTENANCE_INTERVAL_DAYS),
        },
  );
  const form = useForm<ScheduleFormInput, unknown, ScheduleFormValues>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: initial,
  });
  const update = useUpdateEquipment();

  const submit = useFormSubmit(form, {
    action: async (values) => {
      await update.mutateAsync({ id: item.id, changes: values });
      toast({ title: EQUIPMENT_MESSAGES.updated });
      onDone();
    },
    onFailure: (error) => {
      toastError(EQUIPMENT_MESSAGES.errorTitle, failureMessage("update", error));
    },
  });

  return (
    <form noValidate aria-label="Schedule Maintenance" className="grid gap-5" onSubmit={submit}>
      {reschedule && item.nextMaintenanceDate ? (
        <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
          Currently due <span className="font-medium">{formatDate(item.nextMaintenanceDate)}</span>
          <span className="text-muted-foreground"> · {describeMaintenance(item)}</span>
        </p>
      ) : null}
      <div className="grid gap-4">
        <EquipmentStatusField form={form} />
        <MaintenanceDateFields form={form} />
      </div>
      <FormDialogFooter
        submitLabel={reschedule ? "Save Schedule" : "Schedule Maintenance"}
        pendingText="Saving..."
        pending={update.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
