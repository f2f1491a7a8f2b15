import { WELLNESS_RECORD_TYPE_LABELS, type WellnessRecord } from "@rollcall/shared/wellness";
import { Lock, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/dates";
import { RECORD_TYPE_ICONS, recordSummary } from "../utils/format";

/** Private (the owner alone) or Shared (the agency's admins too). */
export function PrivacyBadge({ isPrivate }: { isPrivate: boolean }) {
  return isPrivate ? (
    <Badge variant="secondary">
      <Lock className="size-3" aria-hidden="true" />
      Private
    </Badge>
  ) : (
    <Badge variant="info">
      <Users className="size-3" aria-hidden="true" />
      Shared
    </Badge>
  );
}

type RecordItemProps = {
  record: WellnessRecord;
  /** Shown above the type: the member's name, on the admins' list of shared records. */
  member?: string | null;
  /** At the end of the first line: the Private/Shared badge and the row's menu. */
  aside?: ReactNode;
};

/** One wellness record as a list row: type, date, what it holds in words, and the notes. */
export function RecordItem({ record: r, member, aside }: RecordItemProps) {
  const Icon = RECORD_TYPE_ICONS[r.recordType];
  const type = WELLNESS_RECORD_TYPE_LABELS[r.recordType];
  const summary = recordSummary(r);
  return (
    <li
      aria-label={`${member ? `${member}: ` : ""}${type}, ${formatDate(r.recordDate)}`}
      className="flex gap-3 px-4 py-4 sm:px-5"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-navy-100 text-primary">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            {member ? <p className="break-words text-sm font-semibold text-foreground">{member}</p> : null}
            <p className={member ? "text-sm text-foreground" : "text-sm font-semibold text-foreground"}>
              {type}
              <span className="font-normal text-muted-foreground"> · {formatDate(r.recordDate)}</span>
            </p>
          </div>
          {aside ? <div className="flex shrink-0 items-center gap-1">{aside}</div> : null}
        </div>
        {summary ? <p className="mt-1 break-words text-sm text-foreground">{summary}</p> : null}
        {r.notes ? (
          <p className="mt-1 whitespace-pre-line break-words text-sm text-muted-foreground">{r.notes}</p>
        ) : null}
      </div>
    </li>
  );
}
