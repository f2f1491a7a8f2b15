import { nerisIncidentTypeLabel, nerisLocationUseFor } from "@rollcall/shared/neris/crosswalk";
import {
  StatesTerrs,
  TypeDisplaceCauseValueRelIncident,
  TypeLocSnPrePostValue,
} from "@rollcall/shared/neris/payload-enums";
import { NERIS_INCIDENT_TYPES, NERIS_LOCATION_USES } from "@rollcall/shared/neris/value-sets";
import { nfirsLabel } from "@rollcall/shared/nfirs";
import { Search } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { ChoiceInputs } from "@/components/ui/choice-inputs";
import { FormField } from "@/components/ui/form-field";
import { FieldRow, fieldError, SelectField, TextField } from "@/components/ui/form-fields";
import { Input } from "@/components/ui/input";
import { FormSection } from "../form-section";
import { NERIS_SECTIONS } from "./field-paths";
import type { IncidentFormApi } from "./form-types";
import { groupedValues, nerisCodeLabel } from "./labels";

/** A part of the NERIS sections: a FormSection named for the check's links (aria-labelledby its title). */
export function NerisSection({
  title,
  note,
  children,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormSection
      title={title}
      note={note === undefined ? undefined : <p className="text-sm text-muted-foreground">{note}</p>}
    >
      {children}
    </FormSection>
  );
}

/** "Fire › Structure Fire" headings, each with its last-level types. */
const TYPE_GROUPS = (() => {
  const groups = new Map<string, typeof NERIS_INCIDENT_TYPES>();
  for (const t of NERIS_INCIDENT_TYPES) {
    const heading = t.labels.length > 1 ? t.labels.slice(0, 2).join(" › ") : t.labels[0];
    groups.set(heading, [...(groups.get(heading) ?? []), t]);
  }
  return [...groups.entries()];
})();

/** Up to two more NERIS types beside the primary one (chosen under NFIRS data), found by a word of them. */
export function IncidentTypesSection({ form, primary }: { form: IncidentFormApi; primary: string }) {
  const [query, setQuery] = useState("");
  const first = form.watch("neris.additional_types.0") ?? "";
  const second = form.watch("neris.additional_types.1") ?? "";
  const words = query.trim().toLowerCase();
  const optionsFor = (own: string) =>
    TYPE_GROUPS.map(([heading, list]) => {
      const shown = list.filter(
        (t) =>
          t.value === own ||
          (t.value !== primary &&
            t.value !== first &&
            t.value !== second &&
            (!words || t.labels.join(" ").toLowerCase().includes(words))),
      );
      return shown.length ? (
        <optgroup key={heading} label={heading}>
          {shown.map((t) => (
            <option key={t.value} value={t.value}>
              {t.labels[t.labels.length - 1]}
            </option>
          ))}
        </optgroup>
      ) : null;
    });
  return (
    <NerisSection
      title={NERIS_SECTIONS.types}
      note={
        primary
          ? `Primary: ${nerisIncidentTypeLabel(primary)}. Add up to two more when the incident was also another kind.`
          : "Choose the primary NERIS type under NFIRS data first; add up to two more here."
      }
    >
      <FormField
        label="Find a type"
        description="Narrows both lists below to the types containing these words."
      >
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            className="pl-9"
            placeholder="e.g. vehicle, gas, alarm"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      </FormField>
      <FieldRow className="*:min-w-0">
        <SelectField
          form={form}
          name="neris.additional_types.0"
          label="Additional incident type 1"
          placeholder="None"
          disabled={!primary}
        >
          {optionsFor(first)}
        </SelectField>
        <SelectField
          form={form}
          name="neris.additional_types.1"
          label="Additional incident type 2"
          placeholder="None"
          disabled={!primary || !first}
        >
          {optionsFor(second)}
        </SelectField>
      </FieldRow>
      {fieldError(form, "neris.additional_types") ? (
        <p className="text-sm font-medium text-destructive">{fieldError(form, "neris.additional_types")}</p>
      ) : null}
    </NerisSection>
  );
}

const DIRECTIONS = ["N", "S", "E", "W", "NE", "NW", "SE", "SW"] as const;
const DIRECTION_LABELS: Record<(typeof DIRECTIONS)[number], string> = {
  N: "N (North)",
  S: "S (South)",
  E: "E (East)",
  W: "W (West)",
  NE: "NE (Northeast)",
  NW: "NW (Northwest)",
  SE: "SE (Southeast)",
  SW: "SW (Southwest)",
};
const USE_GROUPS = groupedValues(NERIS_LOCATION_USES);
const upper = (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : v);

/** The address in its parts, as NERIS takes it, and what the place is used for. */
export function AddressSection({ form }: { form: IncidentFormApi }) {
  const streetTypes = useId();
  const propertyUse = form.watch("propertyUse") ?? "";
  const suggested = nerisLocationUseFor(propertyUse);
  const chosenUse = form.watch("neris.base.location_use.use_type") ?? "";
  return (
    <NerisSection
      title={NERIS_SECTIONS.address}
      note="The address in its parts. When left empty, NERIS receives the Location above as written."
    >
      <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-4 *:min-w-0">
        <TextField
          form={form}
          name="neris.base.location.number"
          label="Street number"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          autoComplete="off"
        />
        <SelectField
          form={form}
          name="neris.base.location.street_prefix_direction"
          label="Prefix direction"
          placeholder="None"
          options={DIRECTIONS}
          labels={DIRECTION_LABELS}
        />
        <TextField
          form={form}
          name="neris.base.location.street"
          label="Street name"
          autoComplete="off"
          fieldClassName="col-span-2"
          placeholder="e.g. Main"
        />
      </div>
      <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-4 *:min-w-0">
        <TextField
          form={form}
          name="neris.base.location.street_postfix"
          label="Street type"
          list={streetTypes}
          autoComplete="off"
          placeholder="e.g. STREET"
          registerOptions={{ setValueAs: upper }}
        />
        <TextField
          form={form}
          name="neris.base.location.unit_value"
          label="Unit"
          autoComplete="off"
          placeholder="e.g. 4B"
        />
        <TextField
          form={form}
          name="neris.base.location.incorporated_municipality"
          label="City"
          autoComplete="off"
          fieldClassName="col-span-2"
        />
      </div>
      <datalist id={streetTypes}>
        {TypeLocSnPrePostValue.map((v) => (
          <option key={v} value={v} />
        ))}
      </datalist>
      <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-4 *:min-w-0">
        <TextField
          form={form}
          name="neris.base.location.county"
          label="County"
          autoComplete="off"
          fieldClassName="col-span-2 sm:col-span-2"
        />
        <SelectField
          form={form}
          name="neris.base.location.state"
          label="State"
          placeholder="Select"
          options={StatesTerrs}
          labels={(s) => s}
        />
        <TextField
          form={form}
          name="neris.base.location.postal_code"
          label="Postal code"
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <SelectField
        form={form}
        name="neris.base.location_use.use_type"
        label="Location use"
        placeholder="Select what the place is used for"
        description={
          !chosenUse && suggested
            ? `When left empty: ${suggested.labels.join(" › ")} (from the NFIRS property use ${nfirsLabel(propertyUse, "property")}).`
            : undefined
        }
      >
        {USE_GROUPS.map(([heading, list]) => (
          <optgroup key={heading} label={heading}>
            {list.map((u) => (
              <option key={u.value} value={u.value}>
                {u.labels.slice(1).join(" › ") || u.labels[0]}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
    </NerisSection>
  );
}

const YES_NO = ["true", "false"] as const;

/** Who was there, animals rescued, and the people displaced and why. */
export function PeopleSection({ form }: { form: IncidentFormApi }) {
  return (
    <NerisSection title={NERIS_SECTIONS.people}>
      <FieldRow columns={3} className="*:min-w-0">
        <SelectField
          form={form}
          name="neris.base.people_present"
          label="People present"
          placeholder="Not known"
          options={YES_NO}
          labels={{ true: "Yes", false: "No" }}
        />
        <TextField
          form={form}
          name="neris.base.animals_rescued"
          label="Animals rescued"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
        <TextField
          form={form}
          name="neris.base.displacement_count"
          label="People displaced"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
      </FieldRow>
      <ChoiceInputs
        legend="Displacement causes"
        type="checkbox"
        values={TypeDisplaceCauseValueRelIncident}
        labels={nerisCodeLabel}
        registration={form.register("neris.base.displacement_causes")}
        error={fieldError(form, "neris.base.displacement_causes")}
      />
    </NerisSection>
  );
}
