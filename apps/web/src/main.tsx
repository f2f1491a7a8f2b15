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

// After the page's own loading, so the service worker's precaching never competes with it.
window.addEventListener("load", () => {
  void import("./app/service-worker").then(({ registerServiceWorker }) => registerServiceWorker());
});
