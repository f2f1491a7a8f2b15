import { BOARD_MESSAGES } from "@rollcall/shared/board";
import { ArrowRight } from "lucide-react";
import { QueryState } from "@/components/ui/query-state";
import { formatTime, formatTimeRange } from "@/lib/dates";
import { useBoardHistory } from "../../api/get-board-history";
import { Panel } from "./board-view";

/** Today's moves, newest first: who moved whom from where to where, and for which hours. */
export function BoardHistory({ date, timeZone }: { date: string; timeZone: string }) {
  const history = useBoardHistory(date);
  return (
    <Panel title={BOARD_MESSAGES.history} count={history.data?.length}>
      <QueryState
        query={history}
        loadingLabel="Loading moves..."
        errorTitle="The day's moves could not be loaded"
        framed={false}
      >
        {() =>
          history.data?.length ? (
            <ol className="divide-y">
              {history.data.map((record) => (
                <li key={record.id} className="px-5 py-3 text-sm">
                  <p className="font-medium text-foreground">{record.memberName}</p>
                  <p className="flex flex-wrap items-center gap-1 text-foreground">
                    <span>{record.from ?? "Off duty"}</span>
                    <ArrowRight className="size-3.5 shrink-0" aria-label="to" />
                    <span className="font-medium">{record.to}</span>
                  </p>
                  <p className="text-muted-foreground">
                    {formatTimeRange(record.startTime, record.endTime, timeZone, date)} · moved at{" "}
                    {formatTime(record.createdAt, timeZone)}
                    {record.actorName ? ` by ${record.actorName}` : ""}
                  </p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="px-5 py-4 text-sm text-muted-foreground">{BOARD_MESSAGES.noMoves}</p>
          )
        }
      </QueryState>
    </Panel>
  );
}
