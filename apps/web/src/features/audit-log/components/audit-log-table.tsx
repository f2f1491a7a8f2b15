import { AUDIT_SYSTEM_ACTOR, type AuditLogEntry } from "@rollcall/shared/audit-log";
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
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">Audit log entries, newest first.</caption>
      <colgroup>
        <col className="w-[8.5rem]" />
        <col className="w-[15%]" />
        <col className="w-[11.5rem]" />
        <col className="w-[19%]" />
        <col />
      </colgroup>
      <thead className="bg-muted/60 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <tr>
          <th scope="col" className="py-3 pl-4 pr-3">
            When
          </th>
          <th scope="col" className="px-3 py-3">
            Member
          </th>
          <th scope="col" className="px-3 py-3">
            Action
          </th>
          <th scope="col" className="px-3 py-3">
            Record
          </th>
          <th scope="col" className="px-3 py-3 pr-4">
            Changes
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-t align-top hover:bg-muted/40">
            <td className="py-3 pl-4 pr-3">
              <time dateTime={entry.createdAt} className="grid tabular-nums">
                <span className="text-foreground">{formatMomentDate(entry.createdAt, timeZone)}</span>
                <span className="text-xs text-muted-foreground">
                  {formatClock(entry.createdAt, timeZone)}
                </span>
              </time>
            </td>
            <td className="px-3 py-3 [overflow-wrap:anywhere]">
              <Actor entry={entry} />
            </td>
            <td className="px-3 py-3">
              <ActionBadge entry={entry} />
            </td>
            <td className="px-3 py-3">
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
            </td>
            <td className="px-3 py-3 pr-4">
              <ChangeList changes={entry.changes} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
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
