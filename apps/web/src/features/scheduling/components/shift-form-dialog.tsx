import { zodResolver } from "@hookform/resolvers/zod";
import {
  FORM_SHIFT_STATUSES,
  type FormShiftStatus,
  SHIFT_MESSAGES,
  type ShiftDto,
  type ShiftEditScope,
  type ShiftFormInput,
  type ShiftFormValues,
  type ShiftListItem,
  type ShiftUpdateInput,
  shiftFormSchema,
} from "@rollcall/shared/scheduling";
import { RefreshCw, ServerCrash } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Spinner } from "@/components/ui/spinner";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import type { TeamMember } from "@/features/agencies";
import { AssigneeRequirementsWarning } from "@/features/compliance";
import { FlsaAssignmentWarning } from "@/features/flsa";
import { useRemovalGapCheck } from "@/features/staffing";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { toLocalInput } from "@/lib/dates";
import { useCreateShift } from "../api/create-shift";
import { useShift } from "../api/get-shift";
import { useUpdateShift } from "../api/update-shift";
import { atTime } from "../utils/time";
import { DoubleBookingAlert } from "./double-booking-alert";
import { RecurrenceFields, SeriesNote } from "./recurrence-fields";
import { ScopeChoice } from "./scope-choice";
import { ShiftFormFields } from "./shift-form-fields";

/** Edit opens from a week list item; the form itself works on the whole shift (see EditShiftForm). */
export type ShiftDialogState =
  | { kind: "create"; day: string }
  | { kind: "edit"; shift: ShiftListItem }
  | null;

/** What the form is filled from: a day for a new shift, or the whole stored shift. */
type FormTarget = { kind: "create"; day: string } | { kind: "edit"; shift: ShiftDto };

type ShiftFormDialogProps = {
  state: ShiftDialogState;
  onClose: () => void;
  timeZone: string;
  team: TeamMember[];
};

/** "Create New Shift" and "Edit Shift" (spec 01 §2). */
export function ShiftFormDialog({ state, onClose, timeZone, team }: ShiftFormDialogProps) {
  const editing = state?.kind === "edit" ? state.shift : null;
  return (
    <TitledDialog
      open={state !== null}
      onClose={onClose}
      title={editing ? "Edit Shift" : "Create New Shift"}
      description={
        editing
          ? "Change who works it, when, or how it is paid."
          : `Times are in the agency's time zone (${timeZone}).`
      }
      className="max-w-2xl"
    >
      {state?.kind === "edit" ? (
        <EditShiftForm
          key={state.shift.id}
          id={state.shift.id}
          timeZone={timeZone}
          team={team}
          onDone={onClose}
        />
      ) : state ? (
        <ShiftForm key={`new:${state.day}`} target={state} timeZone={timeZone} team={team} onDone={onClose} />
      ) : null}
    </TitledDialog>
  );
}

/** The week list carries only what the calendar shows: the edit form waits for the whole shift. */
function EditShiftForm({ id, ...rest }: { id: string } & Omit<ShiftFormProps, "target">) {
  const shift = useShift(id);
  // Once filled, the form stays: a refetch after saving must not swap it for a loading or error state.
  if (shift.data) return <ShiftForm target={{ kind: "edit", shift: shift.data }} {...rest} />;
  if (shift.isError) {
    const { error } = shift;
    const retryable = !(error instanceof ApiError) || error.status >= 500;
    return (
      <>
        <EmptyState
          icon={ServerCrash}
          tone="danger"
          headingLevel="h3"
          className="sm:py-10"
          title="The shift could not be loaded"
          description={error instanceof ApiError ? error.serverMessage : error.message}
          action={
            retryable ? (
              <Button variant="outline" onClick={() => shift.refetch()} disabled={shift.isFetching}>
                <RefreshCw aria-hidden="true" className={shift.isFetching ? "animate-spin" : undefined} />
                Try again
              </Button>
            ) : undefined
          }
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={rest.onDone}>
            Cancel
          </Button>
        </DialogFooter>
      </>
    );
  }
  return <Spinner label="Loading shift..." className="min-h-64" />;
}

/** The recurrence fields as a new form shows them: off, with an interval of 1 ready. */
const NOT_RECURRING = {
  isRecurring: false,
  recurringPattern: "",
  recurrenceInterval: "1",
  recurrenceDaysOfWeek: [],
  recurringEndDate: "",
  recurrenceCount: "",
} satisfies Partial<ShiftFormInput>;

function defaultsFor(state: FormTarget, timeZone: string): ShiftFormInput {
  if (state.kind === "create")
    return {
      title: "",
      userId: "",
      startTime: atTime(state.day, "07:00"),
      endTime: atTime(state.day, "19:00"),
      assignment: "",
      equipmentId: "",
      stationId: "",
      positionId: "",
      status: "scheduled",
      isPaid: false,
      hourlyRate: "",
      paymentStatus: "pending",
      ...NOT_RECURRING,
    };
  const s = state.shift;
  return {
    title: s.title,
    userId: s.userId ?? "",
    startTime: toLocalInput(s.startTime, timeZone),
    endTime: toLocalInput(s.endTime, timeZone),
    assignment: s.assignment ?? "",
    equipmentId: s.equipmentId ?? "",
    stationId: s.stationId ?? "",
    positionId: s.positionId ?? "",
    // An open shift gets a member here, which makes it scheduled again.
    status: (FORM_SHIFT_STATUSES as readonly string[]).includes(s.status)
      ? (s.status as FormShiftStatus)
      : "scheduled",
    isPaid: s.isPaid,
    hourlyRate: s.hourlyRate ?? "",
    paymentStatus: s.paymentStatus,
    // An occurrence of a series keeps its rule; the form only offers to make a lone shift recurring.
    ...NOT_RECURRING,
  };
}

/** What an edit sends: the fields the person changed (times and pay travel in pairs). */
function changedFields(
  values: ShiftFormValues,
  dirty: Partial<Record<keyof ShiftFormInput, unknown>>,
): ShiftUpdateInput {
  const changes: ShiftUpdateInput = {};
  if (dirty.title) changes.title = values.title;
  if (dirty.userId) changes.userId = values.userId;
  if (dirty.startTime || dirty.endTime)
    Object.assign(changes, { startTime: values.startTime, endTime: values.endTime });
  if (dirty.assignment) changes.assignment = values.assignment;
  // The seat travels whole: the server derives the apparatus from the position, the station from the apparatus.
  if (dirty.equipmentId || dirty.stationId || dirty.positionId)
    Object.assign(changes, {
      equipmentId: values.equipmentId ?? "",
      stationId: values.stationId ?? "",
      positionId: values.positionId ?? "",
    });
  if (dirty.status) changes.status = values.status;
  if (dirty.paymentStatus) changes.paymentStatus = values.paymentStatus;
  if (dirty.isPaid || dirty.hourlyRate)
    Object.assign(changes, { isPaid: values.isPaid, hourlyRate: values.hourlyRate });
  if (values.isRecurring)
    Object.assign(changes, {
      isRecurring: true,
      recurringPattern: values.recurringPattern,
      recurrenceInterval: values.recurrenceInterval,
      recurrenceDaysOfWeek: values.recurrenceDaysOfWeek,
      recurringEndDate: values.recurringEndDate,
      recurrenceCount: values.recurrenceCount,
    });
  return changes;
}

type ShiftFormProps = {
  target: FormTarget;
  timeZone: string;
  team: TeamMember[];
  onDone: () => void;
};

function ShiftForm({ target, timeZone, team, onDone }: ShiftFormProps) {
  const editing = target.kind === "edit" ? target.shift : null;
  const [initial] = useState(() => defaultsFor(target, timeZone));
  const form = useForm<ShiftFormInput, unknown, ShiftFormValues>({
    resolver: zodResolver(shiftFormSchema),
    defaultValues: initial,
  });
  const createShift = useCreateShift();
  const updateShift = useUpdateShift();
  const [scope, setScope] = useState<ShiftEditScope>("this");
  const [overlap, setOverlap] = useState<string | null>(null);
  const pending = createShift.isPending || updateShift.isPending;
  const removalCheck = useRemovalGapCheck(timeZone);

  // Team members list may not include a member deleted since; keep the shift's own member choosable.
  const members =
    editing?.user && !team.some((m) => m.id === editing.user?.id)
      ? [...team, { ...editing.user, email: "", role: editing.user.role as TeamMember["role"] }]
      : team;

  const save = async (values: ShiftFormValues, allowOverlap: boolean) => {
    setOverlap(null);
    try {
      // Cancelling a shift that keeps a minimum staffing rule met asks first, naming the gap it opens.
      if (editing && values.status === "cancelled" && editing.status !== "cancelled") {
        const check = await removalCheck.confirmRemoval(editing, "cancel");
        if (!check.confirmed) return;
      }
      if (editing) {
        // Compared with what the form opened with (react-hook-form's dirtyFields needs a render subscription).
        const raw = form.getValues();
        const dirty = Object.fromEntries(
          Object.entries(initial).map(([key, value]) => [
            key,
            JSON.stringify(raw[key as keyof ShiftFormInput] ?? "") !== JSON.stringify(value ?? ""),
          ]),
        );
        const changes = changedFields(values, dirty);
        await updateShift.mutateAsync({
          id: editing.id,
          version: editing.updatedAt,
          changes: { ...changes, scope, ...(allowOverlap ? { allowOverlap } : {}) },
        });
        toast({ title: SHIFT_MESSAGES.updated });
      } else {
        const created = await createShift.mutateAsync({
          ...values,
          ...(allowOverlap ? { allowOverlap } : {}),
        });
        toast({
          title: SHIFT_MESSAGES.created,
          description:
            created.occurrences > 1 ? `${created.occurrences} shifts were added to the schedule.` : undefined,
        });
      }
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409 && error.fieldErrors.userId)) throw error;
      // Double booking: warn, and let the manager confirm.
      setOverlap(error.serverMessage);
      form.setError("userId", { type: "server", message: error.fieldErrors.userId });
    }
  };
  // Changed by someone else since the dialog loaded it (412): say so in the server's words.
  const onFailure = (error: unknown) =>
    toastError(
      SHIFT_MESSAGES.errorTitle,
      error instanceof ApiError && error.status === 412
        ? error.serverMessage
        : editing
          ? SHIFT_MESSAGES.updateFailed
          : SHIFT_MESSAGES.createFailed,
    );
  const submit = useFormSubmit(form, {
    action: (values) => save(values, false),
    onFailure,
    onQueued: onDone,
  });
  const submitAnyway = useFormSubmit(form, {
    action: (values) => save(values, true),
    onFailure,
    onQueued: onDone,
  });

  return (
    <form
      noValidate
      aria-label={editing ? "Edit Shift" : "Create New Shift"}
      className="grid gap-5"
      onSubmit={submit}
    >
      {editing?.seriesId ? (
        <ScopeChoice value={scope} onChange={setScope} name="edit-scope" legend="Apply changes to" />
      ) : null}
      <ShiftFormFields
        form={form}
        team={members}
        assigneeNotice={
          <>
            <AssigneeRequirementsWarning
              userId={form.watch("userId")}
              startTime={form.watch("startTime")}
              members={members}
            />
            <FlsaAssignmentWarning
              userId={form.watch("userId")}
              startTime={form.watch("startTime")}
              endTime={form.watch("endTime")}
              shiftId={editing?.id}
              status={form.watch("status")}
              members={members}
            />
          </>
        }
      />
      {editing?.seriesId ? <SeriesNote shift={editing} /> : <RecurrenceFields form={form} />}
      {overlap ? (
        <DoubleBookingAlert message={overlap} pending={pending} onConfirm={() => submitAnyway()} />
      ) : null}
      <FormDialogFooter
        submitLabel={editing ? "Save Changes" : "Create Shift"}
        pendingText="Saving..."
        pending={pending}
        onCancel={onDone}
      />
      {removalCheck.dialog}
    </form>
  );
}
