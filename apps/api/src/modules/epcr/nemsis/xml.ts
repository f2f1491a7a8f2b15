/**
 * Writes a NEMSIS tree to XML in the order of the XSD's sequences (structure.ts, generated from the schemas),
 * so the builders hand over plain objects in any order. A required element the tree leaves out is written as
 * the standard has it: a required group with its required children, a required value as xsi:nil with a NOT
 * value (Not Applicable when its whole group was absent, Not Recorded otherwise).
 */
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { NEMSIS_STRUCTURE, type NemsisChild } from "./structure";

export const NEMSIS_NS = "http://www.nemsis.org";
export const XSI_NS = "http://www.w3.org/2001/XMLSchema-instance";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

const NOT_APPLICABLE = "7701001";
const NOT_RECORDED = "7701003";

type Scalar = string | number;
/** A value element: its value, or a NOT value, or a pertinent negative (with or without a value). */
export type XLeaf = Scalar | { value?: Scalar; not?: string; pn?: string; attrs?: Record<string, string> };
/**
 * A group: its children by element name (a list when the element repeats), its attributes under "@", and
 * under "#not" the NOT value for the required children it leaves out (a section that does not apply).
 */
export type XGroup = { "@"?: Record<string, string | undefined>; "#not"?: string } & {
  [name: string]:
    | XLeaf
    | XGroup
    | readonly (XLeaf | XGroup)[]
    | Record<string, string | undefined>
    | undefined;
};

const isLeafObject = (v: unknown): v is Exclude<XLeaf, Scalar> => typeof v === "object" && v !== null;

/** The NOT value for an element the tree left out. */
function fillNot(child: NemsisChild, groupAbsent: boolean, fill: string | undefined): string | undefined {
  const nv = child.nv ?? [];
  if (!child.nillable || nv.length === 0) return undefined;
  const preferred = fill ?? (groupAbsent ? NOT_APPLICABLE : NOT_RECORDED);
  return nv.includes(preferred) ? preferred : nv[0];
}

function writeLeaf(parent: XMLBuilder, name: string, leaf: XLeaf) {
  if (!isLeafObject(leaf)) {
    parent.ele(name).txt(String(leaf));
    return;
  }
  const el = parent.ele(name);
  for (const [key, value] of Object.entries(leaf.attrs ?? {})) if (value !== undefined) el.att(key, value);
  if (leaf.value !== undefined && leaf.value !== "") {
    if (leaf.pn) el.att("PN", leaf.pn);
    el.txt(String(leaf.value));
    return;
  }
  el.att(XSI_NS, "xsi:nil", "true");
  if (leaf.pn) el.att("PN", leaf.pn);
  else el.att("NV", leaf.not ?? NOT_RECORDED);
}

/** Writes `group`'s children under `parent`, `name` being the group's element name in structure.ts. */
export function writeGroup(parent: XMLBuilder, name: string, group: XGroup, groupAbsent = false) {
  const children = NEMSIS_STRUCTURE[name];
  if (!children) throw new Error(`${name} is not a NEMSIS group`);
  const fill = group["#not"];
  for (const child of children) {
    const raw = group[child.name];
    const values = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]) as (
      | XLeaf
      | XGroup
    )[];
    if (values.length === 0) {
      if (child.min === 0) continue;
      if (child.group) {
        writeGroupElement(parent, child.name, fill ? { "#not": fill } : {}, true);
        continue;
      }
      const not = fillNot(child, groupAbsent, fill);
      if (not) writeLeaf(parent, child.name, { not });
      // Otherwise a Mandatory value is missing: left out, so the XSD check names it (missingForClose does first).
      continue;
    }
    // More than maxOccurs is written as it is: the XSD check names it rather than data silently dropped.
    for (const value of values) {
      if (child.group) {
        const inner = value as XGroup;
        writeGroupElement(
          parent,
          child.name,
          fill && !inner["#not"] ? { ...inner, "#not": fill } : inner,
          false,
        );
      } else writeLeaf(parent, child.name, value as XLeaf);
    }
  }
}

function writeGroupElement(parent: XMLBuilder, name: string, group: XGroup, groupAbsent: boolean) {
  const el = parent.ele(name);
  for (const [key, value] of Object.entries(group["@"] ?? {})) if (value !== undefined) el.att(key, value);
  if (NEMSIS_STRUCTURE[name]) writeGroup(el, name, group, groupAbsent);
}

/** The root element with the NEMSIS namespace and the schema's location. */
export function nemsisRoot(doc: XMLBuilder, name: "EMSDataSet" | "DEMDataSet") {
  return doc
    .ele(NEMSIS_NS, name)
    .att(XMLNS_NS, "xmlns:xsi", XSI_NS)
    .att(
      XSI_NS,
      "xsi:schemaLocation",
      `${NEMSIS_NS} https://nemsis.org/media/nemsis_v3/release-3.5.1/XSDs/NEMSIS_XSDs/${name}_v3.xsd`,
    );
}

/** NEMSIS DateTimeType: seconds and a numeric offset (2026-12-07T14:05:00-05:00; "Z" is refused). */
export function nemsisDateTime(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not an instant with an offset: ${iso}`);
  const [, minutes, seconds, zone] = match;
  const offset = zone === "Z" ? "+00:00" : zone.includes(":") ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  return `${minutes}${seconds ?? ":00"}${offset}`;
}
