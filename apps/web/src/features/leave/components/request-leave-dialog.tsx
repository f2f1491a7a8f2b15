import { zodResolver } from "@hookform/resolvers/zod";
import { addDaysToIsoDate } from "@rollcall/shared/compliance";
import {
  LEAVE_MESSAGES,
  type LeaveBalance,
  type LeaveRequestFormInput,
  type LeaveRequestFormValues,
  leaveRequestFormSchema,
} from "@rollcall/shared/leave";
import { LEAVE_TYPE_LABELS, LEAVE_TYPES } from "@rollcall/shared/staffing";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { DateField, FieldRow, SelectField, TextareaField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { ProjectedBalance } from "@/features/pay";
import { toast, toastError } from "@/hooks/use-toast";
import { formatDate } from "@/lib/dates";
import { serverMessageOr } from "@/lib/form-errors";
import { useCreateLeaveRequest } from "../api/create-leave-request";
import { useLeaveRules } from "../api/get-leave-rules";
import { hoursText } from "./leave-format";

type RequestLeaveDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The member's own balances (hours per type), shown beside the types. */
  balance: LeaveBalance | undefined;
  /** The agency's today (yyyy-MM-dd): with the notice, the earliest first day. */
  today: string;
};

/** "Request Leave": type, dates and notes; the officer decides. */
export function RequestLeaveDialog({ open, onClose, ...rest }: RequestLeaveDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title="Request Leave"
      description="Your officer approves or denies it; approved leave takes your shifts in those days off the schedule."
      className="max-w-lg"
    >
      {open ? <RequestLeaveForm onDone={onClose} {...rest} /> : null}
    </TitledDialog>
  );
}

function RequestLeaveForm({
  onDone,
  balance,
  today,
}: Omit<RequestLeaveDialogProps, "open" | "onClose"> & { onDone: () => void }) {
  const form = useForm<LeaveRequestFormInput, unknown, LeaveRequestFormValues>({
    resolver: zodResolver(leaveRequestFormSchema),
    // Nothing is chosen for the member: an untouched form files nothing (each field says what it needs).
    defaultValues: { type: undefined, startDate: "", endDate: "", notes: "" },
  });
  const create = useCreateLeaveRequest();
  const type = form.watch("type");
  const startDate = form.watch("startDate");
  const rules = useLeaveRules().data;
  // The earliest first day the notice allows (the server checks it too); sick leave has no notice.
  const earliest = type === "sick" ? undefined : addDaysToIsoDate(today, rules?.minNoticeDays ?? 0);
  const submit = useFormSubmit(form, {
    action: async (values) => {
      const created = await create.mutateAsync(values);
      toast({
        title: LEAVE_MESSAGES.requested,
        description: `${LEAVE_TYPE_LABELS[created.type]}: ${hoursText(created.hours)} if approved.`,
      });
      onDone();
    },
    onFailure: (error) => toastError("Leave not requested", serverMessageOr(error, "Please try again.")),
    onQueued: onDone,
  });

  return (
    <form noValidate aria-label="Request Leave" className="grid gap-5" onSubmit={submit}>
      <div className="grid gap-4">
        <SelectField
          form={form}
          name="type"
          label="Type"
          placeholder="Choose a leave type"
          options={LEAVE_TYPES}
          labels={(t) =>
            balance ? `${LEAVE_TYPE_LABELS[t]} (${hoursText(balance.hours[t])} left)` : LEAVE_TYPE_LABELS[t]
          }
          description={type === "sick" ? LEAVE_MESSAGES.sickExempt : undefined}
        />
        <FieldRow>
          <DateField
            form={form}
            name="startDate"
            label="First day"
            min={earliest}
            registerOptions={{
              // Choosing a first day past the last (or with no last day yet) moves the last day to it.
              onChange: (e) => {
                if (form.getValues("endDate") < e.target.value) form.setValue("endDate", e.target.value);
              },
            }}
          />
          <DateField form={form} name="endDate" label="Last day" min={earliest} />
        </FieldRow>
        {/* The balance on the first day, with what accrues until then (pay's accrual rules). */}
        <ProjectedBalance leaveType={type} on={startDate} />
        <TextareaField
          form={form}
          name="notes"
          label="Notes (optional)"
          rows={3}
          placeholder="Anything your officer should know"
        />
        <ul className="grid gap-1 rounded-md border bg-muted/40 px-3 py-2 text-xs text-muted-foreground">
          {rules?.minNoticeDays ? (
            <li>
              Leave needs {rules.minNoticeDays} day{rules.minNoticeDays === 1 ? "" : "s"} notice. Sick leave
              needs no notice.
            </li>
          ) : (
            <li>{LEAVE_MESSAGES.sickExempt}</li>
          )}
          {rules?.blockedDates.length ? (
            <li>Blocked dates: {rules.blockedDates.map((d) => formatDate(d)).join(", ")}.</li>
          ) : null}
          <li>
            Approval draws from your balance the hours of your shifts that start on those days (8 h a weekday
            when none of your shifts starts on any of them).
          </li>
        </ul>
      </div>
      <FormDialogFooter submitLabel="Request Leave" pendingText="Sending..." pending={create.isPending} />
    </form>
  );
}
