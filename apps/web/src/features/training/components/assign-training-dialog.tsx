import { zodResolver } from "@hookform/resolvers/zod";
import { ROLE_LABELS } from "@rollcall/shared/roles";
import {
  type AssignTrainingInput,
  type AssignTrainingValues,
  assignTrainingSchema,
  type Course,
  TRAINING_MESSAGES,
  TRAINING_PRIORITIES,
  TRAINING_PRIORITY_LABELS,
  type TrainingAssignment,
} from "@rollcall/shared/training";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { DateField, FieldRow, SelectField, TextareaField } from "@/components/ui/form-fields";
import { Input } from "@/components/ui/input";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import type { TeamMember } from "@/features/agencies";
import { toast, toastError } from "@/hooks/use-toast";
import { cn } from "@/lib/utils";
import { useAssignTraining } from "../api/assign-training";
import { formatHours } from "../utils/format";

/** Opened from a course card (that course) or from the header (the admin picks the course). */
export type AssignTarget = { course: Course | null };

type AssignTrainingDialogProps = {
  target: AssignTarget | null;
  onClose: () => void;
  courses: Course[];
  team: TeamMember[];
  /** The agency's assignments: who already has the chosen course open. */
  assignments: TrainingAssignment[];
  /** The agency's today (yyyy-MM-dd): the earliest due date. */
  today: string;
};

/** "Assign Training - {course title}" (spec 02 §2, §5): one assignment per chosen member. */
export function AssignTrainingDialog({ target, onClose, ...rest }: AssignTrainingDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        {target ? (
          <AssignForm
            key={target.course?.id ?? "pick"}
            fixedCourse={target.course}
            onDone={onClose}
            {...rest}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AssignForm({
  fixedCourse,
  onDone,
  courses,
  team,
  assignments,
  today,
}: Omit<AssignTrainingDialogProps, "target" | "onClose"> & {
  fixedCourse: Course | null;
  onDone: () => void;
}) {
  const form = useForm<AssignTrainingInput, unknown, AssignTrainingValues>({
    resolver: zodResolver(assignTrainingSchema),
    defaultValues: {
      courseId: fixedCourse?.id ?? "",
      userIds: [],
      dueDate: "",
      priority: "medium",
      notes: "",
    },
  });
  const {
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  const assign = useAssignTraining();
  const [filter, setFilter] = useState("");
  const peopleId = useId();
  const filterId = useId();

  const courseId = watch("courseId");
  const selected = watch("userIds") ?? [];
  const course = fixedCourse ?? courses.find((c) => c.id === courseId) ?? null;
  const assignable = courses.filter((c) => c.status !== "archived");
  // Members with the course open cannot get it twice; the server refuses it too.
  const busyFor = (id: string | undefined) =>
    new Set(assignments.filter((a) => a.courseId === id && a.status !== "completed").map((a) => a.userId));
  const busy = busyFor(course?.id);
  const people = [...team].sort((a, b) =>
    `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`),
  );
  const query = filter.trim().toLowerCase();
  const listed = query
    ? people.filter((m) =>
        `${m.firstName} ${m.lastName} ${ROLE_LABELS[m.role]}`.toLowerCase().includes(query),
      )
    : people;
  const free = listed.filter((m) => !busy.has(m.id));

  const setSelected = (next: string[]) =>
    setValue("userIds", next, { shouldValidate: isSubmitted, shouldDirty: true });
  const toggle = (id: string, on: boolean) =>
    setSelected(on ? [...selected, id] : selected.filter((x) => x !== id));

  const submit = useFormSubmit(form, {
    action: async (values) => {
      const created = await assign.mutateAsync(values);
      toast({
        title: TRAINING_MESSAGES.assigned,
        description: `${course?.title ?? "The course"} assigned to ${created.length} ${
          created.length === 1 ? "member" : "members"
        }.`,
      });
      onDone();
    },
    onFailure: () => {
      toastError(TRAINING_MESSAGES.errorTitle, TRAINING_MESSAGES.assignFailed);
    },
  });

  const title = course ? `Assign Training - ${course.title}` : "Assign Training";
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {course
            ? `${formatHours(course.duration)} · each member you choose is notified in the app.`
            : "Choose a course and the members who should complete it."}
        </DialogDescription>
      </DialogHeader>
      <form noValidate aria-label={title} className="grid gap-5" onSubmit={submit}>
        <div className="grid gap-4">
          {fixedCourse ? null : (
            <SelectField
              form={form}
              name="courseId"
              label="Course"
              placeholder="Select a course"
              registerOptions={{
                // Choosing another course drops people who already have that one open.
                onChange: (e) => {
                  const taken = busyFor(e.target.value);
                  setSelected(form.getValues("userIds").filter((id) => !taken.has(id)));
                },
              }}
            >
              {assignable.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </SelectField>
          )}

          <fieldset
            className="grid gap-2"
            aria-describedby={errors.userIds ? `${peopleId}-error` : undefined}
            aria-invalid={errors.userIds ? true : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-foreground">Assign To</legend>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <div className="relative flex-1">
                <label htmlFor={filterId} className="sr-only">
                  Find a member
                </label>
                <Search
                  className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id={filterId}
                  type="search"
                  value={filter}
                  onChange={(e) => setFilter(e.target.value)}
                  placeholder="Find a member"
                  className="pl-9"
                />
              </div>
              <div className="flex gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="flex-1"
                  disabled={free.length === 0}
                  onClick={() => setSelected([...new Set([...selected, ...free.map((m) => m.id)])])}
                >
                  Select all{query ? " shown" : ""}
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="flex-1"
                  disabled={selected.length === 0}
                  onClick={() => setSelected([])}
                >
                  Clear
                </Button>
              </div>
            </div>
            <ul
              className={cn(
                "max-h-64 divide-y overflow-y-auto rounded-md border",
                errors.userIds && "border-destructive",
              )}
            >
              {listed.length === 0 ? (
                <li className="px-3 py-4 text-center text-sm text-muted-foreground">No members match.</li>
              ) : (
                listed.map((m) => {
                  const already = busy.has(m.id);
                  return (
                    <li key={m.id}>
                      <label
                        className={cn(
                          "flex min-h-11 items-center gap-3 px-3 py-2 text-sm",
                          already ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:bg-muted/50",
                        )}
                      >
                        <input
                          type="checkbox"
                          className="size-4 shrink-0 accent-[var(--color-primary)]"
                          checked={already || selected.includes(m.id)}
                          disabled={already}
                          onChange={(e) => toggle(m.id, e.target.checked)}
                        />
                        <span className="min-w-0 flex-1">
                          <span className="font-medium text-foreground">
                            {m.firstName} {m.lastName}
                          </span>
                          <span className="text-muted-foreground"> · {ROLE_LABELS[m.role]}</span>
                        </span>
                        {already ? (
                          <span className="text-xs text-muted-foreground">Already assigned</span>
                        ) : null}
                      </label>
                    </li>
                  );
                })
              )}
            </ul>
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {selected.length} {selected.length === 1 ? "member" : "members"} selected
            </p>
            {errors.userIds ? (
              <p id={`${peopleId}-error`} className="text-sm font-medium text-destructive">
                {errors.userIds.message}
              </p>
            ) : null}
          </fieldset>

          <FieldRow>
            <DateField form={form} name="dueDate" label="Due Date" min={today} />
            <SelectField
              form={form}
              name="priority"
              label="Priority"
              options={TRAINING_PRIORITIES}
              labels={TRAINING_PRIORITY_LABELS}
            />
          </FieldRow>
          <TextareaField
            form={form}
            name="notes"
            label="Notes"
            rows={2}
            placeholder="Optional instructions for the assignees"
          />
        </div>
        <FormDialogFooter
          submitLabel="Assign Training"
          pendingText="Assigning..."
          pending={assign.isPending}
          onCancel={onDone}
        />
      </form>
    </>
  );
}
