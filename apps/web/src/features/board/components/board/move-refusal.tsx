import { AlertTriangle } from "lucide-react";

/** Why the server refused a move (or why its times do not hold), inside the dialog that asked for it. */
export function MoveRefusal({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {reason}
    </p>
  );
}
