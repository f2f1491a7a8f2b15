import { zodResolver } from "@hookform/resolvers/zod";
import {
  NERIS_ENVIRONMENT_LABELS,
  NERIS_ENVIRONMENTS,
  type NerisSettings,
  type NerisSettingsUpdate,
  nerisSettingsUpdateSchema,
} from "@rollcall/shared/neris/submission";
import { CircleAlert, CircleCheck, KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ChoiceInputs } from "@/components/ui/choice-inputs";
import { FieldRow, fieldError, TextField } from "@/components/ui/form-fields";
import { PendingLabel } from "@/components/ui/pending-label";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { SwitchField } from "@/components/ui/switch-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { serverMessageOr } from "@/lib/form-errors";
import { useNerisSettings } from "../../api/get-neris-settings";
import { useUpdateNerisSettings } from "../../api/update-neris-settings";
import { nerisSettingsStatus } from "../../utils/neris-submission";

const TITLE = "NERIS";
const DESCRIPTION =
  "Your department's connection to NERIS, the national fire incident reporting system: reports are sent with these details.";

/**
 * Settings → NERIS (admins): the department's NERIS id, the integration's client id and secret (the secret is
 * sent once and never shown again), sandbox or production, and whether approved reports go by themselves. On a
 * plan without incident reporting the card is left out.
 */
export function NerisSettingsCard() {
  const settings = useNerisSettings();
  if (settings.error instanceof ApiError && settings.error.status === 402) return null;
  return (
    <SectionCard title={TITLE} description={DESCRIPTION}>
      <QueryState
        query={settings}
        loadingLabel="Loading NERIS settings..."
        spinnerClassName="min-h-48"
        errorTitle="NERIS settings could not be loaded"
        framed={false}
      >
        {() => (settings.data ? <NerisSettingsForm settings={settings.data} /> : null)}
      </QueryState>
    </SectionCard>
  );
}

type FormValues = {
  entityId: string;
  clientId: string;
  clientSecret: string;
  environment: NerisSettings["environment"];
  submitOnApproval: boolean;
};

const valuesOf = (s: NerisSettings): FormValues => ({
  entityId: s.entityId ?? "",
  clientId: s.clientId ?? "",
  clientSecret: "",
  environment: s.environment,
  submitOnApproval: s.submitOnApproval,
});

function NerisSettingsForm({ settings }: { settings: NerisSettings }) {
  const update = useUpdateNerisSettings();
  const form = useForm({
    resolver: zodResolver(nerisSettingsUpdateSchema),
    defaultValues: valuesOf(settings),
  });
  const { reset, watch, setValue } = form;
  // A stored secret is never shown: the field appears only to replace it.
  const [replacing, setReplacing] = useState(false);
  const askSecret = !settings.hasClientSecret || replacing;

  useEffect(() => {
    reset(valuesOf(settings));
    setReplacing(false);
  }, [settings, reset]);

  const onSubmit = useFormSubmit(form, {
    action: async (values) => {
      const { clientSecret, ...rest } = values;
      const changes: NerisSettingsUpdate = { ...rest };
      // Left empty: the stored secret (or none) stays.
      if (askSecret && clientSecret) changes.clientSecret = clientSecret;
      await update.mutateAsync(changes);
      toast({ title: "NERIS settings saved", description: "Reports are sent with the new details." });
    },
    onFailure: (error) =>
      toastError(
        "NERIS settings not saved",
        serverMessageOr(error, "Please check the details and try again."),
      ),
  });

  const environment = watch("environment");

  return (
    <form noValidate onSubmit={onSubmit} aria-label="NERIS settings" className="grid gap-5 px-5 py-5 sm:px-6">
      <p
        className={
          settings.configured
            ? "flex items-start gap-2 text-sm font-medium text-green-800"
            : "flex items-start gap-2 text-sm text-foreground"
        }
        data-testid="neris-status"
      >
        {settings.configured ? (
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        ) : (
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-yellow-700" aria-hidden="true" />
        )}
        {nerisSettingsStatus(settings)}
      </p>

      <FieldRow>
        <TextField
          form={form}
          name="entityId"
          label="Department NERIS id"
          description="FD followed by eight digits, as NERIS registered your department."
          autoComplete="off"
          spellCheck={false}
          placeholder="FD00000000"
        />
        <TextField
          form={form}
          name="clientId"
          label="Client id"
          description="The integration's client id from NERIS."
          autoComplete="off"
          spellCheck={false}
        />
      </FieldRow>

      {askSecret ? (
        <TextField
          form={form}
          name="clientSecret"
          label="Client secret"
          type="password"
          autoComplete="new-password"
          description={
            settings.hasClientSecret
              ? "Enter the new secret. Leave it empty to keep the stored one."
              : "It is stored encrypted and never shown again."
          }
          labelAside={
            replacing ? (
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto p-0"
                onClick={() => {
                  setReplacing(false);
                  setValue("clientSecret", "");
                }}
              >
                Keep the stored secret
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 px-4 py-3">
          <p className="flex items-center gap-2 text-sm text-foreground">
            <KeyRound className="size-4 text-muted-foreground" aria-hidden="true" />A client secret is stored
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-11 sm:h-9"
            onClick={() => setReplacing(true)}
          >
            Replace
          </Button>
        </div>
      )}

      <div className="grid gap-1">
        <ChoiceInputs
          legend="NERIS system"
          type="radio"
          values={NERIS_ENVIRONMENTS}
          labels={NERIS_ENVIRONMENT_LABELS}
          registration={form.register("environment")}
          error={fieldError(form, "environment")}
          choicesClassName="grid-cols-1 sm:grid-cols-2"
        />
        <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
          {!environment || environment === settings.environment
            ? `Reports go to ${settings.baseUrl}`
            : `Save to send reports to ${NERIS_ENVIRONMENT_LABELS[environment]} instead.`}
        </p>
      </div>

      <SwitchField
        label="Submit reports to NERIS by themselves when an officer approves them"
        description="Otherwise an officer sends each approved or completed report with Submit to NERIS."
        checked={watch("submitOnApproval") ?? false}
        onCheckedChange={(checked) => setValue("submitOnApproval", checked, { shouldDirty: true })}
      />

      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          <PendingLabel pending={update.isPending} pendingText="Saving...">
            Save NERIS Settings
          </PendingLabel>
        </Button>
      </div>
    </form>
  );
}
