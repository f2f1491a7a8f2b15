import { isAdmin as isAdminUser } from "@rollcall/shared/roles";
import { type FitnessProgram, WELLNESS_MESSAGES, type WellnessRecord } from "@rollcall/shared/wellness";
import { ClipboardPlus, Lock, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ModulePage } from "@/components/ui/module-page";
import type { PageTab } from "@/components/ui/page-tabs";
import { useTabParam } from "@/components/ui/use-tab-param";
import { useAgencyTimeZone } from "@/features/agencies";
import { toast, toastError } from "@/hooks/use-toast";
import { todayIn } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { usePrograms } from "./api/get-programs";
import { useMyRecords } from "./api/get-records";
import { useWellnessStats } from "./api/get-wellness-stats";
import { useUpdateProgram } from "./api/update-program";
import { useUpdateRecord } from "./api/update-record";
import { ActivityLogTab } from "./components/activity-log-tab";
import { DeleteProgramDialog, DeleteRecordDialog } from "./components/delete-dialogs";
import { LogActivityDialog } from "./components/log-activity-dialog";
import type { ProgramAction } from "./components/program-card";
import { ProgramFormDialog, type ProgramFormTarget } from "./components/program-form-dialog";
import { ProgramsTab } from "./components/programs-tab";
import { ResourcesTab } from "./components/resources-tab";
import { SharedRecordsTab } from "./components/shared-records-tab";
import { WellnessStatCards } from "./components/wellness-stats";
import { failureText } from "./utils/errors";

const MEMBER_TABS = ["programs", "activity", "resources"] as const;
const ADMIN_TABS = [...MEMBER_TABS, "shared"] as const;

/**
 * The Wellness Center at /wellness (spec 02 §2), open to every member: the stat cards, then Fitness Programs,
 * Activity Log and Wellness Resources; admins also get Shared Records (what members chose to share).
 */
export function WellnessPage() {
  const { user } = useUser();
  const admin = isAdminUser(user);
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const today = todayIn(timeZone);
  const programs = usePrograms();
  const records = useMyRecords();
  const stats = useWellnessStats();
  const { tab, setTab } = useTabParam<string>(admin ? ADMIN_TABS : MEMBER_TABS);

  const [programForm, setProgramForm] = useState<ProgramFormTarget | null>(null);
  // Log Activity opens the dialog blank (program null); Start Program and Log Session with that program.
  const [logging, setLogging] = useState<{ program: FitnessProgram | null } | null>(null);
  const [deletingProgram, setDeletingProgram] = useState<FitnessProgram | null>(null);
  const [deletingRecord, setDeletingRecord] = useState<WellnessRecord | null>(null);

  const updateProgram = useUpdateProgram();
  const updateRecord = useUpdateRecord();

  // Start Program (then Log Session) opens today's session of the program to adjust; only saving logs it.
  const onStart = (program: FitnessProgram) => setLogging({ program });

  const onProgramAction = (action: ProgramAction, program: FitnessProgram) => {
    if (action === "edit") setProgramForm({ kind: "edit", program });
    else if (action === "delete") setDeletingProgram(program);
    else {
      const isActive = action === "reactivate";
      updateProgram.mutate(
        { id: program.id, changes: { isActive } },
        {
          onSuccess: () =>
            toast({
              title: WELLNESS_MESSAGES.programUpdated,
              description: isActive ? `${program.name} is offered again.` : `${program.name} is retired.`,
            }),
          onError: (error) => toastError(WELLNESS_MESSAGES.programUpdateFailed, failureText(error)),
        },
      );
    }
  };

  const onTogglePrivacy = (record: WellnessRecord) => {
    const isPrivate = !record.isPrivate;
    updateRecord.mutate(
      { id: record.id, changes: { isPrivate } },
      {
        onSuccess: () =>
          toast({
            title: WELLNESS_MESSAGES.recordUpdated,
            description: isPrivate ? "Private: visible to you alone." : "Shared with your agency's admins.",
          }),
        onError: (error) => toastError(WELLNESS_MESSAGES.recordUpdateFailed, failureText(error)),
      },
    );
  };

  const tabs = (programList: FitnessProgram[], recordList: WellnessRecord[]): PageTab[] => [
    {
      value: "programs",
      label: "Fitness Programs",
      content: (
        <ProgramsTab
          programs={programList}
          isAdmin={admin}
          timeZone={timeZone}
          onCreate={() => setProgramForm({ kind: "create" })}
          onStart={onStart}
          onAction={onProgramAction}
        />
      ),
    },
    {
      value: "activity",
      label: "Activity Log",
      content: (
        <ActivityLogTab
          records={recordList}
          onLog={() => setLogging({ program: null })}
          onTogglePrivacy={onTogglePrivacy}
          onDelete={setDeletingRecord}
        />
      ),
    },
    { value: "resources", label: "Wellness Resources", content: <ResourcesTab /> },
    ...(admin ? [{ value: "shared", label: "Shared Records", content: <SharedRecordsTab /> }] : []),
  ];

  const loaded = programs.data && records.data && stats.data ? stats.data : null;
  return (
    <ModulePage
      title={WELLNESS_MESSAGES.title}
      description={
        <>
          {WELLNESS_MESSAGES.subtitle}
          <span className="mt-3 flex items-start gap-2 text-sm text-muted-foreground">
            <Lock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {WELLNESS_MESSAGES.privacyNote}
          </span>
        </>
      }
      actions={
        <>
          <Button variant="outline" onClick={() => setProgramForm({ kind: "create" })}>
            <Plus aria-hidden="true" />
            New Program
          </Button>
          <Button onClick={() => setLogging({ program: null })}>
            <ClipboardPlus aria-hidden="true" />
            Log Activity
          </Button>
        </>
      }
      query={[programs, records, stats]}
      loadingLabel="Loading wellness..."
      errorTitle="Wellness data could not be loaded"
      tabsLabel="Wellness sections"
      tab={tab}
      onTabChange={setTab}
      aboveTabs={() => loaded && <WellnessStatCards stats={loaded} />}
      tabs={() => programs.data && records.data && tabs(programs.data, records.data)}
      dialogs={
        <>
          <ProgramFormDialog target={programForm} onClose={() => setProgramForm(null)} />
          <LogActivityDialog
            open={logging !== null}
            onClose={() => setLogging(null)}
            today={today}
            programs={(programs.data ?? []).filter((p) => p.isActive)}
            program={logging?.program}
          />
          <DeleteRecordDialog record={deletingRecord} onClose={() => setDeletingRecord(null)} />
          {admin ? (
            <DeleteProgramDialog program={deletingProgram} onClose={() => setDeletingProgram(null)} />
          ) : null}
        </>
      }
    />
  );
}
