import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

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
