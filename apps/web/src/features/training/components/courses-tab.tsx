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
import { useDeferredValue, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchField } from "@/components/ui/search-field";
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
  const categoryId = useId();
  const statusId = useId();
  const filtering = query !== "" || category !== "all" || status !== "all";

  const shown = courses.filter(
    (c) =>
      matches(c, query) &&
      (category === "all" || c.category === category) &&
      (status === "all" || c.status === status),
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label="Search courses"
          value={search}
          onChange={setSearch}
          placeholder="Title or description"
        />
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <div className="grid gap-1.5 sm:w-48">
            <Label htmlFor={categoryId}>Category</Label>
            <NativeSelect
              id={categoryId}
              value={category}
              onChange={(e) => setCategory(e.target.value as CourseCategory | "all")}
            >
              <option value="all">All Categories</option>
              {COURSE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {COURSE_CATEGORY_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5 sm:w-40">
            <Label htmlFor={statusId}>Status</Label>
            <NativeSelect
              id={statusId}
              value={status}
              onChange={(e) => setStatus(e.target.value as CourseStatus | "all")}
            >
              <option value="all">All Status</option>
              {COURSE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {COURSE_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>
      {courses.length ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {shown.length} of {courses.length} courses
        </p>
      ) : null}

      {shown.length === 0 ? (
        <Card>
          <EmptyState
            icon={filtering ? SearchX : BookOpen}
            title={TRAINING_MESSAGES.noCoursesTitle}
            description={filtering ? TRAINING_MESSAGES.noCoursesFiltered : TRAINING_MESSAGES.noCoursesYet}
            action={
              filtering ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    setSearch("");
                    setCategory("all");
                    setStatus("all");
                  }}
                >
                  Clear filters
                </Button>
              ) : isAdmin ? (
                <Button onClick={onCreate}>
                  <Plus aria-hidden="true" />
                  Create Course
                </Button>
              ) : undefined
            }
          />
        </Card>
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
