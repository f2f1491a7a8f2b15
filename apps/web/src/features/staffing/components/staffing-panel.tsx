import { isAdmin, isManager } from "@rollcall/shared/roles";
import {
  STAFFING_MESSAGES,
  type StaffingGap,
  type StaffingRule,
  UPCOMING_GAP_DAYS,
} from "@rollcall/shared/staffing";
import { addDays, format, parseISO } from "date-fns";
import { CalendarCheck2, Pencil, Plus, ShieldAlert, Trash2, Users } from "lucide-react";
import { useState } from "react";
import { ActionsMenu } from "@/components/ui/actions-menu";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  CardDetail,
  CardDetails,
  CardListHeading,
  type DataColumn,
  ResponsiveTable,
} from "@/components/ui/data-table";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { formatLongDate, todayIn } from "@/lib/dates";
import { serverMessageOr } from "@/lib/form-errors";
import { useUser } from "@/lib/session";
import { useDeleteStaffingRule } from "../api/delete-staffing-rule";
import { useStaffingGaps } from "../api/get-staffing-gaps";
import { useStaffingRules } from "../api/get-staffing-rules";
import { ruleDays, ruleFilter, ruleFrame } from "../utils/format";
import { DayGapMarks } from "./gap-marks";
import { RuleFormDialog, type RuleFormTarget } from "./rule-form-dialog";
import { StaffingSettingsCard } from "./staffing-settings-card";

/**
 * The scheduling page's "Staffing" tab: the gaps of the next 14 days, the agency's minimum staffing rules
 * (admins and officers write them; everyone reads) and the agency's staffing settings (admins edit).
 */
export function StaffingPanel({ timeZone }: { timeZone: string }) {
  const { user } = useUser();
  const [target, setTarget] = useState<RuleFormTarget | null>(null);
  const [deleting, setDeleting] = useState<StaffingRule | null>(null);
  const remove = useDeleteStaffingRule();
  if (!user) return null;
  const canManage = isManager(user);

  return (
    <div className="grid gap-6">
      <UpcomingGaps timeZone={timeZone} />
      <RulesSection
        canManage={canManage}
        onCreate={() => setTarget({ kind: "create" })}
        onEdit={(rule) => setTarget({ kind: "edit", rule })}
        onDelete={setDeleting}
      />
      <StaffingSettingsCard canEdit={isAdmin(user)} />
      <RuleFormDialog target={target} onClose={() => setTarget(null)} />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title="Delete Staffing Rule"
        description={STAFFING_MESSAGES.deleteConfirm}
        remove={(rule) => remove.mutateAsync(rule.id)}
        pending={remove.isPending}
        deleted={STAFFING_MESSAGES.deleted}
        failure={(error) => ["Error", serverMessageOr(error, "Failed to delete staffing rule")]}
        summary={(rule) => (
          <>
            <p className="font-medium">{rule.name}</p>
            <p className="text-muted-foreground">
              {ruleFrame(rule)} · {ruleDays(rule)} · at least {rule.minimumStaff}
            </p>
          </>
        )}
      />
    </div>
  );
}

function UpcomingGaps({ timeZone }: { timeZone: string }) {
  const today = todayIn(timeZone);
  const last = format(addDays(parseISO(today), UPCOMING_GAP_DAYS - 1), "yyyy-MM-dd");
  const gaps = useStaffingGaps(today, last);
  // The same request as the rules list below: with no rules, nothing can be short.
  const rules = useStaffingRules();
  const byDay = new Map<string, StaffingGap[]>();
  for (const gap of gaps.data ?? []) byDay.set(gap.date, [...(byDay.get(gap.date) ?? []), gap]);
  const count = gaps.data?.length ?? 0;

  return (
    <SectionCard
      title="Upcoming Gaps"
      description={`Periods of the next ${UPCOMING_GAP_DAYS} days with fewer people on duty than a rule asks for.`}
    >
      <QueryState
        query={gaps}
        framed={false}
        loadingLabel="Loading staffing gaps..."
        errorTitle="Staffing gaps could not be loaded"
        empty={{
          when: count === 0,
          icon: CalendarCheck2,
          title: STAFFING_MESSAGES.noGaps,
          description:
            rules.data?.length === 0
              ? "There are no minimum staffing rules yet. Gaps show here once a rule is set."
              : "Every rule is met by the schedule.",
        }}
      >
        {() => (
          <ol className="divide-y">
            {[...byDay].map(([day, list]) => (
              <li key={day} className="grid gap-2 px-5 py-4 sm:grid-cols-[14rem_1fr] sm:px-6">
                <div className="flex items-center gap-2 sm:block">
                  <p className="text-sm font-semibold">{formatLongDate(day).replace(/, \d{4}$/, "")}</p>
                  <Badge variant="danger" className="sm:mt-1">
                    {list.length} {list.length === 1 ? "gap" : "gaps"}
                  </Badge>
                </div>
                <DayGapMarks gaps={list} timeZone={timeZone} className="sm:grid-cols-2 xl:grid-cols-3" />
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </SectionCard>
  );
}

function RulesSection({
  canManage,
  onCreate,
  onEdit,
  onDelete,
}: {
  canManage: boolean;
  onCreate: () => void;
  onEdit: (rule: StaffingRule) => void;
  onDelete: (rule: StaffingRule) => void;
}) {
  const rules = useStaffingRules();
  const list = rules.data ?? [];
  const actions = (rule: StaffingRule) =>
    canManage ? (
      <ActionsMenu
        label={`Actions for ${rule.name}`}
        className="size-11 md:size-8"
        actions={[
          { label: "Edit", icon: Pencil, onSelect: () => onEdit(rule) },
          {
            label: "Delete",
            icon: Trash2,
            onSelect: () => onDelete(rule),
            destructive: true,
            separated: true,
          },
        ]}
      />
    ) : null;
  const columns: DataColumn<StaffingRule>[] = [
    { header: "Rule", rowHeader: true, cell: (r) => <span className="font-medium">{r.name}</span> },
    { header: "Time Frame", cell: (r) => <span className="tabular-nums">{ruleFrame(r)}</span> },
    { header: "Days", cell: ruleDays },
    { header: "Who Counts", cell: ruleFilter },
    {
      header: "Minimum",
      align: "right",
      cell: (r) => <span className="tabular-nums font-semibold">{r.minimumStaff}</span>,
    },
    ...(canManage
      ? [
          {
            header: <span className="sr-only">Actions</span>,
            align: "right" as const,
            className: "w-12",
            cell: actions,
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="staffing-rules-heading" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="staffing-rules-heading" className="text-base font-semibold">
            Minimum Staffing Rules
          </h2>
          <p className="text-sm text-muted-foreground">
            {canManage
              ? "The fewest people each time frame needs; officers and admins edit them."
              : "The fewest people each time frame needs."}
          </p>
        </div>
        {canManage ? (
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            Add Rule
          </Button>
        ) : null}
      </div>
      <QueryState
        query={rules}
        loadingLabel="Loading staffing rules..."
        errorTitle="Staffing rules could not be loaded"
        empty={{
          when: list.length === 0,
          icon: ShieldAlert,
          title: STAFFING_MESSAGES.noRules,
          description: canManage
            ? "Add a rule such as “2 people on Engine 1, 07:00 – 07:00” and the schedule marks every period below it."
            : "Officers and admins set the minimum staffing rules.",
          action: canManage ? (
            <Button variant="outline" onClick={onCreate}>
              <Plus aria-hidden="true" />
              Add Rule
            </Button>
          ) : undefined,
        }}
      >
        {() => (
          <>
            <ResponsiveTable
              caption="Minimum staffing rules"
              columns={columns}
              rows={list}
              rowKey={(r) => r.id}
              itemLabel={(r) => r.name}
            >
              {(r) => (
                <>
                  <div className="flex items-start justify-between gap-2">
                    <CardListHeading
                      title={r.name}
                      subtitle={ruleFilter(r)}
                      badge={
                        <Badge variant="secondary">
                          <Users aria-hidden="true" className="size-3" />
                          {r.minimumStaff}
                        </Badge>
                      }
                    />
                    {actions(r)}
                  </div>
                  <CardDetails>
                    <CardDetail label="Time Frame">
                      <dd>{ruleFrame(r)}</dd>
                    </CardDetail>
                    <CardDetail label="Days">
                      <dd>{ruleDays(r)}</dd>
                    </CardDetail>
                  </CardDetails>
                </>
              )}
            </ResponsiveTable>
          </>
        )}
      </QueryState>
    </section>
  );
}
