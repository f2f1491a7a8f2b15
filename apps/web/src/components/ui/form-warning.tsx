import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";

type FormWarningProps = {
  title: string;
  children: ReactNode;
  /** The small line under the warning ("The shift can still be saved."). */
  note?: string;
  "data-testid"?: string;
};

/** A yellow warning inside a form: it informs, it never blocks saving (the shift form's assignee warnings). */
export function FormWarning({ title, children, note, "data-testid": testId }: FormWarningProps) {
  return (
    <div
      role="status"
      data-testid={testId}
      className="flex gap-2 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-950"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">{title}</p>
        {children}
        {note ? <p className="text-xs text-yellow-900">{note}</p> : null}
      </div>
    </div>
  );
}
