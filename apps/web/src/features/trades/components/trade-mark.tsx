import { OFFERED_FOR_TRADE, OPEN_TRADE_STATUSES, type Trade } from "@rollcall/shared/trades";
import { ArrowLeftRight } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** The shifts in an open trade (offered, or accepted and waiting for approval), among the trades the member sees. */
export function openTradeShiftIds(trades: Trade[] | undefined): Set<string> {
  return new Set((trades ?? []).filter((t) => OPEN_TRADE_STATUSES.includes(t.status)).map((t) => t.shift.id));
}

/** The week view's mark on a shift in an open trade. */
export function OfferedForTradeBadge() {
  return (
    <Badge variant="info" className="xl:px-1.5" title={OFFERED_FOR_TRADE}>
      <ArrowLeftRight className="size-3 shrink-0" aria-hidden="true" />
      {/* The desktop week's columns are narrow: a shorter word there, the full text for screen readers. */}
      <span className="xl:sr-only">{OFFERED_FOR_TRADE}</span>
      <span className="hidden xl:inline" aria-hidden="true">
        For trade
      </span>
    </Badge>
  );
}
