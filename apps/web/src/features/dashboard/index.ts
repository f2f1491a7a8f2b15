/**
 * What the server-painted dashboard (app/first-paint.ts, src/render-first-paint.tsx) needs: the dashboard's one
 * read, the cards' reads it seeds, and the page itself, loaded (the app loads it with its route, module.tsx).
 */
export { dashboardCardReads, dashboardQueryKey } from "./api/get-dashboard";

export const loadDashboardPage = () => import("./dashboard-page").then((m) => m.DashboardPage);
