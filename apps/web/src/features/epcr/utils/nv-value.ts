/**
 * How a form field holds a NEMSIS value that may stand empty with a reason (report.ts: `{ value }`, `{ not }`,
 * `{ pn }`, `{ values }`): the field keeps what is typed as text, the NOT value and the pertinent negative apart,
 * and writes back exactly the shape the shared schema takes, so a draft never holds what the XSD refuses.
 */
import {
  NEMSIS_CODE_LISTS,
  NEMSIS_ELEMENTS,
  NEMSIS_NOT_VALUES,
  NEMSIS_PERTINENT_NEGATIVES,
  type NemsisCode,
  type NemsisElement,
} from "@rollcall/shared/epcr/codes";

/**
 * The stored shape of a field: `plain` a bare value, `nv` `{ value } | { not }`, `nvpn` with `{ pn }` too,
 * `list` `{ values } | { not }`, `pnlist` with `{ pn }` too, `array` a bare array.
 */
export type NvWrap = "plain" | "nv" | "nvpn" | "list" | "pnlist" | "array";

/** What the field shows: the typed text (or chosen codes), and the NOT value or pertinent negative chosen. */
export type NvFieldState = { value: string; values: readonly string[]; not: string; pn: string };

const EMPTY: NvFieldState = { value: "", values: [], not: "", pn: "" };

type Stored = { value?: unknown; values?: unknown[]; not?: string; pn?: string } | unknown;

const asText = (x: unknown) => (x === undefined || x === null ? "" : String(x));

/** The stored value as the field shows it. */
export function readNv(stored: Stored, wrap: NvWrap): NvFieldState {
  if (stored === undefined || stored === null) return EMPTY;
  if (wrap === "plain") return { ...EMPTY, value: asText(stored) };
  if (wrap === "array") return { ...EMPTY, values: Array.isArray(stored) ? stored.map(asText) : [] };
  const s = stored as { value?: unknown; values?: unknown[]; not?: string; pn?: string };
  return {
    value: asText(s.value),
    values: Array.isArray(s.values) ? s.values.map(asText) : [],
    not: s.not ?? "",
    pn: s.pn ?? "",
  };
}

/**
 * The field's state as stored; undefined when nothing is typed or chosen. A NOT value wins (the crew said why it
 * is empty); a pertinent negative alone stands for the value, or beside it where the standard wants both (an
 * approximate age). `parse` turns the typed text into the schema's type (a number, an instant); null: not one.
 */
export function writeNv(
  state: NvFieldState,
  wrap: NvWrap,
  parse: (text: string) => unknown = (t) => t,
): unknown {
  const text = state.value.trim();
  const parsed = text === "" ? null : parse(text);
  const has = parsed !== null && parsed !== undefined;
  switch (wrap) {
    case "plain":
      return has ? parsed : undefined;
    case "array":
      return state.values.length ? [...state.values] : undefined;
    case "nv":
      if (state.not) return { not: state.not };
      return has ? { value: parsed } : undefined;
    case "nvpn":
      if (state.not) return { not: state.not };
      if (has) return state.pn ? { value: parsed, pn: state.pn } : { value: parsed };
      return state.pn ? { pn: state.pn } : undefined;
    case "list":
      if (state.not) return { not: state.not };
      return state.values.length ? { values: [...state.values] } : undefined;
    case "pnlist":
      if (state.not) return { not: state.not };
      if (state.values.length)
        return state.pn ? { values: [...state.values], pn: state.pn } : { values: [...state.values] };
      return state.pn ? { pn: state.pn } : undefined;
  }
}

/** The NOT values and pertinent negatives an element allows, with their labels, for the field's "why empty" choice. */
export function reasonsFor(element: NemsisElement): { not: NemsisCode[]; pn: NemsisCode[] } {
  const info = NEMSIS_ELEMENTS[element] as { nv: readonly string[]; pn: readonly string[] };
  // Not Reporting is for a system that does not collect the element, never a crew's answer.
  const not = NOT_LABELS.filter((c) => info.nv.includes(c.value) && c.value !== "7701005");
  const pn = PN_LABELS.filter((c) => info.pn.includes(c.value));
  return { not, pn };
}

/** An element's code list (labels for the pickers); [] when it has none. */
export function codesOf(element: NemsisElement): readonly NemsisCode[] {
  const key = (NEMSIS_ELEMENTS[element] as { codes?: string }).codes;
  return key ? (NEMSIS_CODE_LISTS as Record<string, readonly NemsisCode[]>)[key] : [];
}

const NOT_LABELS: NemsisCode[] = [...NEMSIS_NOT_VALUES];
const PN_LABELS: NemsisCode[] = [...NEMSIS_PERTINENT_NEGATIVES];

/** A whole number typed in a field, or null. */
export const parseInteger = (text: string) => (/^-?\d+$/.test(text) ? Number(text) : null);
/** A decimal number typed in a field, or null. */
export const parseDecimal = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null);
