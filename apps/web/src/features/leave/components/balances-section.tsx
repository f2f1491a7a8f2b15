import { zodResolver } from "@hookform/resolvers/zod";
import {
  LEAVE_MAX_BALANCE_HOURS,
  LEAVE_MESSAGES,
  type LeaveBalance,
  setLeaveBalanceSchema,
} from "@rollcall/shared/leave";
import { ROLE_LABELS } from "@rollcall/shared/roles";
import { LEAVE_TYPE_LABELS, LEAVE_TYPES, type LeaveType } from "@rollcall/shared/staffing";
import { Pencil, ScrollText } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  CardDetail,
  CardDetails,
  CardListHeading,
  type DataColumn,
  ResponsiveTable,
} from "@/components/ui/data-table";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FieldRow, TextareaField, TextField } from "@/components/ui/form-fields";
import { SectionCard } from "@/components/ui/section-card";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { useSetLeaveBalance } from "../api/set-leave-balance";
import { hoursText } from "./leave-format";

const hoursField = z.coerce
  .number({ error: LEAVE_MESSAGES.hours })
  .min(0, LEAVE_MESSAGES.hours)
  .max(LEAVE_MAX_BALANCE_HOURS, LEAVE_MESSAGES.hours)
  .refine((h) => Number.isInteger(h * 4), LEAVE_MESSAGES.hours);
const balancesFormSchema = z.object({
  vacation: hoursField,
  sick: hoursField,
  kelly: hoursField,
  personal: hoursField,
  // Each changed type's ledger row keeps it: payroll asks why a balance moved by hand.
  reason: setLeaveBalanceSchema.shape.reason,
});
type BalancesFormInput = z.input<typeof balancesFormSchema>;
type BalancesFormValues = z.output<typeof balancesFormSchema>;

/** Officers and admins: every member's balances in hours, each member's set in one dialog, and their ledger. */
export function BalancesSection({
  balances,
  onLedger,
}: {
  balances: LeaveBalance[];
  /** Opens the member's ledger. */
  onLedger: (balance: LeaveBalance) => void;
}) {
  const [editing, setEditing] = useState<LeaveBalance | null>(null);
  const edit = (b: LeaveBalance) => (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" onClick={() => onLedger(b)} aria-label={`Ledger of ${b.userName}`}>
        <ScrollText aria-hidden="true" />
        Ledger
      </Button>
      <Button variant="outline" onClick={() => setEditing(b)} aria-label={`Set balances of ${b.userName}`}>
        <Pencil aria-hidden="true" />
        Set
      </Button>
    </div>
  );
  const columns: DataColumn<LeaveBalance>[] = [
    {
      header: "Member",
      rowHeader: true,
      cell: (b) => (
        <span>
          <span className="font-medium">{b.userName}</span>
          <span className="block text-xs text-muted-foreground">{ROLE_LABELS[b.role]}</span>
        </span>
      ),
    },
    ...LEAVE_TYPES.map(
      (t): DataColumn<LeaveBalance> => ({
        header: LEAVE_TYPE_LABELS[t],
        align: "right",
        cellClassName: "tabular-nums",
        cell: (b) => hoursText(b.hours[t]),
      }),
    ),
    { header: <span className="sr-only">Actions</span>, align: "right", cell: edit },
  ];

  return (
    <SectionCard
      title="Leave Balances"
      description="Hours each member has left; approval draws from them, cancelling gives them back."
    >
      {balances.length ? (
        <ResponsiveTable
          caption="Leave balances"
          columns={columns}
          rows={balances}
          rowKey={(b) => b.userId}
          className="rounded-none border-0 shadow-none"
          itemLabel={(b) => b.userName}
          listClassName="p-3"
        >
          {(b) => (
            <>
              <CardListHeading title={b.userName} subtitle={ROLE_LABELS[b.role]} />
              <CardDetails>
                {LEAVE_TYPES.map((t) => (
                  <CardDetail key={t} label={LEAVE_TYPE_LABELS[t]}>
                    <dd className="tabular-nums">{hoursText(b.hours[t])}</dd>
                  </CardDetail>
                ))}
              </CardDetails>
              {/* Below the figures on a phone: beside a long name two buttons would push the card sideways. */}
              <div className="mt-3">{edit(b)}</div>
            </>
          )}
        </ResponsiveTable>
      ) : (
        <p className="px-6 py-8 text-center text-sm text-muted-foreground">{LEAVE_MESSAGES.noMembers}</p>
      )}
      <TitledDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title="Set Leave Balances"
        description={editing ? `${editing.userName}: hours left of each type, in quarter hours.` : ""}
        className="max-w-md"
      >
        {editing ? (
          <BalancesForm key={editing.userId} balance={editing} onDone={() => setEditing(null)} />
        ) : null}
      </TitledDialog>
    </SectionCard>
  );
}

function BalancesForm({ balance, onDone }: { balance: LeaveBalance; onDone: () => void }) {
  const form = useForm<BalancesFormInput, unknown, BalancesFormValues>({
    resolver: zodResolver(balancesFormSchema),
    defaultValues: { ...balance.hours, reason: "" },
  });
  const save = useSetLeaveBalance();
  const submit = useFormSubmit(form, {
    action: async (values) => {
      const changed = LEAVE_TYPES.filter((t: LeaveType) => values[t] !== balance.hours[t]);
      for (const type of changed)
        await save.mutateAsync({ userId: balance.userId, type, hours: values[type], reason: values.reason });
      toast({
        title: LEAVE_MESSAGES.balanceSaved,
        description: `${balance.userName}'s balances are up to date.`,
      });
      onDone();
    },
    onFailure: (error) => toastError("Balance not saved", serverMessageOr(error, "Please try again.")),
    onQueued: onDone,
  });
  return (
    <form noValidate aria-label="Set Leave Balances" className="grid gap-5" onSubmit={submit}>
      <FieldRow>
        {LEAVE_TYPES.map((t) => (
          <TextField
            key={t}
            form={form}
            name={t}
            label={`${LEAVE_TYPE_LABELS[t]} (hours)`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.25}
          />
        ))}
      </FieldRow>
      <TextareaField
        form={form}
        name="reason"
        label="Reason"
        rows={3}
        maxLength={500}
        placeholder="e.g. Hours carried over from the previous payroll system"
        description="Kept on the ledger with each balance you change."
      />
      <FormDialogFooter submitLabel="Save Balances" pendingText="Saving..." pending={save.isPending} />
    </form>
  );
}
