/**
 * What the NEMSIS v3 web service description (reference/NEMSIS_V3_core.wsdl) defines, as the client and the
 * stand-in use it: where the file is, its namespaces and data schema numbers, and what each statusCode means.
 * The meanings are the WSDL's own annotations, read from the file, so they never drift from the standard.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sax from "sax";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The WSDL both sides load (with the soap package): beside this file, or beside the bundled server (build.mjs). */
export const STATE_WSDL = [
  path.join(here, "reference", "NEMSIS_V3_core.wsdl"),
  path.join(here, "nemsis-reference", "wsdl", "NEMSIS_V3_core.wsdl"),
].find((file) => fs.existsSync(file)) as string;

/** The web service's target namespace. */
export const WS_NAMESPACE = "http://ws.nemsis.org/";
/** The namespace of every NEMSIS v3 file. */
export const NEMSIS_NAMESPACE = "http://www.nemsis.org";
/** The version sent as schemaVersion: what our exports follow. */
export const SCHEMA_VERSION = "3.5.1";

export type StateDataset = "EMS" | "DEM";
/** requestDataSchema (the WSDL's NemsisDataSchema): 61 the EMS schema, 62 the demographics schema. */
export const DATA_SCHEMAS: Record<StateDataset, { code: number; root: string }> = {
  EMS: { code: 61, root: "EMSDataSet" },
  DEM: { code: 62, root: "DEMDataSet" },
};

export type StateOutcome = "accepted" | "processing" | "rejected" | "failed";

/**
 * How the queue reads a statusCode. The WSDL's positive codes are successes (1 to 6, and a state's own above
 * 100), except 0 and 10, "not yet complete"; its negative ones are refusals, final, except the server's own
 * errors (-20 to -22, and -50 "too busy"), which say nothing about the file: those are tried again.
 */
export function outcomeOf(code: number): StateOutcome {
  if (code === 0 || code === 10) return "processing";
  if (code > 0) return "accepted";
  if ((code <= -20 && code >= -22) || code === -50) return "failed";
  return "rejected";
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Each enumerated status code with its annotation, and each code type with its own (the custom ranges have only
 * that). Status code types are the WSDL's `...Code`/`...Codes` simple types (not the data schema numbers).
 */
function readAnnotations() {
  const codes = new Map<number, string>();
  const types = new Map<string, string>();
  const parser = sax.parser(true, { xmlns: true });
  let type = "";
  let code: number | null = null;
  let text: string | null = null;
  parser.onopentag = (opened) => {
    const tag = opened as sax.QualifiedTag;
    const attr = (name: string) => {
      return tag.attributes[name]?.value;
    };
    if (tag.local === "simpleType") type = attr("name") ?? "";
    if (tag.local === "enumeration") code = Number(attr("value"));
    if (tag.local === "documentation") text = "";
  };
  parser.ontext = (chunk) => {
    if (text !== null) text += chunk;
  };
  parser.onclosetag = (name) => {
    const local = name.replace(/^.*:/, "");
    if (local === "documentation" && text !== null) {
      const statusType = /Codes?$/.test(type);
      if (statusType && code !== null && Number.isInteger(code)) codes.set(code, collapse(text));
      else if (statusType && code === null && !types.has(type)) types.set(type, collapse(text));
      text = null;
    }
    if (local === "enumeration") code = null;
    if (local === "simpleType") type = "";
  };
  parser.write(fs.readFileSync(STATE_WSDL, "utf8")).close();
  return { codes, types };
}

let annotations: ReturnType<typeof readAnnotations> | undefined;

/** What NEMSIS says a statusCode means ("Invalid username and/or password" for -1). */
export function statusMeaning(code: number): string {
  annotations ??= readAnnotations();
  const documented = annotations.codes.get(code);
  if (documented) return documented;
  if (code > 100) return annotations.types.get("CustomSuccessCodes") ?? "A state's own success code";
  if (code < -100) return annotations.types.get("CustomErrorCodes") ?? "A state's own error code";
  return "A code the NEMSIS v3 web service does not define";
}
