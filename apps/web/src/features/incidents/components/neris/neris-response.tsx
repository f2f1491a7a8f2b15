import { NoactionType, TypeAidNonfdValue } from "@rollcall/shared/neris/payload-enums";
import {
  NERIS_ACTION_TACTICS,
  NERIS_AID_DIRECTIONS,
  NERIS_AID_TYPES,
} from "@rollcall/shared/neris/value-sets";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CheckboxList } from "@/components/ui/checkbox-list";
import { ChoiceInputs } from "@/components/ui/choice-inputs";
import { FieldRow, fieldError, SelectField, TextField } from "@/components/ui/form-fields";
import { NERIS_SECTIONS } from "./field-paths";
import type { IncidentFormApi } from "./form-types";
import type { UnitTimesInput } from "./form-values";
import { nerisCodeLabel } from "./labels";
import { NerisSection } from "./neris-fields";

/** The call's own times; its arrival (the Alarm Time) and the incident's end are the NFIRS data's. */
export function DispatchSection({ form }: { form: IncidentFormApi }) {
  return (
    <NerisSection
      title={NERIS_SECTIONS.dispatch}
      note="The call's arrival at dispatch is the Alarm Time, and the incident's end the Last Unit Cleared, under NFIRS data."
    >
      <FieldRow className="*:min-w-0">
        <TextField
          form={form}
          name="neris.dispatch.call_answered"
          label="Call answered"
          type="datetime-local"
        />
        <TextField form={form} name="neris.dispatch.call_create" label="Call created" type="datetime-local" />
      </FieldRow>
    </NerisSection>
  );
}

const UNIT_LABELS: Record<Exclude<keyof UnitTimesInput, "equipmentId">, string> = {
  dispatchedAt: "Dispatched",
  enRouteAt: "En route",
  onSceneAt: "On scene",
  canceledAt: "Canceled en route",
  clearedAt: "Cleared",
  staffing: "Staffing",
};

/** Each apparatus' own times and staffing (the NERIS unit responses), in the payload's order. */
export function UnitsSection({
  form,
  units,
}: {
  form: IncidentFormApi;
  /** The chosen apparatus in the order of the form's unitTimes (by name). */
  units: readonly { id: string; name: string; hint?: string }[];
}) {
  const error = fieldError(form, "unitTimes");
  return (
    <NerisSection
      title={NERIS_SECTIONS.units}
      note={
        units.length
          ? "Each unit's own times, in the agency's time zone. A unit canceled on the way has no on scene time."
          : "Choose the apparatus that responded under Resources; each unit's times go here."
      }
    >
      {units.map((unit, i) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: the inputs are named by position (unitTimes.N), so a unit that moves is a new row
          key={`${i}-${unit.id}`}
          className="grid min-w-0 gap-3 rounded-lg border bg-muted/20 p-3 sm:p-4"
        >
          <legend className="px-1 text-sm font-semibold text-foreground">
            {unit.name}
            {unit.hint ? <span className="font-normal text-muted-foreground"> · {unit.hint}</span> : null}
          </legend>
          <div className="grid items-start gap-3 sm:grid-cols-2 *:min-w-0">
            {(["dispatchedAt", "enRouteAt", "onSceneAt", "canceledAt", "clearedAt"] as const).map((key) => (
              <TextField
                key={key}
                form={form}
                name={`unitTimes.${i}.${key}`}
                label={
                  <>
                    <span className="sr-only">{unit.name} </span>
                    {UNIT_LABELS[key]}
                  </>
                }
                type="datetime-local"
              />
            ))}
            <TextField
              form={form}
              name={`unitTimes.${i}.staffing`}
              label={
                <>
                  <span className="sr-only">{unit.name} </span>
                  {UNIT_LABELS.staffing}
                </>
              }
              description="People on the unit"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
          </div>
        </fieldset>
      ))}
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </NerisSection>
  );
}

const ACTION_ITEMS = NERIS_ACTION_TACTICS.map((a) => ({
  id: a.value,
  label: a.labels[a.labels.length - 1],
  hint: a.labels.length > 1 ? a.labels.slice(0, -1).join(" › ") : undefined,
}));
const ACTION_LABELS = new Map(ACTION_ITEMS.map((a) => [a.id, a.label]));
const RESPONSES = ["ACTION", "NOACTION", ""] as const;
const RESPONSE_LABELS: Record<(typeof RESPONSES)[number], string> = {
  ACTION: "Actions taken",
  NOACTION: "No action taken",
  "": "Not recorded",
};

/** What the crews did (the NERIS actions and tactics), or why nothing was done. */
export function ActionsSection({ form }: { form: IncidentFormApi }) {
  const base = "neris.actions_tactics.action_noaction" as const;
  const type = (form.watch(`${base}.type`) ?? "") as string;
  const actions = ((form.watch(`${base}.actions` as `${typeof base}.type`) as unknown as string[] | null) ??
    []) as string[];
  const registration = form.register(`${base}.type`, {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value;
      // Each choice holds only its own member: actions, or the reason for none.
      form.setValue(
        base,
        (next === "ACTION"
          ? { type: "ACTION", actions }
          : next === "NOACTION"
            ? { type: "NOACTION", noaction_type: "" }
            : { type: "" }) as never,
      );
    },
  });
  return (
    <NerisSection
      title={NERIS_SECTIONS.actions}
      note={
        type
          ? undefined
          : "When not recorded, NERIS receives the NFIRS Primary Action Taken where exactly one NERIS action matches it."
      }
    >
      <ChoiceInputs
        legend="Response"
        type="radio"
        values={RESPONSES}
        labels={RESPONSE_LABELS}
        registration={registration}
        error={fieldError(form, `${base}.type`)}
        choicesClassName="grid-cols-1 sm:grid-cols-3"
      />
      {type === "ACTION" ? (
        <div data-field={`${base}.actions`}>
          <CheckboxList
            legend="Actions"
            items={ACTION_ITEMS}
            selected={actions}
            onChange={(ids) =>
              form.setValue(`${base}.actions` as `${typeof base}.type`, ids as never, { shouldDirty: true })
            }
            error={fieldError(form, `${base}.actions` as `${typeof base}.type`)}
            emptyText="No actions to choose from."
            description={
              actions.length
                ? `Chosen: ${actions.map((a) => ACTION_LABELS.get(a) ?? nerisCodeLabel(a)).join(", ")}.`
                : "Filter by a word, then tick each action the crews took."
            }
          />
        </div>
      ) : null}
      {type === "NOACTION" ? (
        <SelectField
          form={form}
          name={`${base}.noaction_type` as `${typeof base}.type`}
          label="No action reason"
          placeholder="Select a reason"
          options={NoactionType}
          labels={nerisCodeLabel}
        />
      ) : null}
    </NerisSection>
  );
}

/** Aid given to or received from other departments (each by its NERIS id), and other agencies that helped. */
export function AidSection({ form }: { form: IncidentFormApi }) {
  const aids = useFieldArray({ control: form.control, name: "neris.aids" as never });
  const sectionError = fieldError(form, "neris.aids");
  return (
    <NerisSection
      title={NERIS_SECTIONS.aid}
      note="Aid given to or received from another fire department, named by its NERIS id."
    >
      {aids.fields.map((field, i) => (
        <fieldset key={field.id} className="grid min-w-0 gap-3 rounded-lg border bg-muted/20 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-foreground">Aid {i + 1}</legend>
          <FieldRow columns={3} className="*:min-w-0">
            <SelectField
              form={form}
              name={`neris.aids.${i}.aid_direction`}
              label="Direction"
              placeholder="Select"
              options={NERIS_AID_DIRECTIONS.map((d) => d.value)}
              labels={(v) => NERIS_AID_DIRECTIONS.find((d) => d.value === v)?.label ?? v}
            />
            <SelectField
              form={form}
              name={`neris.aids.${i}.aid_type`}
              label="Aid type"
              placeholder="Select"
              options={NERIS_AID_TYPES.map((d) => d.value)}
              labels={(v) => NERIS_AID_TYPES.find((d) => d.value === v)?.label ?? v}
            />
            <TextField
              form={form}
              name={`neris.aids.${i}.department_neris_id`}
              label="Other department's NERIS id"
              placeholder="FD12345678"
              autoComplete="off"
              registerOptions={{
                setValueAs: (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : v),
              }}
            />
          </FieldRow>
          <div>
            <Button type="button" variant="ghost" size="sm" onClick={() => aids.remove(i)}>
              <Trash2 aria-hidden="true" />
              Remove aid {i + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() => aids.append({ aid_direction: "", aid_type: "", department_neris_id: "" } as never)}
        >
          <Plus aria-hidden="true" />
          Add aid
        </Button>
      </div>
      {sectionError ? <p className="text-sm font-medium text-destructive">{sectionError}</p> : null}
      <ChoiceInputs
        legend="Other agencies that helped"
        type="checkbox"
        values={TypeAidNonfdValue}
        labels={nerisCodeLabel}
        registration={form.register("neris.nonfd_aids")}
        error={fieldError(form, "neris.nonfd_aids")}
        choicesClassName="grid-cols-1 sm:grid-cols-2"
      />
    </NerisSection>
  );
}
