import { zodResolver } from "@hookform/resolvers/zod";
import { EQUIPMENT_TYPE_LABELS, type EquipmentType } from "@rollcall/shared/equipment";
import {
  generateIncidentNumber,
  INCIDENT_MESSAGES,
  INCIDENT_PRIORITIES,
  INCIDENT_PRIORITY_LABELS,
  INCIDENT_STATUS_LABELS,
  INCIDENT_STATUSES,
  INCIDENT_TYPE_LABELS,
  INCIDENT_TYPES,
  type Incident,
  type IncidentFormInput,
  type IncidentFormValues,
  type IncidentType,
  type IncidentUpdateInput,
  incidentFormSchema,
  MANAGER_ONLY_STATUSES,
} from "@rollcall/shared/incidents";
import { nerisTypeMatchesNfirs } from "@rollcall/shared/neris/crosswalk";
import { DEFAULT_NFIRS_CODE, isNfirsIncidentType, nfirsCodeFitsType } from "@rollcall/shared/nfirs";
import { isManager, ROLE_LABELS } from "@rollcall/shared/roles";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { type CheckboxItem, CheckboxList } from "@/components/ui/checkbox-list";
import { DialogFooter } from "@/components/ui/dialog";
import { DateField, FieldRow, SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import type { TeamMember } from "@/features/agencies";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { changedValues } from "@/lib/changed-values";
import { nowLocalInput, todayIn, toLocalInput } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { useCreateIncident } from "../api/create-incident";
import type { ApparatusChoice } from "../api/get-apparatus";
import { getNerisValidation, useNerisValidation } from "../api/get-neris-validation";
import { useUpdateIncident } from "../api/update-incident";
import { FormSection } from "./form-section";
import { type NerisField, nerisField, nerisFieldContext } from "./neris/field-paths";
import { focusNerisField } from "./neris/focus-field";
import {
  nerisBody,
  nerisFormValues,
  stableJson,
  syncUnitTimes,
  type UnitTimesInput,
  unitTimesBody,
  unitTimesFormValues,
} from "./neris/form-values";
import { NerisPart } from "./neris/neris-part";
import { nerisResolver } from "./neris/resolver";
import { NfirsFields } from "./nfirs-fields";

export type IncidentFormTarget = { kind: "create" } | { kind: "edit"; incident: Incident };

type IncidentFormDialogProps = {
  target: IncidentFormTarget | null;
  onClose: () => void;
  team: TeamMember[];
  apparatus: ApparatusChoice[];
  apparatusUnavailable: boolean;
  timeZone: string | undefined;
};

/** "Create New Incident Report" and "Edit Incident Report" (spec 02 §2), with the NFIRS and NERIS data. */
export function IncidentFormDialog({ target, onClose, ...rest }: IncidentFormDialogProps) {
  const editing = target?.kind === "edit" ? target.incident : null;
  return (
    <TitledDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? "Edit Incident Report" : "Create New Incident Report"}
      description={
        editing
          ? `Report #${editing.incidentNumber}, ${INCIDENT_TYPE_LABELS[editing.incidentType]}.`
          : "Record the incident with its NFIRS data. Leave the number empty to generate one."
      }
      className="max-w-3xl"
    >
      {target ? (
        <IncidentForm key={editing?.id ?? "new"} editing={editing} onDone={onClose} {...rest} />
      ) : null}
    </TitledDialog>
  );
}

function defaultsFor(
  editing: Incident | null,
  officerId: string,
  timeZone: string | undefined,
): IncidentFormInput {
  if (!editing)
    return {
      incidentNumber: "",
      incidentType: "" as IncidentType,
      reportDate: todayIn(timeZone),
      incidentDate: nowLocalInput(timeZone),
      location: "",
      description: "",
      reportingOfficerId: officerId,
      narrativeSummary: "",
      priority: "medium",
      status: "draft",
      injuries: "0",
      fatalities: "0",
      propertyDamage: "0",
      nfirsCode: "",
      alarmAt: "",
      dispatchedAt: "",
      enRouteAt: "",
      arrivalAt: "",
      lastUnitClearedAt: "",
      actionTaken: "",
      propertyUse: "",
      aidGivenReceived: "",
      nerisIncidentType: "",
      responderIds: [],
      apparatusIds: [],
      neris: nerisFormValues(null, timeZone),
      unitTimes: [],
    };
  return {
    incidentNumber: editing.incidentNumber,
    incidentType: editing.incidentType,
    reportDate: editing.reportDate,
    incidentDate: toLocalInput(editing.incidentDate, timeZone),
    location: editing.location,
    description: editing.description,
    reportingOfficerId: editing.reportingOfficerId,
    narrativeSummary: editing.narrativeSummary ?? "",
    priority: editing.priority,
    status: editing.status,
    injuries: String(editing.injuries),
    fatalities: String(editing.fatalities),
    propertyDamage: String(editing.propertyDamage),
    nfirsCode: editing.nfirsCode ?? "",
    alarmAt: toLocalInput(editing.alarmAt, timeZone),
    dispatchedAt: toLocalInput(editing.dispatchedAt, timeZone),
    enRouteAt: toLocalInput(editing.enRouteAt, timeZone),
    arrivalAt: toLocalInput(editing.arrivalAt, timeZone),
    lastUnitClearedAt: toLocalInput(editing.lastUnitClearedAt, timeZone),
    actionTaken: editing.actionTaken ?? "",
    propertyUse: editing.propertyUse ?? "",
    aidGivenReceived: editing.aidGivenReceived ?? "",
    nerisIncidentType: editing.nerisIncidentType ?? "",
    responderIds: editing.responders.map((p) => p.id),
    apparatusIds: editing.apparatus.map((a) => a.id),
    neris: nerisFormValues(editing.neris, timeZone),
    // The form holds each unit's times as its inputs do (wall-clock text); the resolver makes them instants.
    unitTimes: unitTimesFormValues(editing, timeZone) as unknown as IncidentFormInput["unitTimes"],
  };
}

type IncidentFormProps = Omit<IncidentFormDialogProps, "target" | "onClose"> & {
  editing: Incident | null;
  onDone: () => void;
};

function IncidentForm({
  editing,
  onDone,
  team,
  apparatus,
  apparatusUnavailable,
  timeZone,
}: IncidentFormProps) {
  const { user } = useUser();
  const manager = isManager(user);
  const [initial] = useState(() => defaultsFor(editing, user?.id ?? "", timeZone));
  const zone = useRef(timeZone);
  zone.current = timeZone;
  const [resolver] = useState(() =>
    nerisResolver(
      zodResolver(incidentFormSchema) as Resolver<IncidentFormInput, unknown, IncidentFormValues>,
      () => zone.current,
    ),
  );
  const form = useForm<IncidentFormInput, unknown, IncidentFormValues>({ resolver, defaultValues: initial });
  const {
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = form;
  const create = useCreateIncident();
  const update = useUpdateIncident();
  const pending = create.isPending || update.isPending;

  const type = watch("incidentType") as IncidentType | "";
  const responderIds = watch("responderIds") ?? [];
  const apparatusIds = watch("apparatusIds") ?? [];

  /** A new type keeps its code only if the code is of its series; otherwise the type's default code. */
  const typeOptions = {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value as IncidentType;
      const code = getValues("nfirsCode") ?? "";
      if (!next || !isNfirsIncidentType(next)) {
        setValue("nfirsCode", "");
        setValue("nerisIncidentType", "");
        return;
      }
      if (!code || !nfirsCodeFitsType(code, next)) {
        const fallback = DEFAULT_NFIRS_CODE[next] ?? "";
        setValue("nfirsCode", fallback);
        const neris = getValues("nerisIncidentType") ?? "";
        if (neris && !(fallback && nerisTypeMatchesNfirs(neris, fallback))) setValue("nerisIncidentType", "");
      }
    },
  };

  // People and units: the current roster and equipment, plus any already on the report that have left it.
  const officers = [
    ...team,
    ...(editing && !team.some((m) => m.id === editing.reportingOfficerId)
      ? [{ ...editing.reportingOfficer, role: null, removed: true }]
      : []),
  ];
  const responderItems: CheckboxItem[] = [
    ...team.map((m) => ({ id: m.id, label: `${m.firstName} ${m.lastName}`, hint: ROLE_LABELS[m.role] })),
    ...(editing?.responders ?? [])
      .filter((p) => !team.some((m) => m.id === p.id))
      .map((p) => ({ id: p.id, label: `${p.firstName} ${p.lastName}`, removed: true })),
  ];
  const apparatusItems: CheckboxItem[] = [
    ...apparatus.map((a) => ({ id: a.id, label: a.name, hint: typeLabel(a.type) })),
    ...(editing?.apparatus ?? [])
      .filter((a) => !apparatus.some((x) => x.id === a.id))
      .map((a) => ({ id: a.id, label: a.name, hint: typeLabel(a.type), removed: a.removed })),
  ];

  // NERIS: each chosen unit's times, in the payload's order (by name), as the check names them.
  const chosenUnits = apparatusItems
    .filter((a) => apparatusIds.includes(a.id))
    .map((a) => ({ id: a.id, name: a.label, hint: a.hint }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const chooseApparatus = (ids: string[]) => {
    setValue("apparatusIds", ids, { shouldDirty: true });
    const chosen = apparatusItems.filter((a) => ids.includes(a.id)).map((a) => ({ id: a.id, name: a.label }));
    const current = (getValues("unitTimes") ?? []) as unknown as UnitTimesInput[];
    setValue("unitTimes", syncUnitTimes(current, chosen) as unknown as IncidentFormInput["unitTimes"]);
  };
  const nerisApplies = !!type && isNfirsIncidentType(type);
  const checkContext = nerisFieldContext(editing);
  const formRef = useRef<HTMLFormElement>(null);
  const goTo = (field: NerisField) => focusNerisField(formRef.current, field);

  // The saved report's NERIS messages, each on its field (once per check; the member's edits clear them).
  const check = useNerisValidation(editing && nerisApplies ? editing.id : undefined);
  const placed = useRef(0);
  useEffect(() => {
    if (!check.data || placed.current === check.dataUpdatedAt) return;
    placed.current = check.dataUpdatedAt;
    const seen = new Set<string>();
    for (const error of check.data.errors) {
      const { formPath } = nerisField(error.path, checkContext);
      if (!formPath || seen.has(formPath)) continue;
      seen.add(formPath);
      form.setError(formPath as never, { type: "neris", message: error.message });
    }
  });

  // Officers and admins set any status; others draft or pending (the server refuses the same). Others never
  // reach an approved or completed report here: Edit is offered only where canEditIncident allows it.
  const statuses = manager
    ? INCIDENT_STATUSES
    : INCIDENT_STATUSES.filter((s) => !MANAGER_ONLY_STATUSES.includes(s));

  const submitValues = useFormSubmit(form, {
    action: async (values) => {
      let saved: Incident | null = editing;
      if (editing) {
        const { neris: _neris, unitTimes: _units, ...raw } = getValues();
        const changes = changedValues<IncidentUpdateInput>(raw, initial, values);
        // The NERIS part and the unit times go whole, when they differ from what the form opened with.
        if (
          stableJson(values.neris) !==
          stableJson(nerisBody(initial.neris, timeZone, initial.nerisIncidentType ?? null))
        )
          changes.neris = values.neris;
        if (
          changes.apparatusIds ||
          stableJson(values.unitTimes) !== stableJson(unitTimesBody(initial.unitTimes, timeZone))
        )
          changes.unitTimes = values.unitTimes;
        if (Object.keys(changes).length)
          saved = await update.mutateAsync({ id: editing.id, changes, version: editing.updatedAt });
      } else {
        saved = await create.mutateAsync(values);
      }
      toast({
        title: editing ? INCIDENT_MESSAGES.updated : INCIDENT_MESSAGES.created,
        description:
          saved && isNfirsIncidentType(values.incidentType) ? await nerisSummary(saved.id) : undefined,
      });
      onDone();
    },
    onFailure: (error) => {
      // A refusal says why (the report was completed or changed meanwhile); anything else, the spec's message.
      toastError(
        INCIDENT_MESSAGES.errorTitle,
        error instanceof ApiError && (error.status === 403 || error.status === 412)
          ? error.serverMessage
          : editing
            ? INCIDENT_MESSAGES.updateFailed
            : INCIDENT_MESSAGES.createFailed,
      );
    },
    onQueued: onDone,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec 02 §5: an empty number is generated on submit (yyyyMMdd-and the clock's last four digits).
    if (!editing && !String(getValues("incidentNumber") ?? "").trim())
      setValue("incidentNumber", generateIncidentNumber(todayIn(timeZone)));
    submitValues();
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={editing ? "Edit Incident Report" : "Create New Incident Report"}
      className="grid gap-6"
      onSubmit={submit}
    >
      <FormSection title="Report">
        <FieldRow className="*:min-w-0">
          <TextField
            form={form}
            name="incidentNumber"
            label="Incident Number"
            description={editing ? undefined : "Generated from today's date when left empty."}
            placeholder="e.g. 20250304-1234"
            autoComplete="off"
          />
          <SelectField
            form={form}
            name="incidentType"
            label="Incident Type"
            placeholder="Select a type"
            options={INCIDENT_TYPES}
            labels={INCIDENT_TYPE_LABELS}
            registerOptions={typeOptions}
          />
          <TextField form={form} name="incidentDate" label="Incident Date" type="datetime-local" />
          <DateField form={form} name="reportDate" label="Report Date" />
        </FieldRow>
        <TextField
          form={form}
          name="location"
          label="Location"
          placeholder="Street address or landmark"
          autoComplete="off"
        />
        <TextareaField
          form={form}
          name="description"
          label="Description"
          rows={2}
          placeholder="What the crews found, in a sentence or two"
        />
        <FieldRow columns={3} className="*:min-w-0">
          {/* Controlled: the members load after the form opens, and the default officer must show. */}
          <SelectField
            form={form}
            name="reportingOfficerId"
            label="Reporting Officer"
            placeholder="Select a member"
            value={watch("reportingOfficerId") ?? ""}
          >
            {officers.map((m) => (
              <option key={m.id} value={m.id}>
                {m.firstName} {m.lastName}
                {m.role ? ` (${ROLE_LABELS[m.role]})` : " (removed)"}
              </option>
            ))}
          </SelectField>
          <SelectField
            form={form}
            name="priority"
            label="Priority"
            options={INCIDENT_PRIORITIES}
            labels={INCIDENT_PRIORITY_LABELS}
          />
          <SelectField
            form={form}
            name="status"
            label="Status"
            description={manager ? undefined : "Officers and admins approve and complete reports."}
            options={statuses}
            labels={INCIDENT_STATUS_LABELS}
          />
        </FieldRow>
        <TextareaField
          form={form}
          name="narrativeSummary"
          label="Narrative Summary"
          rows={4}
          placeholder="Arrival conditions, actions, outcome"
        />
      </FormSection>

      <NfirsFields form={form} type={type || null} />

      <FormSection title="Casualties and loss">
        <FieldRow columns={3} className="*:min-w-0">
          <CountField form={form} name="injuries" label="Injuries" />
          <CountField form={form} name="fatalities" label="Fatalities" />
          <CountField form={form} name="propertyDamage" label="Property Damage ($)" />
        </FieldRow>
      </FormSection>

      <FormSection title="Resources">
        <div className="grid items-start gap-4 *:min-w-0 md:grid-cols-2">
          <CheckboxList
            legend="Responders"
            items={responderItems}
            selected={responderIds}
            onChange={(ids) => setValue("responderIds", ids, { shouldDirty: true })}
            error={errors.responderIds?.message}
            emptyText="No members to choose from."
          />
          <div data-field="apparatusIds" className="min-w-0">
            <CheckboxList
              legend="Apparatus"
              items={apparatusItems}
              selected={apparatusIds}
              onChange={chooseApparatus}
              error={errors.apparatusIds?.message}
              emptyText={
                apparatusUnavailable
                  ? "The equipment list could not be loaded."
                  : "No equipment registered yet."
              }
            />
          </div>
        </div>
      </FormSection>

      {nerisApplies ? (
        <NerisPart
          form={form}
          incidentId={editing?.id}
          units={chosenUnits}
          context={checkContext}
          onGoTo={goTo}
        />
      ) : null}

      <DialogFooter className="sticky -bottom-5 sm:-bottom-6 -mx-5 -mb-5 flex-row border-t bg-card px-5 py-4 sm:-mx-6 sm:-mb-6 sm:px-6">
        <Button type="button" variant="outline" className="flex-1 sm:flex-none" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" className="flex-1 sm:flex-none" disabled={pending}>
          {pending ? "Saving..." : editing ? "Save Changes" : "Create Report"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A whole number of zero or more (people, dollars). */
function CountField({
  form,
  name,
  label,
}: {
  form: UseFormReturn<IncidentFormInput, unknown, IncidentFormValues>;
  name: "injuries" | "fatalities" | "propertyDamage";
  label: string;
}) {
  return (
    <TextField form={form} name={name} label={label} type="number" inputMode="numeric" min={0} step={1} />
  );
}

/** What the saved report still lacks for NERIS, for the toast after a save (nothing when the check fails). */
async function nerisSummary(id: string): Promise<string | undefined> {
  try {
    const check = await getNerisValidation(id);
    if (check.valid) return "Ready for NERIS.";
    const n = check.errors.length;
    return `NERIS check: ${n} ${n === 1 ? "thing" : "things"} to complete. Open the report to see ${n === 1 ? "it" : "them"}.`;
  } catch {
    return undefined;
  }
}

const typeLabel = (type: string) => EQUIPMENT_TYPE_LABELS[type as EquipmentType] ?? type;
