import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { TextareaField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toastError } from "@/hooks/use-toast";

type Note = { text: string };

/**
 * A dialog asking for one note (an addendum's reason, a QA comment, why QA returns the report), validated with
 * the shared schema of that note so its messages are the API's.
 */
export function NoteDialog({
  open,
  onClose,
  title,
  description,
  label,
  schema,
  submitLabel,
  pendingText,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  label: string;
  schema: z.ZodType<Note, Note>;
  submitLabel: string;
  pendingText: string;
  onSubmit: (text: string) => Promise<unknown>;
  children?: ReactNode;
}) {
  return (
    <TitledDialog open={open} onClose={onClose} title={title} description={description}>
      {open ? (
        <NoteForm
          label={label}
          schema={schema}
          submitLabel={submitLabel}
          pendingText={pendingText}
          onSubmit={onSubmit}
          onDone={onClose}
          failureTitle={title}
        >
          {children}
        </NoteForm>
      ) : null}
    </TitledDialog>
  );
}

function NoteForm({
  label,
  schema,
  submitLabel,
  pendingText,
  onSubmit,
  onDone,
  failureTitle,
  children,
}: {
  label: string;
  schema: z.ZodType<Note, Note>;
  submitLabel: string;
  pendingText: string;
  onSubmit: (text: string) => Promise<unknown>;
  onDone: () => void;
  failureTitle: string;
  children?: ReactNode;
}) {
  const form = useForm<Note>({ resolver: zodResolver(schema), defaultValues: { text: "" } });
  const submit = useFormSubmit(form, {
    action: async (values) => {
      await onSubmit(values.text);
      onDone();
    },
    onFailure: (error) => toastError(failureTitle, error instanceof Error ? error.message : String(error)),
    onQueued: onDone,
    serverFields: { reason: "text" },
  });
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      {children}
      <TextareaField form={form} name="text" label={label} rows={5} />
      <FormDialogFooter
        submitLabel={submitLabel}
        pendingText={pendingText}
        pending={form.formState.isSubmitting}
      />
    </form>
  );
}
