/**
 * The standard's own judges of a NEMSIS file: xmllint against the v3.5.1 XSD, and the national Schematron
 * compiled to XSLT and run by Saxon-HE. Used by the tests and, before an export leaves, as a pre-flight check.
 * Compiling a Schematron takes seconds, so it happens once per process into a cache folder keyed by the
 * .sch's hash (and is reused across processes); a batch of files is judged in one Java run.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);

export type NemsisDataSet = "EMS" | "DEM";
export type XsdResult = { valid: boolean; errors: string[] };
/** One finding of the Schematron: role is "[FATAL]", "[ERROR]" or "[WARNING]" as the rules spell it. */
export type SchematronFinding = { role: string; id: string; text: string; location: string };

/** Beside this file in the source; beside the bundled server, where the build copies them. */
const REFERENCE = [new URL("./reference/", import.meta.url), new URL("./nemsis-reference/", import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((folder) => existsSync(path.join(folder, "xsd"))) as string;
const SAXON_JAR = "/usr/share/java/Saxon-HE.jar";
const SCHEMA = { EMS: "EMSDataSet_v3.xsd", DEM: "DEMDataSet_v3.xsd" } as const;
const SCHEMATRON = { EMS: "EMSDataSet.sch", DEM: "DEMDataSet.sch" } as const;
const MAX_OUTPUT = 64 * 1024 * 1024;

async function withTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "rollcall-nemsis-"));
  try {
    return await use(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** xmllint --noout --schema: valid, or the schema's error lines (file name stripped). */
export async function validateXsd(xml: string, set: NemsisDataSet): Promise<XsdResult> {
  return withTempDir(async (dir) => {
    const file = path.join(dir, "file.xml");
    await fs.writeFile(file, xml);
    const schema = path.join(REFERENCE, "xsd", SCHEMA[set]);
    try {
      await run("xmllint", ["--noout", "--schema", schema, file], { maxBuffer: MAX_OUTPUT });
      return { valid: true, errors: [] };
    } catch (error) {
      const stderr = String((error as { stderr?: string }).stderr ?? error);
      const errors = stderr
        .split("\n")
        .filter((line) => line.trim() && !line.endsWith(" fails to validate") && !line.endsWith(" validates"))
        .map((line) => line.replace(`${file}:`, "line "));
      return { valid: false, errors };
    }
  });
}

const compiled = new Map<NemsisDataSet, Promise<string>>();

/** The compiled XSLT of the set's national Schematron (compiled once, then read from the cache folder). */
export function compiledSchematron(set: NemsisDataSet): Promise<string> {
  let pending = compiled.get(set);
  if (!pending) {
    pending = compile(set);
    pending.catch(() => compiled.delete(set));
    compiled.set(set, pending);
  }
  return pending;
}

async function compile(set: NemsisDataSet): Promise<string> {
  const sch = path.join(REFERENCE, "schematron", SCHEMATRON[set]);
  const skeleton = path.join(REFERENCE, "schematron", "iso-schematron-xslt2", "iso_svrl_for_xslt2.xsl");
  const hash = createHash("sha256")
    .update(await fs.readFile(sch))
    .update(await fs.readFile(skeleton))
    .digest("hex")
    .slice(0, 16);
  const cache = path.join(os.tmpdir(), "rollcall-nemsis-schematron");
  const target = path.join(cache, `${SCHEMATRON[set].replace(/\.sch$/, "")}-${hash}.xsl`);
  try {
    await fs.access(target);
    return target;
  } catch {
    // not compiled yet
  }
  await fs.mkdir(cache, { recursive: true });
  // Written beside the target, then renamed: a process reading the cache never sees half a file.
  const partial = `${target}.${process.pid}.${Date.now()}.part`;
  await run(
    "java",
    [
      "-cp",
      SAXON_JAR,
      "net.sf.saxon.Transform",
      `-s:${sch}`,
      `-xsl:${skeleton}`,
      `-o:${partial}`,
      "allow-foreign=true",
    ],
    { maxBuffer: MAX_OUTPUT },
  );
  await fs.rename(partial, target);
  return target;
}

const ENTITIES: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&amp;": "&",
  "&quot;": '"',
  "&apos;": "'",
};
const decode = (s: string) => s.replace(/&(lt|gt|amp|quot|apos);/g, (e) => ENTITIES[e] ?? e);
const attribute = (attrs: string, name: string) =>
  decode(new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? "");

/** The failed assertions and successful reports of an SVRL document. */
export function parseSvrl(svrl: string): SchematronFinding[] {
  const findings: SchematronFinding[] = [];
  const pattern = /<svrl:(failed-assert|successful-report)\b([^>]*)>([\s\S]*?)<\/svrl:\1>/g;
  for (const match of svrl.matchAll(pattern)) {
    const [, , attrs, body] = match;
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body)?.[1] ?? "";
    findings.push({
      role: attribute(attrs, "role"),
      id: attribute(attrs, "id"),
      text: decode(text.replace(/<[^>]+>/g, ""))
        .replace(/\s+/g, " ")
        .trim(),
      location: attribute(attrs, "location"),
    });
  }
  return findings;
}

/** The national Schematron's findings for each file, in one Saxon run. */
export async function schematronMany(
  xmls: readonly string[],
  set: NemsisDataSet,
): Promise<SchematronFinding[][]> {
  if (xmls.length === 0) return [];
  const xsl = await compiledSchematron(set);
  return withTempDir(async (dir) => {
    const input = path.join(dir, "in");
    const output = path.join(dir, "out");
    await fs.mkdir(input);
    await fs.mkdir(output);
    const names = xmls.map((_, i) => `file-${String(i).padStart(4, "0")}.xml`);
    await Promise.all(xmls.map((xml, i) => fs.writeFile(path.join(input, names[i]), xml)));
    await run(
      "java",
      ["-cp", SAXON_JAR, "net.sf.saxon.Transform", `-s:${input}`, `-xsl:${xsl}`, `-o:${output}`],
      {
        maxBuffer: MAX_OUTPUT,
      },
    );
    return Promise.all(
      names.map(async (name) => parseSvrl(await fs.readFile(path.join(output, name), "utf8"))),
    );
  });
}

/** The national Schematron's findings for one file. */
export async function schematron(xml: string, set: NemsisDataSet): Promise<SchematronFinding[]> {
  const [findings] = await schematronMany([xml], set);
  return findings;
}

/** Findings a state refuses a file for. */
export const isBlocking = (finding: SchematronFinding) =>
  finding.role === "[ERROR]" || finding.role === "[FATAL]";
