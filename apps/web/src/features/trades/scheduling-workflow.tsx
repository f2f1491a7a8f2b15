import type { ShiftListItem } from "@rollcall/shared/scheduling";
import { ArrowLeftRight } from "lucide-react";
import { useState } from "react";
import type { ShiftWorkflow } from "@/features/scheduling";
import { useTrades } from "./api/get-trades";
import { OfferTradeDialog } from "./components/offer-trade-dialog";
import { OfferedForTradeBadge, openTradeShiftIds } from "./components/trade-mark";
import { TradesTab } from "./components/trades-tab";

/**
 * Trades on the scheduling page: the Trades tab, "Offer Trade" in the menu of the member's own upcoming shift
 * (opening the Offer Trade dialog) and the week view's "Offered for trade" mark.
 */
export const tradesWorkflow: ShiftWorkflow = {
  name: "trades",
  tab: { value: "trades", label: "Trades", after: "leave", Panel: TradesTab },
  useWeek(timeZone) {
    const trades = useTrades();
    const [offering, setOffering] = useState<ShiftListItem | null>(null);
    const offered = openTradeShiftIds(trades.data);
    return {
      mark: (shift) => (offered.has(shift.id) ? <OfferedForTradeBadge /> : null),
      ownShiftActions: [{ label: "Offer Trade", icon: ArrowLeftRight, onSelect: setOffering }],
      dialogs: (
        <OfferTradeDialog
          open={offering !== null}
          onClose={() => setOffering(null)}
          timeZone={timeZone}
          shift={offering}
        />
      ),
    };
  },
};
