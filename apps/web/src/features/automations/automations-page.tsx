import {
  AUTOMATION_MESSAGES,
  type AutomationRule,
  describeAction,
  describeConditions,
  describeTrigger,
  READY_MADE_RULES,
  type ReadyMadeRule,
} from "@rollcall/shared/automations";
import { History, Pencil, Plus, Trash2 } from "lucide-react";
import { Switch } from "radix-ui";
import { useState } from "react";
import { ActionsMenu } from "@/components/ui/actions-menu";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardDetail, CardDetails } from "@/components/ui/data-table";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { useAgencyTimeZone } from "@/features/agencies";
import { toast, toastError } from "@/hooks/use-toast";
import { formatMoment } from "@/lib/dates";
import { serverMessageOr } from "@/lib/form-errors";
import { useUser } from "@/lib/session";
import { useDeleteAutomation } from "./api/delete-automation";
import { useAutomations } from "./api/get-automations";
import { useCreateAutomation, useUpdateAutomation } from "./api/save-automation";
import { RuleDialog } from "./components/rule-dialog";
import { RunStatusBadge, RunsDialog } from "./components/runs-dialog";

/**
 * /automations (admins, Pro): the ready-made rules to turn on, the agency's rules (trigger and actions in words,
 * the on/off switch, the last run, Runs, Edit, Delete) and New Rule. The plan gate is the module's (app/plan).
 */
export function AutomationsPage() {
  const { user } = useUser();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const rules = useAutomations();
  const remove = useDeleteAutomation();
  const [editing, setEditing] = useState<AutomationRule | null>(null);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<AutomationRule | null>(null);
  const [deleting, setDeleting] = useState<AutomationRule | null>(null);
  const list = rules.data ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Automation"
        description="Rules that act for you: reminders, call-backs, assignments and work orders, each run once per event."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            New Rule
          </Button>
        }
      />
      <QueryState query={rules} loadingLabel="Loading rules..." errorTitle={AUTOMATION_MESSAGES.loadFailed}>
        {() => (
          <div className="space-y-6">
            <ReadyMade rules={list} />
            <SectionCard title="Your rules">
              {list.length === 0 ? (
                <p className="px-5 py-6 text-sm text-muted-foreground sm:px-6">{AUTOMATION_MESSAGES.empty}</p>
              ) : (
                <ul className="divide-y" aria-label="Rules">
                  {list.map((rule) => (
                    <li key={rule.id} className="grid gap-3 px-5 py-4 sm:px-6">
                      <RuleItem
                        rule={rule}
                        timeZone={timeZone}
                        onRuns={() => setViewing(rule)}
                        onEdit={() => setEditing(rule)}
                        onDelete={() => setDeleting(rule)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </SectionCard>
          </div>
        )}
      </QueryState>
      <RuleDialog
        open={creating || editing !== null}
        rule={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <RunsDialog rule={viewing} timeZone={timeZone} onClose={() => setViewing(null)} />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title="Delete Rule"
        description={AUTOMATION_MESSAGES.deleteConfirm}
        remove={(rule) => remove.mutateAsync(rule.id)}
        pending={remove.isPending}
        deleted={AUTOMATION_MESSAGES.deleted}
        failure={(error) => ["Error", serverMessageOr(error, AUTOMATION_MESSAGES.deleteFailed)]}
        summary={(rule) => (
          <>
            <p className="font-medium">{rule.name}</p>
            <p className="text-muted-foreground">{describeTrigger(rule.trigger)}</p>
          </>
        )}
      />
    </div>
  );
}

/** The ready-made rules, each with Turn on until the agency has it. */
function ReadyMade({ rules }: { rules: AutomationRule[] }) {
  const create = useCreateAutomation();
  const turnOn = async ({ key, description: _d, ...rule }: ReadyMadeRule) => {
    try {
      await create.mutateAsync({ ...rule, readyMade: key });
      toast({ title: AUTOMATION_MESSAGES.turnedOn });
    } catch (error) {
      toastError("Error", serverMessageOr(error, AUTOMATION_MESSAGES.saveFailed));
    }
  };
  return (
    <SectionCard
      title="Ready-made rules"
      description="Switch one on as it is; edit it afterwards like your own."
    >
      <ul className="grid gap-3 p-5 sm:grid-cols-3 sm:px-6" aria-label="Ready-made rules">
        {READY_MADE_RULES.map((ready) => {
          const on = rules.some((r) => r.readyMade === ready.key);
          return (
            <li key={ready.key} className="flex flex-col gap-2 rounded-md border p-4">
              <h3 className="font-semibold">{ready.name}</h3>
              <p className="flex-1 text-sm text-muted-foreground">{ready.description}</p>
              {on ? (
                <Badge variant="success" className="self-start">
                  On
                </Badge>
              ) : (
                <Button
                  variant="outline"
                  className="h-11 self-start sm:h-9"
                  aria-label={`Turn on ${ready.name}`}
                  disabled={create.isPending}
                  onClick={() => void turnOn(ready)}
                >
                  Turn on
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}

function RuleItem({
  rule,
  timeZone,
  onRuns,
  onEdit,
  onDelete,
}: {
  rule: AutomationRule;
  timeZone: string | undefined;
  onRuns: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateAutomation();
  const conditions = describeConditions(rule.trigger.type, rule.conditions);
  const toggle = async (enabled: boolean) => {
    try {
      await update.mutateAsync({ id: rule.id, enabled });
    } catch (error) {
      toastError("Error", serverMessageOr(error, AUTOMATION_MESSAGES.saveFailed));
    }
  };
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-56">
          <h3 className="font-semibold text-foreground">{rule.name}</h3>
          <p className="text-sm text-muted-foreground">
            {describeTrigger(rule.trigger)}
            {conditions ? `. ${conditions}` : ""}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Switch.Root
            checked={rule.enabled}
            disabled={update.isPending}
            onCheckedChange={(checked) => void toggle(checked)}
            aria-label={`${rule.name} enabled`}
            className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary"
          >
            <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-card shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
          </Switch.Root>
          <Button
            variant="outline"
            size="sm"
            className="h-11 sm:h-9"
            aria-label={`Runs of ${rule.name}`}
            onClick={onRuns}
          >
            <History aria-hidden="true" />
            Runs
          </Button>
          <ActionsMenu
            label={`Actions for ${rule.name}`}
            actions={[
              { label: "Edit", icon: Pencil, onSelect: onEdit },
              { label: "Delete", icon: Trash2, onSelect: onDelete, destructive: true, separated: true },
            ]}
          />
        </div>
      </div>
      <CardDetails className="sm:grid-cols-[minmax(0,1fr)_12rem]">
        <CardDetail label="Actions" className="col-span-2 sm:col-span-1">
          {rule.actions.map((action, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rule's actions, in order
            <dd key={i}>{describeAction(action)}</dd>
          ))}
        </CardDetail>
        <CardDetail label="Last run" className="col-span-2 sm:col-span-1">
          {rule.lastRun ? (
            <dd className="flex flex-wrap items-center gap-2">
              <RunStatusBadge status={rule.lastRun.status} />
              {formatMoment(rule.lastRun.firedAt, timeZone)}
            </dd>
          ) : (
            <dd>Not yet</dd>
          )}
        </CardDetail>
      </CardDetails>
    </>
  );
}
