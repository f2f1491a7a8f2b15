import {
  COURSE_STATUS_LABELS,
  type CourseStatus,
  DIFFICULTY_LABELS,
  type Difficulty,
  TRAINING_ASSIGNMENT_STATUS_LABELS,
  TRAINING_PRIORITY_LABELS,
  type TrainingAssignment,
  type TrainingPriority,
} from "@rollcall/shared/training";
import { CircleCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";

const PRIORITY_VARIANTS = {
  low: "secondary",
  medium: "info",
  high: "warning",
  critical: "danger",
} as const satisfies Record<TrainingPriority, string>;

export function PriorityBadge({ priority }: { priority: TrainingPriority }) {
  return <Badge variant={PRIORITY_VARIANTS[priority]}>{TRAINING_PRIORITY_LABELS[priority]}</Badge>;
}

const DIFFICULTY_VARIANTS = {
  beginner: "success",
  intermediate: "info",
  advanced: "offline",
} as const satisfies Record<Difficulty, string>;

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <Badge variant={DIFFICULTY_VARIANTS[difficulty]}>{DIFFICULTY_LABELS[difficulty]}</Badge>;
}

const COURSE_STATUS_VARIANTS = {
  draft: "secondary",
  published: "default",
  archived: "outline",
} as const satisfies Record<CourseStatus, string>;

export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  return <Badge variant={COURSE_STATUS_VARIANTS[status]}>{COURSE_STATUS_LABELS[status]}</Badge>;
}

/**
 * Completed stands apart (green, with a check); otherwise Overdue when the due date has passed (computed by
 * the server against the agency's today), else the stored status.
 */
export function AssignmentStatusBadge({
  assignment,
}: {
  assignment: Pick<TrainingAssignment, "status" | "overdue">;
}) {
  if (assignment.status === "completed")
    return (
      <Badge variant="success">
        <CircleCheck className="size-3.5" aria-hidden="true" />
        {TRAINING_ASSIGNMENT_STATUS_LABELS.completed}
      </Badge>
    );
  const overdue = assignment.overdue || assignment.status === "overdue";
  const started = assignment.status === "in_progress";
  if (started && overdue)
    return (
      <span className="inline-flex flex-wrap gap-1">
        <Badge variant="info">{TRAINING_ASSIGNMENT_STATUS_LABELS.in_progress}</Badge>
        <Badge variant="danger">{TRAINING_ASSIGNMENT_STATUS_LABELS.overdue}</Badge>
      </span>
    );
  if (overdue) return <Badge variant="danger">{TRAINING_ASSIGNMENT_STATUS_LABELS.overdue}</Badge>;
  if (started) return <Badge variant="info">{TRAINING_ASSIGNMENT_STATUS_LABELS.in_progress}</Badge>;
  return <Badge variant="outline">{TRAINING_ASSIGNMENT_STATUS_LABELS.assigned}</Badge>;
}
