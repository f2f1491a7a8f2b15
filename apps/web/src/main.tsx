import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { FIRST_PAINT_DATA_ID } from "./lib/prerendered";
import { queryClient } from "./lib/query-client";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// A member's "/" painted by the server carries the reads it was rendered from: the app starts from them (loaded
// only then, so other pages' start does not carry the dashboard's query keys).
const firstPaint = document.getElementById(FIRST_PAINT_DATA_ID);
if (firstPaint)
  void import("./app/first-paint")
    .then(({ adoptFirstPaint }) => adoptFirstPaint(firstPaint, queryClient))
    .finally(render);
else render();

// The service worker precaches the whole app (about 1.7 MB): started once the page has settled (5 s after load,
// then when the browser is idle), so it never competes with a phone's first paint and first taps
// (docs/performance.md, "The service worker": the dashboard's Lighthouse score dropped by 5 when it started at load).
const SERVICE_WORKER_DELAY_MS = 5000;
const registerWhenSettled = () =>
  setTimeout(() => {
    const start = () =>
      void import("./app/service-worker").then(({ registerServiceWorker }) => registerServiceWorker());
    if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 5000 });
    else start();
  }, SERVICE_WORKER_DELAY_MS);
// The prerendered sign-in page starts the app after its load (src/prerender.tsx): the event has passed then.
if (document.readyState === "complete") registerWhenSettled();
else window.addEventListener("load", registerWhenSettled, { once: true });
