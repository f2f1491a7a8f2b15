/**
 * The handover from a prerendered app page (src/prerender.tsx, template "app") to the app. The server sends
 * the page's markup in #prerendered with the app's #root hidden; the app starts, renders the same page into
 * #root, and this swaps them before the browser paints: nothing moves, and what a visitor typed into the
 * prerendered form meanwhile is carried over. The prerendered submit buttons are disabled (PRERENDERING), so
 * nothing is submitted before the app can send it.
 */
import { useLayoutEffect } from "react";
import { pressedButtonName } from "./pressed-button";

/** True while the build renders markup (vite's SSR mode), false in the browser. */
export const PRERENDERING = import.meta.env.SSR;

export const PRERENDERED_ID = "prerendered";

/** The server-painted dashboard's reads (app/first-paint.ts): a data block, never run, so the CSP allows it. */
export const FIRST_PAINT_DATA_ID = "first-paint-data";

/**
 * Called by a page that may have been prerendered (or painted by the server: the dashboard): the first time it
 * renders ready (its data there, as in the markup), it takes the markup's place.
 */
export function usePrerenderedHandover(ready = true) {
  useLayoutEffect(() => {
    const prerendered = document.getElementById(PRERENDERED_ID);
    const root = document.getElementById("root");
    if (!ready || !prerendered || !root) return;
    for (const input of prerendered.querySelectorAll<HTMLInputElement>("input[name]")) {
      const twin = root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(input.name)}"]`);
      if (!input.value || !twin || twin.value) continue;
      // As typing would: the prototype's setter, so React's value tracker sees a change, then the input event
      // React turns into the field's onChange (the form library's value).
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(twin, input.value);
      twin.dispatchEvent(new Event("input", { bubbles: true }));
    }
    const focused = document.activeElement;
    const refocus =
      focused instanceof HTMLInputElement && prerendered.contains(focused) && focused.name
        ? root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(focused.name)}"]`)
        : null;
    const pressed = prerendered.dataset.pressed;
    const twin = pressed
      ? [...root.querySelectorAll<HTMLElement>("button, [role=tab]")].find(
          (b) => pressedButtonName(b) === pressed,
        )
      : undefined;
    prerendered.remove();
    root.hidden = false;
    refocus?.focus();
    // The button whose press started the app (the Sign Up tab, Forgot Password?), pressed again in the app. Radix
    // tabs switch on pointerdown or focus, not click, so a tab is focused and activated by its key.
    if (twin?.getAttribute("role") === "tab") {
      twin.focus();
      twin.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    } else twin?.click();
  }, [ready]);
}
