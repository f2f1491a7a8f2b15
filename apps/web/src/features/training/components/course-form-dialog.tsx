import { zodResolver } from "@hookform/resolvers/zod";
import { ROLE_LABELS } from "@rollcall/shared/roles";
import {
  COURSE_CATEGORIES,
  COURSE_CATEGORY_LABELS,
  COURSE_STATUS_LABELS,
  COURSE_STATUSES,
  type Course,
  type CourseCategory,
  type CourseFormInput,
  type CourseFormValues,
  courseFormSchema,
  DEFAULT_DURATION_HOURS,
  DEFAULT_MAX_PARTICIPANTS,
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  DURATION_STEP_HOURS,
  MIN_DURATION_HOURS,
  NO_INSTRUCTOR,
  parseDurationInput,
  parseMaxParticipantsInput,
  TRAINING_MESSAGES,
} from "@rollcall/shared/training";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FieldRow, SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import type { TeamMember } from "@/features/agencies";
import { toast, toastError } from "@/hooks/use-toast";
import { useCreateCourse } from "../api/create-course";
import { useUpdateCourse } from "../api/update-course";

export type CourseFormTarget = { kind: "create" } | { kind: "edit"; course: Course };

type CourseFormDialogProps = {
  target: CourseFormTarget | null;
  onClose: () => void;
  team: TeamMember[];
};

/** "Create New Course" and "Edit Course" (spec 02 §2, §5). */
export function CourseFormDialog({ target, onClose, team }: CourseFormDialogProps) {
  const editing = target?.kind === "edit" ? target.course : null;
  return (
    <TitledDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? "Edit Course" : "Create New Course"}
      description={
        editing
          ? `Change the details of ${editing.title}.`
          : "Add a course to your agency's catalogue. Publish it when it is ready."
      }
      className="max-w-2xl"
    >
      {target ? (
        <CourseForm key={editing?.id ?? "new"} editing={editing} team={team} onDone={onClose} />
      ) : null}
    </TitledDialog>
  );
}

function defaultsFor(editing: Course | null): CourseFormInput {
  if (!editing)
    return {
      title: "",
      description: "",
      // No category until one is chosen ("Category is required").
      category: "" as CourseCategory,
      difficulty: "beginner",
      duration: DEFAULT_DURATION_HOURS,
      maxParticipants: DEFAULT_MAX_PARTICIPANTS,
      instructorId: NO_INSTRUCTOR,
      requirements: "",
      objectives: "",
      materials: "",
      status: "draft",
    };
  return {
    title: editing.title,
    description: editing.description ?? "",
    category: editing.category,
    difficulty: editing.difficulty,
    duration: editing.duration,
    maxParticipants: editing.maxParticipants,
    instructorId: editing.instructorId ?? NO_INSTRUCTOR,
    requirements: editing.requirements ?? "",
    objectives: editing.objectives ?? "",
    materials: editing.materials ?? "",
    status: editing.status,
  };
}

function CourseForm({
  editing,
  team,
  onDone,
}: {
  editing: Course | null;
  team: TeamMember[];
  onDone: () => void;
}) {
  const [initial] = useState(() => defaultsFor(editing));
  const form = useForm<CourseFormInput, unknown, CourseFormValues>({
    resolver: zodResolver(courseFormSchema),
    defaultValues: initial,
  });
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const pending = create.isPending || update.isPending;
  // A removed instructor stays selectable on the course that names them, never offered for a new one.
  const instructorMissing =
    editing?.instructorId && !team.some((m) => m.id === editing.instructorId) ? editing : null;

  const submit = useFormSubmit(form, {
    action: async (values) => {
      if (editing) {
        await update.mutateAsync({ id: editing.id, changes: values });
        toast({ title: TRAINING_MESSAGES.courseUpdated });
      } else {
        await create.mutateAsync(values);
        toast({ title: TRAINING_MESSAGES.courseCreated });
      }
      onDone();
    },
    onFailure: () => {
      toastError(
        TRAINING_MESSAGES.errorTitle,
        editing ? TRAINING_MESSAGES.updateFailed : TRAINING_MESSAGES.createFailed,
      );
    },
  });

  return (
    <form
      noValidate
      aria-label={editing ? "Edit Course" : "Create New Course"}
      className="grid gap-5"
      onSubmit={submit}
    >
      <div className="grid gap-4">
        <TextField
          form={form}
          name="title"
          label="Course Title"
          placeholder="e.g. Vehicle Extrication Techniques"
          autoComplete="off"
        />
        <TextareaField
          form={form}
          name="description"
          label="Description"
          placeholder="What the course covers"
        />
        <FieldRow>
          <SelectField
            form={form}
            name="category"
            label="Category"
            placeholder="Select a category"
            options={COURSE_CATEGORIES}
            labels={COURSE_CATEGORY_LABELS}
          />
          <SelectField
            form={form}
            name="difficulty"
            label="Difficulty"
            options={DIFFICULTIES}
            labels={DIFFICULTY_LABELS}
          />
        </FieldRow>
        <FieldRow columns={3}>
          <TextField
            form={form}
            name="duration"
            label="Duration (hours)"
            type="number"
            inputMode="decimal"
            min={MIN_DURATION_HOURS}
            step={DURATION_STEP_HOURS}
            registerOptions={{ setValueAs: parseDurationInput }}
          />
          <TextField
            form={form}
            name="maxParticipants"
            label="Max Participants"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            registerOptions={{ setValueAs: parseMaxParticipantsInput }}
          />
          <SelectField
            form={form}
            name="status"
            label="Status"
            options={COURSE_STATUSES}
            labels={COURSE_STATUS_LABELS}
          />
        </FieldRow>
        <SelectField form={form} name="instructorId" label="Instructor">
          <option value={NO_INSTRUCTOR}>{TRAINING_MESSAGES.noInstructor}</option>
          {team.map((m) => (
            <option key={m.id} value={m.id}>
              {m.firstName} {m.lastName} ({ROLE_LABELS[m.role]})
            </option>
          ))}
          {instructorMissing?.instructorId ? (
            <option value={instructorMissing.instructorId}>
              {instructorMissing.instructorName ?? TRAINING_MESSAGES.unknownInstructor} (no longer a member)
            </option>
          ) : null}
        </SelectField>
        <TextareaField
          form={form}
          name="requirements"
          label="Prerequisites"
          rows={2}
          placeholder="e.g. Firefighter I, current SCBA fit test"
        />
        <FieldRow>
          <TextareaField
            form={form}
            name="objectives"
            label="Objectives"
            placeholder="What participants will be able to do"
          />
          <TextareaField
            form={form}
            name="materials"
            label="Materials"
            placeholder="Manuals, equipment, PPE"
          />
        </FieldRow>
      </div>
      <FormDialogFooter
        submitLabel={editing ? "Save Changes" : "Create Course"}
        pendingText="Saving..."
        pending={pending}
        onCancel={onDone}
      />
    </form>
  );
}
