import { zodResolver } from "@hookform/resolvers/zod";
import {
  PAY_CODE_KIND_LABELS,
  PAY_CODE_KINDS,
  PAY_CODE_MESSAGES,
  type PayCodes,
  payCodesUpdateSchema,
} from "@rollcall/shared/pay";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FieldRow, TextField } from "@/components/ui/form-fields";
import { PendingLabel } from "@/components/ui/pending-label";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { optionalNumber, requiredNumber } from "@/lib/number-input";
import { usePayCodes, useSavePayCodes } from "../api/pay-codes";

type Input = z.input<typeof payCodesUpdateSchema>;
type Values = z.output<typeof payCodesUpdateSchema>;

/**
 * Settings → Pay Codes (admins): the code the agency's payroll system uses for each kind of hour and its rate
 * multiplier, and what ADP and Paychex know the agency by (the exports need them).
 */
export function PayCodesCard() {
  const codes = usePayCodes();
  return (
    <SectionCard
      title="Pay Codes"
      description="Each hour of a pay period falls into one of these. The payroll exports carry your payroll system's codes."
    >
      <QueryState
        query={codes}
        loadingLabel="Loading pay codes..."
        spinnerClassName="min-h-40"
        errorTitle="Pay codes could not be loaded"
        framed={false}
      >
        {() => (codes.data ? <PayCodesForm codes={codes.data} /> : null)}
      </QueryState>
    </SectionCard>
  );
}

function PayCodesForm({ codes }: { codes: PayCodes }) {
  const save = useSavePayCodes();
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(payCodesUpdateSchema),
    defaultValues: {
      codes: Object.fromEntries(PAY_CODE_KINDS.map((k) => [k, { ...codes.codes[k] }])) as Input["codes"],
      adpCompanyCode: codes.adpCompanyCode ?? "",
      paychexClientId: codes.paychexClientId ?? "",
      overtimeAfterHours: codes.overtimeAfterHours,
    },
  });
  const submit = useFormSubmit(form, {
    action: async (values) => {
      await save.mutateAsync(values);
      toast({ title: PAY_CODE_MESSAGES.saved });
    },
    onFailure: (error) => toastError("Pay codes were not saved", serverMessageOr(error, "Please try again.")),
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5 p-4 sm:p-5">
      <ul aria-label="Pay codes" className="divide-y rounded-md border">
        {PAY_CODE_KINDS.map((kind) => (
          <li key={kind} className="grid gap-3 p-3 sm:grid-cols-[1fr_10rem_8rem] sm:items-start">
            <span className="pt-1 text-sm font-medium sm:pt-8">{PAY_CODE_KIND_LABELS[kind]}</span>
            <TextField form={form} name={`codes.${kind}.code`} label={`${PAY_CODE_KIND_LABELS[kind]} code`} />
            <TextField
              form={form}
              name={`codes.${kind}.multiplier`}
              label="Rate ×"
              inputMode="decimal"
              registerOptions={{ setValueAs: requiredNumber }}
            />
          </li>
        ))}
      </ul>
      <TextField
        form={form}
        name="overtimeAfterHours"
        label="Overtime after (hours in a pay period, optional)"
        description="Worked hours beyond this are paid at the overtime code; the FLSA 7(k) overtime counts them as paid. Empty: none."
        inputMode="decimal"
        className="sm:max-w-48"
        registerOptions={{ setValueAs: optionalNumber }}
      />
      <FieldRow>
        <TextField
          form={form}
          name="adpCompanyCode"
          label="ADP company code (optional)"
          description="The 2 or 3 characters ADP Workforce Now names your company by."
        />
        <TextField
          form={form}
          name="paychexClientId"
          label="Paychex client ID (optional)"
          description="Your company's ID in Paychex Flex."
        />
      </FieldRow>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          <PendingLabel pending={save.isPending} pendingText="Saving...">
            Save Pay Codes
          </PendingLabel>
        </Button>
      </div>
    </form>
  );
}
