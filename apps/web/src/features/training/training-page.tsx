import { type Course, TRAINING_MESSAGES } from "@rollcall/shared/training";
import { Plus, RefreshCw, ServerCrash, UserPlus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { ApiError } from "@/lib/api";
import { useUser } from "@/lib/session";
import { useAgencyTimeZone } from "./api/get-agency-time-zone";
import { useAssignments } from "./api/get-assignments";
import { useCourses } from "./api/get-courses";
import { useMyTraining } from "./api/get-my-training";
import { useTeam } from "./api/get-team";
import { type AssignTarget, AssignTrainingDialog } from "./components/assign-training-dialog";
import { AssignmentDetailsDialog } from "./components/assignment-details-dialog";
import { type AssigneeFilter, AssignmentsTab } from "./components/assignments-tab";
import type { CourseAction } from "./components/course-card";
import { CourseFormDialog, type CourseFormTarget } from "./components/course-form-dialog";
import { CoursesTab } from "./components/courses-tab";
import { DeleteCourseDialog } from "./components/delete-course-dialog";
import { OverviewTab } from "./components/overview-tab";
import { ProgressTab } from "./components/progress-tab";
import { todayIn } from "./utils/format";
import { isAdmin as isAdminUser } from "./utils/permissions";

const TABS = ["overview", "courses", "assignments", "progress"] as const;
type Tab = (typeof TABS)[number];

/** Training Management (spec 02 §2): Overview, Courses, Assignments and Progress. */
export function TrainingPage() {
  const { user } = useUser();
  const admin = isAdminUser(user);
  const courses = useCourses();
  const assignments = useAssignments();
  const myTraining = useMyTraining();
  const team = useTeam(user?.agencyId, admin);
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const unauthorized = useUnauthorizedRedirect(courses.error, assignments.error, myTraining.error);
  const [params, setParams] = useSearchParams();

  // The tab lives in the address (?tab=), so reloads and shared links keep it.
  const tabParam = params.get("tab");
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : "overview";
  const setTab = (next: string) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === "overview") p.delete("tab");
        else p.set("tab", next);
        return p;
      },
      { replace: true },
    );

  const [courseForm, setCourseForm] = useState<CourseFormTarget | null>(null);
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  const [deleting, setDeleting] = useState<Course | null>(null);
  const [details, setDetails] = useState<string | null>(null);
  const [assignee, setAssignee] = useState<AssigneeFilter>("all");

  const onCourseAction = (action: CourseAction, course: Course) => {
    if (action === "edit") setCourseForm({ kind: "edit", course });
    else if (action === "assign") setAssigning({ course });
    else setDeleting(course);
  };

  const header = (
    <PageHeader
      title="Training Management"
      description={TRAINING_MESSAGES.subtitle}
      actions={
        admin ? (
          <>
            <Button variant="outline" onClick={() => setAssigning({ course: null })}>
              <UserPlus aria-hidden="true" />
              Assign Training
            </Button>
            <Button onClick={() => setCourseForm({ kind: "create" })}>
              <Plus aria-hidden="true" />
              Create Course
            </Button>
          </>
        ) : undefined
      }
    />
  );

  const dialogs = admin ? (
    <>
      <CourseFormDialog target={courseForm} onClose={() => setCourseForm(null)} team={team.data ?? []} />
      <AssignTrainingDialog
        target={assigning}
        onClose={() => setAssigning(null)}
        courses={courses.data ?? []}
        team={team.data ?? []}
        assignments={assignments.data ?? []}
        today={todayIn(timeZone)}
      />
      <DeleteCourseDialog course={deleting} onClose={() => setDeleting(null)} />
    </>
  ) : null;

  const pending = courses.isPending || assignments.isPending || myTraining.isPending;
  if (pending || unauthorized)
    return (
      <div className="space-y-6">
        {header}
        <Spinner label={TRAINING_MESSAGES.loading} />
        {dialogs}
      </div>
    );

  if (courses.isError || assignments.isError || myTraining.isError) {
    const error = courses.error ?? assignments.error ?? myTraining.error;
    const fetching = courses.isFetching || assignments.isFetching || myTraining.isFetching;
    return (
      <div className="space-y-6">
        {header}
        <Card>
          <EmptyState
            icon={ServerCrash}
            tone="danger"
            title="Training data could not be loaded"
            description={error instanceof ApiError ? error.serverMessage : error?.message}
            action={
              <Button
                variant="outline"
                disabled={fetching}
                onClick={() => {
                  void courses.refetch();
                  void assignments.refetch();
                  void myTraining.refetch();
                }}
              >
                <RefreshCw aria-hidden="true" className={fetching ? "animate-spin" : undefined} />
                Try again
              </Button>
            }
          />
        </Card>
        {dialogs}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {header}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList
          aria-label="Training sections"
          className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto sm:self-start"
        >
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="courses">Courses</TabsTrigger>
          <TabsTrigger value="assignments">Assignments</TabsTrigger>
          <TabsTrigger value="progress">Progress</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab
            courses={courses.data}
            assignments={assignments.data}
            myTraining={myTraining.data}
            isAdmin={admin}
            onViewDetails={setDetails}
            onShowAll={() => {
              setAssignee(admin ? "me" : "all");
              setTab("assignments");
            }}
          />
        </TabsContent>
        <TabsContent value="courses">
          <CoursesTab
            courses={courses.data}
            isAdmin={admin}
            onCreate={() => setCourseForm({ kind: "create" })}
            onAction={onCourseAction}
          />
        </TabsContent>
        <TabsContent value="assignments">
          <AssignmentsTab
            assignments={assignments.data}
            isAdmin={admin}
            userId={user?.id ?? ""}
            timeZone={timeZone}
            assignee={assignee}
            onAssigneeChange={setAssignee}
            onViewDetails={setDetails}
          />
        </TabsContent>
        <TabsContent value="progress">
          <ProgressTab />
        </TabsContent>
      </Tabs>
      {dialogs}
      <AssignmentDetailsDialog
        assignmentId={details}
        onClose={() => setDetails(null)}
        userId={user?.id ?? ""}
        isAdmin={admin}
        timeZone={timeZone}
      />
    </div>
  );
}
