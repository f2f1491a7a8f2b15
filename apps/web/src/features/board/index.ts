// The board's public face: what other features show of it (the officers' dashboard card), and the board's read
// (the server paints the dashboard with it: app/first-paint.ts).
export { boardQueryKey } from "./api/get-board";
export { TodaysBoardCard } from "./components/todays-board-card";
