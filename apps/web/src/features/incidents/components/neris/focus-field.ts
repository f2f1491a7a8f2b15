import type { NerisField } from "./field-paths";

const FOCUSABLE = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea, button";

/** The titled part of the form named `title` (aria-label, or the heading it is labelled by). */
function sectionNamed(root: HTMLElement, title: string): HTMLElement | null {
  for (const section of root.querySelectorAll<HTMLElement>("section")) {
    const label = section.getAttribute("aria-label");
    const by = section.getAttribute("aria-labelledby");
    const heading = by ? root.ownerDocument.getElementById(by)?.textContent : null;
    if (label === title || heading?.trim() === title) return section;
  }
  return null;
}

/**
 * Goes to where a NERIS message belongs: the control of its field (by name), else the first control of the
 * group that holds it (a module, a list of checkboxes), else the first control of its section.
 */
export function focusNerisField(root: HTMLElement | null, field: NerisField) {
  if (!root) return;
  const path = field.formPath;
  const esc = (v: string) => CSS.escape(v);
  const target =
    (path &&
      (root.querySelector<HTMLElement>(`[name="${esc(path)}"]`) ??
        root.querySelector<HTMLElement>(`[data-field="${esc(path)}"] :is(${FOCUSABLE})`) ??
        root.querySelector<HTMLElement>(`[name^="${esc(`${path}.`)}"]`))) ||
    (field.section ? sectionNamed(root, field.section)?.querySelector<HTMLElement>(FOCUSABLE) : null) ||
    (field.section ? sectionNamed(root, field.section) : null);
  if (!target) return;
  target.scrollIntoView({ block: "center", behavior: "smooth" });
  if (target.matches(FOCUSABLE)) target.focus({ preventScroll: true });
  else {
    target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }
}
