import { ledgerLine, TRADE_KIND_LABELS, TRADE_MESSAGES, type TradeLedger } from "@rollcall/shared/trades";
import { BookOpen, ChevronDown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { SectionCard } from "@/components/ui/section-card";
import { formatDate } from "@/lib/dates";
import { cn } from "@/lib/utils";

/** "My Trade Ledger": the balance with each colleague in hours, each with its history (expandable). */
export function LedgerSection({ ledger, timeZone }: { ledger: TradeLedger | undefined; timeZone: string }) {
  const me = ledger?.userId;
  const balances = ledger?.balances ?? [];
  return (
    <SectionCard
      title="My Trade Ledger"
      description="Hours worked for each other in swaps and pay-back trades, netted per colleague."
    >
      {balances.length ? (
        <ul className="divide-y">
          {balances.map((b) => (
            <li key={b.userId}>
              <details className="group">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 hover:bg-muted/40 sm:px-6 [&::-webkit-details-marker]:hidden">
                  <span className="min-w-0">
                    <span className="block font-semibold">{ledgerLine(b.name, b.hours)}</span>
                    <span className="block text-xs text-muted-foreground">
                      {b.entries.length} shift{b.entries.length === 1 ? "" : "s"} in the history
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2">
                    <Badge variant={b.hours > 0 ? "success" : b.hours < 0 ? "warning" : "secondary"}>
                      {b.hours > 0 ? "+" : b.hours < 0 ? "−" : ""}
                      {Math.abs(b.hours)} h
                    </Badge>
                    <ChevronDown
                      className="size-4 text-muted-foreground transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                  </span>
                </summary>
                <ol className="space-y-1 bg-muted/30 px-5 py-3 text-sm sm:px-6">
                  {b.entries.map((e) => {
                    const iWorked = e.workerId === me;
                    return (
                      <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
                        <span className="min-w-0">
                          {iWorked ? `You worked ${e.ownerName}'s` : `${e.workerName} worked your`}{" "}
                          {e.shiftTitle ?? "shift"}
                          {e.shiftStart ? `, ${formatDate(e.shiftStart, timeZone)}` : ""}
                          <span className="text-muted-foreground"> · {TRADE_KIND_LABELS[e.kind]}</span>
                        </span>
                        <span className={cn("tabular-nums", iWorked ? "text-green-800" : "text-yellow-900")}>
                          {iWorked ? "+" : "−"}
                          {e.hours} h
                        </span>
                      </li>
                    );
                  })}
                </ol>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={BookOpen}
          headingLevel="h3"
          title={TRADE_MESSAGES.noLedger}
          description={TRADE_MESSAGES.noLedgerText}
          className="sm:py-10"
        />
      )}
    </SectionCard>
  );
}
