import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiModules } from "./registry";

/**
 * Each API module is one unit with one public face: code outside a module's folder imports it only
 * from its index.ts, modules depend on each other in layers (no cycle), and a module writes only its own tables
 * (another module's through that module's face). Static: the source files are read, nothing runs.
 *
 * Outside a module: the module's manifest (`<module>/module.ts`) is imported by modules/registry.ts alone.
 * A module's own files (its tests too) import its internals freely. Tests are left out of the layers: a test
 * may drive any module through its index.
 */

const src = path.resolve(import.meta.dirname, "..");
const root = path.resolve(src, "../../..");
const modulesDir = path.join(src, "modules");
const bench = path.join(root, "bench");
/** A file as the messages name it, from the repository's root. */
const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");

const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}
const files = [...sourceFiles(src), ...(existsSync(bench) ? sourceFiles(bench) : [])];

/** The module a file belongs to (null outside every module folder). */
function moduleOf(file: string): string | null {
  const parts = path.relative(modulesDir, file).split(path.sep);
  return parts.length > 1 && parts[0] !== ".." ? parts[0] : null;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The file a relative specifier names (with .ts, or a folder's index.ts). */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ".ts"));
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(isFile) ?? null;
}

// `import x from`, `import type { x } from`, `export { x } from`, `export * from`, `import "x"` and `import("x")`.
const IMPORT =
  /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,]+?\s+from\s*)?["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

/** Every import of a file that lands in a module's folder, with the module and the file it lands on. */
function moduleImports(file: string) {
  return [...readFileSync(file, "utf8").matchAll(IMPORT)].flatMap((match) => {
    const target = resolve(file, match[1] ?? match[2]);
    const module = target && moduleOf(target);
    return target && module ? [{ target, module }] : [];
  });
}

const isIndex = (target: string, module: string) => target === path.join(modulesDir, module, "index.ts");
const isManifest = (target: string, module: string) => target === path.join(modulesDir, module, "module.ts");
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

describe("API module boundaries", () => {
  it("every module has its public face, index.ts", () => {
    expect(modules.filter((m) => !isFile(path.join(modulesDir, m, "index.ts")))).toEqual([]);
  });

  it("code outside a module imports it only from its index.ts", () => {
    const crossings = files.flatMap((file) => {
      if (moduleOf(file)) return [];
      return moduleImports(file)
        .filter(({ target, module }) => !isIndex(target, module))
        .filter(
          ({ target, module }) =>
            !(rel(file) === "apps/api/src/modules/registry.ts" && isManifest(target, module)),
        )
        .map(
          ({ target, module }) =>
            `${rel(file)} imports ${rel(target)}: outside a module, import its index.ts (modules/${module})`,
        );
    });
    expect(crossings).toEqual([]);
  });

  it("a module imports another module only from its index.ts", () => {
    const crossings = files.flatMap((file) => {
      const own = moduleOf(file);
      if (!own) return [];
      return moduleImports(file)
        .filter(({ target, module }) => module !== own && !isIndex(target, module))
        .map(
          ({ target, module }) =>
            `${rel(file)} imports ${rel(target)}, another module's file: import "../${module}" (its index.ts)`,
        );
    });
    expect(crossings).toEqual([]);
  });

  /** Module -> the modules it imports, each with a file that does (tests left out). */
  const graph = new Map<string, Map<string, string>>(modules.map((m) => [m, new Map()]));
  for (const file of files) {
    const own = moduleOf(file);
    if (!own || isTest(file)) continue;
    for (const { module } of moduleImports(file))
      if (module !== own && !graph.get(own)?.has(module)) graph.get(own)?.set(module, rel(file));
  }

  it("no cycle between modules", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const walk = (module: string, trail: string[]) => {
      state.set(module, "open");
      for (const [next, file] of graph.get(module) ?? []) {
        const step = [...trail, `${module} -> ${next} (${file})`];
        if (state.get(next) === "open")
          cycles.push(step.slice(step.findIndex((s) => s.startsWith(`${next} ->`))).join(", "));
        else if (!state.has(next)) walk(next, step);
      }
      state.set(module, "done");
    };
    for (const module of modules) if (!state.has(module)) walk(module, []);
    expect(cycles).toEqual([]);
  });

  it("modules/registry.ts lists the modules lowest first: each imports only modules above it", () => {
    const order = apiModules.map((m) => m.name);
    expect([...order].sort(), "the registry names every module once").toEqual(modules);
    const broken = order.flatMap((module, i) =>
      [...(graph.get(module) ?? [])]
        .filter(([m]) => !order.slice(0, i).includes(m))
        .map(([m, file]) => `${module} imports ${m} (${file}), which modules/registry.ts lists below it`),
    );
    expect(broken).toEqual([]);
  });

  it("a module writes only its own tables (db/schema/<module>.ts); another module's through that module's face", () => {
    const writes = files.flatMap((file) => {
      const own = moduleOf(file);
      if (!own || isTest(file)) return [];
      const text = readFileSync(file, "utf8");
      // The tables imported from another module's schema file, by the name this file uses.
      const foreign = new Map<string, string>();
      for (const [, names, schema] of text.matchAll(
        /import\s+\{([^}]*)\}\s+from\s+"[./]+db\/schema\/([\w-]+)"/g,
      ))
        if (schema !== own && modules.includes(schema))
          for (const name of names.split(",").map(
            (n) =>
              n
                .trim()
                .split(/\s+as\s+/)
                .pop() ?? "",
          ))
            if (name && !name.startsWith("type ")) foreign.set(name, schema);
      return [...text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)]
        .filter(([, , table]) => foreign.has(table))
        .map(([, verb, table]) => `${rel(file)}: ${verb}(${table}), a table of ${foreign.get(table)}`);
    });
    expect(writes).toEqual([]);
  });
});
