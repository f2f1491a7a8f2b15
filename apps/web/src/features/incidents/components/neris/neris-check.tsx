import type { NerisValidation } from "@rollcall/shared/neris/incident";
import { AlertTriangle, CheckCircle2, ChevronRight } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Heading } from "@/components/ui/heading";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { useNerisValidation } from "../../api/get-neris-validation";
import { NERIS_SECTIONS, type NerisField, type NerisFieldContext, nerisField } from "./field-paths";

type NerisCheckProps = {
  /** The saved report to check; none for a report not created yet. */
  incidentId: string | undefined;
  /** Names the fields as the report holds them (its units, its primary type). */
  context?: NerisFieldContext;
  /** Goes to a message's field (the form); without it the messages are plain text (the view dialog). */
  onGoTo?: (field: NerisField) => void;
  className?: string;
};

/**
 * "NERIS check": whether the saved report's payload would be accepted by NERIS ("Ready for NERIS"), or how
 * many things it still lacks and which, each named by its field and, in the form, a button to that field.
 */
export function NerisCheck({ incidentId, context, onGoTo, className }: NerisCheckProps) {
  const check = useNerisValidation(incidentId);
  const id = useId();
  const frame = "grid gap-2 rounded-lg border px-4 py-3 text-sm";
  const title = (
    <Heading id={id} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
      {NERIS_SECTIONS.check}
    </Heading>
  );
  if (!incidentId)
    return (
      <section aria-labelledby={id} className={cn(frame, "bg-muted/40", className)}>
        {title}
        <p className="text-muted-foreground">
          Checked against NERIS once the report is saved. Fill in the sections below as far as you can.
        </p>
      </section>
    );
  if (check.isPending)
    return (
      <section aria-labelledby={id} className={cn(frame, "bg-muted/40", className)}>
        {title}
        <Spinner label="Checking the report..." />
      </section>
    );
  if (check.isError || !check.data)
    return (
      <section aria-labelledby={id} className={cn(frame, "bg-muted/40", className)}>
        {title}
        <p className="text-muted-foreground">
          The check could not be run. It runs again after the next save.
        </p>
      </section>
    );
  return (
    <CheckResult
      id={id}
      title={title}
      result={check.data}
      context={context}
      onGoTo={onGoTo}
      className={cn(frame, className)}
    />
  );
}

function CheckResult({
  id,
  title,
  result,
  context,
  onGoTo,
  className,
}: {
  id: string;
  title: ReactNode;
  result: NerisValidation;
  context?: NerisFieldContext;
  onGoTo?: (field: NerisField) => void;
  className: string;
}) {
  if (result.valid)
    return (
      <section aria-labelledby={id} className={cn(className, "border-green-200 bg-green-50")}>
        {title}
        <p className="flex items-center gap-2 font-medium text-green-800" role="status">
          <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
          Ready for NERIS
        </p>
      </section>
    );
  const count = result.errors.length;
  return (
    <section aria-labelledby={id} className={cn(className, "border-yellow-300 bg-yellow-50")}>
      {title}
      <p className="flex items-center gap-2 font-medium text-yellow-900" role="status">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        {count} {count === 1 ? "thing" : "things"} to complete before NERIS accepts this report
      </p>
      <ul className="grid gap-1" aria-label="NERIS messages">
        {result.errors.map((error) => {
          const field = nerisField(error.path, context);
          const text = (
            <>
              <span className="font-medium text-foreground">{field.label}</span>
              <span className="text-muted-foreground">: {error.message}</span>
            </>
          );
          return (
            <li key={`${error.path}\n${error.message}`}>
              {onGoTo && (field.formPath || field.section) ? (
                <button
                  type="button"
                  className="flex min-h-11 w-full items-center gap-2 rounded-md px-2 py-1.5 text-left hover:bg-yellow-100 focus-visible:outline-2 focus-visible:outline-ring sm:min-h-9"
                  onClick={() => onGoTo(field)}
                >
                  <span className="min-w-0 flex-1">{text}</span>
                  <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                </button>
              ) : (
                <p className="px-2 py-1">{text}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
