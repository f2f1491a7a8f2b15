import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * A feature is one unit with one public face (features/LAYERS.md): from outside its folder it is imported through
 * its index.ts alone (`@/features/<feature>`), and its manifest (module.tsx) by app/modules.ts alone; the features
 * import each other in layers, without a circle; and none imports the app (app/), which stands above them all.
 */
const src = path.resolve(import.meta.dirname, "..");
const featuresDir = path.join(src, "features");
const modulesList = path.join(src, "app", "modules.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Every module a source text names: `import … from`, `import type … from`, `export … from`, `import "…"` and
 * `import()` (also in a type, `typeof import()`), as TypeScript reads them (not in comments or strings).
 */
function specifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

const relative = (file: string) => path.relative(src, file).split(path.sep).join("/");

/** Where a specifier of `file` points, as a path under src/ ("features/trades/api/get-trades"), or null outside. */
function target(file: string, specifier: string): string | null {
  let resolved: string;
  if (specifier.startsWith("@/")) resolved = path.join(src, specifier.slice(2));
  else if (specifier.startsWith(".")) resolved = path.resolve(path.dirname(file), specifier);
  else return null;
  const inSrc = path.relative(src, resolved);
  return inSrc.startsWith("..")
    ? null
    : inSrc
        .split(path.sep)
        .join("/")
        .replace(/\.tsx?$/, "");
}

/** The feature a path under src/ belongs to, and the path inside it ("" for the feature's folder itself). */
function featureOf(inSrc: string): { feature: string; inside: string } | null {
  const [top, feature, ...rest] = inSrc.split("/");
  return top === "features" && feature ? { feature, inside: rest.join("/") } : null;
}

type Import = { file: string; from: string | null; to: string; feature: string; inside: string };

/** Every import of a feature's file by a file outside that feature's folder, anywhere under src/. */
function crossings(files: string[]): Import[] {
  return files.flatMap((file) => {
    const from = featureOf(relative(file))?.feature ?? null;
    return specifiers(readFileSync(file, "utf8")).flatMap((specifier) => {
      const to = target(file, specifier);
      const into = to && featureOf(to);
      if (!to || !into || into.feature === from) return [];
      return [{ file, from, to, ...into }];
    });
  });
}

/** The face rule: the index from anywhere, the manifest from the module list. */
function breaksFace({ file, inside }: Import) {
  if (inside === "" || inside === "index") return false;
  return !(inside === "module" && file === modulesList);
}

/** A circle in a graph of features, as ["a", "b", "a"], or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const walk = (node: string, trail: string[]): string[] | null => {
    const at = trail.indexOf(node);
    if (at >= 0) return [...trail.slice(at), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = walk(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = walk(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe("feature boundaries on the web", () => {
  const all = sourceFiles(src);
  const found = crossings(all);

  it("reads every way a file imports another", () => {
    const text = [
      'import { a } from "@/features/a/api/get-a";',
      'import type { B } from "../b/types";',
      'export { c } from "@/features/c";',
      "export * from './d';",
      'const e = lazy(() => import("@/features/e/e-page"));',
      'type F = typeof import("@/features/f/module");',
      'import "./g";',
      '// import { no } from "@/features/commented-out";',
      'const h = "import(\\"@/features/in-a-string\\")";',
    ].join("\n");
    expect(specifiers(text)).toEqual([
      "@/features/a/api/get-a",
      "../b/types",
      "@/features/c",
      "./d",
      "@/features/e/e-page",
      "@/features/f/module",
      "./g",
    ]);
    const file = path.join(featuresDir, "trades", "components", "x.tsx");
    expect(target(file, "../../scheduling/api/get-shifts")).toBe("features/scheduling/api/get-shifts");
    expect(target(file, "@/features/scheduling")).toBe("features/scheduling");
    expect(target(file, "react")).toBeNull();
  });

  it("a feature is imported from outside its folder only through its index.ts (its module.tsx by app/modules.ts)", () => {
    const offenders = found.filter(breaksFace).map(({ file, to }) => `${relative(file)} -> ${to}`);
    expect(offenders).toEqual([]);
    // The check has something to check: the features do use each other's faces.
    expect(found.filter((i) => i.from && !breaksFace(i)).length).toBeGreaterThan(0);
  });

  it("no two features import each other, through any number of others", () => {
    const graph = new Map<string, Set<string>>();
    // One importing file per arrow, to name where the circle is.
    const by = new Map<string, string>();
    for (const { file, from, feature } of found) {
      if (!from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(feature));
      if (!by.has(`${from} ${feature}`)) by.set(`${from} ${feature}`, relative(file));
    }
    const cycle = findCycle(graph);
    const named = cycle?.slice(1).map((to, i) => `${cycle[i]} -> ${to} (${by.get(`${cycle[i]} ${to}`)})`);
    expect(named ?? null).toBeNull();
    // The search finds a circle where there is one.
    const circle = new Map([
      ["scheduling", new Set(["trades"])],
      ["trades", new Set(["callbacks"])],
      ["callbacks", new Set(["scheduling"])],
    ]);
    expect(findCycle(circle)?.join(" -> ")).toBe("scheduling -> trades -> callbacks -> scheduling");
  });

  it("features/LAYERS.md says which way the arrows point: a listed feature imports only the features its row names, each listed above it; any other at most agencies", () => {
    const rows = [
      ...readFileSync(path.join(featuresDir, "LAYERS.md"), "utf8").matchAll(/^\| ([\w-]+) \| ([^|]+) \|$/gm),
    ].filter(([, feature]) => feature !== "feature");
    const order = rows.map(([, feature]) => feature);
    const allowed = new Map(
      rows.map(([, feature, list]) => [feature, list.split(/[,(]/).map((word) => word.trim())]),
    );
    const broken: string[] = [];
    for (const { file, from, feature } of found) {
      if (!from || from === feature) continue;
      const may = allowed.get(from) ?? ["agencies"];
      if (!may.includes(feature))
        broken.push(
          `${from} imports ${feature} (${relative(file)}), which features/LAYERS.md does not let it`,
        );
      else if (allowed.has(from) && order.indexOf(feature) > order.indexOf(from))
        broken.push(`features/LAYERS.md lists ${feature} below ${from}, which imports it`);
    }
    expect([...new Set(broken)]).toEqual([]);
  });

  it("no feature imports the app (app/), which stands above every feature", () => {
    const offenders = sourceFiles(featuresDir).flatMap((file) =>
      specifiers(readFileSync(file, "utf8"))
        .filter((specifier) => target(file, specifier)?.split("/")[0] === "app")
        .map((specifier) => `${relative(file)} -> ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it("shared code (components, lib, hooks, app shell pieces) imports no feature but through the module list", () => {
    const shared = new Set(["components", "lib", "hooks"]);
    const offenders = found
      .filter(({ file }) => shared.has(relative(file).split("/")[0]))
      .map(({ file, to }) => `${relative(file)} -> ${to}`);
    expect(offenders).toEqual([]);
  });
});
