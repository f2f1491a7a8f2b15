#!/usr/bin/env node
/**
 * Writes packages/shared/src/neris/value-sets.ts from the official NERIS value sets (the CSV files of
 * github.com/ulfsri/neris-framework, core_schemas/value_sets/csv). The generated file is committed: CI and
 * self-hosters never need the CSVs. Run it by hand when NERIS publishes new value sets:
 *
 *   node scripts/generate-neris.mjs [folder with the CSVs and incident-payload.schema.json]
 *   (default: apps/api/src/modules/incidents/neris/reference, the copies the repository keeps)
 *
 * It also writes packages/shared/src/neris/payload-enums.ts: every value set of the API's request schema
 * (incident-payload.schema.json, the JSON Schema of IncidentPayload), which the shared zod shapes use.
 * Where a CSV spells a value otherwise than the schema, the schema wins (SPELLING, below): the API refuses
 * any other spelling.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.resolve(root, process.argv[2] ?? "apps/api/src/modules/incidents/neris/reference");
const target = path.join(root, "packages/shared/src/neris/value-sets.ts");
const enumsTarget = path.join(root, "packages/shared/src/neris/payload-enums.ts");

/** CSV values the API's schema spells otherwise (the schema is what the API accepts). */
const SPELLING = { "RESCUE||OUTSIDE||BACKOUNTRY_RESCUE": "RESCUE||OUTSIDE||BACKCOUNTRY_RESCUE" };

/** RFC 4180: quoted cells may hold commas, line breaks and doubled quotes. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  const [header, ...records] = rows.filter((r) => r.some((c) => c.trim() !== ""));
  return records.map((r) => Object.fromEntries(header.map((name, i) => [name.trim(), (r[i] ?? "").trim()])));
}

function read(file) {
  const full = path.join(source, file);
  if (!fs.existsSync(full)) {
    console.error(`Missing ${full}. Pass the folder holding the NERIS value set CSVs as the first argument.`);
    process.exit(1);
  }
  return parseCsv(fs.readFileSync(full, "utf8")).filter((r) => r.active.toUpperCase() === "TRUE");
}

/** "141, 142, 140," → ["140", "141", "142"]: three-digit codes only, each once, in order. */
const crosswalk = (cell) =>
  [
    ...new Set(
      (cell ?? "")
        .split(",")
        .map((c) => c.trim())
        .filter((c) => /^\d{3}$/.test(c)),
    ),
  ].sort();

/** value_1..value_n joined with "||" (the NERIS notation), with each level's description. */
function hierarchical(rows, levels, withCrosswalk) {
  const seen = new Map();
  for (const r of rows) {
    const parts = [];
    const labels = [];
    for (let level = 1; level <= levels; level++) {
      const value = r[`value_${level}`];
      if (!value) break;
      parts.push(value);
      labels.push(r[`description_${level}`] || value);
    }
    const value = SPELLING[parts.join("||")] ?? parts.join("||");
    if (!value || seen.has(value)) continue;
    const entry = { value, labels };
    if (withCrosswalk) entry.nfirs = crosswalk(r["NFIRS Crosswalk"]);
    seen.set(value, entry);
  }
  return [...seen.values()];
}

function flat(rows) {
  const seen = new Map();
  for (const r of rows)
    if (r.value && !seen.has(r.value)) seen.set(r.value, { value: r.value, label: r.description });
  return [...seen.values()];
}

const incidentTypes = hierarchical(read("type_incident.csv"), 3, true);
const actionTactics = hierarchical(read("type_action_tactic.csv"), 3, false);
const locationUses = hierarchical(read("type_location_use.csv"), 2, true);
const unitTypes = flat(read("type_unit.csv"));
const aidTypes = flat(read("type_aid.csv"));
const aidDirections = flat(read("type_aid_direction.csv"));

const json = (value) => JSON.stringify(value, null, 2);
const files = [
  "type_incident.csv",
  "type_action_tactic.csv",
  "type_location_use.csv",
  "type_unit.csv",
  "type_aid.csv",
  "type_aid_direction.csv",
];

const output = `/**
 * GENERATED FILE, DO NOT EDIT. Written by scripts/generate-neris.mjs from the official NERIS value sets
 * (github.com/ulfsri/neris-framework, core_schemas/value_sets/csv):
 * ${files.join(", ")}.
 * Only active values. \`value\` is the official code (levels joined with "||"), \`labels\` the description of
 * each level, \`nfirs\` the NFIRS 5.0 codes of the set's "NFIRS Crosswalk" column.
 */

export type NerisHierarchicalValue = { value: string; labels: readonly string[] };
export type NerisCrosswalkedValue = NerisHierarchicalValue & { nfirs: readonly string[] };
export type NerisFlatValue = { value: string; label: string };

/** type_incident: incident types, with the NFIRS incident type codes each corresponds to. */
export const NERIS_INCIDENT_TYPES: readonly NerisCrosswalkedValue[] = ${json(incidentTypes)};

/** type_action_tactic: actions and tactics taken on scene. */
export const NERIS_ACTION_TACTICS: readonly NerisHierarchicalValue[] = ${json(actionTactics)};

/** type_location_use: how the location was used, with the NFIRS property use codes each corresponds to. */
export const NERIS_LOCATION_USES: readonly NerisCrosswalkedValue[] = ${json(locationUses)};

/** type_unit: apparatus (unit) types. */
export const NERIS_UNIT_TYPES: readonly NerisFlatValue[] = ${json(unitTypes)};

/** type_aid: the kind of mutual or automatic aid. */
export const NERIS_AID_TYPES: readonly NerisFlatValue[] = ${json(aidTypes)};

/** type_aid_direction: aid given or received. */
export const NERIS_AID_DIRECTIONS: readonly NerisFlatValue[] = ${json(aidDirections)};
`;

const schema = JSON.parse(fs.readFileSync(path.join(source, "incident-payload.schema.json"), "utf8"));
const enums = Object.entries(schema.$defs)
  .filter(([, def]) => Array.isArray(def.enum))
  .sort(([a], [b]) => a.localeCompare(b));
const enumsOutput = `/**
 * GENERATED FILE, DO NOT EDIT. Written by scripts/generate-neris.mjs from incident-payload.schema.json (the
 * JSON Schema of the NERIS API's IncidentPayload): every value set of the schema, under its $defs name.
 */

${enums.map(([name, def]) => `export const ${name} = ${JSON.stringify(def.enum)} as const;`).join("\n\n")}
`;

fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, output);
fs.writeFileSync(enumsTarget, enumsOutput);
// Formatted like the rest of the code base, so a re-run with unchanged CSVs leaves the file unchanged.
const biome = path.join(root, "node_modules/.bin/biome");
const formatted = spawnSync(biome, ["format", "--write", target, enumsTarget], {
  cwd: root,
  stdio: "inherit",
});
if (formatted.status !== 0) console.warn("biome could not format the file; run npm run format.");
console.log(
  `Wrote ${path.relative(root, target)}: ${incidentTypes.length} incident types, ${actionTactics.length} actions/tactics, ` +
    `${locationUses.length} location uses, ${unitTypes.length} unit types, ${aidTypes.length} aid types, ${aidDirections.length} aid directions; ${path.relative(root, enumsTarget)}: ${enums.length} value sets.`,
);
