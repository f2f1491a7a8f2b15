import { zodResolver } from "@hookform/resolvers/zod";
import {
  formatPayDay,
  PAY_MEMBER_MESSAGES,
  PAY_MESSAGES,
  type PayMember,
  type PayMemberUpdate,
  payMemberUpdateSchema,
} from "@rollcall/shared/pay";
import { isAdmin } from "@rollcall/shared/roles";
import { Pencil, Users } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  CardDetail,
  CardDetails,
  CardListHeading,
  type DataColumn,
  ResponsiveTable,
} from "@/components/ui/data-table";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { BoundSwitchField, DateField, TextField } from "@/components/ui/form-fields";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { optionalDay } from "@/lib/number-input";
import { useUser } from "@/lib/session";
import { usePayMembers } from "../api/get-pay-members";
import { useUpdatePayMember } from "../api/update-pay-member";

const hireDateText = (m: PayMember) => (m.hireDate ? formatPayDay(m.hireDate) : "Not recorded");
const employeeNumberText = (m: PayMember) => m.employeeNumber ?? "—";
const partTimeText = (m: PayMember) => (m.partTime ? "Part-time" : "Full-time");

/**
 * Settings → Payroll Details (admins): each member's employee number (what payroll knows them by), part-time
 * or not (a rule may prorate them), and hire date (tiers and the waiting period count from it).
 */
export function PayrollDetailsCard() {
  const { user } = useUser();
  const members = usePayMembers();
  const [editing, setEditing] = useState<PayMember | null>(null);
  if (!isAdmin(user)) return null;

  const edit = (m: PayMember) => (
    <Button
      variant="outline"
      onClick={() => setEditing(m)}
      aria-label={`Edit payroll details of ${m.userName}`}
    >
      <Pencil aria-hidden="true" />
      Edit
    </Button>
  );
  const columns: DataColumn<PayMember>[] = [
    { header: "Member", rowHeader: true, cell: (m) => <span className="font-medium">{m.userName}</span> },
    { header: "Employee number", cellClassName: "tabular-nums", cell: employeeNumberText },
    { header: "Part-time", cell: (m) => (m.partTime ? "Yes" : "No") },
    { header: "Hire date", cell: hireDateText },
    { header: <span className="sr-only">Actions</span>, align: "right", cell: edit },
  ];

  return (
    <SectionCard
      title="Payroll Details"
      description="The number payroll knows each member by, part-time or full-time, and the hire date years of service count from."
    >
      <QueryState
        query={members}
        loadingLabel="Loading payroll details..."
        spinnerClassName="min-h-40"
        errorTitle="Payroll details could not be loaded"
        framed={false}
        empty={{ when: (members.data ?? []).length === 0, icon: Users, title: PAY_MESSAGES.noPayMembers }}
      >
        {() => (
          <ResponsiveTable
            caption="Payroll details"
            columns={columns}
            rows={members.data ?? []}
            rowKey={(m) => m.userId}
            className="rounded-none border-0 shadow-none"
            itemLabel={(m) => m.userName}
            listClassName="p-3"
          >
            {(m) => (
              <>
                <CardListHeading title={m.userName} subtitle={partTimeText(m)} badge={edit(m)} />
                <CardDetails>
                  <CardDetail label="Employee number">
                    <dd className="tabular-nums">{employeeNumberText(m)}</dd>
                  </CardDetail>
                  <CardDetail label="Hire date">
                    <dd>{hireDateText(m)}</dd>
                  </CardDetail>
                </CardDetails>
              </>
            )}
          </ResponsiveTable>
        )}
      </QueryState>
      <TitledDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title="Edit Payroll Details"
        description={editing ? `${editing.userName}: as payroll and the accrual rules read them.` : ""}
        className="max-w-md"
      >
        {editing ? (
          <PayMemberForm key={editing.userId} member={editing} onDone={() => setEditing(null)} />
        ) : null}
      </TitledDialog>
    </SectionCard>
  );
}

type FormInput = z.input<typeof payMemberUpdateSchema>;

function PayMemberForm({ member, onDone }: { member: PayMember; onDone: () => void }) {
  const update = useUpdatePayMember();
  const form = useForm<FormInput, unknown, PayMemberUpdate>({
    resolver: zodResolver(payMemberUpdateSchema),
    defaultValues: {
      employeeNumber: member.employeeNumber ?? "",
      partTime: member.partTime,
      hireDate: member.hireDate,
    },
  });
  const submit = useFormSubmit(form, {
    action: async (values) => {
      await update.mutateAsync({ userId: member.userId, ...values });
      toast({
        title: PAY_MEMBER_MESSAGES.saved,
        description: `${member.userName}'s payroll details are up to date.`,
      });
      onDone();
    },
    onFailure: (error) =>
      toastError("Payroll details not saved", serverMessageOr(error, "Please try again.")),
  });
  return (
    <form noValidate aria-label="Edit Payroll Details" className="grid gap-5" onSubmit={submit}>
      <TextField
        form={form}
        name="employeeNumber"
        label="Employee number (optional)"
        autoComplete="off"
        spellCheck={false}
      />
      <DateField
        form={form}
        name="hireDate"
        label="Hire date (optional)"
        description="Empty: years of service count from the day they joined Rollcall."
        registerOptions={{ setValueAs: optionalDay }}
      />
      <BoundSwitchField
        form={form}
        name="partTime"
        label="Part-time"
        description="Rules that prorate earn them hours by the hours they work."
      />
      <FormDialogFooter submitLabel="Save Details" pendingText="Saving..." pending={update.isPending} />
    </form>
  );
}
