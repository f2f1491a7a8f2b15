import { isAdmin as isAdminUser } from "@rollcall/shared/roles";
import { type Course, TRAINING_MESSAGES } from "@rollcall/shared/training";
import { Plus, UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ModulePage } from "@/components/ui/module-page";
import { useTabParam } from "@/components/ui/use-tab-param";
import { useAgencyTimeZone, useTeam } from "@/features/agencies";
import { todayIn } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { useAssignments } from "./api/get-assignments";
import { useCourses } from "./api/get-courses";
import { useMyTraining } from "./api/get-my-training";
import { type AssignTarget, AssignTrainingDialog } from "./components/assign-training-dialog";
import { AssignmentDetailsDialog } from "./components/assignment-details-dialog";
import { type AssigneeFilter, AssignmentsTab } from "./components/assignments-tab";
import type { CourseAction } from "./components/course-card";
import { CourseFormDialog, type CourseFormTarget } from "./components/course-form-dialog";
import { CoursesTab } from "./components/courses-tab";
import { DeleteCourseDialog } from "./components/delete-course-dialog";
import { OverviewTab } from "./components/overview-tab";
import { ProgressTab } from "./components/progress-tab";

const TABS = ["overview", "courses", "assignments", "progress"] as const;

/** Training Management (spec 02 §2): Overview, Courses, Assignments and Progress. */
export function TrainingPage() {
  const { user } = useUser();
  const admin = isAdminUser(user);
  const courses = useCourses();
  const assignments = useAssignments();
  const myTraining = useMyTraining();
  const team = useTeam(admin ? user?.agencyId : undefined);
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const { tab, setTab } = useTabParam(TABS);

  // The tab lives in the address (?tab=), so reloads and shared links keep it.

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

  const dialogs = (
    <>
      {admin ? (
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
      ) : null}
      <AssignmentDetailsDialog
        assignmentId={details}
        onClose={() => setDetails(null)}
        userId={user?.id ?? ""}
        isAdmin={admin}
        timeZone={timeZone}
      />
    </>
  );

  const loaded =
    courses.data && assignments.data && myTraining.data
      ? { courses: courses.data, assignments: assignments.data, myTraining: myTraining.data }
      : null;

  return (
    <ModulePage
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
      query={[courses, assignments, myTraining]}
      loadingLabel={TRAINING_MESSAGES.loading}
      errorTitle="Training data could not be loaded"
      tabsLabel="Training sections"
      tab={tab}
      onTabChange={setTab}
      tabs={() =>
        loaded && [
          {
            value: "overview",
            label: "Overview",
            content: (
              <OverviewTab
                courses={loaded.courses}
                assignments={loaded.assignments}
                myTraining={loaded.myTraining}
                isAdmin={admin}
                onViewDetails={setDetails}
                onShowAll={() => {
                  setAssignee(admin ? "me" : "all");
                  setTab("assignments");
                }}
              />
            ),
          },
          {
            value: "courses",
            label: "Courses",
            content: (
              <CoursesTab
                courses={loaded.courses}
                isAdmin={admin}
                onCreate={() => setCourseForm({ kind: "create" })}
                onAction={onCourseAction}
              />
            ),
          },
          {
            value: "assignments",
            label: "Assignments",
            content: (
              <AssignmentsTab
                assignments={loaded.assignments}
                isAdmin={admin}
                userId={user?.id ?? ""}
                timeZone={timeZone}
                assignee={assignee}
                onAssigneeChange={setAssignee}
                onViewDetails={setDetails}
              />
            ),
          },
          {
            value: "progress",
            label: "Progress",
            content: <ProgressTab />,
          },
        ]
      }
      dialogs={dialogs}
    />
  );
}
