import { zodResolver } from "@hookform/resolvers/zod";
import {
  addDaysToIsoDate,
  DEFAULT_MAINTENANCE_INTERVAL_DAYS,
  EQUIPMENT_MESSAGES,
  EQUIPMENT_STATUS_LABELS,
  EQUIPMENT_STATUSES,
  type Equipment,
  type ScheduleFormInput,
  type ScheduleFormValues,
  scheduleFormSchema,
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
import { useUpdateEquipment } from "../api/update-equipment";
import { failureMessage } from "../utils/errors";
import { describeMaintenance, formatDate } from "../utils/format";

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
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule Maintenance</DialogTitle>
          <DialogDescription>
            {item
              ? reschedule
                ? `Choose a new maintenance date for ${item.name}.`
                : `Put ${item.name} in for maintenance and set when it is next due.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {item ? (
          <ScheduleForm
            key={`${item.id}-${reschedule}`}
            item={item}
            reschedule={reschedule}
            today={today}
            onDone={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const FIELDS = ["status", "lastMaintenanceDate", "nextMaintenanceDate"] as const;

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
  const {
    register,
    formState: { errors },
  } = form;
  const update = useUpdateEquipment();

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: item.id, changes: values });
      toast({ title: EQUIPMENT_MESSAGES.updated });
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
      toastError(EQUIPMENT_MESSAGES.errorTitle, failureMessage("update", error));
    }
  });

  return (
    <form
      noValidate
      aria-label="Schedule Maintenance"
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {reschedule && item.nextMaintenanceDate ? (
        <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
          Currently due <span className="font-medium">{formatDate(item.nextMaintenanceDate)}</span>
          <span className="text-muted-foreground"> · {describeMaintenance(item)}</span>
        </p>
      ) : null}
      <div className="grid gap-4">
        <FormField label="Status" error={errors.status?.message}>
          <NativeSelect {...register("status")}>
            {EQUIPMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {EQUIPMENT_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
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
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : reschedule ? "Save Schedule" : "Schedule Maintenance"}
        </Button>
      </DialogFooter>
    </form>
  );
}
