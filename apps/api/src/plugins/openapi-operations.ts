/**
 * What the API reference says of each operation beyond its schemas (plugins/openapi.ts): a summary and an
 * operationId made from its method and path where the route states none (`schema.summary`, `schema.operationId`
 * override them), and object schemas whose keys are an enum (`z.record(z.enum(...), ...)`) written with those
 * keys as properties, so that a client generated from the document knows them.
 */

/** The file types a path's extension names, as a summary says them. */
const FILE_LABELS: Record<string, string> = {
  csv: "CSV",
  pdf: "PDF",
  zip: "ZIP",
  svg: "SVG",
  json: "JSON",
  "neris.json": "NERIS JSON",
};

/** Words kept in capitals. */
const ACRONYMS = new Set(["iso", "flsa", "qr", "totp", "nfirs", "neris", "sms", "api", "id"]);

const words = (segment: string) =>
  segment
    .split("-")
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
    .join(" ");

/** One of a collection: "agencies" → "agency", "shifts" → "shift" (the paths' own plurals). */
const singular = (noun: string) =>
  noun.endsWith("ies")
    ? `${noun.slice(0, -3)}y`
    : noun.endsWith("s") && !noun.endsWith("ss") && !noun.endsWith("us")
      ? noun.slice(0, -1)
      : noun;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Segment = { name: string; param: boolean };

/** The path's segments after /api, `:id` and `{id}` both read as parameters. */
function segmentsOf(url: string): Segment[] {
  return url
    .replace(/^\/api\/?/, "")
    .split("/")
    .filter(Boolean)
    .map((part) => {
      const param = /^[:{]/.test(part);
      return { name: param ? part.replace(/[:{}]/g, "") : part, param };
    });
}

/** What a response declares, as far as the summary cares: a list, a file, or neither. */
export type AnswerKind = "list" | "file" | "created" | "other";

/**
 * A readable summary from the method and path: "List shifts", "Get shift", "Create shift", "Update shift",
 * "Delete shift", "Shift: pick up", "Download compliance reports summary (CSV)". A route with a better name
 * for itself says it in `schema.summary`.
 */
export function summaryOf(method: string, url: string, answer: AnswerKind): string {
  const segments = segmentsOf(url);
  const last = segments.at(-1);
  if (!last) return `${capitalize(method.toLowerCase())} the API`;
  let file = "";
  const names = segments.map((segment, index) => {
    if (segment.param) return null;
    const next = segments[index + 1];
    let name = segment.name;
    const dot = name.indexOf(".");
    if (dot > 0 && index === segments.length - 1) {
      file = FILE_LABELS[name.slice(dot + 1)] ?? name.slice(dot + 1).toUpperCase();
      name = name.slice(0, dot);
    }
    // One of a collection: the segment names an item by the parameter after it.
    return next?.param ? singular(words(name)) : words(name);
  });
  const phrase = (parts: Array<string | null>) => parts.filter(Boolean).join(" ");
  const verb = method.toUpperCase();
  const endsWithParam = last.param;
  const onItem = segments.length >= 2 && segments.at(-2)?.param && !endsWithParam;

  if (verb === "GET" && (file || answer === "file"))
    return `Download ${phrase(names)}${file ? ` (${file})` : ""}`;
  if (verb === "DELETE") return `Delete ${phrase(names)}`;
  if (verb === "PUT") return `Set ${phrase(names)}`;
  // An action on one item: "Shift: request coverage".
  if (onItem && verb !== "GET") return `${capitalize(phrase(names.slice(0, -1)))}: ${names.at(-1)}`;
  if (verb === "GET") return `${answer === "list" && !endsWithParam ? "List" : "Get"} ${phrase(names)}`;
  if (verb === "PATCH") return `Update ${phrase(names)}`;
  // A new one in a collection: "Create shift".
  const collection = names.at(-1) ?? "";
  if (answer === "created" && singular(collection) !== collection)
    return `Create ${phrase([...names.slice(0, -1), singular(collection)])}`;
  return capitalize(phrase(names));
}

/** A stable identifier from the method and path: GET /api/shifts/:id → "getShiftsById". */
export function operationIdOf(method: string, url: string): string {
  const pascal = (text: string) =>
    text
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map(capitalize)
      .join("");
  const parts = segmentsOf(url).map((segment) =>
    segment.param ? `By${pascal(segment.name)}` : pascal(segment.name),
  );
  return method.toLowerCase() + parts.join("");
}

type JsonSchema = Record<string, unknown>;

/**
 * The schema with every object whose keys are an enum (zod writes `propertyNames: { enum }` and
 * `additionalProperties`) given those keys as `properties`, each of the value's schema, and no other key.
 * Walks every subschema; returns a new value.
 */
export function withEnumKeys<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withEnumKeys) as T;
  if (!schema || typeof schema !== "object") return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = withEnumKeys(value);
  const keys = (out.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  const value = out.additionalProperties;
  if (Array.isArray(keys) && !out.properties && value && typeof value === "object") {
    out.properties = Object.fromEntries(keys.map((name) => [String(name), value]));
    out.additionalProperties = false;
    delete out.propertyNames;
  }
  return out as T;
}
