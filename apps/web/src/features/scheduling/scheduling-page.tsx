import { FLSA_MESSAGES } from "@rollcall/shared/flsa";
import { isAdmin, isManager } from "@rollcall/shared/roles";
import {
  SHIFT_MESSAGES,
  type ShiftEditScope,
  type ShiftListItem,
  type ShiftStatusFilter,
} from "@rollcall/shared/scheduling";
import { CalendarPlus, Plus, Repeat, Wallet } from "lucide-react";
import { Fragment, type ReactNode, useCallback, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useTabParam } from "@/components/ui/use-tab-param";
import { useAgencyTimeZone, useTeam } from "@/features/agencies";
import { FlsaPanel } from "@/features/flsa";
import { LeaveDayMarkers, LeaveTab, useApprovedLeave } from "@/features/leave";
import { DayGapMarks, StaffingPanel, useRemovalGapCheck, useStaffingGaps } from "@/features/staffing";
import { PHONE_QUERY, useMediaQuery } from "@/hooks/use-media-query";
import { toast, toastError } from "@/hooks/use-toast";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { todayIn } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { useSlot } from "@/lib/slots";
import { useDeleteShift } from "./api/delete-shift";
import { useOpenShifts } from "./api/get-open-shifts";
import { useShifts } from "./api/get-shifts";
import { CalendarFeedDialog } from "./components/calendar-feed-dialog";
import { DeleteSeriesDialog } from "./components/delete-series-dialog";
import { OpenShiftsPanel } from "./components/open-shifts-panel";
import { RequestCoverageDialog } from "./components/request-coverage-dialog";
import { RotationDialog } from "./components/rotation-dialog";
import { ScheduleSummary } from "./components/schedule-summary";
import { type ShiftDialogState, ShiftFormDialog } from "./components/shift-form-dialog";
import { WeekCalendar } from "./components/week-calendar";
import { WeekToolbar } from "./components/week-toolbar";
import { parseWeekParam, shiftWeek, weekDays, weekStartOf } from "./utils/time";
import { pageTabs } from "./workflows";

/** The page's own tabs; the workflows above scheduling (trades, call-backs) add theirs (./workflows.ts). */
const SCHEDULING_TABS = ["week", "open", "staffing", "leave", "flsa"] as const;

/** Spec 01 §2 "Scheduling": the week's shifts by day, in the agency's time zone. */
export function SchedulingPage() {
  const workflows = useSlot("scheduling.workflows");
  const { user } = useUser();
  const agency = useAgencyTimeZone(user?.agencyId);
  const timeZone = agency.timeZone;
  // Another week is a new history entry (Back returns to the week before); the tab replaces it.
  const [address, setParams] = useSearchParams();
  // The tab is in the address, so a link (a call-back offer's text or push) opens it: ?tab=callback. A phone
  // opens on My schedule, a larger screen on the week; the board's tab is for officers and admins.
  const phone = useMediaQuery(PHONE_QUERY);
  const {
    tabs,
    shown: addedTabs,
    defaultTab,
  } = pageTabs(
    SCHEDULING_TABS,
    workflows.flatMap((w) => w.tab ?? []),
    { manager: isManager(user), phone, weekInAddress: address.has("week") },
  );
  const { tab, setTab, params } = useTabParam(tabs, defaultTab);
  // The chosen tab in view in the phone's scrolling row (a link to ?tab=callback opens on the row's end): once
  // the row is there, and again when the tab changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new callback per tab, so the row scrolls to it
  const tabList = useCallback(
    (row: HTMLDivElement | null) =>
      row
        ?.querySelector<HTMLElement>('[data-state="active"]')
        ?.scrollIntoView({ block: "nearest", inline: "nearest" }),
    [tab],
  );
  const currentWeek = timeZone ? weekStartOf(new Date(), timeZone) : null;
  const weekStart = parseWeekParam(params.get("week")) ?? currentWeek;
  const days = weekStart ? weekDays(weekStart) : [];
  const shifts = useShifts(days[0] ?? "", days[6] ?? "", days.length > 0);
  const team = useTeam(user?.agencyId);
  const openShifts = useOpenShifts();
  const leave = useApprovedLeave(days[0] ?? "", days[6] ?? "", days.length > 0);
  const gaps = useStaffingGaps(days[0] ?? "", days[6] ?? "", days.length > 0);
  const removalCheck = useRemovalGapCheck(timeZone ?? "UTC");
  const weekAddons = workflows.map((w) => ({
    name: w.name,
    // biome-ignore lint/correctness/useHookAtTopLevel: one call per workflow, always the same ones (a slot's fills never change)
    ...(w.useWeek?.(timeZone ?? "UTC") ?? {}),
  }));
  const unauthorized = useUnauthorizedRedirect(agency.error, shifts.error, team.error, openShifts.error);

  const [status, setStatus] = useState<ShiftStatusFilter>("all");
  const [dialog, setDialog] = useState<ShiftDialogState>(null);
  const [deleting, setDeleting] = useState<ShiftListItem | null>(null);
  const [coverage, setCoverage] = useState<ShiftListItem | null>(null);
  const [rotationOpen, setRotationOpen] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);
  const removeShift = useDeleteShift();

  const canManage = isManager(user);
  const goToWeek = (monday: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (monday === currentWeek) next.delete("week");
      else next.set("week", monday);
      return next;
    });

  const remove = (shift: ShiftListItem, scope: ShiftEditScope) =>
    removeShift.mutate(
      { id: shift.id, scope },
      {
        onSuccess: () => {
          toast({ title: SHIFT_MESSAGES.deleted });
          setDeleting(null);
        },
        onError: () => toastError(SHIFT_MESSAGES.errorTitle, SHIFT_MESSAGES.deleteFailed),
      },
    );
  const onDelete = async (shift: ShiftListItem) => {
    // A removal that opens a staffing gap asks first, naming the gap; then a series asks which shifts go (in
    // its dialog), and a single shift uses the spec's browser confirmation unless the gap question was asked.
    const check = await removalCheck.confirmRemoval(shift, "delete");
    if (!check.confirmed) return;
    if (shift.seriesId) setDeleting(shift);
    else if (check.asked || window.confirm(SHIFT_MESSAGES.deleteConfirm)) remove(shift, "this");
  };

  if (!user) return null;
  const loading = unauthorized || agency.isPending || !timeZone || !weekStart || shifts.isPending;
  const week = shifts.data ?? [];
  const visible = status === "all" ? week : week.filter((s) => s.status === status);
  const openCount = openShifts.data?.length ?? 0;
  const todayDay = timeZone ? todayIn(timeZone) : "";
  const ownTab = addedTabs.some((t) => t.value === tab && t.ownScreen);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Scheduling"
        description="Weekly shift calendar for your agency"
        actions={
          <>
            <Button variant="outline" onClick={() => setFeedOpen(true)}>
              <CalendarPlus aria-hidden="true" />
              Subscribe to Calendar
            </Button>
            {isAdmin(user) ? (
              <Button variant="outline" asChild>
                <Link to="/payroll">
                  <Wallet aria-hidden="true" />
                  Payroll
                </Link>
              </Button>
            ) : null}
            {canManage ? (
              <>
                <Button variant="outline" onClick={() => setRotationOpen(true)} disabled={!timeZone}>
                  <Repeat aria-hidden="true" />
                  Apply Rotation
                </Button>
                <Button onClick={() => setDialog({ kind: "create", day: todayDay })} disabled={!timeZone}>
                  <Plus aria-hidden="true" />
                  Create Shift
                </Button>
              </>
            ) : null}
          </>
        }
      />

      <QueryState
        query={[shifts, agency]}
        pending={loading}
        loadingLabel={SHIFT_MESSAGES.loading}
        errorTitle="The schedule could not be loaded"
      >
        {() => {
          if (!weekStart || !timeZone) return null;
          const panels = new Map<string, { label: ReactNode; content: ReactNode; className?: string }>([
            [
              "week",
              {
                label: "Week",
                className: "space-y-4",
                content: (
                  <>
                    <WeekToolbar
                      weekStart={weekStart}
                      isCurrentWeek={weekStart === currentWeek}
                      status={status}
                      onPrevious={() => goToWeek(shiftWeek(weekStart, -1))}
                      onNext={() => goToWeek(shiftWeek(weekStart, 1))}
                      onToday={() => currentWeek && goToWeek(currentWeek)}
                      onStatusChange={setStatus}
                    />
                    <WeekCalendar
                      days={days}
                      shifts={visible}
                      timeZone={timeZone}
                      today={todayDay}
                      canManage={canManage}
                      currentUserId={user.id}
                      onAdd={(day) => setDialog({ kind: "create", day })}
                      onEdit={(shift) => setDialog({ kind: "edit", shift })}
                      onDelete={onDelete}
                      onRequestCoverage={setCoverage}
                      ownShiftActions={weekAddons.flatMap((a) => a.ownShiftActions ?? [])}
                      marks={(shift) =>
                        weekAddons.map((a) => <Fragment key={a.name}>{a.mark?.(shift)}</Fragment>)
                      }
                      dayAddon={(day) => (
                        <>
                          <LeaveDayMarkers day={day} leave={leave.data} />
                          <DayGapMarks
                            gaps={gaps.data?.filter((gap) => gap.date === day) ?? []}
                            timeZone={timeZone}
                            className="sm:col-span-full"
                          />
                        </>
                      )}
                    />
                  </>
                ),
              },
            ],
            [
              "open",
              {
                label: (
                  <>
                    Open Shifts
                    {openCount ? (
                      <span className="rounded-full bg-yellow-100 px-1.5 text-xs text-yellow-900">
                        {openCount}
                      </span>
                    ) : null}
                  </>
                ),
                content: (
                  <OpenShiftsPanel
                    query={openShifts}
                    timeZone={timeZone}
                    canManage={canManage}
                    currentUserId={user.id}
                    openShiftActions={workflows.flatMap((w) =>
                      w.OpenShiftAction ? [{ name: w.name, Action: w.OpenShiftAction }] : [],
                    )}
                  />
                ),
              },
            ],
            ["staffing", { label: "Staffing", content: <StaffingPanel timeZone={timeZone} /> }],
            ["leave", { label: "Leave", content: <LeaveTab user={user} timeZone={timeZone} /> }],
            ["flsa", { label: FLSA_MESSAGES.tab, content: <FlsaPanel /> }],
            ...addedTabs.map(
              ({ value, label, Panel }) =>
                [value, { label, content: <Panel user={user} timeZone={timeZone} /> }] as const,
            ),
          ]);
          return (
            <>
              {/* My schedule leads with the member's day, the board with its stations: not the agency's week. */}
              {ownTab ? null : (
                <ScheduleSummary
                  total={week.length}
                  active={week.filter((s) => s.status === "active").length}
                  scheduled={week.filter((s) => s.status === "scheduled").length}
                  teamMembers={team.data?.length ?? 0}
                />
              )}
              <Tabs value={tab} onValueChange={setTab}>
                {/* A phone keeps the many tabs on one row that scrolls sideways (the page itself does not); a
                    larger screen wraps them. */}
                <TabsList
                  ref={tabList}
                  className="h-auto w-full max-w-full justify-start self-start overflow-x-auto [scrollbar-width:none] max-sm:[mask-image:linear-gradient(to_right,#000_85%,transparent)] sm:w-auto sm:flex-wrap sm:overflow-visible"
                >
                  {tabs.map((value) => (
                    <TabsTrigger key={value} value={value}>
                      {panels.get(value)?.label}
                    </TabsTrigger>
                  ))}
                </TabsList>
                {tabs.map((value) => (
                  <TabsContent key={value} value={value} className={panels.get(value)?.className}>
                    {panels.get(value)?.content}
                  </TabsContent>
                ))}
              </Tabs>
            </>
          );
        }}
      </QueryState>

      {timeZone ? (
        <>
          <ShiftFormDialog
            state={dialog}
            onClose={() => setDialog(null)}
            timeZone={timeZone}
            team={team.data ?? []}
          />
          <RotationDialog
            open={rotationOpen}
            onOpenChange={setRotationOpen}
            team={team.data ?? []}
            startDay={todayDay}
            timeZone={timeZone}
          />
          <RequestCoverageDialog
            open={coverage !== null}
            onOpenChange={(open) => open || setCoverage(null)}
            shift={coverage}
            timeZone={timeZone}
          />
          {weekAddons.map((a) => (
            <Fragment key={a.name}>{a.dialogs}</Fragment>
          ))}
        </>
      ) : null}
      <DeleteSeriesDialog
        shift={deleting}
        pending={removeShift.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
      <CalendarFeedDialog open={feedOpen} onOpenChange={setFeedOpen} />
      {removalCheck.dialog}
    </div>
  );
}
