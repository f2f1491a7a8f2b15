/**
 * The fields of a NERIS module section. A section edits its module's draft (draft.ts) and writes the module's
 * payload part to the incident form at `neris.<module>` on each change; each field names a path in the
 * module ("location_detail.arrival_condition"), takes its choices from the module's schema and shows the
 * form's error at `neris.<module>.<path>` (the form's check, or a NERIS check message set there).
 */
import { Plus, Trash2 } from "lucide-react";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { type FieldError, get } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CheckboxList } from "@/components/ui/checkbox-list";
import { FormField } from "@/components/ui/form-field";
import { Heading, HeadingScope } from "@/components/ui/heading";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { NERIS_MODULE_TITLES } from "../field-paths";
import type { IncidentFormApi } from "../form-types";
import {
  chooseBranch,
  type Draft,
  getIn,
  isBlank,
  moduleSchema,
  moduleToDraft,
  moduleValue,
  type NerisModuleKey,
  schemaAt,
  schemaValues,
  setIn,
  withFixed,
} from "./draft";
import { optionGroups, optionLabel, valueLabel } from "./labels";

type ModuleApi = {
  key: NerisModuleKey;
  /** The draft as shown (with the tags the types fix). */
  draft: Draft;
  /** Sets `value` at `path` and empties the `clear` paths (fields that no longer apply). */
  set: (path: string, value: Draft | undefined, clear?: string[]) => void;
  /** The form's error at a path of the module, in plain words. */
  error: (path: string) => string | undefined;
};

const ModuleContext = createContext<ModuleApi | null>(null);

function useModule(): ModuleApi {
  const api = useContext(ModuleContext);
  if (!api) throw new Error("A NERIS module field sits inside its NerisModuleSection");
  return api;
}

/** zod's wording of a refused value, as a member reads it. */
export function readableError(error: FieldError | undefined, empty: boolean): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  if (empty && /^Invalid/.test(message)) return "Required by NERIS";
  if (/^Invalid input: expected (number|int)/.test(message)) return "Enter a number";
  if (/^Too small/.test(message)) return "Must be 0 or more";
  if (/^Invalid/.test(message)) return "Choose one of the NERIS values";
  return message;
}

/**
 * A module's section: its title (a section named by it) and fields. `fixed` gives union tags the report's
 * types decide ({ "location_detail.type": "STRUCTURE" }): shown as decided, sent once anything is filled in,
 * and a change of them clears the branch they tag.
 */
export function NerisModuleSection({
  form,
  module: key,
  description,
  fixed,
  children,
}: SectionProps & { fixed?: Record<string, string>; children: ReactNode }) {
  const name = `neris.${key}` as const;
  // One title per module: the NERIS check names a module's messages by the same words (field-paths.ts).
  const title = NERIS_MODULE_TITLES[key] ?? key;
  const [raw, setRaw] = useState<Draft>(() => moduleToDraft(form.getValues(name)));
  const tags = fixed ?? {};
  const draft = withFixed(raw, tags);

  const write = (next: Draft) => {
    setRaw(next);
    form.setValue(name, moduleValue(key, next, tags) as never, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };

  // A tag the types decide changed (a structure fire became an outside fire): its branch's fields go.
  const tagKey = JSON.stringify(tags);
  const shown = useRef(tagKey);
  useEffect(() => {
    if (shown.current === tagKey) return;
    shown.current = tagKey;
    let next = raw;
    for (const path of Object.keys(tags)) next = setIn(next, path.split(".").slice(0, -1).join("."), {});
    write(next);
  });

  const api: ModuleApi = {
    key,
    draft,
    set: (path, value, clear = []) => {
      // A message on what changed (a NERIS check's, a refusal's) goes; the form's check says it anew if due.
      const onModule = (get(form.formState.errors, name) as FieldError | undefined)?.message;
      form.clearErrors((onModule || !path ? name : `${name}.${path}`) as typeof name);
      write(clear.reduce((d, c) => setIn(d, c, undefined), path ? setIn(raw, path, value) : (value ?? "")));
    },
    error: (path) => {
      const error: FieldError | undefined = get(form.formState.errors, `${name}.${path}`);
      return readableError(error, isBlank(getIn(draft, path)));
    },
  };

  return (
    <section aria-label={title} className="grid gap-4 rounded-lg border p-4 sm:p-5">
      <div className="grid gap-1">
        <Heading className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {title}
        </Heading>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        {readableError(get(form.formState.errors, name), isBlank(raw)) ? (
          <p className="text-sm font-medium text-destructive">
            {readableError(get(form.formState.errors, name), isBlank(raw))}
          </p>
        ) : null}
      </div>
      <HeadingScope>
        <ModuleContext.Provider value={api}>{children}</ModuleContext.Provider>
      </HeadingScope>
    </section>
  );
}

/** The field at `at`: its draft value, its schema's values and its error. */
function useField(at: string) {
  const api = useModule();
  const schema = schemaAt(moduleSchema(api.key), api.draft, at);
  return {
    api,
    value: getIn(api.draft, at),
    values: schema ? schemaValues(schema) : [],
    error: api.error(at),
  };
}

const text = (value: Draft | undefined) => (typeof value === "string" ? value : "");

type ChoiceProps = {
  at: string;
  label: string;
  description?: string;
  /** Fields emptied by a change (those that apply only to the value left). */
  clears?: string[];
};

/** A value of the schema's value set, by its label (grouped where the set is hierarchical). */
export function ChoiceField({ at, label, description, clears }: ChoiceProps) {
  const { api, value, values, error } = useField(at);
  return (
    <FormField label={label} error={error} description={description}>
      <NativeSelect value={text(value)} onChange={(e) => api.set(at, e.target.value, clears)}>
        <option value="">Select</option>
        {optionGroups(values).map((group) =>
          group.label ? (
            <optgroup key={group.label} label={group.label}>
              {group.values.map((v) => (
                <option key={v} value={v}>
                  {optionLabel(v, group.label)}
                </option>
              ))}
            </optgroup>
          ) : (
            group.values.map((v) => (
              <option key={v} value={v}>
                {valueLabel(v)}
              </option>
            ))
          ),
        )}
      </NativeSelect>
    </FormField>
  );
}

/** The tag of a union (its `type`): the choice shows its branch's fields; another branch starts empty. */
export function BranchField({ at, label, description }: Omit<ChoiceProps, "clears">) {
  const api = useModule();
  const union = schemaAt(moduleSchema(api.key), api.draft, `${at}.type`);
  const current = text(getIn(api.draft, `${at}.type`));
  const error = api.error(`${at}.type`) ?? api.error(at);
  const choose = (next: string) => api.set(at, chooseBranch(union, getIn(api.draft, at), next));
  return (
    <FormField label={label} error={error} description={description}>
      <NativeSelect value={current} onChange={(e) => choose(e.target.value)}>
        <option value="">Select</option>
        {(union ? schemaValues(union) : []).map((v) => (
          <option key={v} value={v}>
            {valueLabel(v)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** The text of the field at `at` ("" when empty), for fields shown only with a value. */
export function useFieldValue(at: string): string {
  return text(getIn(useModule().draft, at));
}

/** The value of a branch chosen at `at` ("" before a choice). */
export const useBranch = (at: string) => useFieldValue(`${at}.type`);

/** Several values of the set, as checkboxes. */
export function ChoicesField({ at, label }: { at: string; label: string }) {
  const { api, value, values, error } = useField(at);
  const selected = Array.isArray(value) ? (value as string[]) : [];
  return (
    <CheckboxList
      legend={label}
      items={values.map((v) => ({ id: v, label: valueLabel(v) }))}
      selected={selected}
      onChange={(ids) =>
        api.set(
          at,
          values.filter((v) => ids.includes(v)),
        )
      }
      error={error}
      emptyText="Nothing to choose from."
    />
  );
}

/** Yes, no, or not said (a NERIS true/false; a field that only takes yes offers yes alone). */
export function YesNoField({ at, label, description, clears }: ChoiceProps) {
  const { api, value, values, error } = useField(at);
  const yesOnly = values.length === 1 && values[0] === "true";
  return (
    <FormField label={label} error={error} description={description}>
      <NativeSelect value={text(value)} onChange={(e) => api.set(at, e.target.value, clears)}>
        <option value="">Select</option>
        <option value="true">Yes</option>
        {yesOnly ? null : <option value="false">No</option>}
      </NativeSelect>
    </FormField>
  );
}

/** A number (whole where NERIS counts: people, floors, sprinklers). */
export function NumberField({
  at,
  label,
  description,
  whole = true,
}: {
  at: string;
  label: string;
  description?: string;
  whole?: boolean;
}) {
  const { api, value, error } = useField(at);
  return (
    <FormField label={label} error={error} description={description}>
      <Input
        type="number"
        inputMode={whole ? "numeric" : "decimal"}
        step={whole ? 1 : "any"}
        value={text(value)}
        onChange={(e) => api.set(at, e.target.value)}
      />
    </FormField>
  );
}

/** Free text. */
export function TextInputField({
  at,
  label,
  description,
  placeholder,
}: {
  at: string;
  label: string;
  description?: string;
  placeholder?: string;
}) {
  const { api, value, error } = useField(at);
  return (
    <FormField label={label} error={error} description={description}>
      <Input
        autoComplete="off"
        placeholder={placeholder}
        value={text(value)}
        onChange={(e) => api.set(at, e.target.value)}
      />
    </FormField>
  );
}

/**
 * A list of entries (patients, chemicals, people, exposures), each titled "<noun> n" with its Remove button,
 * then "Add <noun>". `minimum` entries are shown even when empty (an empty entry is not sent).
 */
export function EntryList({
  at,
  noun,
  minimum = 0,
  children,
}: {
  at: string;
  noun: string;
  minimum?: 0 | 1;
  children: (path: (field: string) => string, index: number) => ReactNode;
}) {
  const api = useModule();
  const list = getIn(api.draft, at);
  const entries = (Array.isArray(list) ? list : []) as Draft[];
  const count = Math.max(entries.length, minimum);
  const prefix = at ? `${at}.` : "";
  const remove = (index: number) =>
    api.set(
      at,
      entries.filter((_, i) => i !== index),
    );
  return (
    <div className="grid gap-4">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; a removal re-keys the rest, as their paths do
        <div key={index} className="grid gap-4 rounded-md border bg-muted/20 p-3 sm:p-4">
          <div className="flex items-center justify-between gap-2">
            <Heading className="text-sm font-semibold">
              {noun} {index + 1}
            </Heading>
            {count > minimum || !isBlank(entries[index]) ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            ) : null}
          </div>
          <HeadingScope>{children((field) => `${prefix}${index}.${field}`, index)}</HeadingScope>
        </div>
      ))}
      <div>
        <Button
          variant="outline"
          onClick={() => api.set(at, [...Array.from({ length: count }, (_, i) => entries[i] ?? {}), {}])}
        >
          <Plus aria-hidden="true" />
          Add {noun.toLowerCase()}
        </Button>
      </div>
    </div>
  );
}

type SectionProps = {
  form: IncidentFormApi;
  module: NerisModuleKey;
  description?: string;
};

/** Fields shown while the module's presence is "Present". */
function PresentOnly({ children }: { children: ReactNode }) {
  return useBranch("presence") === "PRESENT" ? children : null;
}

/** A module that is present (with its details, the children) or not present or not applicable. */
export function PresenceSection({ children, ...section }: SectionProps & { children: ReactNode }) {
  return (
    <NerisModuleSection {...section}>
      <BranchField at="presence" label="Presence" />
      <PresentOnly>{children}</PresentOnly>
    </NerisModuleSection>
  );
}

/** A module that is a list (patients, people, exposures): its entries, titled by `noun`. */
export function ListSection({
  noun,
  minimum,
  children,
  ...section
}: SectionProps & { noun: string; minimum?: 0 | 1; children: (at: (field: string) => string) => ReactNode }) {
  return (
    <NerisModuleSection {...section}>
      <EntryList at="" noun={noun} minimum={minimum}>
        {children}
      </EntryList>
    </NerisModuleSection>
  );
}
