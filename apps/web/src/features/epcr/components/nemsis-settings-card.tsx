import {
  NEMSIS_SETTINGS_MESSAGES as M,
  NEMSIS_AGENCY_CODE_FIELDS,
  NEMSIS_EXPORT_FIELDS,
  type NemsisAgencyCodeField,
  type NemsisSettings,
  type NemsisSettingsUpdate,
  nemsisOptions,
  nemsisSettingsUpdateSchema,
  US_STATE_CODES,
} from "@rollcall/shared/epcr/settings";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CodeCombobox } from "@/components/ui/code-combobox";
import { DownloadButton } from "@/components/ui/download-button";
import { BoundSwitchField, FieldRow, SelectField, TextField } from "@/components/ui/form-fields";
import { Heading } from "@/components/ui/heading";
import { PendingLabel } from "@/components/ui/pending-label";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { serverMessageOr } from "@/lib/form-errors";
import { useNemsisSettings, useSaveNemsisSettings } from "../api/nemsis-settings";

/**
 * Settings → NEMSIS (admins): the agency's ids and codes as its state knows them (the DEMDataSet and every
 * report's header carry them) and the state EMS data system's web service. On a plan without incident
 * reporting the card is left out.
 */
export function NemsisSettingsCard() {
  const settings = useNemsisSettings();
  if (settings.error instanceof ApiError && settings.error.status === 402) return null;
  return (
    <SectionCard title={M.title} description={M.description}>
      <QueryState
        query={settings}
        loadingLabel="Loading NEMSIS settings..."
        spinnerClassName="min-h-48"
        errorTitle="NEMSIS settings could not be loaded"
        framed={false}
      >
        {() => (settings.data ? <NemsisSettingsForm settings={settings.data} /> : null)}
      </QueryState>
    </SectionCard>
  );
}

type Values = Omit<Record<keyof NemsisSettingsUpdate, string>, "counties" | "protocols" | "submitOnClose"> & {
  counties: string;
  protocols: string[];
  submitOnClose: boolean;
};

const valuesOf = (s: NemsisSettings): Values => ({
  stateId: s.stateId ?? "",
  agencyNumber: s.agencyNumber ?? "",
  stateCode: s.stateCode ?? "",
  counties: s.counties.join(", "),
  serviceType: s.serviceType ?? "",
  levelOfService: s.levelOfService ?? "",
  organizationStatus: s.organizationStatus ?? "",
  organizationalType: s.organizationalType ?? "",
  taxStatus: s.taxStatus ?? "",
  emd: s.emd ?? "",
  protocols: s.protocols,
  npi: s.npi ?? "",
  fireDepartmentId: s.fireDepartmentId ?? "",
  endpoint: s.endpoint ?? "",
  username: s.username ?? "",
  organization: s.organization ?? "",
  password: "",
  submitOnClose: s.submitOnClose,
});

/** What the form holds, as the API takes it: empty selects and boxes clear, counties split, a password only if typed. */
function toUpdate(v: Values): NemsisSettingsUpdate {
  const { counties, protocols, password, submitOnClose, ...rest } = v;
  const cleared = Object.fromEntries(
    Object.entries(rest).map(([k, value]) => [k, value === "" ? null : value]),
  );
  return {
    ...cleared,
    counties: counties
      .split(/[\s,]+/)
      .map((c) => c.trim())
      .filter(Boolean),
    protocols,
    submitOnClose,
    ...(password ? { password } : {}),
  } as NemsisSettingsUpdate;
}

function NemsisSettingsForm({ settings }: { settings: NemsisSettings }) {
  const save = useSaveNemsisSettings();
  // The form holds strings; the schema checks what toUpdate makes of them, each issue on its box.
  const form = useForm<Values>({
    resolver: async (values) => {
      const parsed = nemsisSettingsUpdateSchema.safeParse(toUpdate(values));
      if (parsed.success) return { values, errors: {} };
      const errors: FieldErrors<Values> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]) as keyof Values;
        errors[name] ??= { type: "validate", message: issue.message };
      }
      return { values: {}, errors };
    },
    defaultValues: valuesOf(settings),
  });
  const { reset } = form;
  const [replacing, setReplacing] = useState(false);
  const askPassword = !settings.hasPassword || replacing;
  useEffect(() => {
    reset(valuesOf(settings));
    setReplacing(false);
  }, [settings, reset]);

  const submit = useFormSubmit(form, {
    action: async (values) => {
      await save.mutateAsync(toUpdate(values));
      toast({ title: M.saved });
    },
    onFailure: (error) =>
      toastError(M.saveFailed, serverMessageOr(error, "Please check the details and try again.")),
  });

  const ready = settings.missingForExport.length === 0;
  return (
    <form noValidate onSubmit={submit} aria-label="NEMSIS settings" className="grid gap-5 px-5 py-5 sm:px-6">
      <p
        className={
          ready
            ? "flex items-start gap-2 text-sm font-medium text-green-800"
            : "flex items-start gap-2 text-sm text-foreground"
        }
      >
        {ready ? (
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        ) : (
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-yellow-700" aria-hidden="true" />
        )}
        {ready
          ? "The NEMSIS exports have what they need."
          : `The NEMSIS exports still need: ${settings.missingForExport.join(", ")}.`}
      </p>
      {ready ? (
        <DownloadButton
          url="/api/pcr/export/dem"
          fileName="nemsis-dem.xml"
          className="justify-self-start"
          failureTitle="The DEMDataSet was not made"
        >
          Download DEMDataSet
        </DownloadButton>
      ) : null}

      <FieldRow columns={3}>
        <SelectField form={form} name="stateCode" label="State" placeholder="Choose a state">
          {US_STATE_CODES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <TextField form={form} name="stateId" label="Agency state ID" autoComplete="off" spellCheck={false} />
        <TextField
          form={form}
          name="agencyNumber"
          label="Agency number"
          autoComplete="off"
          spellCheck={false}
        />
      </FieldRow>
      <TextField
        form={form}
        name="counties"
        label="Service area counties"
        description="Five-digit ANSI codes (state and county), separated by commas: 37183, 37063."
        autoComplete="off"
        inputMode="numeric"
      />
      <FieldRow columns={3}>
        {(Object.keys(NEMSIS_AGENCY_CODE_FIELDS) as NemsisAgencyCodeField[]).map((field) => (
          <SelectField
            key={field}
            form={form}
            name={field}
            label={NEMSIS_EXPORT_FIELDS[field]}
            placeholder="Choose..."
          >
            {nemsisOptions(NEMSIS_AGENCY_CODE_FIELDS[field]).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
        ))}
      </FieldRow>
      <div className="grid gap-1.5">
        <label htmlFor="nemsis-protocols" className="text-sm font-medium">
          {NEMSIS_EXPORT_FIELDS.protocols}
        </label>
        <Controller
          control={form.control}
          name="protocols"
          render={({ field, fieldState }) => (
            <CodeCombobox
              id="nemsis-protocols"
              multiple
              options={nemsisOptions("dConfiguration.10")}
              values={field.value}
              onChange={field.onChange}
              placeholder="Search the protocols your crews work by..."
              aria-invalid={!!fieldState.error}
            />
          )}
        />
        <p className="text-sm text-muted-foreground">
          The protocols your medical director has approved (the DEMDataSet lists them).
        </p>
      </div>
      <FieldRow>
        <TextField
          form={form}
          name="npi"
          label="National Provider Identifier (optional)"
          inputMode="numeric"
        />
        <TextField
          form={form}
          name="fireDepartmentId"
          label="Fire department ID, FDID (optional)"
          inputMode="numeric"
        />
      </FieldRow>

      {/* Where reports go: a QA reviewer submits a closed report, or each goes as it closes. */}
      <div className="grid gap-4 border-t pt-5">
        <Heading level={3} className="text-sm font-semibold">
          State EMS data system
        </Heading>
        <TextField
          form={form}
          name="endpoint"
          label="Web service address"
          description="The NEMSIS v3 web service address your state gave you."
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
        />
        <FieldRow columns={3}>
          <TextField form={form} name="username" label="Username" autoComplete="off" spellCheck={false} />
          <TextField
            form={form}
            name="organization"
            label="Organization"
            autoComplete="off"
            spellCheck={false}
          />
          {askPassword ? (
            <TextField
              form={form}
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
            />
          ) : (
            <div className="grid gap-1.5">
              <span className="text-sm font-medium">Password</span>
              <p className="text-sm text-muted-foreground">{M.passwordKept}</p>
              <Button
                type="button"
                variant="outline"
                className="justify-self-start"
                onClick={() => setReplacing(true)}
              >
                Replace Password
              </Button>
            </div>
          )}
        </FieldRow>
        <BoundSwitchField
          form={form}
          name="submitOnClose"
          label="Submit each report when it closes"
          description="A closed report, and an addendum that changes one, goes to the state by itself; otherwise a QA reviewer submits it."
        />
      </div>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          <PendingLabel pending={save.isPending} pendingText="Saving...">
            Save NEMSIS Settings
          </PendingLabel>
        </Button>
      </div>
    </form>
  );
}
