import type { BaseSyntheticEvent } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { applyServerFieldErrors } from "@/lib/form-errors";

type FormSubmitOptions<TValues> = {
  /** Sends the validated values; resolve when done (toast and close here), throw the request's error. */
  action: (values: TValues) => Promise<unknown>;
  /** Called when the failure is not a 400 naming one of the form's fields (spec 01 §9's failure toast). */
  onFailure: (error: unknown) => void;
};

/**
 * Every form's submit: validate with the form's zod resolver, run the action, and on failure put the server's
 * field errors under the matching fields (focusing the first) or, when it named none of them, call onFailure.
 * The fields are the form's own values, so a form never lists them twice. Use as `<form onSubmit={submit}>`.
 */
export function useFormSubmit<TInput extends FieldValues, TValues = TInput>(
  form: UseFormReturn<TInput, unknown, TValues>,
  { action, onFailure }: FormSubmitOptions<TValues>,
): (event?: BaseSyntheticEvent) => void {
  const submit = form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch (error) {
      const fields = Object.keys(form.getValues()) as Path<TInput>[];
      if (applyServerFieldErrors(error, form.setError, fields)) return;
      onFailure(error);
    }
  });
  return (event) => {
    event?.preventDefault();
    void submit(event);
  };
}
