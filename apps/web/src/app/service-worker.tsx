/**
 * The service worker's registration (spec 01 §4): /sw.js where supported, with a log entry and a "new version"
 * toast when a new version installs while another controls the page. Loaded after the page's own loading
 * (main.tsx), so neither this code nor the worker's precaching competes with the first paint.
 */
import { Workbox } from "workbox-window";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";

export const SW_TEXT = {
  updateLog: "A new version of Rollcall is installed; it takes over when the page reloads.",
  updateTitle: "New version available",
  updateBody: "Reload to use the latest version of Rollcall.",
  reload: "Reload",
} as const;

/** Registers /sw.js where supported. */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const workbox = new Workbox("/sw.js");
  let reloading = false;
  // A new version installed while this one controls the page: a log entry (the spec), and an offer to reload.
  workbox.addEventListener("waiting", () => {
    console.info(SW_TEXT.updateLog);
    toast({
      title: SW_TEXT.updateTitle,
      description: SW_TEXT.updateBody,
      duration: Number.POSITIVE_INFINITY,
      action: (
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            reloading = true;
            workbox.messageSkipWaiting();
          }}
        >
          {SW_TEXT.reload}
        </Button>
      ),
    });
  });
  workbox.addEventListener("controlling", () => {
    if (reloading) window.location.reload();
  });
  void workbox.register().catch((error) => console.warn("Service worker registration failed", error));
}
