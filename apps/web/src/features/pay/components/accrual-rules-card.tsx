import { type AccrualRuleRecord, PAY_MESSAGES } from "@rollcall/shared/pay";
import { isAdmin } from "@rollcall/shared/roles";
import { LEAVE_TYPE_LABELS, LEAVE_TYPES } from "@rollcall/shared/staffing";
import { Pencil, Play, Plus, Sprout, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CardDetail, CardDetails } from "@/components/ui/data-table";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { Heading } from "@/components/ui/heading";
import { PendingLabel } from "@/components/ui/pending-label";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { useUser } from "@/lib/session";
import { useDeleteAccrualRule } from "../api/delete-accrual-rule";
import { useAccrualRules } from "../api/get-accrual-rules";
import { useRunAccruals } from "../api/run-accruals";
import { ruleSummary } from "../utils/rule-summary";
import { AccrualRuleDialog } from "./accrual-rule-dialog";

type Editing = { rule: AccrualRuleRecord | null } | null;

/**
 * Settings → Leave Accrual (admins): one rule per leave type, what it earns each pay period or month, its
 * tiers by years of service, wait, cap and carry-over; Add Rule, Edit, Delete, and Run Accruals Now.
 */
export function AccrualRulesCard() {
  const { user } = useUser();
  const rules = useAccrualRules();
  const remove = useDeleteAccrualRule();
  const run = useRunAccruals();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AccrualRuleRecord | null>(null);
  if (!isAdmin(user)) return null;

  const list = rules.data ?? [];
  // The rules in the leave types' order, whatever order the server keeps them in.
  const ordered = LEAVE_TYPES.flatMap((t) => list.filter((r) => r.leaveType === t));
  const free = LEAVE_TYPES.filter((t) => !list.some((r) => r.leaveType === t));
  const addButton = free.length ? (
    <Button variant="outline" onClick={() => setEditing({ rule: null })}>
      <Plus aria-hidden="true" />
      Add Rule
    </Button>
  ) : null;

  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: ({ entries, members }) =>
        toast({
          title: PAY_MESSAGES.accrualsRun(entries),
          description: `${members} member${members === 1 ? "" : "s"} checked against the rules.`,
        }),
      onError: (error) => toastError("Accruals not run", serverMessageOr(error, "Please try again.")),
    });

  return (
    <SectionCard
      title="Leave Accrual"
      description="What each leave type earns every pay period or month. Each accrual is a ledger row naming its rule."
    >
      <QueryState
        query={rules}
        loadingLabel="Loading accrual rules..."
        spinnerClassName="min-h-40"
        errorTitle="Accrual rules could not be loaded"
        framed={false}
        empty={{
          when: list.length === 0,
          icon: Sprout,
          title: PAY_MESSAGES.noRules,
          description: PAY_MESSAGES.noRulesText,
          action: addButton,
        }}
      >
        {() => (
          <>
            <ul className="divide-y" aria-label="Accrual rules">
              {ordered.map((rule) => (
                <RuleRow
                  key={rule.leaveType}
                  rule={rule}
                  onEdit={() => setEditing({ rule })}
                  onDelete={() => setDeleting(rule)}
                />
              ))}
            </ul>
            <div className="flex flex-col-reverse gap-2 border-t px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              {addButton}
              <Button onClick={runNow} disabled={run.isPending}>
                <PendingLabel pending={run.isPending} pendingText="Running...">
                  <Play aria-hidden="true" />
                  Run Accruals Now
                </PendingLabel>
              </Button>
            </div>
          </>
        )}
      </QueryState>

      <AccrualRuleDialog
        open={editing !== null}
        rule={editing?.rule ?? null}
        freeTypes={free}
        onClose={() => setEditing(null)}
      />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title="Delete Accrual Rule"
        description="The leave type accrues nothing more. The hours it has accrued stay on the members' ledgers."
        remove={(rule) => remove.mutateAsync(rule.id)}
        pending={remove.isPending}
        deleted={PAY_MESSAGES.ruleDeleted}
        failure={(error) => ["Rule not deleted", serverMessageOr(error, "Please try again.")]}
        summary={(rule) => (
          <>
            <span className="font-medium">{LEAVE_TYPE_LABELS[rule.leaveType]}</span>:{" "}
            {ruleSummary(rule).earns}
          </>
        )}
      />
    </SectionCard>
  );
}

function RuleRow({
  rule,
  onEdit,
  onDelete,
}: {
  rule: AccrualRuleRecord;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const label = LEAVE_TYPE_LABELS[rule.leaveType];
  const summary = ruleSummary(rule);
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
      <article aria-label={`${label} accrual`} className="min-w-0 flex-1 space-y-2">
        <div>
          <Heading className="font-semibold">{label}</Heading>
          <p className="text-sm">
            {summary.earns}
            {summary.tiers.length ? (
              <span className="text-muted-foreground"> · {summary.tiers.join(" · ")}</span>
            ) : null}
          </p>
        </div>
        <CardDetails className="sm:grid-cols-3">
          {summary.details.map((d) => (
            <CardDetail key={d.label} label={d.label}>
              <dd>{d.value}</dd>
            </CardDetail>
          ))}
        </CardDetails>
      </article>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" onClick={onEdit} aria-label={`Edit ${label} rule`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="outline" onClick={onDelete} aria-label={`Delete ${label} rule`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}
