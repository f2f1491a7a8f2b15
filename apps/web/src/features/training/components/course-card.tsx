import { COURSE_CATEGORY_LABELS, type Course, TRAINING_MESSAGES } from "@rollcall/shared/training";
import { Pencil, Trash2, UserPlus } from "lucide-react";
import { ActionsMenu } from "@/components/ui/actions-menu";
import { Card } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
import { formatHours } from "../utils/format";
import { CourseStatusBadge, DifficultyBadge } from "./badges";

export type CourseAction = "edit" | "assign" | "delete";

type CourseCardProps = {
  course: Course;
  /** Admins get the card menu: Edit, Assign (not for archived courses) and Delete. */
  isAdmin: boolean;
  onAction: (action: CourseAction, course: Course) => void;
};

/** Spec 02 §2 course card: title, difficulty and status, description, category, hours, size, instructor. */
export function CourseCard({ course: c, isAdmin, onAction }: CourseCardProps) {
  const instructor = c.instructorId
    ? (c.instructorName ?? TRAINING_MESSAGES.unknownInstructor)
    : TRAINING_MESSAGES.noInstructor;
  return (
    <Card className="flex h-full flex-col">
      <article aria-label={c.title} className="flex h-full flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <Heading className="min-w-0 break-words text-base font-semibold leading-snug text-foreground">
            {c.title}
          </Heading>
          {isAdmin ? (
            <ActionsMenu
              label={`Actions for ${c.title}`}
              modal={false}
              className="-mr-2 -mt-2 shrink-0"
              actions={[
                { label: "Edit", icon: Pencil, onSelect: () => onAction("edit", c) },
                c.status !== "archived" && {
                  label: "Assign",
                  icon: UserPlus,
                  onSelect: () => onAction("assign", c),
                },
                {
                  label: "Delete",
                  icon: Trash2,
                  onSelect: () => onAction("delete", c),
                  destructive: true,
                  separated: true,
                },
              ]}
            />
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <DifficultyBadge difficulty={c.difficulty} />
          <CourseStatusBadge status={c.status} />
        </div>
        {c.description ? <p className="line-clamp-3 text-sm text-muted-foreground">{c.description}</p> : null}
        <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-2 border-t pt-3 text-sm">
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Category</dt>
            <dd className="font-medium">{COURSE_CATEGORY_LABELS[c.category]}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Duration</dt>
            <dd className="font-medium">{formatHours(c.duration)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Max participants</dt>
            <dd className="font-medium tabular-nums">{c.maxParticipants}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Instructor</dt>
            <dd className="break-words font-medium">{instructor}</dd>
          </div>
          <div className="col-span-2">
            <dt className="sr-only">Assignments</dt>
            <dd className="text-xs text-muted-foreground">
              {c.assignedCount === 0
                ? "Not assigned yet"
                : `${c.assignedCount} assigned · ${c.completedCount} completed`}
            </dd>
          </div>
        </dl>
      </article>
    </Card>
  );
}
