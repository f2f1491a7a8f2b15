import { zodResolver } from "@hookform/resolvers/zod";
import {
  ALERT_AUDIENCE_KIND_LABELS,
  ALERT_AUDIENCE_KINDS,
  ALERT_MESSAGE_MAX,
  ALERTING_MESSAGES,
  type AlertFormInput,
  type AlertFormValues,
  alertFormSchema,
  alertFormToInput,
} from "@rollcall/shared/alerting";
import { ROLE_LABELS, ROLES } from "@rollcall/shared/roles";
import { PLATOONS, platoonLabel } from "@rollcall/shared/scheduling";
import { CircleAlert } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { type CheckboxItem, CheckboxList } from "@/components/ui/checkbox-list";
import { ChoiceInputs } from "@/components/ui/choice-inputs";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { fieldError, TextareaField, TextField } from "@/components/ui/form-fields";
import { SwitchField } from "@/components/ui/switch-field";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { type TeamMember, useTeam } from "@/features/agencies";
import { toast } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { cn } from "@/lib/utils";
import { useSendAlert } from "../api/send-alert";

type SendAlertDialogProps = { open: boolean; onClose: () => void; agencyId: string };

/** "Send Alert" (admins and officers): a message to an audience, optionally asking who can respond. */
export function SendAlertDialog({ open, onClose, agencyId }: SendAlertDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title="Send Alert"
      description="Goes out at once by each member's chosen channels: SMS, voice call, push and email."
      className="max-w-xl"
    >
      {open ? <SendAlertForm onDone={onClose} agencyId={agencyId} /> : null}
    </TitledDialog>
  );
}

/** The server names audience fields inside `audience`; the form keeps them apart. */
/** The agency's members as the audience's checkboxes, by name; the filter also matches their email. */
function memberItems(members: TeamMember[]): CheckboxItem[] {
  return members
    .map((m) => ({
      id: m.id,
      label: `${m.firstName} ${m.lastName}`.trim(),
      hint: ROLE_LABELS[m.role],
      search: m.email,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

const SERVER_FIELDS = {
  audience: "audienceKind",
  "audience.roles": "roles",
  "audience.userIds": "userIds",
  "audience.qualification": "qualification",
  "audience.platoon": "platoon",
} as const;

function SendAlertForm({ onDone, agencyId }: { onDone: () => void; agencyId: string }) {
  const navigate = useNavigate();
  const team = useTeam(agencyId);
  const send = useSendAlert();
  // A refusal that names no field (the hourly limit, nobody reachable) stays in the form, above its buttons.
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AlertFormInput, unknown, AlertFormValues>({
    resolver: zodResolver(alertFormSchema),
    defaultValues: {
      message: "",
      audienceKind: "all",
      roles: [],
      userIds: [],
      qualification: "",
      platoon: "",
      question: true,
      urgent: true,
    },
  });
  const kind = form.watch("audienceKind");
  const length = form.watch("message")?.length ?? 0;
  const submit = useFormSubmit(form, {
    action: async (values) => {
      setFormError(null);
      const sent = await send.mutateAsync(alertFormToInput(values));
      toast({ title: ALERTING_MESSAGES.sent, description: sent?.audienceLabel });
      onDone();
      if (sent?.id) navigate(`/alerts/${sent.id}`);
    },
    onFailure: (error) =>
      setFormError(serverMessageOr(error, "The alert could not be sent. Please try again.")),
    serverFields: SERVER_FIELDS,
    onQueued: onDone,
  });

  return (
    <form noValidate aria-label="Send Alert" className="grid gap-5" onSubmit={submit}>
      <TextareaField
        form={form}
        name="message"
        label="Message"
        rows={4}
        maxLength={ALERT_MESSAGE_MAX}
        placeholder="e.g. Working fire, 14 Elm St. All available members respond to Station 1."
        labelAside={
          <span
            className={cn(
              "text-xs tabular-nums",
              length > ALERT_MESSAGE_MAX - 40 ? "font-medium text-yellow-900" : "text-muted-foreground",
            )}
            aria-live="polite"
          >
            {length}/{ALERT_MESSAGE_MAX}
          </span>
        }
      />

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Audience</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {ALERT_AUDIENCE_KINDS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border bg-card px-3 text-sm font-medium has-checked:border-primary has-checked:bg-navy-50 has-checked:font-semibold has-checked:text-primary has-checked:ring-1 has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2"
            >
              <input type="radio" value={value} className="sr-only" {...form.register("audienceKind")} />
              {ALERT_AUDIENCE_KIND_LABELS[value]}
            </label>
          ))}
        </div>
        {kind === "roles" ? (
          <ChoiceInputs
            legend="Roles"
            legendHidden
            type="checkbox"
            values={ROLES}
            labels={ROLE_LABELS}
            registration={form.register("roles")}
            error={fieldError(form, "roles")}
          />
        ) : null}
        {kind === "platoon" ? (
          <ChoiceInputs
            legend="Platoon"
            legendHidden
            type="radio"
            values={PLATOONS}
            labels={platoonLabel}
            registration={form.register("platoon")}
            error={fieldError(form, "platoon")}
          />
        ) : null}
        {kind === "userIds" ? (
          <Controller
            control={form.control}
            name="userIds"
            render={({ field, fieldState }) => (
              <CheckboxList
                legend="Members"
                legendHidden
                items={memberItems(team.data ?? [])}
                selected={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                emptyText="No members to choose from."
              />
            )}
          />
        ) : null}
        {kind === "qualification" ? (
          <TextField
            form={form}
            name="qualification"
            label="Qualification"
            placeholder="e.g. Paramedic"
            description="Members holding a valid certification of this name"
            autoComplete="off"
          />
        ) : null}
        {fieldError(form, "audienceKind") ? (
          <p className="text-sm font-medium text-destructive">{fieldError(form, "audienceKind")}</p>
        ) : null}
      </fieldset>

      <div className="grid divide-y rounded-lg border bg-muted/30 px-4">
        <Controller
          control={form.control}
          name="question"
          render={({ field }) => (
            <SwitchField
              className="py-2"
              label="Ask who can respond"
              description="Members answer yes or no, with minutes to arrive, by SMS reply, keypress or link."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="urgent"
          render={({ field }) => (
            <SwitchField
              className="py-2"
              label="Urgent"
              description="Reaches members in their quiet hours too."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>

      {formError ? (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {formError}
        </div>
      ) : null}
      <FormDialogFooter submitLabel="Send Alert" pendingText="Sending..." pending={send.isPending} />
    </form>
  );
}
