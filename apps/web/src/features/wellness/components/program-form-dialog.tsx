import { zodResolver } from "@hookform/resolvers/zod";
import {
  DEFAULT_PROGRAM_MINUTES,
  FITNESS_DIFFICULTIES,
  FITNESS_DIFFICULTY_LABELS,
  FITNESS_PROGRAM_TYPE_LABELS,
  FITNESS_PROGRAM_TYPES,
  type FitnessProgram,
  type FitnessProgramFormInput,
  type FitnessProgramFormValues,
  fitnessProgramFormSchema,
  MAX_SESSION_MINUTES,
  parseProgramMinutes,
  WELLNESS_MESSAGES,
} from "@rollcall/shared/wellness";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FieldRow, SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { useCreateProgram } from "../api/create-program";
import { useUpdateProgram } from "../api/update-program";
import { failureText } from "../utils/errors";

export type ProgramFormTarget = { kind: "create" } | { kind: "edit"; program: FitnessProgram };

type ProgramFormDialogProps = { target: ProgramFormTarget | null; onClose: () => void };

/** "Create Fitness Program" (every member, spec 02 §2, §5) and "Edit Fitness Program" (admins). */
export function ProgramFormDialog({ target, onClose }: ProgramFormDialogProps) {
  const editing = target?.kind === "edit" ? target.program : null;
  return (
    <TitledDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? "Edit Fitness Program" : "Create Fitness Program"}
      description={
        editing
          ? `Change the details of ${editing.name}.`
          : "Add a workout to your agency's programs. Every member can see it and start it."
      }
      className="max-w-xl"
    >
      {target ? <ProgramForm key={editing?.id ?? "new"} editing={editing} onDone={onClose} /> : null}
    </TitledDialog>
  );
}

/** The spec's defaults: general, 30 minutes, beginner. */
function defaultsFor(editing: FitnessProgram | null): FitnessProgramFormInput {
  return {
    name: editing?.name ?? "",
    description: editing?.description ?? "",
    type: editing?.type ?? "general",
    duration: editing?.duration ?? DEFAULT_PROGRAM_MINUTES,
    difficulty: editing?.difficulty ?? "beginner",
    instructions: editing?.instructions ?? "",
  };
}

function ProgramForm({ editing, onDone }: { editing: FitnessProgram | null; onDone: () => void }) {
  const [initial] = useState(() => defaultsFor(editing));
  const form = useForm<FitnessProgramFormInput, unknown, FitnessProgramFormValues>({
    resolver: zodResolver(fitnessProgramFormSchema),
    defaultValues: initial,
  });
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const title = editing ? "Edit Fitness Program" : "Create Fitness Program";

  const submit = useFormSubmit(form, {
    action: async (values) => {
      if (editing) {
        await update.mutateAsync({ id: editing.id, changes: values });
        toast({ title: WELLNESS_MESSAGES.programUpdated, description: values.name });
      } else {
        await create.mutateAsync(values);
        toast({ title: WELLNESS_MESSAGES.programCreated });
      }
      onDone();
    },
    onFailure: (error) =>
      toastError(
        editing ? WELLNESS_MESSAGES.programUpdateFailed : WELLNESS_MESSAGES.programFailed,
        failureText(error),
      ),
  });

  return (
    <form noValidate aria-label={title} className="grid gap-5" onSubmit={submit}>
      <div className="grid gap-4">
        <TextField
          form={form}
          name="name"
          label="Name"
          placeholder="e.g. Stair Climb Conditioning"
          autoComplete="off"
        />
        <TextareaField
          form={form}
          name="description"
          label="Description"
          rows={2}
          placeholder="What the program is for"
        />
        <FieldRow columns={3}>
          <SelectField
            form={form}
            name="type"
            label="Type"
            options={FITNESS_PROGRAM_TYPES}
            labels={FITNESS_PROGRAM_TYPE_LABELS}
          />
          <TextField
            form={form}
            name="duration"
            label="Duration (minutes)"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_SESSION_MINUTES}
            step={1}
            registerOptions={{ setValueAs: parseProgramMinutes }}
          />
          <SelectField
            form={form}
            name="difficulty"
            label="Difficulty"
            options={FITNESS_DIFFICULTIES}
            labels={FITNESS_DIFFICULTY_LABELS}
          />
        </FieldRow>
        <TextareaField
          form={form}
          name="instructions"
          label="Instructions"
          rows={4}
          placeholder="Warm-up, sets and rounds, rest, cool-down"
        />
      </div>
      <FormDialogFooter
        submitLabel={editing ? "Save Changes" : "Create Program"}
        pendingText="Saving..."
        pending={create.isPending || update.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
