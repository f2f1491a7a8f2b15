import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A feature stays within its own folder (docs/architecture.md, "A feature stays within its own folder"): it may
 * import another feature's exported piece only where that list names it. This is the list, importer first; a new
 * crossing is added here and to that paragraph together, or the piece moves to components/ui, lib/ or shared.
 * Every feature may read the agency and its members from `agencies/api`.
 */
const ALLOWED: Record<string, string[]> = {
  callbacks: ["scheduling/api/get-open-shifts", "scheduling/workflows", "staffing/api/get-staffing-gaps"],
  dashboard: [
    "scheduling/components/request-coverage-dialog",
    "time-clock/api/get-current-shift",
    "time-clock/api/get-todays-shifts",
    "time-clock/components/time-clock-card",
    "time-clock/components/todays-shifts-card",
  ],
  marketing: ["settings/api/get-billing-status"],
  scheduling: [
    "compliance/components/assignee-requirements-warning",
    "flsa/components/flsa-assignment-warning",
    "flsa/components/flsa-panel",
    "leave/api/get-leave-requests",
    "leave/components/leave-day-markers",
    "leave/components/leave-tab",
    "staffing/api/get-staffing-gaps",
    "staffing/components/apparatus-field",
    "staffing/components/gap-marks",
    "staffing/components/removal-gap-check",
    "staffing/components/staffing-panel",
  ],
  settings: [
    "alerting/components/alerting-preferences",
    "integrations/components/api-keys-card",
    "integrations/components/webhooks-card",
  ],
  trades: ["scheduling/api/get-my-upcoming-shifts", "scheduling/workflows"],
};

const src = path.resolve(import.meta.dirname, "..");
const featuresDir = path.join(src, "features");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every module a file imports (statically or with import()) from another feature, as "feature/path". */
function crossings(file: string, feature: string): string[] {
  const found: string[] = [];
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(/(?:from\s+|import\()"([^"]+)"/g)) {
    let target: string | null = null;
    if (specifier.startsWith("@/features/")) target = specifier.slice("@/features/".length);
    else if (specifier.startsWith(".")) {
      const resolved = path.relative(featuresDir, path.resolve(path.dirname(file), specifier));
      if (!resolved.startsWith("..")) target = resolved.split(path.sep).join("/");
    }
    if (target && target.split("/")[0] !== feature) found.push(target);
  }
  return found;
}

describe("feature boundaries on the web", () => {
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it("a feature imports another feature's piece only where docs/architecture.md names it", () => {
    const unlisted: string[] = [];
    const used = new Set<string>();
    for (const feature of features) {
      for (const file of sourceFiles(path.join(featuresDir, feature))) {
        for (const target of crossings(file, feature)) {
          used.add(`${feature} -> ${target}`);
          if (target.startsWith("agencies/api/")) continue;
          if (!ALLOWED[feature]?.includes(target)) unlisted.push(`${path.relative(src, file)} -> ${target}`);
        }
      }
    }
    expect(unlisted).toEqual([]);
    // The list stays true: a crossing that is gone leaves the list too.
    const stale = Object.entries(ALLOWED).flatMap(([feature, targets]) =>
      targets.filter((t) => !used.has(`${feature} -> ${t}`)).map((t) => `${feature} -> ${t}`),
    );
    expect(stale).toEqual([]);
  });

  it("shared code (components, lib, hooks, app shell pieces) imports no feature but through the module list", () => {
    const offenders = ["components", "lib", "hooks"].flatMap((dir) =>
      sourceFiles(path.join(src, dir)).filter((file) =>
        /from\s+"@\/features\//.test(readFileSync(file, "utf8")),
      ),
    );
    expect(offenders.map((file) => path.relative(src, file))).toEqual([]);
  });
});
