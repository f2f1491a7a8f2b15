import { zodResolver } from "@hookform/resolvers/zod";
import { PCR_SETTINGS_MESSAGES as M, pcrFacilitiesUpdateSchema } from "@rollcall/shared/epcr/api";
import { nemsisOptions, US_STATE_CODES } from "@rollcall/shared/epcr/settings";
import { Building2, ChevronDown, Plus } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FieldRow, SelectField, TextField } from "@/components/ui/form-fields";
import { PendingLabel } from "@/components/ui/pending-label";
import { QueryState } from "@/components/ui/query-state";
import { RemoveRowButton } from "@/components/ui/remove-row-button";
import { SectionCard } from "@/components/ui/section-card";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { serverMessageOr } from "@/lib/form-errors";
import { cn } from "@/lib/utils";
import { type PcrFacility, useFacilities } from "../api/get-facilities";
import { useSaveFacilities } from "../api/save-facilities";
import { facilityInput, facilityRow, newFacilityRow } from "../utils/facility-values";

type Input = z.input<typeof pcrFacilitiesUpdateSchema>;
type Values = z.output<typeof pcrFacilitiesUpdateSchema>;
// biome-ignore lint/suspicious/noExplicitAny: the form's context type is unused
type Form = UseFormReturn<Input, any, Values>;

const TYPES = nemsisOptions("dFacility.01");
const TYPE_CODES = TYPES.map((t) => t.value);
const STATES = US_STATE_CODES.map((s) => s.code);
const typeLabel = (code: string | undefined) => TYPES.find((t) => t.value === code)?.label ?? code ?? "";
const stateName = (code: string | null | undefined) => US_STATE_CODES.find((s) => s.code === code)?.name;

/**
 * Settings → Facilities (admins, issue 46): the hospitals and other destinations a report's disposition names,
 * saved as one list (the DEMDataSet's dFacility). On a plan without incident reporting the card is left out.
 */
export function FacilitiesCard() {
  const facilities = useFacilities();
  if (facilities.error instanceof ApiError && facilities.error.status === 402) return null;
  return (
    <SectionCard title={M.facilitiesTitle} description={M.facilitiesDescription}>
      <QueryState
        query={facilities}
        loadingLabel="Loading facilities..."
        spinnerClassName="min-h-32"
        errorTitle="Facilities could not be loaded"
        framed={false}
      >
        {() => (facilities.data ? <FacilitiesForm facilities={facilities.data} /> : null)}
      </QueryState>
    </SectionCard>
  );
}

function FacilitiesForm({ facilities }: { facilities: PcrFacility[] }) {
  const save = useSaveFacilities();
  const stored = useMemo(() => ({ facilities: facilities.map(facilityRow) }), [facilities]);
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(pcrFacilitiesUpdateSchema),
    defaultValues: stored,
  });
  const { reset } = form;
  useEffect(() => reset(stored), [stored, reset]);
  const rows = useFieldArray({ control: form.control, name: "facilities" });
  // Stored rows open to edit on demand, a new one opens at once; a row with an error opens to show it.
  const [opened, setOpened] = useState<Readonly<Record<string, boolean>>>({});
  const rowErrors = form.formState.errors.facilities;

  const submit = useFormSubmit(form, {
    action: async (v) => {
      await save.mutateAsync({ facilities: v.facilities.map(facilityInput) });
      setOpened({});
      toast({ title: M.facilitiesSaved });
    },
    onFailure: (error) =>
      toastError(M.facilitiesSaveFailed, serverMessageOr(error, "Please check the details and try again.")),
  });

  const add = () => {
    rows.append(newFacilityRow(), { focusName: `facilities.${rows.fields.length}.name` });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={M.facilitiesTitle}
      className="grid gap-4 px-5 py-5 sm:px-6"
    >
      {rows.fields.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-md border border-dashed px-4 py-8 text-center">
          <Building2 className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">{M.noFacilities}</p>
        </div>
      ) : (
        <ul aria-label={M.facilitiesTitle} className="grid gap-3">
          {rows.fields.map((field, index) => (
            <FacilityItem
              key={field.id}
              form={form}
              index={index}
              opened={opened[field.id]}
              invalid={Boolean(rowErrors?.[index])}
              onToggle={(shown) => setOpened((now) => ({ ...now, [field.id]: !shown }))}
              onRemove={() => rows.remove(index)}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={add} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          Add Facility
        </Button>
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          <PendingLabel pending={save.isPending} pendingText="Saving...">
            Save Facilities
          </PendingLabel>
        </Button>
      </div>
    </form>
  );
}

function FacilityItem({
  form,
  index,
  opened,
  invalid,
  onToggle,
  onRemove,
}: {
  form: Form;
  index: number;
  /** Opened or closed by the member; undefined: as it starts (a new row open). */
  opened: boolean | undefined;
  invalid: boolean;
  onToggle: (shown: boolean) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const at = `facilities.${index}` as const;
  const row = form.watch(at);
  const shown = invalid || (opened ?? !row?.id);
  const title = row?.name?.trim() || M.newFacility;
  const summary = [typeLabel(row?.type), row?.city, stateName(row?.state)].filter(Boolean).join(" · ");
  const state = row?.state ?? "";
  return (
    <li className="rounded-md border bg-card">
      <fieldset aria-label={title} className="min-w-0">
        <div className="flex items-center gap-2 p-2 pl-3">
          <button
            type="button"
            aria-expanded={shown}
            aria-controls={`${id}-fields`}
            onClick={() => onToggle(shown)}
            className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Building2 className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="grid min-w-0">
              <span className="truncate text-sm font-medium text-foreground">{title}</span>
              {summary ? <span className="truncate text-xs text-muted-foreground">{summary}</span> : null}
            </span>
            <ChevronDown
              className={cn(
                "ml-auto size-4 shrink-0 text-muted-foreground transition-transform",
                shown && "rotate-180",
              )}
              aria-hidden="true"
            />
          </button>
          <RemoveRowButton label={`Remove ${title}`} onClick={onRemove} />
        </div>
        {shown ? (
          <div id={`${id}-fields`} className="grid gap-4 border-t px-3 py-4 sm:px-4">
            <FieldRow>
              <TextField form={form} name={`${at}.name`} label="Name" autoComplete="off" />
              <SelectField
                form={form}
                name={`${at}.type`}
                label="Type"
                options={TYPE_CODES}
                labels={typeLabel}
              />
            </FieldRow>
            <TextField form={form} name={`${at}.address`} label="Street address" autoComplete="off" />
            {/* State and ZIP share a line on a phone too; from sm up, city, state and ZIP in thirds. */}
            <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-3">
              <TextField
                form={form}
                name={`${at}.city`}
                label="City"
                autoComplete="off"
                fieldClassName="col-span-2 sm:col-span-1"
              />
              <SelectField
                form={form}
                name={`${at}.state`}
                label="State"
                placeholder="Choose..."
                options={STATES}
                labels={(code) => stateName(code) ?? code}
              >
                {/* A stored value outside the list stays visible until changed. */}
                {state && !stateName(state) ? <option value={state}>{state}</option> : null}
              </SelectField>
              <TextField
                form={form}
                name={`${at}.zip`}
                label="ZIP code"
                inputMode="numeric"
                autoComplete="off"
              />
            </div>
            <FieldRow>
              <TextField
                form={form}
                name={`${at}.code`}
                label="Facility code (optional)"
                description="The state's code for it, where your state has one."
                autoComplete="off"
                spellCheck={false}
              />
              <TextField form={form} name={`${at}.phone`} label="Phone" type="tel" autoComplete="off" />
            </FieldRow>
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}
