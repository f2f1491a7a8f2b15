import { type FitnessProgram, WELLNESS_MESSAGES } from "@rollcall/shared/wellness";
import { Dumbbell, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { type ProgramAction, ProgramCard } from "./program-card";

type ProgramsTabProps = {
  programs: FitnessProgram[];
  isAdmin: boolean;
  timeZone: string | undefined;
  onCreate: () => void;
  onStart: (program: FitnessProgram) => void;
  onAction: (action: ProgramAction, program: FitnessProgram) => void;
};

/** The Fitness Programs tab: the card grid, active programs first. */
export function ProgramsTab({ programs, isAdmin, timeZone, onCreate, onStart, onAction }: ProgramsTabProps) {
  if (!programs.length)
    return (
      <Card>
        <EmptyState
          icon={Dumbbell}
          title={WELLNESS_MESSAGES.noPrograms}
          description="Add the first one: a workout every member can start and track."
          action={
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" />
              New Program
            </Button>
          }
        />
      </Card>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Fitness programs">
      {programs.map((p) => (
        <li key={p.id}>
          <ProgramCard
            program={p}
            isAdmin={isAdmin}
            timeZone={timeZone}
            onStart={onStart}
            onAction={onAction}
          />
        </li>
      ))}
    </ul>
  );
}
