import { zodResolver } from "@hookform/resolvers/zod";
import {
  ACCRUAL_BASES,
  ACCRUAL_BASIS_LABELS,
  type AccrualRule,
  type AccrualRuleInput,
  type AccrualRuleRecord,
  accrualRuleSchema,
  OVER_CARRY_OVER,
  OVER_CARRY_OVER_LABELS,
  PAY_MESSAGES,
} from "@rollcall/shared/pay";
import { LEAVE_TYPE_LABELS, type LeaveType } from "@rollcall/shared/staffing";
import { Plus } from "lucide-react";
import { type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import {
  BoundSwitchField,
  DateField,
  FieldRow,
  fieldError,
  SelectField,
  TextField,
} from "@/components/ui/form-fields";
import { RemoveRowButton } from "@/components/ui/remove-row-button";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { optionalDay, optionalNumber, requiredNumber } from "@/lib/number-input";
import { useSaveAccrualRule } from "../api/save-accrual-rule";

type Form = UseFormReturn<AccrualRuleInput, unknown, AccrualRule>;

/** The most tiers a rule lists here: years of service in steps, as agencies' contracts have them. */
const MAX_TIERS = 8;

/** Add Rule and Edit: a leave type's accrual, its tiers by years of service, wait, cap and carry-over. */
export function AccrualRuleDialog({
  open,
  rule,
  freeTypes,
  onClose,
}: {
  open: boolean;
  /** The rule being edited; null adds one for a type without a rule. */
  rule: AccrualRuleRecord | null;
  freeTypes: readonly LeaveType[];
  onClose: () => void;
}) {
  const title = rule ? `Edit ${LEAVE_TYPE_LABELS[rule.leaveType]} Rule` : "Add Accrual Rule";
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title={title}
      description="Hours are earned at the end of each period, by the member's completed years of service then."
      className="max-w-2xl"
    >
      {open ? <RuleForm title={title} rule={rule} freeTypes={freeTypes} onDone={onClose} /> : null}
    </TitledDialog>
  );
}

const valuesOf = (rule: AccrualRuleRecord | null, freeTypes: readonly LeaveType[]): AccrualRuleInput =>
  rule
    ? { ...rule, tiers: rule.tiers.map((t) => ({ ...t })) }
    : {
        // The only type left is chosen; with several the admin picks.
        leaveType: (freeTypes.length === 1 ? freeTypes[0] : "") as LeaveType,
        basis: "per_pay_period",
        tiers: [{ fromYears: 0, hours: undefined as unknown as number }],
        waitingDays: 0,
        capHours: null,
        carryOverHours: null,
        overCarryOver: "forfeit",
        prorateByHours: false,
        standardHoursPerPeriod: null,
        startsOn: null,
      };

function RuleForm({
  title,
  rule,
  freeTypes,
  onDone,
}: {
  title: string;
  rule: AccrualRuleRecord | null;
  freeTypes: readonly LeaveType[];
  onDone: () => void;
}) {
  const save = useSaveAccrualRule();
  const form: Form = useForm<AccrualRuleInput, unknown, AccrualRule>({
    resolver: zodResolver(accrualRuleSchema),
    defaultValues: valuesOf(rule, freeTypes),
  });
  const submit = useFormSubmit(form, {
    action: async (values) => {
      await save.mutateAsync(values);
      toast({
        title: PAY_MESSAGES.ruleSaved,
        description: `${LEAVE_TYPE_LABELS[values.leaveType]} accrues by it.`,
      });
      onDone();
    },
    onFailure: (error) => toastError("Rule not saved", serverMessageOr(error, "Please try again.")),
  });
  const carryOver = form.watch("carryOverHours");
  const basis = form.watch("basis");

  return (
    <form noValidate aria-label={title} className="grid gap-5" onSubmit={submit}>
      <FieldRow>
        {rule ? (
          <div className="grid gap-1.5">
            <span className="text-sm font-medium">Leave type</span>
            <span className="flex min-h-11 items-center text-sm sm:min-h-9">
              {LEAVE_TYPE_LABELS[rule.leaveType]}
            </span>
          </div>
        ) : (
          <SelectField
            form={form}
            name="leaveType"
            label="Leave type"
            placeholder="Choose a leave type"
            options={freeTypes}
            labels={LEAVE_TYPE_LABELS}
          />
        )}
        <SelectField
          form={form}
          name="basis"
          label="Accrues"
          options={ACCRUAL_BASES}
          labels={ACCRUAL_BASIS_LABELS}
        />
      </FieldRow>

      <Tiers form={form} per={basis === "per_month" ? "month" : "pay period"} />

      <FieldRow>
        <TextField
          form={form}
          name="waitingDays"
          label="Waiting days"
          type="number"
          inputMode="numeric"
          min={0}
          description="A new member earns from the first period starting this many days after the hire date."
          registerOptions={{ setValueAs: requiredNumber }}
        />
        <DateField
          form={form}
          name="startsOn"
          label="Accrues from (optional)"
          description="Empty: from the first pay period."
          registerOptions={{ setValueAs: optionalDay }}
        />
      </FieldRow>

      <FieldRow columns={3}>
        <HoursField
          form={form}
          name="capHours"
          label="Cap (hours, optional)"
          description="An accrual never takes the balance above it."
          optional
        />
        <HoursField
          form={form}
          name="carryOverHours"
          label="Carry-over (hours, optional)"
          description="On January 1 the balance above it goes. Empty: all of it carries over."
          optional
        />
        {carryOver !== null && carryOver !== undefined && !Number.isNaN(carryOver) ? (
          <SelectField
            form={form}
            name="overCarryOver"
            label="Above the carry-over"
            options={OVER_CARRY_OVER}
            labels={OVER_CARRY_OVER_LABELS}
          />
        ) : null}
      </FieldRow>

      <Proration form={form} per={basis === "per_month" ? "month" : "pay period"} />

      <FormDialogFooter
        submitLabel="Save Rule"
        pendingText="Saving..."
        pending={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** A box of hours in quarter hours; an optional one left empty is none (no cap, no carry-over). */
function HoursField({
  form,
  name,
  label,
  description,
  optional = false,
}: {
  form: Form;
  name: "capHours" | "carryOverHours" | "standardHoursPerPeriod" | `tiers.${number}.hours`;
  label: string;
  description?: string;
  optional?: boolean;
}) {
  return (
    <TextField
      form={form}
      name={name}
      label={label}
      description={description}
      type="number"
      inputMode="decimal"
      min={0}
      step={0.25}
      registerOptions={{ setValueAs: optional ? optionalNumber : requiredNumber }}
    />
  );
}

/** The tiers: from how many completed years of service, how many hours a period; the first from 0 years. */
function Tiers({ form, per }: { form: Form; per: string }) {
  const tiers = useFieldArray({ control: form.control, name: "tiers" });
  const listError = fieldError(form, "tiers") ?? form.formState.errors.tiers?.root?.message;
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">Tiers by years of service</legend>
      {listError ? (
        <p className="text-sm text-destructive" role="alert">
          {listError}
        </p>
      ) : null}
      <ol className="grid gap-3" aria-label="Tiers">
        {tiers.fields.map((field, index) => (
          <li key={field.id} className="flex items-start gap-2">
            <FieldRow className="flex-1">
              <TextField
                form={form}
                name={`tiers.${index}.fromYears`}
                label={`Tier ${index + 1}: from years of service`}
                type="number"
                inputMode="numeric"
                min={0}
                registerOptions={{ setValueAs: requiredNumber }}
              />
              <HoursField
                form={form}
                name={`tiers.${index}.hours`}
                label={`Tier ${index + 1}: hours each ${per}`}
              />
            </FieldRow>
            {tiers.fields.length > 1 ? (
              <RemoveRowButton
                className="mt-7"
                label={`Remove tier ${index + 1}`}
                onClick={() => tiers.remove(index)}
              />
            ) : null}
          </li>
        ))}
      </ol>
      {tiers.fields.length < MAX_TIERS ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            const last = form.getValues("tiers").at(-1);
            tiers.append({
              fromYears: (Number(last?.fromYears) || 0) + 1,
              hours: Number(last?.hours) || 0,
            });
          }}
        >
          <Plus aria-hidden="true" />
          Add Tier
        </Button>
      ) : null}
    </fieldset>
  );
}

/** Part-time members earn the tier's hours × worked / standard hours of the period, when the rule says so. */
function Proration({ form, per }: { form: Form; per: string }) {
  const on = form.watch("prorateByHours");
  return (
    <div className="grid gap-4 rounded-lg border bg-muted/30 p-4">
      <BoundSwitchField
        form={form}
        name="prorateByHours"
        label="Prorate part-time members by hours worked"
        description="Full-time members always earn the tier's hours."
      />
      {on ? (
        <HoursField
          form={form}
          name="standardHoursPerPeriod"
          label={`Standard hours of a full-time ${per}`}
          optional
        />
      ) : null}
    </div>
  );
}
