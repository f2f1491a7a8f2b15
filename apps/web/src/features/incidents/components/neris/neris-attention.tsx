import type { NerisAttentionItem } from "@rollcall/shared/neris/submission";
import { isManager } from "@rollcall/shared/roles";
import { CircleCheck } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMoment } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { useNerisAttention } from "../../api/get-neris-attention";
import { nerisField } from "./field-paths";
import { NerisStateBadge } from "./neris-submission";

/** A refusal's reasons shown in the list; the report itself shows them all. */
const REASONS_SHOWN = 3;

/**
 * Incidents → Overview, for officers and admins: the reports NERIS refused and those changed since submitted,
 * each with its reasons, each opening the report. Nothing while none needs attention (a quiet line once the
 * department has submitted some).
 */
export function NerisAttention({
  anySubmitted,
  timeZone,
  onOpen,
}: {
  /** Whether any report has been sent to NERIS: then "all up to date" is worth saying. */
  anySubmitted: boolean;
  timeZone: string | undefined;
  onOpen: (id: string) => void;
}) {
  const { user } = useUser();
  const manager = isManager(user);
  const attention = useNerisAttention(manager);
  if (!manager || !attention.data) return null;
  const items = attention.data.items;
  if (!items.length)
    return anySubmitted ? (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CircleCheck className="size-4 text-green-700" aria-hidden="true" />
        All submitted reports are up to date with NERIS.
      </p>
    ) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Needs attention</CardTitle>
        <CardDescription>
          Reports NERIS refused, and reports changed since they were submitted. Open one to fix it or send it
          again.
        </CardDescription>
      </CardHeader>
      <ul className="divide-y border-t" aria-label="Reports that need attention for NERIS">
        {items.map((item) => (
          <li key={item.id}>
            <AttentionRow item={item} timeZone={timeZone} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function AttentionRow({
  item,
  timeZone,
  onOpen,
}: {
  item: NerisAttentionItem;
  timeZone: string | undefined;
  onOpen: (id: string) => void;
}) {
  const reasons = item.errors.slice(0, REASONS_SHOWN);
  const more = item.errors.length - reasons.length;
  return (
    <button
      type="button"
      onClick={() => onOpen(item.id)}
      className="grid w-full cursor-pointer gap-1.5 px-5 py-3 text-left transition-colors hover:bg-muted/40"
    >
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium text-foreground tabular-nums">#{item.incidentNumber}</span>
        <NerisStateBadge state={item.state} />
        <time dateTime={item.incidentDate} className="text-sm text-muted-foreground tabular-nums">
          {formatMoment(item.incidentDate, timeZone)}
        </time>
      </span>
      <span className="min-w-0 truncate text-sm text-muted-foreground">{item.location}</span>
      {reasons.length ? (
        <span className="grid gap-0.5 text-sm">
          {reasons.map((e) => (
            <span key={`${e.path} ${e.message}`} className="break-words text-red-800">
              <span className="font-medium">{nerisField(e.path).label}</span>: {e.message}
            </span>
          ))}
          {more > 0 ? <span className="text-muted-foreground">and {more} more</span> : null}
        </span>
      ) : item.state === "changed" ? (
        <span className="text-sm text-foreground">Edited since NERIS accepted it: send the changes.</span>
      ) : null}
    </button>
  );
}
