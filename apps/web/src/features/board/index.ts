// The board's public face: what other features show of it (the officers' dashboard card).
export { TodaysBoardCard } from "./components/todays-board-card";
