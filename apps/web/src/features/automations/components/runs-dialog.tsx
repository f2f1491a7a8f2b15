import {
  AUTOMATION_MESSAGES,
  type AutomationRule,
  type AutomationRun,
  RUN_STATUS_LABELS,
} from "@rollcall/shared/automations";
import { History } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CardListHeading } from "@/components/ui/data-table";
import { QueryState } from "@/components/ui/query-state";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { formatMoment } from "@/lib/dates";
import { useAutomationRuns } from "../api/get-automation-runs";

export const RunStatusBadge = ({ status }: { status: AutomationRun["status"] }) => (
  <Badge variant={status === "ok" ? "success" : "danger"}>{RUN_STATUS_LABELS[status]}</Badge>
);

/** A rule's runs, newest first: when, which event, the outcome of each action. */
export function RunsDialog({
  rule,
  timeZone,
  onClose,
}: {
  rule: AutomationRule | null;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const runs = useAutomationRuns(rule?.id ?? null);
  const list = runs.data ?? [];
  return (
    <TitledDialog
      open={rule !== null}
      onClose={onClose}
      title="Runs"
      description={
        <>
          Each time <span className="font-medium text-foreground">{rule?.name}</span> fired, newest first. A
          rule fires once for each event.
        </>
      }
      className="max-w-2xl"
    >
      <QueryState
        query={runs}
        framed={false}
        loadingLabel="Loading runs..."
        errorTitle={AUTOMATION_MESSAGES.runsFailed}
        empty={{ when: list.length === 0, icon: History, title: AUTOMATION_MESSAGES.noRuns }}
      >
        {() => (
          <ul className="divide-y rounded-md border" aria-label="Runs">
            {list.map((run) => (
              <li key={run.id} className="grid gap-2 px-4 py-3">
                <CardListHeading
                  title={formatMoment(run.firedAt, timeZone)}
                  subtitle={run.event}
                  badge={<RunStatusBadge status={run.status} />}
                />
                <ul className="grid gap-1 text-sm" aria-label="Outcome">
                  {run.outcomes.map((outcome, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the outcomes are the rule's actions, in order
                    <li key={i} className={outcome.ok ? "text-foreground" : "text-destructive"}>
                      {outcome.ok ? "✓" : "✗"} {outcome.summary}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </TitledDialog>
  );
}
