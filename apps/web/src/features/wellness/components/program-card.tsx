import {
  FITNESS_DIFFICULTY_LABELS,
  FITNESS_PROGRAM_TYPE_LABELS,
  type FitnessDifficulty,
  type FitnessProgram,
} from "@rollcall/shared/wellness";
import { Archive, ArchiveRestore, CircleCheck, Pencil, Play, Plus, Trash2 } from "lucide-react";
import { ActionsMenu } from "@/components/ui/actions-menu";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Heading } from "@/components/ui/heading";
import { cn } from "@/lib/utils";
import { enrollmentLine, formatMinutes, PROGRAM_TYPE_ICONS } from "../utils/format";

export type ProgramAction = "edit" | "retire" | "reactivate" | "delete";

const DIFFICULTY_VARIANTS = {
  beginner: "success",
  intermediate: "info",
  advanced: "offline",
} as const satisfies Record<FitnessDifficulty, string>;

type ProgramCardProps = {
  program: FitnessProgram;
  /** Admins get the card menu: Edit, Retire or Reactivate, Delete. */
  isAdmin: boolean;
  timeZone: string | undefined;
  /** Start Program, then Log Session: both open today's session of the program to adjust and log. */
  onStart: (program: FitnessProgram) => void;
  onAction: (action: ProgramAction, program: FitnessProgram) => void;
};

/**
 * Spec 02 §2 program card: type icon, difficulty, name, description, minutes, type and Start Program; once
 * started, the member's own progress and Log Session. A retired program is muted and cannot be started.
 */
export function ProgramCard({ program: p, isAdmin, timeZone, onStart, onAction }: ProgramCardProps) {
  const Icon = PROGRAM_TYPE_ICONS[p.type];
  const started = p.enrollment !== null;
  return (
    <Card className={cn("flex h-full flex-col", !p.isActive && "bg-muted/40")}>
      <article aria-label={p.name} className="flex h-full flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <span
            className={cn(
              "flex size-10 shrink-0 items-center justify-center rounded-md",
              p.isActive ? "bg-navy-100 text-primary" : "bg-muted text-muted-foreground",
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <Heading
              className={cn(
                "break-words text-base font-semibold leading-snug",
                p.isActive ? "text-foreground" : "text-muted-foreground",
              )}
            >
              {p.name}
            </Heading>
            <div className="mt-1.5 flex flex-wrap gap-1.5">
              <Badge variant={p.isActive ? DIFFICULTY_VARIANTS[p.difficulty] : "secondary"}>
                {FITNESS_DIFFICULTY_LABELS[p.difficulty]}
              </Badge>
              {p.isActive ? null : <Badge variant="outline">Retired</Badge>}
            </div>
          </div>
          {isAdmin ? (
            <ActionsMenu
              label={`Actions for ${p.name}`}
              modal={false}
              className="-mr-2 -mt-2 shrink-0"
              actions={[
                { label: "Edit", icon: Pencil, onSelect: () => onAction("edit", p) },
                p.isActive
                  ? { label: "Retire", icon: Archive, onSelect: () => onAction("retire", p) }
                  : { label: "Reactivate", icon: ArchiveRestore, onSelect: () => onAction("reactivate", p) },
                {
                  label: "Delete",
                  icon: Trash2,
                  onSelect: () => onAction("delete", p),
                  destructive: true,
                  separated: true,
                },
              ]}
            />
          ) : null}
        </div>
        {p.description ? <p className="line-clamp-3 text-sm text-muted-foreground">{p.description}</p> : null}
        <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-2 border-t pt-3 text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">Duration</dt>
            <dd className="font-medium tabular-nums">{formatMinutes(p.duration)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Type</dt>
            <dd className="font-medium">{FITNESS_PROGRAM_TYPE_LABELS[p.type]}</dd>
          </div>
          {p.enrollment ? (
            <div className="col-span-2">
              <dt className="sr-only">Your progress</dt>
              <dd
                className="flex items-start gap-1.5 text-xs text-muted-foreground"
                data-testid="program-progress"
              >
                <CircleCheck className="mt-px size-3.5 shrink-0 text-success" aria-hidden="true" />
                {enrollmentLine(p.enrollment, timeZone)}
              </dd>
            </div>
          ) : null}
        </dl>
        {p.isActive ? (
          <Button variant={started ? "outline" : "default"} className="w-full" onClick={() => onStart(p)}>
            {started ? <Plus aria-hidden="true" /> : <Play aria-hidden="true" />}
            {started ? "Log Session" : "Start Program"}
          </Button>
        ) : (
          <p className="text-center text-xs text-muted-foreground">No longer offered</p>
        )}
      </article>
    </Card>
  );
}
