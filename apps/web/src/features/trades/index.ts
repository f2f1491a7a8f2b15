/** What other features show of trades: the member's trades (My schedule lists their open ones). */
export { useTrades } from "./api/get-trades";
export { parties as tradeParties } from "./components/trades-tab";
