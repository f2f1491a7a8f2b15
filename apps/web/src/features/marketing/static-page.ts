/**
 * The only script of the prerendered pages (apps/web/marketing.html's entry; src/prerender.tsx). The landing and
 * pricing pages load no application code: everything on them works without a script (links, the FAQ's
 * <details>). The sign-in page and a member's dashboard (painted by the server, decision 030) are the app's,
 * painted from their markup first: this starts the app on the visitor's first touch, click or key, or after a few
 * idle seconds, whichever comes first, so a phone paints the page without running the app's JavaScript first
 * (lib/prerendered.ts carries over what was typed meanwhile and presses again the button that started it).
 */

import { pressedButtonName } from "@/lib/pressed-button";

// The rest of the app's stylesheet arrives without blocking the first paint (the page carries its critical CSS
// inline): beasties marks the link media="print" and data-beasties-media, and this applies it, an inline script
// being refused by the Content-Security-Policy. The sign-in page's app needs it too, for the screens after it.
for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-beasties-media]")) {
  link.media = link.dataset.beastiesMedia || "all";
  link.removeAttribute("data-beasties-media");
}

// A plan's "Start 60-Day Free Trial" is a form going to /auth; without a field a GET form would open "/auth?".
document.addEventListener("submit", (event) => {
  const form = event.target;
  if (form instanceof HTMLFormElement && form.hasAttribute("data-navigate")) {
    event.preventDefault();
    window.location.assign(form.action);
  }
});

// The server-painted dashboard's clock (the time clock card's LiveClock) keeps time until the app takes over and
// runs its own: the browser's time in the agency's zone, by the offset the page was painted with.
const clocks = [...document.querySelectorAll<HTMLTimeElement>("#prerendered time[data-zone-offset]")];
if (clocks.length) {
  const two = (n: number) => String(n).padStart(2, "0");
  const timer = setInterval(() => {
    for (const clock of clocks) {
      if (!clock.isConnected) return clearInterval(timer);
      const now = Date.now();
      const wall = new Date(now + Number(clock.dataset.zoneOffset));
      clock.dateTime = new Date(now).toISOString();
      clock.textContent = `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}`;
    }
  }, 1000);
}

/**
 * When the app starts by itself if nobody has touched the page: long enough that the first paint and a visitor's
 * first taps are not competing with the app's start, short enough that it is ready before most visitors type.
 */
const IDLE_START_MS = 5000;

const app = document.querySelector<HTMLElement>("[data-app-entry]");
if (app) {
  const entry = app.dataset.appEntry ?? "";
  const preload = (app.dataset.appPreload ?? "").split(" ").filter(Boolean);
  const events = ["pointerdown", "keydown", "focusin", "touchstart"] as const;
  let started = false;
  const start = (event?: Event) => {
    if (started) return;
    started = true;
    for (const type of events) window.removeEventListener(type, start, true);
    // A press on one of the page's buttons (the Sign Up tab, Forgot Password?) is pressed again once the app has
    // taken over (lib/prerendered.ts), so the visitor's first tap is not lost.
    const pressed =
      event?.type === "pointerdown" || event?.type === "touchstart"
        ? (event.target as Element | null)?.closest?.("button, [role=tab]")
        : null;
    if (pressed) app.dataset.pressed = pressedButtonName(pressed);
    for (const href of preload) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    void import(/* @vite-ignore */ entry);
  };
  for (const type of events) window.addEventListener(type, start, { capture: true, passive: true });
  // A refused single sign-on comes back here with its reason, which the app explains.
  if (new URLSearchParams(window.location.search).has("sso_error")) start();
  const idle = () =>
    setTimeout(() => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(() => start(), { timeout: 1000 });
      else start();
    }, IDLE_START_MS);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
