import {
  INCIDENT_TYPE_LABELS,
  type IncidentFormInput,
  type IncidentFormValues,
  type IncidentType,
} from "@rollcall/shared/incidents";
import { nerisIncidentTypeLabel, nerisTypesForNfirsCode } from "@rollcall/shared/neris/crosswalk";
import {
  AID_GIVEN_RECEIVED_CODES,
  AID_GIVEN_RECEIVED_LABELS,
  isNfirsIncidentType,
  NFIRS_ACTIONS_TAKEN,
  NFIRS_PROPERTY_USES,
  NFIRS_SERIES_NAMES,
  type NfirsCode,
  nfirsCodesForType,
  nfirsSeriesLabel,
  PROPERTY_USE_GROUPS,
} from "@rollcall/shared/nfirs";
import { Info } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { FieldRow, SelectField, TextField } from "@/components/ui/form-fields";
import { NativeSelect } from "@/components/ui/native-select";
import { FormSection } from "./form-section";

type NfirsFieldsProps = {
  form: UseFormReturn<IncidentFormInput, unknown, IncidentFormValues>;
  type: IncidentType | null;
};

/** Codes grouped under a heading each (series, tens, property class) for a long native select. */
function grouped(list: readonly NfirsCode[], groupOf: (code: NfirsCode) => string) {
  const groups = new Map<string, NfirsCode[]>();
  for (const c of list) groups.set(groupOf(c), [...(groups.get(groupOf(c)) ?? []), c]);
  return [...groups.entries()];
}

/** The options of a grouped code list: "code description" under each heading. */
function CodeGroupOptions({ groups }: { groups: ReturnType<typeof grouped> }) {
  return groups.map(([heading, list]) => (
    <optgroup key={heading} label={heading}>
      {list.map((c) => (
        <option key={c.code} value={c.code}>
          {c.code} {c.description}
        </option>
      ))}
    </optgroup>
  ));
}

const ACTION_GROUP_NAMES = new Map(
  NFIRS_ACTIONS_TAKEN.filter((a) => a.code.endsWith("0")).map((a) => [
    a.code[0],
    `${a.code} ${a.description}`,
  ]),
);
const ACTION_GROUPS = grouped(NFIRS_ACTIONS_TAKEN, (a) => ACTION_GROUP_NAMES.get(a.code[0]) ?? "Other");
const PROPERTY_GROUPS = grouped(NFIRS_PROPERTY_USES, (p) => PROPERTY_USE_GROUPS[p.code[0]] ?? "Other");

/**
 * The NFIRS Basic data: the incident type code of the type's series, the NERIS incident type among those
 * the code crosswalks to, the times, the primary action, the property use and aid given or received.
 */
export function NfirsFields({ form, type }: NfirsFieldsProps) {
  const {
    register,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const code = watch("nfirsCode") ?? "";
  const neris = watch("nerisIncidentType") ?? "";
  const applies = type ? isNfirsIncidentType(type) : true;
  const codes = type && applies ? nfirsCodesForType(type) : [];
  const codeGroups = grouped(codes, (c) => NFIRS_SERIES_NAMES[c.code[0]] ?? "Other");
  const nerisOptions = nerisTypesForNfirsCode(code);
  const nerisGroups = new Map<string, typeof nerisOptions>();
  for (const t of nerisOptions) {
    const heading = t.labels.length > 1 ? t.labels.slice(0, 2).join(" › ") : t.labels[0];
    nerisGroups.set(heading, [...(nerisGroups.get(heading) ?? []), t]);
  }
  const nerisKnown = !neris || nerisOptions.some((t) => t.value === neris);

  // A new code keeps the NERIS type only if the type's crosswalk still holds it.
  const codeField = register("nfirsCode", {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value;
      const current = getValues("nerisIncidentType") ?? "";
      if (current && !nerisTypesForNfirsCode(next).some((t) => t.value === current))
        setValue("nerisIncidentType", "");
    },
  });

  return (
    <FormSection
      title="NFIRS data"
      note={
        type && !applies ? (
          <p className="flex items-start gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {INCIDENT_TYPE_LABELS[type]} is not an NFIRS incident: it has no incident type code and stays out
            of the NFIRS and NERIS exports.
          </p>
        ) : null
      }
    >
      <FieldRow className="*:min-w-0">
        <FormField
          label="NFIRS Incident Type Code"
          error={errors.nfirsCode?.message}
          description={
            type && applies
              ? `${INCIDENT_TYPE_LABELS[type]}: series ${nfirsSeriesLabel(type)}.`
              : type
                ? undefined
                : "Choose the incident type first."
          }
        >
          {/* Controlled: the options change with the type, and the chosen code must follow them. */}
          <NativeSelect disabled={!type || !applies} {...codeField} value={code}>
            <option value="">{type && applies ? "Select a code" : "Not applicable"}</option>
            <CodeGroupOptions groups={codeGroups} />
            {code && !codes.some((c) => c.code === code) ? <option value={code}>{code}</option> : null}
          </NativeSelect>
        </FormField>
        <FormField
          label="NERIS Incident Type"
          error={errors.nerisIncidentType?.message}
          description={
            !code
              ? "Offered once the NFIRS code is chosen."
              : nerisOptions.length
                ? `${nerisOptions.length} NERIS ${nerisOptions.length === 1 ? "type corresponds" : "types correspond"} to code ${code}.`
                : `No NERIS type corresponds to code ${code}.`
          }
        >
          <NativeSelect
            disabled={!code || (!nerisOptions.length && nerisKnown)}
            {...register("nerisIncidentType")}
          >
            <option value="">{nerisOptions.length ? "Select a NERIS type" : "None available"}</option>
            {[...nerisGroups.entries()].map(([heading, list]) => (
              <optgroup key={heading} label={heading}>
                {list.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.labels[t.labels.length - 1]}
                  </option>
                ))}
              </optgroup>
            ))}
            {!nerisKnown ? <option value={neris}>{nerisIncidentTypeLabel(neris)}</option> : null}
          </NativeSelect>
        </FormField>
      </FieldRow>
      <FieldRow columns={3} className="*:min-w-0">
        <TextField form={form} name="alarmAt" label="Alarm Time" type="datetime-local" />
        <TextField form={form} name="dispatchedAt" label="Dispatched" type="datetime-local" />
        <TextField form={form} name="enRouteAt" label="En Route" type="datetime-local" />
      </FieldRow>
      <FieldRow className="*:min-w-0">
        <TextField form={form} name="arrivalAt" label="Arrival Time" type="datetime-local" />
        <TextField form={form} name="lastUnitClearedAt" label="Last Unit Cleared" type="datetime-local" />
      </FieldRow>
      <FieldRow className="*:min-w-0">
        <SelectField
          form={form}
          name="actionTaken"
          label="Primary Action Taken"
          placeholder="Select an action"
        >
          <CodeGroupOptions groups={ACTION_GROUPS} />
        </SelectField>
        <SelectField form={form} name="propertyUse" label="Property Use" placeholder="Select a property use">
          <CodeGroupOptions groups={PROPERTY_GROUPS} />
        </SelectField>
        <SelectField
          form={form}
          name="aidGivenReceived"
          label="Aid Given or Received"
          placeholder="Select"
          options={AID_GIVEN_RECEIVED_CODES}
          labels={(c) => `${c} ${AID_GIVEN_RECEIVED_LABELS[c]}`}
        />
      </FieldRow>
    </FormSection>
  );
}
