import type * as React from "react";
import {
  Controller,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from "react-hook-form";
import { EmailInput } from "@/components/ui/email-input";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/ui/select-options";
import { SwitchField } from "@/components/ui/switch-field";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

/**
 * Fields bound to a react-hook-form form: each registers its name and shows that field's own error, so a
 * form lists a field once: `<TextField form={form} name="title" label="Course Title" />`.
 */
type BoundFieldProps<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: any context and output type; the fields read only the input's names
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
  label: React.ReactNode;
  /** Help text under the control (hidden while an error is shown). */
  description?: React.ReactNode;
  /** Something shown at the end of the label row, e.g. a link. */
  labelAside?: React.ReactNode;
  /** Passed to register() (setValueAs, onChange...). */
  registerOptions?: RegisterOptions<T, Path<T>>;
  /** Classes of the field (label, control and error together). */
  fieldClassName?: string;
};

/** The field's error message, for fields nested in objects too ("address.city"). */
export function fieldError<T extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: as above
  form: UseFormReturn<T, any, any>,
  name: Path<T>,
): string | undefined {
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  return error?.message;
}

/** The bound props apart from the control's own, and the control's registration. */
function splitField<T extends FieldValues, R>({
  form,
  name,
  label,
  description,
  labelAside,
  registerOptions,
  fieldClassName,
  ...control
}: BoundFieldProps<T> & R) {
  return {
    field: { label, description, labelAside, className: fieldClassName, error: fieldError(form, name) },
    registered: form.register(name, registerOptions),
    control,
  };
}

type InputProps = Omit<React.ComponentProps<"input">, "form" | "name" | "id"> & {
  /** The control, when not the plain Input (EmailInput, a password box with its show button...). */
  as?: React.ComponentType<React.ComponentProps<"input">>;
};

/** A labelled Input (any type: text, number, password...). */
export function TextField<T extends FieldValues>({
  as: Control = Input,
  ...props
}: BoundFieldProps<T> & InputProps) {
  const { field, registered, control } = splitField(props);
  return (
    <FormField {...field}>
      <Control {...control} {...registered} />
    </FormField>
  );
}

/** A labelled EmailInput (the email keyboard, no capitals or spell-check). */
export function EmailField<T extends FieldValues>(
  props: BoundFieldProps<T> & Omit<InputProps, "type" | "as">,
) {
  return <TextField {...props} as={EmailInput} />;
}

/** A labelled date Input (yyyy-MM-dd values). */
export function DateField<T extends FieldValues>(props: BoundFieldProps<T> & Omit<InputProps, "type">) {
  return <TextField {...props} type="date" />;
}

/** A labelled Textarea. */
export function TextareaField<T extends FieldValues>(
  props: BoundFieldProps<T> & Omit<React.ComponentProps<"textarea">, "form" | "name" | "id">,
) {
  const { field, registered, control } = splitField(props);
  return (
    <FormField {...field}>
      <Textarea {...control} {...registered} />
    </FormField>
  );
}

type SelectFieldProps<T extends FieldValues, V extends string> = BoundFieldProps<T> &
  Omit<React.ComponentProps<"select">, "form" | "name" | "id" | "children"> & {
    /** The first, empty option ("Select a type"), when a choice is required. */
    placeholder?: string;
    /** The values and their labels; or give the options as children (members, custom labels). */
    options?: readonly V[];
    labels?: Record<V, string> | ((value: V) => string);
    children?: React.ReactNode;
  };

/** A labelled NativeSelect: an optional empty first option, then the values (or the given options). */
export function SelectField<T extends FieldValues, V extends string = string>({
  placeholder,
  options,
  labels,
  children,
  ...props
}: SelectFieldProps<T, V>) {
  const { field, registered, control } = splitField(props);
  return (
    <FormField {...field}>
      <NativeSelect {...control} {...registered}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options && labels ? <SelectOptions values={options} labels={labels} /> : null}
        {children}
      </NativeSelect>
    </FormField>
  );
}

/** A SwitchField bound to a boolean field of the form (Part-time, Prorate by hours...). */
export function BoundSwitchField<T extends FieldValues>({
  form,
  name,
  label,
  description,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: as above
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
  label: string;
  description?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SwitchField
          label={label}
          description={description}
          checked={!!field.value}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}

/** Fields side by side from sm up (two columns, or three), stacked on phones. */
export function FieldRow({
  columns = 2,
  className,
  children,
}: {
  columns?: 2 | 3;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={cn("grid items-start gap-4", columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2", className)}
    >
      {children}
    </div>
  );
}
