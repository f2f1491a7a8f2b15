import { AUDIT_SYSTEM_ACTOR, type AuditLogEntry } from "@rollcall/shared/audit-log";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { formatClock, formatMomentDate } from "@/lib/dates";
import { shortId } from "@/lib/utils";
import { ActionBadge } from "./action-badge";
import { ChangeList } from "./change-list";

type ListProps = { entries: AuditLogEntry[]; timeZone: string | undefined };

function Actor({ entry }: { entry: AuditLogEntry }) {
  return entry.actorName ? (
    <span className="font-medium text-foreground">{entry.actorName}</span>
  ) : (
    <span className="italic text-muted-foreground">{AUDIT_SYSTEM_ACTOR}</span>
  );
}

function RecordId({ id }: { id: string | null }) {
  if (!id) return null;
  return (
    <span className="font-mono text-xs text-muted-foreground" title={id}>
      <span className="sr-only">Record ID </span>
      {shortId(id)}
    </span>
  );
}

/** Desktop: one row per entry, newest first. */
export function AuditLogTable({ entries, timeZone }: ListProps) {
  const columns: DataColumn<AuditLogEntry>[] = [
    {
      header: "When",
      width: "w-[8.5rem]",
      className: "pl-4",
      cell: (entry) => (
        <time dateTime={entry.createdAt} className="grid tabular-nums">
          <span className="text-foreground">{formatMomentDate(entry.createdAt, timeZone)}</span>
          <span className="text-xs text-muted-foreground">{formatClock(entry.createdAt, timeZone)}</span>
        </time>
      ),
    },
    {
      header: "Member",
      width: "w-[15%]",
      cellClassName: "[overflow-wrap:anywhere]",
      cell: (entry) => <Actor entry={entry} />,
    },
    { header: "Action", width: "w-[11.5rem]", cell: (entry) => <ActionBadge entry={entry} /> },
    {
      header: "Record",
      width: "w-[19%]",
      cell: (entry) => (
        <div className="grid gap-0.5">
          <span className="flex flex-wrap items-baseline gap-x-1.5">
            <span className="text-foreground">{entry.entityLabel}</span>
            <RecordId id={entry.entityId} />
          </span>
          {entry.entityName ? (
            <span className="truncate text-muted-foreground" title={entry.entityName}>
              {entry.entityName}
            </span>
          ) : null}
        </div>
      ),
    },
    { header: "Changes", className: "pr-4", cell: (entry) => <ChangeList changes={entry.changes} /> },
  ];
  return (
    <DataTable
      caption="Audit log entries, newest first."
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      rowClassName="align-top"
      cellPadding="px-3 py-3"
      framed={false}
    />
  );
}

/** Phones: one card per entry with the same facts, no sideways scrolling. */
export function AuditLogCards({ entries, timeZone }: ListProps) {
  return (
    <ul className="divide-y" aria-label="Audit log entries">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-2 px-4 py-3.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <ActionBadge entry={entry} />
            <span className="text-sm font-medium text-foreground">{entry.entityLabel}</span>
            <RecordId id={entry.entityId} />
            {entry.entityName ? (
              <span className="min-w-0 basis-full truncate text-sm text-foreground" title={entry.entityName}>
                {entry.entityName}
              </span>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">
            <Actor entry={entry} /> ·{" "}
            <time dateTime={entry.createdAt} className="tabular-nums">
              {formatMomentDate(entry.createdAt, timeZone)} {formatClock(entry.createdAt, timeZone)}
            </time>
          </p>
          <ChangeList changes={entry.changes} />
        </li>
      ))}
    </ul>
  );
}
