import type { PcrRecord } from "@rollcall/shared/epcr/api";
import { SectionCard } from "@/components/ui/section-card";
import { formatDateTime } from "@/lib/dates";

const at = (value: string | Date, timeZone: string | undefined) =>
  formatDateTime(typeof value === "string" ? value : value.toISOString(), timeZone);

/** What happened to the report after its crew wrote it: closing, addenda (who, why, what), QA's comments. */
export function ActivityCard({ record, timeZone }: { record: PcrRecord; timeZone: string | undefined }) {
  const events = [
    ...record.addenda.map((a) => ({
      id: a.id,
      when: a.createdAt,
      title: `Addendum by ${a.by.name}`,
      text: a.reason,
      detail: a.changed.length ? `Changed: ${a.changed.join(", ")}` : "A note only",
    })),
    ...record.comments.map((c) => ({
      id: c.id,
      when: c.createdAt,
      title: c.kind === "return" ? `Returned by ${c.by.name}` : `QA comment by ${c.by.name}`,
      text: c.text,
      detail: null,
    })),
  ].sort((a, b) => (String(a.when) < String(b.when) ? 1 : -1));
  if (events.length === 0 && !record.closedAt) return null;
  return (
    <SectionCard title="Activity">
      <ul className="divide-y">
        {record.closedAt ? (
          <li className="px-5 py-3 text-sm sm:px-6">
            Closed {at(record.closedAt, timeZone)}
            {record.closedBy ? ` by ${record.closedBy.name}` : ""}
            {record.reviewedAt ? `; reviewed ${at(record.reviewedAt, timeZone)}` : ""}
          </li>
        ) : null}
        {events.map((e) => (
          <li key={e.id} className="grid gap-1 px-5 py-3 text-sm sm:px-6">
            <p className="font-medium">
              {e.title} <span className="font-normal text-muted-foreground">· {at(e.when, timeZone)}</span>
            </p>
            <p className="whitespace-pre-wrap">{e.text}</p>
            {e.detail ? <p className="text-muted-foreground">{e.detail}</p> : null}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
