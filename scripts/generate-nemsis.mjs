#!/usr/bin/env node
/**
 * Writes the NEMSIS v3.5.1 reference code from the standard's XML Schemas (the copies the repository keeps in
 * apps/api/src/modules/epcr/nemsis/reference/xsd). The generated files are committed: CI and self-hosters
 * never need the schemas to build. Run it by hand when NEMSIS publishes a new release:
 *
 *   node scripts/generate-nemsis.mjs [folder with the XSDs]
 *
 * - packages/shared/src/epcr/codes.ts: for each element the report and the DEMDataSet use, its label, usage
 *   (Mandatory/Required/Recommended/Optional), National flag, the NOT values (NV) and pertinent negatives (PN)
 *   it allows, and its code list (enumeration value + label).
 * - apps/api/src/modules/epcr/nemsis/structure.ts: each group's children in the XSD sequence's order, with
 *   minOccurs/maxOccurs, nillable, NV and PN, which the XML writers follow (order, required elements as nil).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { create } from "xmlbuilder2";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.resolve(root, process.argv[2] ?? "apps/api/src/modules/epcr/nemsis/reference/xsd");
const codesTarget = path.join(root, "packages/shared/src/epcr/codes.ts");
const structureTarget = path.join(root, "apps/api/src/modules/epcr/nemsis/structure.ts");

/** The sections the report and the agency export use; only their elements are written to codes.ts. */
const EMS_SECTIONS = [
  "eRecord",
  "eResponse",
  "eDispatch",
  "eCrew",
  "eTimes",
  "ePatient",
  "ePayment",
  "eScene",
  "eSituation",
  "eInjury",
  "eArrest",
  "eHistory",
  "eNarrative",
  "eVitals",
  "eExam",
  "eProtocols",
  "eMedications",
  "eProcedures",
  "eAirway",
  "eDisposition",
  "eOutcome",
  "eOther",
];
const DEM_SECTIONS = [
  "dAgency",
  "dContact",
  "dConfiguration",
  "dLocation",
  "dVehicle",
  "dPersonnel",
  "dFacility",
];
/** Sections whose every element is written; of the others only the National, Mandatory, Required and EXTRA. */
const WHOLE = [
  "eRecord",
  "eResponse",
  "eDispatch",
  "eCrew",
  "eTimes",
  "ePatient",
  "eScene",
  "eSituation",
  "eArrest",
  "eHistory",
  "eNarrative",
  "eVitals",
  "eMedications",
  "eProcedures",
  "eAirway",
  "eDisposition",
  "eOther",
  "dVehicle",
  "dFacility",
  "dLocation",
];
/** Recommended or Optional elements the report's form and the exports use besides the National, Mandatory
 * and Required ones. */
const EXTRA = new Set([
  // patient: name, address, phone, race's source
  "ePatient.02",
  "ePatient.03",
  "ePatient.04",
  "ePatient.05",
  "ePatient.06",
  "ePatient.07",
  "ePatient.08",
  "ePatient.09",
  "ePatient.10",
  "ePatient.18",
  "ePatient.20",
  "ePatient.21",
  // vitals beyond the National ones: method, CO2, temperature, stroke scale
  "eVitals.03",
  "eVitals.05",
  "eVitals.08",
  "eVitals.11",
  "eVitals.13",
  "eVitals.15",
  "eVitals.16",
  "eVitals.17",
  "eVitals.24",
  "eVitals.25",
  "eVitals.29",
  "eVitals.30",
  "eVitals.31",
  // exam: weight, findings
  "eExam.01",
  "eExam.02",
  "eExam.03",
  "eExam.04",
  "eExam.05",
  "eExam.06",
  "eExam.07",
  "eExam.08",
  "eExam.09",
  "eExam.10",
  "eExam.11",
  "eExam.12",
  "eExam.13",
  "eExam.14",
  "eExam.15",
  "eExam.16",
  "eExam.17",
  "eExam.18",
  "eExam.19",
  "eExam.20",
  "eExam.21",
  "eExam.22",
  "eExam.23",
  "eExam.24",
  "eExam.25",
  // history, airway, procedures, medications, disposition, signatures
  "eHistory.05",
  "eHistory.06",
  "eHistory.09",
  "eHistory.12",
  "eHistory.13",
  "eHistory.14",
  "eHistory.15",
  "eHistory.16",
  "eHistory.17",
  "eHistory.18",
  "eHistory.19",
  "eHistory.20",
  "eAirway.01",
  "eAirway.02",
  "eAirway.03",
  "eAirway.04",
  "eAirway.08",
  "eAirway.09",
  "eAirway.10",
  "eAirway.11",
  "eProcedures.04",
  "eProcedures.09",
  "eMedications.08",
  "eMedications.09",
  "eMedications.11",
  "eDisposition.01",
  "eDisposition.03",
  "eDisposition.04",
  "eDisposition.05",
  "eDisposition.06",
  "eDisposition.07",
  "eDisposition.11",
  "eDisposition.13",
  "eDisposition.14",
  "eDisposition.15",
  "eDisposition.23",
  "eOther.03",
  "eOther.05",
  "eOther.06",
  "eOther.07",
  "eOther.12",
  "eOther.13",
  "eOther.15",
  "eOther.19",
  "eOther.20",
  "eOther.21",
  "eNarrative.01",
  "eScene.15",
  "eScene.16",
  "eScene.17",
  "eScene.18",
  "eScene.19",
  "eScene.20",
  "eSituation.03",
  "eSituation.04",
  "eSituation.05",
  "eSituation.06",
  // agency: personnel's names, certification and contact; vehicles; facilities' addresses
  "dPersonnel.01",
  "dPersonnel.02",
  "dPersonnel.03",
  "dPersonnel.22",
  "dPersonnel.23",
  "dPersonnel.24",
  "dPersonnel.25",
  "dPersonnel.26",
  "dPersonnel.38",
  "dPersonnel.39",
  "dVehicle.01",
  "dVehicle.02",
  "dVehicle.03",
  "dVehicle.04",
  "dVehicle.05",
  "dVehicle.10",
  "dFacility.01",
  "dFacility.02",
  "dFacility.03",
  "dFacility.04",
  "dFacility.07",
  "dFacility.08",
  "dFacility.09",
  "dFacility.10",
  "dFacility.11",
  "dFacility.12",
  "dFacility.13",
  "dFacility.15",
  "dContact.01",
  "dContact.02",
  "dContact.03",
  "dContact.10",
  "dLocation.01",
  "dLocation.02",
  "dLocation.03",
  "dLocation.04",
]);
/** Elements of those sections that carry long lists we do not offer (customs, nested device ids). */
const SKIP = /^(eCustom|dCustom|eOutcome\.(0[3-9]|1\d|2\d))/;

// By the qualified name: every schema spells XML Schema's namespace "xs" (and the parser may give the
// prefixed elements the default namespace of a file that declares it first).
const elementsOf = (node, name) =>
  Array.from(node.childNodes ?? []).filter((c) => c.nodeType === 1 && c.nodeName === `xs:${name}`);
const firstOf = (node, name) => elementsOf(node, name)[0];
const text = (node) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();
const tacValue = (doc, tag) => {
  if (!doc) return undefined;
  for (const c of Array.from(doc.getElementsByTagName(tag))) return text(c);
  return undefined;
};

const documents = fs
  .readdirSync(source)
  .filter((f) => f.endsWith("_v3.xsd") && !f.startsWith("s"))
  .map((f) => create(fs.readFileSync(path.join(source, f), "utf8")).root().node);

/** Named simple and complex types across every schema. */
const simpleTypes = new Map();
const complexTypes = new Map();
for (const doc of documents) {
  for (const st of elementsOf(doc, "simpleType")) simpleTypes.set(st.getAttribute("name"), st);
  for (const ct of elementsOf(doc, "complexType")) complexTypes.set(ct.getAttribute("name"), ct);
}

/** A simple type's enumeration (following restriction bases and unions), or undefined. */
function enumerationOf(typeName, seen = new Set()) {
  if (!typeName || typeName.startsWith("xs:") || seen.has(typeName)) return undefined;
  seen.add(typeName);
  const st = simpleTypes.get(typeName);
  if (!st) return undefined;
  return enumerationOfSimpleType(st, seen);
}
function enumerationOfSimpleType(st, seen = new Set()) {
  const restriction = firstOf(st, "restriction");
  if (restriction) {
    const values = elementsOf(restriction, "enumeration").map((e) => ({
      value: e.getAttribute("value"),
      label: text(firstOf(firstOf(e, "annotation") ?? e, "documentation")) || e.getAttribute("value"),
    }));
    if (values.length) return values;
    return enumerationOf(restriction.getAttribute("base"), seen);
  }
  const union = firstOf(st, "union");
  if (union) {
    const members = (union.getAttribute("memberTypes") ?? "").split(/\s+/).filter(Boolean);
    return members.flatMap((m) => enumerationOf(m, seen) ?? []);
  }
  return undefined;
}

/** The codes an NV or PN attribute allows. */
function attributeValues(attr) {
  const type = attr.getAttribute("type");
  if (type) return (enumerationOf(type) ?? []).map((v) => v.value);
  const st = firstOf(attr, "simpleType");
  return st ? (enumerationOfSimpleType(st) ?? []).map((v) => v.value) : [];
}

/** Every element, keyed by name: its facts, and for a group its children in order. */
const elements = new Map();
const groups = new Map();

function describe(el) {
  const name = el.getAttribute("name");
  const doc = firstOf(firstOf(el, "annotation") ?? el, "documentation");
  const info = {
    name,
    label: tacValue(doc, "name") ?? text(doc),
    usage: tacValue(doc, "usage"),
    national: tacValue(doc, "national") === "Yes",
    min: Number(el.getAttribute("minOccurs") ?? "1"),
    max: el.getAttribute("maxOccurs") === "unbounded" ? -1 : Number(el.getAttribute("maxOccurs") ?? "1"),
    nillable: el.getAttribute("nillable") === "true",
    nv: [],
    pn: [],
    attrs: [],
    codes: undefined,
    base: undefined,
  };
  let complex = firstOf(el, "complexType");
  const type = el.getAttribute("type");
  if (!complex && type && complexTypes.has(type)) complex = complexTypes.get(type);
  if (complex) {
    const sequence = firstOf(complex, "sequence");
    if (sequence) {
      groups.set(
        name,
        elementsOf(sequence, "element").map((child) => describe(child).name),
      );
      for (const attr of elementsOf(complex, "attribute")) info.attrs.push(attr.getAttribute("name"));
    }
    const content = firstOf(complex, "simpleContent");
    const extension = content && (firstOf(content, "extension") ?? firstOf(content, "restriction"));
    if (extension) {
      info.base = extension.getAttribute("base");
      info.codes = enumerationOf(info.base);
      for (const attr of elementsOf(extension, "attribute")) {
        const attrName = attr.getAttribute("name");
        if (attrName === "NV") info.nv = attributeValues(attr);
        else if (attrName === "PN") info.pn = attributeValues(attr);
        else info.attrs.push(attrName);
      }
    }
  } else {
    info.base = type;
    const inline = firstOf(el, "simpleType");
    info.codes = inline ? enumerationOfSimpleType(inline) : enumerationOf(type);
  }
  if (!elements.has(name)) elements.set(name, info);
  return info;
}

for (const doc of documents) {
  for (const el of elementsOf(doc, "element")) describe(el);
}

const sectionOf = (name) => name.split(".")[0];
const used = [...elements.values()].filter(
  (e) =>
    e.usage &&
    [...EMS_SECTIONS, ...DEM_SECTIONS].includes(sectionOf(e.name)) &&
    !SKIP.test(e.name) &&
    /\.\d+$/.test(e.name) &&
    (WHOLE.includes(sectionOf(e.name)) ||
      e.national ||
      e.usage === "Mandatory" ||
      e.usage === "Required" ||
      EXTRA.has(e.name)),
);

// Code lists shared by several elements (yes/no, the NEMSIS "YesNoUnkValues") are written once.
const lists = new Map();
const listKey = (e) => (e.base && !e.base.startsWith("xs:") ? e.base : e.name);
for (const e of used) if (e.codes?.length) lists.set(listKey(e), e.codes);

const json = (value) => JSON.stringify(value);
const codesOutput = `/**
 * GENERATED FILE, DO NOT EDIT. Written by scripts/generate-nemsis.mjs from the NEMSIS v3.5.1 XML Schemas
 * (apps/api/src/modules/epcr/nemsis/reference/xsd). For each element of the sections the patient care report
 * and the agency's DEMDataSet use: its name, usage, National flag, the NOT values (NV) and pertinent negatives
 * (PN) it allows, and its code list (the XSD's enumeration, value and label).
 */

export type NemsisCode = { readonly value: string; readonly label: string };
export type NemsisUsage = "Mandatory" | "Required" | "Recommended" | "Optional";
export type NemsisElementInfo = {
  readonly label: string;
  readonly usage: NemsisUsage;
  readonly national: boolean;
  /** The NOT values it allows ([] when none). */
  readonly nv: readonly string[];
  /** The pertinent negatives it allows ([] when none). */
  readonly pn: readonly string[];
  /** Repeats (maxOccurs > 1). */
  readonly repeats: boolean;
  /** Its code list's key in NEMSIS_CODE_LISTS, when it has one. */
  readonly codes?: string;
};

/** NOT values: attributes (NV) on an element sent as xsi:nil, never codes of the element's own list. */
export const NEMSIS_NOT_VALUES = [
  { value: "7701001", label: "Not Applicable" },
  { value: "7701003", label: "Not Recorded" },
  { value: "7701005", label: "Not Reporting" },
] as const satisfies readonly NemsisCode[];

/** Pertinent negatives (the PN attribute); each element allows only some of them. */
export const NEMSIS_PERTINENT_NEGATIVES = ${json(enumerationOf("PN"))} as const satisfies readonly NemsisCode[];

/** Code lists, keyed by the XSD type name (or the element's number when its list is its own). */
export const NEMSIS_CODE_LISTS = {
${[...lists.entries()].map(([key, codes]) => `${json(key)}: ${json(codes)}`).join(",\n")}
} as const satisfies Record<string, readonly NemsisCode[]>;

export type NemsisCodeListKey = keyof typeof NEMSIS_CODE_LISTS;

/** The elements used, by NEMSIS number. */
export const NEMSIS_ELEMENTS = {
${used
  .map((e) => {
    const info = {
      label: e.label,
      usage: e.usage,
      national: e.national,
      nv: e.nv,
      pn: e.pn,
      repeats: e.max !== 1,
      ...(e.codes?.length ? { codes: listKey(e) } : {}),
    };
    return `${json(e.name)}: ${json(info)}`;
  })
  .join(",\n")}
} as const satisfies Record<string, NemsisElementInfo>;

export type NemsisElement = keyof typeof NEMSIS_ELEMENTS;

// ICD-10-CM, RxNorm and SNOMED CT elements have patterns, not lists: their pick lists are a hand-kept,
// agency-editable starting list.
export { EMS_IMPRESSIONS, EMS_MEDICATIONS, EMS_PROCEDURES } from "./starter-codes";
`;

// The structure: every group reachable from the two data sets' roots, with its children's facts.
const structure = {};
function walk(name) {
  const children = groups.get(name);
  if (!children || structure[name]) return;
  structure[name] = children.map((child) => {
    const e = elements.get(child);
    return {
      name: child,
      min: e.min,
      max: e.max,
      ...(e.nillable ? { nillable: true } : {}),
      ...(e.nv.length ? { nv: e.nv } : {}),
      ...(e.pn.length ? { pn: e.pn } : {}),
      ...(groups.has(child) ? { group: true } : {}),
      ...(e.attrs.length ? { attrs: e.attrs } : {}),
    };
  });
  for (const child of children) walk(child);
}
walk("EMSDataSet");
walk("DEMDataSet");

const structureOutput = `/**
 * GENERATED FILE, DO NOT EDIT. Written by scripts/generate-nemsis.mjs from the NEMSIS v3.5.1 XML Schemas
 * (reference/xsd). Each group of the EMSDataSet and the DEMDataSet with its children in the order of the XSD's
 * sequence: minOccurs, maxOccurs (-1: unbounded), nillable, the NOT values (nv) and pertinent negatives (pn)
 * allowed, whether it is a group, and its other attributes.
 */

export type NemsisChild = {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly nillable?: boolean;
  readonly nv?: readonly string[];
  readonly pn?: readonly string[];
  readonly group?: boolean;
  readonly attrs?: readonly string[];
};

export const NEMSIS_STRUCTURE: Record<string, readonly NemsisChild[]> = ${json(structure)};
`;

fs.mkdirSync(path.dirname(codesTarget), { recursive: true });
fs.writeFileSync(codesTarget, codesOutput);
fs.writeFileSync(structureTarget, structureOutput);
// Formatted like the rest of the code base, so a re-run with unchanged schemas leaves the files unchanged.
const biome = path.join(root, "node_modules/.bin/biome");
const formatted = spawnSync(biome, ["format", "--write", codesTarget, structureTarget], {
  cwd: root,
  stdio: "inherit",
});
if (formatted.status !== 0) console.warn("biome could not format the files; run npm run format.");
console.log(
  `Wrote ${path.relative(root, codesTarget)}: ${used.length} elements, ${lists.size} code lists; ` +
    `${path.relative(root, structureTarget)}: ${Object.keys(structure).length} groups.`,
);
