import {
  COURSE_CATEGORIES,
  COURSE_CATEGORY_LABELS,
  COURSE_STATUS_LABELS,
  COURSE_STATUSES,
  type Course,
  type CourseCategory,
  type CourseStatus,
  TRAINING_MESSAGES,
} from "@rollcall/shared/training";
import { BookOpen, Plus, SearchX } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Button } from "@/components/ui/button";
import { NoMatches, ShowingCount } from "@/components/ui/data-table";
import { FilterBar } from "@/components/ui/filter-bar";
import { SelectFilter } from "@/components/ui/select-filter";
import { type CourseAction, CourseCard } from "./course-card";

type CoursesTabProps = {
  courses: Course[];
  isAdmin: boolean;
  onCreate: () => void;
  onAction: (action: CourseAction, course: Course) => void;
};

/** Spec 02 §2: title or description, any case. */
function matches(c: Course, query: string) {
  if (!query) return true;
  return [c.title, c.description].some((field) => field?.toLowerCase().includes(query));
}

/** The Courses tab: search, category and status filters, and the card grid. */
export function CoursesTab({ courses, isAdmin, onCreate, onAction }: CoursesTabProps) {
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<CourseCategory | "all">("all");
  const [status, setStatus] = useState<CourseStatus | "all">("all");
  const query = useDeferredValue(search.trim().toLowerCase());
  const filtering = query !== "" || category !== "all" || status !== "all";

  const shown = courses.filter(
    (c) =>
      matches(c, query) &&
      (category === "all" || c.category === category) &&
      (status === "all" || c.status === status),
  );

  return (
    <div className="space-y-4">
      <FilterBar
        search={{
          label: "Search courses",
          value: search,
          onChange: setSearch,
          placeholder: "Title or description",
        }}
      >
        <SelectFilter
          label="Category"
          allLabel="All Categories"
          options={COURSE_CATEGORIES}
          labels={COURSE_CATEGORY_LABELS}
          value={category}
          onChange={setCategory}
          className="sm:w-48"
        />
        <SelectFilter
          label="Status"
          allLabel="All Status"
          options={COURSE_STATUSES}
          labels={COURSE_STATUS_LABELS}
          value={status}
          onChange={setStatus}
          className="sm:w-40"
        />
      </FilterBar>
      {courses.length ? <ShowingCount shown={shown.length} total={courses.length} noun="courses" /> : null}

      {shown.length === 0 ? (
        <NoMatches
          icon={filtering ? SearchX : BookOpen}
          title={TRAINING_MESSAGES.noCoursesTitle}
          description={filtering ? TRAINING_MESSAGES.noCoursesFiltered : TRAINING_MESSAGES.noCoursesYet}
          onClear={
            filtering
              ? () => {
                  setSearch("");
                  setCategory("all");
                  setStatus("all");
                }
              : undefined
          }
          action={
            isAdmin ? (
              <Button onClick={onCreate}>
                <Plus aria-hidden="true" />
                Create Course
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Courses">
          {shown.map((c) => (
            <li key={c.id}>
              <CourseCard course={c} isAdmin={isAdmin} onAction={onAction} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
