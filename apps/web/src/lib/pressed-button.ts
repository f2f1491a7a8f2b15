/**
 * A button pressed on a page painted before the app ran is pressed again once the app has taken over
 * (features/marketing/static-page.ts records it, lib/prerendered.ts finds its twin): known by its label (an icon
 * button such as the phone's menu has only that), else its text. No dependency: the static pages' script uses it.
 */
export function pressedButtonName(element: Element) {
  return element.getAttribute("aria-label") || element.textContent?.trim() || "";
}
