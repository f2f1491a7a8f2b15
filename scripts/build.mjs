#!/usr/bin/env node
/**
 * `npm start`'s build step: builds what changed since the last build, and only that.
 *
 * - The web app (Vite) into apps/web/dist.
 * - The server: apps/api/src bundled by esbuild into one ES module, apps/api/dist/server.mjs, run by plain
 *   `node` (decision 019: tsx costs about 75 MB of memory for as long as the server runs). Our own code and the
 *   shared package are bundled; every npm dependency stays an import of node_modules, as under tsx. The
 *   migrations are copied beside it (db/client.ts finds them next to itself), and so are the NEMSIS schemas.
 *
 * Each target's inputs are fingerprinted by path, size and modification time; the fingerprint of the last
 * build is kept in its output folder (.inputs). `--force` builds both anyway.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const COMMON = [
  "packages/shared/src",
  "packages/shared/package.json",
  "package-lock.json",
  "scripts/build.mjs",
];

const TARGETS = [
  {
    name: "web app",
    out: "apps/web/dist",
    done: "index.html",
    inputs: [
      "apps/web/src",
      "apps/web/public",
      "apps/web/index.html",
      "apps/web/marketing.html",
      "apps/web/vite.config.ts",
      "apps/web/tsconfig.json",
      "apps/web/package.json",
      ...COMMON,
    ],
    build: () => {
      const result = spawnSync("npm", ["run", "build", "-w", "@rollcall/web"], {
        cwd: root,
        stdio: "inherit",
      });
      return result.status === 0;
    },
  },
  {
    name: "server",
    out: "apps/api/dist",
    done: "server.mjs",
    inputs: ["apps/api/src", "apps/api/package.json", "apps/api/tsconfig.json", ...COMMON],
    build: buildServer,
  },
];

async function buildServer() {
  const { build } = await import("esbuild");
  const out = path.join(root, "apps/api/dist");
  fs.rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, "apps/api/src/server.ts")],
    outfile: path.join(out, "server.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [
      {
        // npm packages load from node_modules at run time (native modules, WebAssembly, their own files);
        // the workspace's shared package is TypeScript source, so it is bundled.
        name: "dependencies-stay-external",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@rollcall/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  fs.cpSync(path.join(root, "apps/api/src/db/migrations"), path.join(out, "migrations"), { recursive: true });
  // The NEMSIS schemas and Schematron the export's pre-flight check runs (epcr/nemsis/validate.ts finds them).
  const nemsis = path.join(root, "apps/api/src/modules/epcr/nemsis/reference");
  for (const folder of ["xsd", "schematron"])
    fs.cpSync(path.join(nemsis, folder), path.join(out, "nemsis-reference", folder), { recursive: true });
  // And the state web service's WSDL, which its client loads (epcr/state/state.wsdl.ts).
  fs.cpSync(
    path.join(root, "apps/api/src/modules/epcr/state/reference/NEMSIS_V3_core.wsdl"),
    path.join(out, "nemsis-reference", "wsdl", "NEMSIS_V3_core.wsdl"),
  );
  return true;
}

function* filesOf(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(full, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(entry, name);
    if (fs.statSync(path.join(root, file)).isFile()) yield file;
  }
}

function fingerprint(inputs) {
  const hash = createHash("sha256");
  for (const entry of inputs) {
    for (const file of filesOf(entry)) {
      const { size, mtimeMs } = fs.statSync(path.join(root, file));
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}

const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
for (const target of TARGETS) {
  if (only && !target.out.includes(only)) continue;
  const out = path.join(root, target.out);
  const stamp = path.join(out, ".inputs");
  const current = fingerprint(target.inputs);
  const built =
    fs.existsSync(path.join(out, target.done)) && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8");
  if (built === current && !process.argv.includes("--force")) {
    console.log(`The ${target.name} is up to date (${target.out}); building skipped.`);
    continue;
  }
  if (!(await target.build())) process.exit(1);
  fs.writeFileSync(stamp, current);
}
