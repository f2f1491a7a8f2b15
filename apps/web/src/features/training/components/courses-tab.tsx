import {
  COURSE_CATEGORIES,
  COURSE_CATEGORY_LABELS,
  COURSE_STATUS_LABELS,
  COURSE_STATUSES,
  type Course,
  TRAINING_MESSAGES,
} from "@rollcall/shared/training";
import { BookOpen, Plus, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FilteredList, listFilter, useListFilters } from "@/components/ui/use-list-filters";
import { type CourseAction, CourseCard } from "./course-card";

type CoursesTabProps = {
  courses: Course[];
  isAdmin: boolean;
  onCreate: () => void;
  onAction: (action: CourseAction, course: Course) => void;
};

/** Spec 02 §2: title or description, any case. */
function matches(c: Course, query: string) {
  return [c.title, c.description].some((field) => field?.toLowerCase().includes(query));
}

/** The Courses tab: search, category and status filters, and the card grid. */
export function CoursesTab({ courses, isAdmin, onCreate, onAction }: CoursesTabProps) {
  const list = useListFilters(courses, {
    search: { label: "Search courses", placeholder: "Title or description", matches },
    filters: [
      listFilter({
        label: "Category",
        allLabel: "All Categories",
        options: COURSE_CATEGORIES,
        labels: COURSE_CATEGORY_LABELS,
        matches: (c: Course, category) => c.category === category,
      }),
      listFilter({
        label: "Status",
        allLabel: "All Status",
        options: COURSE_STATUSES,
        labels: COURSE_STATUS_LABELS,
        className: "sm:w-40",
        matches: (c: Course, status) => c.status === status,
      }),
    ],
  });
  const { shown, filtering } = list;

  return (
    <FilteredList
      list={list}
      noun="courses"
      noMatches={{
        icon: filtering ? SearchX : BookOpen,
        title: TRAINING_MESSAGES.noCoursesTitle,
        description: filtering ? TRAINING_MESSAGES.noCoursesFiltered : TRAINING_MESSAGES.noCoursesYet,
        action: isAdmin ? (
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            Create Course
          </Button>
        ) : undefined,
      }}
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Courses">
        {shown.map((c) => (
          <li key={c.id}>
            <CourseCard course={c} isAdmin={isAdmin} onAction={onAction} />
          </li>
        ))}
      </ul>
    </FilteredList>
  );
}
