import {
  PCR_MESSAGES,
  PCR_STATUS_LABELS,
  type PcrRecord,
  pcrCommentCreateSchema,
  pcrReturnSchema,
} from "@rollcall/shared/epcr/api";
import { type MissingItem, missingForClose } from "@rollcall/shared/epcr/missing";
import { type PcrContent, type PcrReportInput, pcrReportInputSchema } from "@rollcall/shared/epcr/report";
import { isAdmin } from "@rollcall/shared/roles";
import { ArrowLeft, ArrowRight, FilePenLine, Lock } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormWarning } from "@/components/ui/form-warning";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { useAgencyTimeZone, useTeam } from "@/features/agencies";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError, isQueued } from "@/lib/api";
import { useConnectivity } from "@/lib/connectivity";
import { useUser } from "@/lib/session";
import { useAddAddendum } from "./api/add-addendum";
import { useAddQaComment } from "./api/add-qa-comment";
import { useClosePcr } from "./api/close-pcr";
import { usePcr } from "./api/get-pcr";
import { useReturnPcr } from "./api/return-pcr";
import { useReviewPcr } from "./api/review-pcr";
import { AccessLogCard } from "./components/access-log-card";
import { ActivityCard } from "./components/activity-card";
import { ConflictDialog } from "./components/conflict-dialog";
import { MissingPanel } from "./components/missing-panel";
import { NoteDialog } from "./components/note-dialog";
import { ReportFormContext, type ReportFormValue } from "./components/report-form";
import { SaveStatus } from "./components/save-status";
import { SectionNav } from "./components/section-nav";
import { ArrestSection } from "./components/sections/arrest-section";
import { CrewSection } from "./components/sections/crew-section";
import { DispositionSection } from "./components/sections/disposition-section";
import { ExamSection } from "./components/sections/exam-section";
import { HistorySection } from "./components/sections/history-section";
import { InterventionsSection } from "./components/sections/interventions-section";
import { NarrativeSection } from "./components/sections/narrative-section";
import { PatientSection } from "./components/sections/patient-section";
import { ResponseSection } from "./components/sections/response-section";
import { SignaturesSection } from "./components/sections/signatures-section";
import { SituationSection } from "./components/sections/situation-section";
import { VitalsSection } from "./components/sections/vitals-section";
import { SubmissionBadge, SubmissionCard } from "./components/submission-card";
import { useReportDraft } from "./use-report-draft";
import { fieldId, missingCounts, type PcrSectionKey, screenOf, visibleSections } from "./utils/sections";
import { type Path, setIn } from "./utils/set-in";

const SCREENS: Record<PcrSectionKey, () => ReactNode> = {
  response: ResponseSection,
  crew: CrewSection,
  patient: PatientSection,
  situation: SituationSection,
  history: HistorySection,
  vitals: VitalsSection,
  exam: ExamSection,
  interventions: InterventionsSection,
  arrest: ArrestSection,
  disposition: DispositionSection,
  narrative: NarrativeSection,
  signatures: SignaturesSection,
};

const commentSchema = z.object({ text: pcrCommentCreateSchema.shape.text });
const reasonSchema = z.object({ text: pcrReturnSchema.shape.reason });

/** /pcr/:id: the report, its screens, what it still misses, and what can be done with it now. */
export function PcrReportPage() {
  const { id = "" } = useParams();
  const report = usePcr(id);
  return (
    <div className="grid gap-6">
      <QueryState query={report} loadingLabel="Loading the report..." errorTitle="Could not load the report">
        {() => (report.data ? <Report record={report.data} /> : null)}
      </QueryState>
    </div>
  );
}

function Report({ record }: { record: PcrRecord }) {
  const { user } = useUser();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const draft = useReportDraft(record, user?.id);
  const [active, setActive] = useState<PcrSectionKey>("response");
  const [addendum, setAddendum] = useState<PcrReportInput | null>(null);
  const [dialog, setDialog] = useState<null | "close" | "addendum" | "comment" | "return" | "review">(null);
  const [refused, setRefused] = useState<MissingItem[] | null>(null);
  const [showLog, setShowLog] = useState(false);
  const { online } = useConnectivity();
  const close = useClosePcr(record.id);
  const addAddendum = useAddAddendum(record.id);
  const comment = useAddQaComment(record.id);
  const giveBack = useReturnPcr(record.id);
  const review = useReviewPcr(record.id);

  const closed = record.status === "closed";
  const content = addendum ?? draft.content ?? record.content;
  const missing = useMemo(() => missingForClose(content as PcrContent), [content]);
  const counts = missingCounts(missing);
  const sections = visibleSections(content);
  const current = sections.some((s) => s.key === active) ? active : "response";
  const Screen = SCREENS[current];
  // Admins and the officers named in Settings → QA Reviewers, as the server judges them.
  const reviewer = Boolean(user?.canReview);
  const invalid = useMemo(() => pcrReportInputSchema.safeParse(content).error?.issues ?? [], [content]);
  const errors = useMemo(
    () => Object.fromEntries(invalid.map((issue) => [issue.path.join("."), issue.message])),
    [invalid],
  );
  // Who may be named as having done something: the call's crew first, then the agency's other members.
  const team = useTeam(user?.agencyId);
  const crew = useMemo(() => {
    const named = new Map(record.crew.map((m) => [m.id, m.name]));
    for (const m of team.data ?? []) if (!named.has(m.id)) named.set(m.id, `${m.firstName} ${m.lastName}`);
    return [...named].map(([id, name]) => ({ id, name }));
  }, [record.crew, team.data]);

  const form: ReportFormValue = {
    content,
    set: (path: Path, value: unknown) =>
      addendum ? setAddendum((a) => setIn(a ?? {}, path, value)) : draft.change(path, value),
    readOnly: closed ? !addendum : draft.state === "loading",
    timeZone,
    crew,
    errors,
  };

  const go = (item: Pick<MissingItem, "section" | "element" | "index">) => {
    setActive(screenOf(item));
    setRefused(null);
    setDialog(null);
    // After the screen renders: its field, or the screen itself when the item names no one field.
    setTimeout(() => {
      const el =
        document.getElementById(fieldId(item.element, item.index)) ?? document.getElementById("pcr-screen");
      el?.scrollIntoView({ block: "center" });
      el?.focus();
    }, 50);
  };

  const doClose = async () => {
    try {
      await draft.saveNow();
      await close.mutateAsync();
      toast({ title: PCR_MESSAGES.closedTitle });
      setDialog(null);
    } catch (error) {
      setDialog(null);
      const body = error instanceof ApiError ? (error.body as { missing?: MissingItem[] } | null) : null;
      if (error instanceof ApiError && error.status === 409 && body?.missing) setRefused(body.missing);
      else toastError("The report was not closed", error instanceof Error ? error.message : String(error));
    }
  };

  const index = sections.findIndex((s) => s.key === current);
  const number = record.content.pcrNumber ?? record.incidentNumber;

  return (
    <ReportFormContext.Provider value={form}>
      <PageHeader
        // A long title and up to six actions: the title keeps the width, the actions go below it until the
        // screen is wide enough for both on one line.
        className="sm:flex-col sm:items-stretch 2xl:flex-row 2xl:items-end"
        title={number ? `Patient Care Report ${number}` : "Patient Care Report"}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={closed ? "success" : "secondary"}>{PCR_STATUS_LABELS[record.status]}</Badge>
            {record.reviewedAt ? <Badge variant="info">Reviewed</Badge> : null}
            <SubmissionBadge state={record.submission?.state} />
            {record.unitName ? <span>{record.unitName}</span> : null}
            {record.incidentNumber ? <span>Incident {record.incidentNumber}</span> : null}
          </span>
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/pcr">All reports</Link>
            </Button>
            {!closed ? (
              <Button type="button" disabled={!online || close.isPending} onClick={() => setDialog("close")}>
                <Lock aria-hidden="true" /> Close Report
              </Button>
            ) : addendum ? null : (
              <Button type="button" onClick={() => setAddendum(structuredClone(record.content))}>
                <FilePenLine aria-hidden="true" /> Add Addendum
              </Button>
            )}
            {reviewer && closed && !addendum ? (
              <>
                <Button type="button" variant="outline" onClick={() => setDialog("comment")}>
                  Comment
                </Button>
                <Button type="button" variant="outline" onClick={() => setDialog("return")}>
                  Return to Crew
                </Button>
                {record.reviewedAt ? null : (
                  <Button type="button" variant="outline" onClick={() => setDialog("review")}>
                    Mark Reviewed
                  </Button>
                )}
              </>
            ) : null}
            {isAdmin(user) ? (
              <Button type="button" variant="outline" onClick={() => setShowLog((s) => !s)}>
                {showLog ? "Hide Access Log" : "Access Log"}
              </Button>
            ) : null}
          </>
        }
      />

      {closed ? null : <SaveStatus state={draft.state} error={draft.error} />}
      {!closed && !online ? (
        <p className="text-sm text-muted-foreground">
          Closing needs the connection; everything typed is kept.
        </p>
      ) : null}
      {record.returnedReason && !closed ? (
        <FormWarning title="Returned by QA">{record.returnedReason}</FormWarning>
      ) : null}
      {invalid.length > 0 && !closed ? (
        <FormWarning title="Some values do not fit the standard yet">
          <ul className="list-disc pl-5">
            {invalid.slice(0, 5).map((issue) => (
              <li key={issue.path.join(".")}>
                {issue.path.join(" › ")}: {issue.message}
              </li>
            ))}
          </ul>
        </FormWarning>
      ) : null}
      {addendum ? (
        <FormWarning title="Addendum">
          Change what needs correcting, then save the addendum with its reason.
          <span className="mt-2 flex flex-wrap gap-2">
            <Button type="button" onClick={() => setDialog("addendum")}>
              Save Addendum
            </Button>
            <Button type="button" variant="outline" onClick={() => setAddendum(null)}>
              Cancel
            </Button>
          </span>
        </FormWarning>
      ) : null}
      {showLog ? <AccessLogCard id={record.id} timeZone={timeZone} /> : null}

      <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="grid content-start gap-4 md:sticky md:top-4">
          <SectionNav sections={sections} counts={counts} active={current} onChoose={setActive} />
          {closed && !addendum ? null : <MissingPanel items={missing} onGo={go} />}
        </div>
        <div className="grid content-start gap-4">
          <div id="pcr-screen" tabIndex={-1} className="outline-none">
            <SectionCard title={sections[index]?.title ?? ""} padded>
              <fieldset disabled={form.readOnly} className="contents">
                <Screen />
              </fieldset>
            </SectionCard>
          </div>
          <div className="flex justify-between gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={index <= 0}
              onClick={() => setActive(sections[index - 1].key)}
            >
              <ArrowLeft aria-hidden="true" /> {sections[index - 1]?.title ?? "Previous"}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={index >= sections.length - 1}
              onClick={() => setActive(sections[index + 1].key)}
            >
              {sections[index + 1]?.title ?? "Next"} <ArrowRight aria-hidden="true" />
            </Button>
          </div>
          <SubmissionCard record={record} canSubmit={reviewer} timeZone={timeZone} />
          <ActivityCard record={record} timeZone={timeZone} />
        </div>
      </div>

      {draft.content ? (
        <ConflictDialog mine={draft.content} theirs={draft.conflict} onChoose={draft.settle} />
      ) : null}
      <ConfirmDialog
        open={dialog === "close"}
        onOpenChange={(open) => setDialog(open ? "close" : null)}
        title="Close this report?"
        description={
          missing.length
            ? `The standard still wants ${missing.length} item${missing.length === 1 ? "" : "s"}: the server will list them.`
            : "A closed report changes only by addendum."
        }
        confirmLabel="Close Report"
        pendingLabel="Closing..."
        pending={close.isPending}
        onConfirm={() => void doClose()}
      />
      <ConfirmDialog
        open={refused !== null}
        onOpenChange={(open) => (open ? undefined : setRefused(null))}
        title="The report cannot close yet"
        description={PCR_MESSAGES.missing}
        confirmLabel="Go to the first"
        pendingLabel="..."
        pending={false}
        onConfirm={() => refused?.[0] && go(refused[0])}
      >
        <ul className="max-h-64 list-disc overflow-y-auto pl-5 text-sm">
          {(refused ?? []).map((item) => (
            <li key={`${item.element}-${item.index ?? ""}-${item.label}`}>{item.label}</li>
          ))}
        </ul>
      </ConfirmDialog>
      <NoteDialog
        open={dialog === "addendum"}
        onClose={() => setDialog(null)}
        title="Save Addendum"
        description="Who added it, when and why are kept with the report."
        label="Reason"
        schema={reasonSchema}
        submitLabel="Save Addendum"
        pendingText="Saving..."
        onSubmit={async (reason) => {
          try {
            await addAddendum.mutateAsync({ reason, content: addendum ?? undefined });
            toast({ title: PCR_MESSAGES.addendumAdded });
          } finally {
            setAddendum(null);
          }
        }}
      />
      <NoteDialog
        open={dialog === "comment"}
        onClose={() => setDialog(null)}
        title="QA Comment"
        description="The crew sees it on the report."
        label="Comment"
        schema={commentSchema}
        submitLabel="Add Comment"
        pendingText="Adding..."
        onSubmit={async (text) => {
          await comment.mutateAsync({ text });
          toast({ title: PCR_MESSAGES.commented });
        }}
      />
      <NoteDialog
        open={dialog === "return"}
        onClose={() => setDialog(null)}
        title="Return to Crew"
        description="The report becomes a draft again, with your reason shown to its crew."
        label="Reason"
        schema={reasonSchema}
        submitLabel="Return Report"
        pendingText="Returning..."
        onSubmit={async (reason) => {
          await giveBack.mutateAsync({ reason });
          toast({ title: PCR_MESSAGES.returned });
        }}
      />
      <ConfirmDialog
        open={dialog === "review"}
        onOpenChange={(open) => setDialog(open ? "review" : null)}
        title="Mark this report reviewed?"
        description="It leaves the QA queue."
        confirmLabel="Mark Reviewed"
        pendingLabel="Saving..."
        pending={review.isPending}
        onConfirm={() =>
          review.mutate(undefined, {
            onSuccess: () => setDialog(null),
            onError: (error) => {
              setDialog(null);
              if (!isQueued(error)) toastError("Not marked reviewed", error.message);
            },
          })
        }
      />
    </ReportFormContext.Provider>
  );
}
