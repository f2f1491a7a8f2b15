import type { BaseSyntheticEvent } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError, isConflict, isQueued } from "@/lib/api";
import { applyServerFieldErrors } from "@/lib/form-errors";

type FormSubmitOptions<TValues> = {
  /** Sends the validated values; resolve when done (toast and close here), throw the request's error. */
  action: (values: TValues) => Promise<unknown>;
  /** Called when the failure is not a 400 naming one of the form's fields (spec 01 §9's failure toast). */
  onFailure: (error: unknown) => void;
  /** Server field names that differ from the form's (e.g. `{ costCents: "cost" }`). */
  serverFields?: Record<string, Path<TValues & FieldValues>>;
  /**
   * The write was queued offline (it is not a failure: the member is told so by lib/query-client), or refused as
   * made on an older version and handed to "Changes not saved", which shows both versions; a dialog closes here.
   */
  onQueued?: () => void;
};

/**
 * Every form's submit: validate with the form's zod resolver, run the action, and on failure put the server's
 * field errors under the matching fields (focusing the first) or, when it named none of them, call onFailure.
 * The fields are the form's own values, so a form never lists them twice. Use as `<form onSubmit={submit}>`.
 */
export function useFormSubmit<TInput extends FieldValues, TValues = TInput>(
  form: UseFormReturn<TInput, unknown, TValues>,
  { action, onFailure, serverFields, onQueued }: FormSubmitOptions<TValues>,
): (event?: BaseSyntheticEvent) => void {
  const submit = form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch (error) {
      if (isQueued(error) || isConflict(error)) {
        onQueued?.();
        return;
      }
      const fields = fieldPaths(form.getValues()) as Path<TInput>[];
      if (applyServerFieldErrors(renameFields(error, serverFields), form.setError, fields)) return;
      onFailure(error);
    }
  });
  return (event) => {
    event?.preventDefault();
    void submit(event);
  };
}

/**
 * Every path of the form's values, nested ones too ("facilities.0.name", as the server names a list's field), so
 * a 400 lands under the row's own field; the top-level names come first.
 */
export function fieldPaths(values: object): string[] {
  const paths: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (!value || typeof value !== "object" || value instanceof Date || value instanceof Blob) return;
    for (const [key, child] of Object.entries(value)) {
      paths.push(`${prefix}${key}`);
      walk(child, `${prefix}${key}.`);
    }
  };
  walk(values, "");
  // Breadth first: a field's own name before the fields inside it.
  return paths.sort((x, y) => x.split(".").length - y.split(".").length);
}

/** The error with its field errors under the form's names, when the server names a field differently. */
function renameFields(error: unknown, serverFields: Record<string, string> | undefined): unknown {
  if (!serverFields || !(error instanceof ApiError)) return error;
  const fieldErrors: Record<string, string> = { ...error.fieldErrors };
  for (const [server, field] of Object.entries(serverFields)) {
    const message = fieldErrors[server];
    if (message && !fieldErrors[field]) fieldErrors[field] = message;
  }
  return Object.assign(Object.create(Object.getPrototypeOf(error)), error, { fieldErrors });
}
