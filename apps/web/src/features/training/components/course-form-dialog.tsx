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
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/ui/select-options";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import type { TeamMember } from "@/features/agencies/api/get-team";
import { toast, toastError } from "@/hooks/use-toast";
import { useCreateCourse } from "../api/create-course";
import { useUpdateCourse } from "../api/update-course";
import { TEXTAREA_CLASS } from "./textarea";

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
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Course" : "Create New Course"}</DialogTitle>
          <DialogDescription>
            {editing
              ? `Change the details of ${editing.title}.`
              : "Add a course to your agency's catalogue. Publish it when it is ready."}
          </DialogDescription>
        </DialogHeader>
        {target ? (
          <CourseForm key={editing?.id ?? "new"} editing={editing} team={team} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
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
  const {
    register,
    formState: { errors },
  } = form;
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
        <FormField label="Course Title" error={errors.title?.message}>
          <Input
            placeholder="e.g. Vehicle Extrication Techniques"
            autoComplete="off"
            {...register("title")}
          />
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          <textarea
            rows={3}
            className={TEXTAREA_CLASS}
            placeholder="What the course covers"
            {...register("description")}
          />
        </FormField>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Category" error={errors.category?.message}>
            <NativeSelect {...register("category")}>
              <option value="">Select a category</option>
              <SelectOptions values={COURSE_CATEGORIES} labels={COURSE_CATEGORY_LABELS} />
            </NativeSelect>
          </FormField>
          <FormField label="Difficulty" error={errors.difficulty?.message}>
            <NativeSelect {...register("difficulty")}>
              <SelectOptions values={DIFFICULTIES} labels={DIFFICULTY_LABELS} />
            </NativeSelect>
          </FormField>
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <FormField label="Duration (hours)" error={errors.duration?.message}>
            <Input
              type="number"
              inputMode="decimal"
              min={MIN_DURATION_HOURS}
              step={DURATION_STEP_HOURS}
              {...register("duration", { setValueAs: parseDurationInput })}
            />
          </FormField>
          <FormField label="Max Participants" error={errors.maxParticipants?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...register("maxParticipants", { setValueAs: parseMaxParticipantsInput })}
            />
          </FormField>
          <FormField label="Status" error={errors.status?.message}>
            <NativeSelect {...register("status")}>
              <SelectOptions values={COURSE_STATUSES} labels={COURSE_STATUS_LABELS} />
            </NativeSelect>
          </FormField>
        </div>
        <FormField label="Instructor" error={errors.instructorId?.message}>
          <NativeSelect {...register("instructorId")}>
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
          </NativeSelect>
        </FormField>
        <FormField label="Prerequisites" error={errors.requirements?.message}>
          <textarea
            rows={2}
            className={TEXTAREA_CLASS}
            placeholder="e.g. Firefighter I, current SCBA fit test"
            {...register("requirements")}
          />
        </FormField>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label="Objectives" error={errors.objectives?.message}>
            <textarea
              rows={3}
              className={TEXTAREA_CLASS}
              placeholder="What participants will be able to do"
              {...register("objectives")}
            />
          </FormField>
          <FormField label="Materials" error={errors.materials?.message}>
            <textarea
              rows={3}
              className={TEXTAREA_CLASS}
              placeholder="Manuals, equipment, PPE"
              {...register("materials")}
            />
          </FormField>
        </div>
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
