import { useSyncExternalStore } from "react";

/** Tailwind's `sm` breakpoint turned around: a phone-sized screen, narrower than 640 px. */
export const PHONE_QUERY = "(max-width: 639px)";

/**
 * Whether a CSS media query matches now, followed as the window changes. False where there is no window (the
 * server's render), so a page rendered there shows its wide-screen layout until the browser answers.
 */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
