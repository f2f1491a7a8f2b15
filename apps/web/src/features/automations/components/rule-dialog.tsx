import { zodResolver } from "@hookform/resolvers/zod";
import {
  ACTION_LABELS,
  ACTION_TYPES,
  type ActionInput,
  type ActionType,
  AUTOMATION_CHANNEL_LABELS,
  AUTOMATION_CHANNELS,
  AUTOMATION_MESSAGES,
  type AutomationRule,
  type AutomationRuleInput,
  type AutomationRuleValues,
  automationRuleCreateSchema,
  MEMBER_TRIGGERS,
  NO_CONDITIONS,
  SHIFT_TRIGGERS,
  TRIGGER_LABELS,
  TRIGGER_TYPES,
  type TriggerInput,
  type TriggerType,
} from "@rollcall/shared/automations";
import {
  INCIDENT_PRIORITIES,
  INCIDENT_PRIORITY_LABELS,
  INCIDENT_TYPE_LABELS,
  INCIDENT_TYPES,
} from "@rollcall/shared/incidents";
import { ROLE_LABELS, ROLES } from "@rollcall/shared/roles";
import { PLATOONS } from "@rollcall/shared/scheduling";
import { Plus } from "lucide-react";
import { Controller, type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CheckboxList } from "@/components/ui/checkbox-list";
import { ChoiceInputs } from "@/components/ui/choice-inputs";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FieldRow, fieldError, SelectField, TextField } from "@/components/ui/form-fields";
import { RemoveRowButton } from "@/components/ui/remove-row-button";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { useTeam } from "@/features/agencies";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { useUser } from "@/lib/session";
import { useActionCourses, useActionEquipment, useActionWebhooks } from "../api/get-action-targets";
import { useCreateAutomation, useUpdateAutomation } from "../api/save-automation";

type Form = UseFormReturn<AutomationRuleInput, unknown, AutomationRuleValues>;

const DEFAULT_TRIGGER: Record<TriggerType, TriggerInput> = {
  cert_expiring: { type: "cert_expiring", days: 30 },
  shift_uncovered: { type: "shift_uncovered", hours: 24 },
  staffing_gap: { type: "staffing_gap", days: 7 },
  incident_created: { type: "incident_created", incidentTypes: [] },
  training_overdue: { type: "training_overdue", days: 0 },
  maintenance_due: { type: "maintenance_due", days: 7 },
};

const defaultAction = (type: ActionType, trigger: TriggerType): ActionInput => {
  const toMember = MEMBER_TRIGGERS.includes(trigger);
  switch (type) {
    case "notify":
      return { type, toMember, roles: toMember ? [] : ["admin"], userIds: [], channels: [] };
    case "callback":
      return { type };
    case "assign_course":
      return { type, toMember, roles: [], userIds: [], courseId: "", dueInDays: 14 };
    case "work_order":
      return { type, equipmentId: null, inDays: 0 };
    case "webhook":
      return { type, webhookId: "" };
  }
};

const NEW_RULE: AutomationRuleInput = {
  name: "",
  enabled: true,
  trigger: DEFAULT_TRIGGER.cert_expiring,
  conditions: NO_CONDITIONS,
  actions: [defaultAction("notify", "cert_expiring")],
};

/** New Rule and Edit: the trigger and its setting, conditions that apply to it, then one or more actions. */
export function RuleDialog({
  open,
  rule,
  onClose,
}: {
  open: boolean;
  /** The rule being edited; null makes a new one. */
  rule: AutomationRule | null;
  onClose: () => void;
}) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={rule ? "Edit Rule" : "New Rule"}
      description="When the trigger happens and the conditions hold, the actions run once for that event."
      className="max-w-2xl"
    >
      {open ? <RuleForm rule={rule} onDone={onClose} /> : null}
    </TitledDialog>
  );
}

function RuleForm({ rule, onDone }: { rule: AutomationRule | null; onDone: () => void }) {
  const create = useCreateAutomation();
  const update = useUpdateAutomation();
  const form: Form = useForm<AutomationRuleInput, unknown, AutomationRuleValues>({
    resolver: zodResolver(automationRuleCreateSchema),
    defaultValues: rule
      ? {
          name: rule.name,
          enabled: rule.enabled,
          trigger: rule.trigger,
          conditions: rule.conditions,
          actions: rule.actions,
        }
      : NEW_RULE,
  });
  const actions = useFieldArray({ control: form.control, name: "actions" });
  const trigger = form.watch("trigger.type") as TriggerType;
  const submit = useFormSubmit(form, {
    action: async ({ readyMade: _r, ...values }) => {
      if (rule) await update.mutateAsync({ id: rule.id, ...values });
      else await create.mutateAsync(values);
      toast({ title: rule ? AUTOMATION_MESSAGES.updated : AUTOMATION_MESSAGES.created });
      onDone();
    },
    onFailure: (error) => toastError("Error", serverMessageOr(error, AUTOMATION_MESSAGES.saveFailed)),
  });

  return (
    <form noValidate aria-label={rule ? "Edit Rule" : "New Rule"} className="grid gap-5" onSubmit={submit}>
      <TextField form={form} name="name" label="Name" placeholder="e.g. EMT renewal reminder" />
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-semibold">When</legend>
        <SelectField
          form={form}
          name="trigger.type"
          label="Trigger"
          options={TRIGGER_TYPES}
          labels={TRIGGER_LABELS}
          registerOptions={{
            onChange: (event) => {
              const type = event.target.value as TriggerType;
              form.setValue("trigger", DEFAULT_TRIGGER[type]);
              form.setValue("conditions", NO_CONDITIONS);
            },
          }}
        />
        <TriggerSetting form={form} trigger={trigger} />
        <Conditions form={form} trigger={trigger} />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">Then</legend>
        {fieldError(form, "actions") ? (
          <p className="text-sm text-destructive" role="alert">
            {fieldError(form, "actions")}
          </p>
        ) : null}
        {actions.fields.map((field, index) => (
          <div key={field.id} className="grid gap-3 rounded-md border p-3">
            <div className="flex items-end gap-2">
              <SelectField
                form={form}
                name={`actions.${index}.type`}
                label={`Action ${index + 1}`}
                options={ACTION_TYPES}
                labels={ACTION_LABELS}
                fieldClassName="flex-1"
                registerOptions={{
                  onChange: (event) =>
                    actions.update(index, defaultAction(event.target.value as ActionType, trigger)),
                }}
              />
              {actions.fields.length > 1 ? (
                <RemoveRowButton label={`Remove action ${index + 1}`} onClick={() => actions.remove(index)} />
              ) : null}
            </div>
            <ActionFields form={form} index={index} trigger={trigger} />
          </div>
        ))}
        {actions.fields.length < 5 ? (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => actions.append(defaultAction("notify", trigger))}
          >
            <Plus aria-hidden="true" />
            Add action
          </Button>
        ) : null}
      </fieldset>
      <FormDialogFooter
        submitLabel={rule ? "Save Rule" : "Create Rule"}
        pendingText="Saving..."
        pending={create.isPending || update.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** A group of checkboxes bound to one array field of the rule, with its error. */
function Checkboxes<T extends string>({
  form,
  name,
  legend,
  values,
  labels,
  help,
  wide,
}: {
  form: Form;
  name: Parameters<Form["register"]>[0];
  legend: string;
  values: readonly T[];
  labels: Readonly<Record<T, string>> | ((value: T) => string);
  help?: string;
  /** One column on phones, two from sm up (long labels). */
  wide?: boolean;
}) {
  return (
    <ChoiceInputs
      legend={legend}
      type="checkbox"
      values={values}
      labels={labels}
      registration={form.register(name)}
      error={fieldError(form, name)}
      help={help}
      choicesClassName={wide ? "grid-cols-1 sm:grid-cols-2" : undefined}
    />
  );
}

function TriggerSetting({ form, trigger }: { form: Form; trigger: TriggerType }) {
  const number = (name: "trigger.days" | "trigger.hours", label: string, description: string) => (
    <TextField
      form={form}
      name={name}
      label={label}
      type="number"
      inputMode="numeric"
      description={description}
    />
  );
  switch (trigger) {
    case "cert_expiring":
      return number("trigger.days", "Days before expiry", "A certificate expiring within this many days.");
    case "shift_uncovered":
      return number(
        "trigger.hours",
        "Hours before start",
        "An open shift nobody has taken this close to its start.",
      );
    case "staffing_gap":
      return number("trigger.days", "Days ahead", "Gaps in the minimum staffing rules this many days ahead.");
    case "training_overdue":
      return number("trigger.days", "Days overdue", "0: as soon as the due date has passed.");
    case "maintenance_due":
      return number("trigger.days", "Days before due", "0: on the due date or once overdue.");
    case "incident_created":
      return (
        <Checkboxes
          form={form}
          name="trigger.incidentTypes"
          legend="Incident types"
          values={INCIDENT_TYPES}
          labels={INCIDENT_TYPE_LABELS}
          wide
        />
      );
  }
}

/** Only the conditions that apply to the trigger: the member's role and platoon, a certificate, a priority. */
function Conditions({ form, trigger }: { form: Form; trigger: TriggerType }) {
  const member = MEMBER_TRIGGERS.includes(trigger);
  if (!member && trigger !== "incident_created") return null;
  return (
    <details className="rounded-md border bg-muted/30 px-3 py-2" open={hasConditions(form)}>
      <summary className="min-h-9 cursor-pointer py-1 text-sm font-medium">Conditions (optional)</summary>
      <div className="grid gap-3 pt-2 pb-1">
        {member ? (
          <>
            <Checkboxes
              form={form}
              name="conditions.roles"
              legend="Only members with the role"
              values={ROLES}
              labels={ROLE_LABELS}
            />
            <Checkboxes
              form={form}
              name="conditions.platoons"
              legend="Only members of the platoon"
              values={PLATOONS}
              labels={(p) => `Platoon ${p}`}
            />
          </>
        ) : null}
        {trigger === "cert_expiring" ? (
          <TextField
            form={form}
            name="conditions.certificationName"
            label="Only certificates whose name contains"
            placeholder="e.g. EMT"
          />
        ) : null}
        {trigger === "incident_created" ? (
          <Checkboxes
            form={form}
            name="conditions.incidentPriorities"
            legend="Only incidents of the priority"
            values={INCIDENT_PRIORITIES}
            labels={INCIDENT_PRIORITY_LABELS}
          />
        ) : null}
      </div>
    </details>
  );
}

function hasConditions(form: Form) {
  const c = form.getValues("conditions");
  return !!(c?.roles?.length || c?.platoons?.length || c?.certificationName || c?.incidentPriorities?.length);
}

function ActionFields({ form, index, trigger }: { form: Form; index: number; trigger: TriggerType }) {
  const type = form.watch(`actions.${index}.type`) as ActionType;
  switch (type) {
    case "notify":
      return (
        <>
          <Recipients form={form} index={index} trigger={trigger} />
          <Checkboxes
            form={form}
            name={`actions.${index}.channels`}
            legend="Also send by (in the app always)"
            values={AUTOMATION_CHANNELS}
            labels={AUTOMATION_CHANNEL_LABELS}
            help="Where each member can receive it: a verified phone for SMS, a subscribed browser for push."
          />
        </>
      );
    case "callback":
      return (
        <p className="text-sm text-muted-foreground">
          {SHIFT_TRIGGERS.includes(trigger)
            ? "Offers the shift to eligible members by the agency's call-back rules."
            : AUTOMATION_MESSAGES.callbackTrigger}
        </p>
      );
    case "assign_course":
      return (
        <>
          <FieldRow>
            <CourseSelect form={form} index={index} />
            <TextField
              form={form}
              name={`actions.${index}.dueInDays`}
              label="Due in days"
              type="number"
              inputMode="numeric"
            />
          </FieldRow>
          <Recipients form={form} index={index} trigger={trigger} />
        </>
      );
    case "work_order":
      return (
        <FieldRow>
          <EquipmentSelect form={form} index={index} trigger={trigger} />
          <TextField
            form={form}
            name={`actions.${index}.inDays`}
            label="Maintenance in days"
            type="number"
            inputMode="numeric"
            description="The item goes to the shop with its maintenance on that day."
          />
        </FieldRow>
      );
    case "webhook":
      return <WebhookSelect form={form} index={index} />;
  }
}

function Recipients({ form, index, trigger }: { form: Form; index: number; trigger: TriggerType }) {
  const { user } = useUser();
  const team = useTeam(user?.agencyId);
  const members = (team.data ?? []).map((m) => ({
    id: m.id,
    label: `${m.firstName} ${m.lastName}`.trim(),
    hint: ROLE_LABELS[m.role],
    search: m.email,
  }));
  return (
    <>
      {MEMBER_TRIGGERS.includes(trigger) ? (
        <label className="flex min-h-11 items-center gap-2 text-sm sm:min-h-9">
          <input
            type="checkbox"
            className="size-4 accent-[var(--color-primary)]"
            {...form.register(`actions.${index}.toMember`)}
          />
          The member (the certificate holder or the assignee)
        </label>
      ) : null}
      {fieldError(form, `actions.${index}.toMember`) ? (
        <p className="text-sm text-destructive" role="alert">
          {fieldError(form, `actions.${index}.toMember`)}
        </p>
      ) : null}
      <Checkboxes
        form={form}
        name={`actions.${index}.roles`}
        legend="Everyone with the role"
        values={ROLES}
        labels={ROLE_LABELS}
      />
      <Controller
        control={form.control}
        name={`actions.${index}.userIds`}
        render={({ field }) => (
          <CheckboxList
            legend="Chosen members"
            items={members}
            selected={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            error={fieldError(form, `actions.${index}.userIds`)}
            emptyText={team.isPending ? "Loading members..." : "No members"}
          />
        )}
      />
    </>
  );
}

/** A select of what an action names (a course, an item, a webhook), read when the action is shown. */
function TargetSelect({
  form,
  name,
  label,
  placeholder,
  options,
  description,
  nullable,
}: {
  form: Form;
  name: Parameters<Form["register"]>[0];
  label: string;
  placeholder: string;
  options: { id: string; name: string }[] | undefined;
  description?: string;
  /** The empty choice is null (the item the event is about), not a missing value. */
  nullable?: boolean;
}) {
  return (
    <SelectField
      form={form}
      name={name}
      label={label}
      placeholder={placeholder}
      description={description}
      registerOptions={nullable ? { setValueAs: (v: string) => v || null } : undefined}
    >
      {(options ?? []).map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </SelectField>
  );
}

function CourseSelect({ form, index }: { form: Form; index: number }) {
  const courses = useActionCourses(true);
  return (
    <TargetSelect
      form={form}
      name={`actions.${index}.courseId`}
      label="Course"
      placeholder="Choose a course"
      options={courses.data}
    />
  );
}

function EquipmentSelect({ form, index, trigger }: { form: Form; index: number; trigger: TriggerType }) {
  const items = useActionEquipment(true);
  return (
    <TargetSelect
      form={form}
      name={`actions.${index}.equipmentId`}
      label="Equipment"
      placeholder={trigger === "maintenance_due" ? "The item that is due" : "Choose the equipment"}
      options={items.data}
      nullable
    />
  );
}

function WebhookSelect({ form, index }: { form: Form; index: number }) {
  const hooks = useActionWebhooks(true);
  return (
    <TargetSelect
      form={form}
      name={`actions.${index}.webhookId`}
      label="Webhook"
      placeholder="Choose a webhook"
      description="Receives an automation.fired event (Settings → Webhooks lists its deliveries)."
      options={hooks.data}
    />
  );
}
