import type { AuditChange } from "@rollcall/shared/audit-log";
import { ArrowRight } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@/lib/utils";

/** Fields shown before "Show all": a created record lists every field it was given. */
const FOLDED = 3;

/** Each changed field: an update's old → new value, a created record's values, a deleted record's last ones. */
export function ChangeList({ changes, className }: { changes: AuditChange[]; className?: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (!changes.length) {
    return <p className={cn("text-sm text-muted-foreground", className)}>No field changes</p>;
  }
  const shown = open ? changes : changes.slice(0, FOLDED);
  const hidden = changes.length - shown.length;
  return (
    <div className={cn("grid gap-1", className)}>
      <ul id={listId} className="grid gap-1 text-sm">
        {shown.map((change) => (
          <li key={change.field} className="min-w-0 [overflow-wrap:anywhere]">
            <span className="font-medium text-foreground">{change.label}:</span>{" "}
            <ChangeValues change={change} />
          </li>
        ))}
      </ul>
      {changes.length > FOLDED ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          className="w-fit cursor-pointer rounded-sm text-xs font-semibold text-primary underline-offset-4 hover:underline"
        >
          {open ? "Show fewer fields" : `Show ${hidden} more ${hidden === 1 ? "field" : "fields"}`}
        </button>
      ) : null}
    </div>
  );
}

function ChangeValues({ change }: { change: AuditChange }) {
  const { from, to } = change;
  if (from !== null && to !== null) {
    return (
      <>
        <span className="text-muted-foreground line-through decoration-muted-foreground/50">{from}</span>
        <ArrowRight className="mx-1 inline size-3.5 align-[-2px] text-muted-foreground" aria-label="to" />
        <span className="text-foreground">{to}</span>
      </>
    );
  }
  if (to !== null) return <span className="text-foreground">{to}</span>;
  if (from !== null) {
    return (
      <>
        <span className="text-muted-foreground line-through decoration-muted-foreground/50">{from}</span>
        <ArrowRight className="mx-1 inline size-3.5 align-[-2px] text-muted-foreground" aria-label="to" />
        <span className="italic text-muted-foreground">empty</span>
      </>
    );
  }
  return <span className="italic text-muted-foreground">empty</span>;
}
