import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { agencies } from "../db/schema/agencies";
import { users } from "../db/schema/users";

const apiRoot = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-cli-test-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return spawnSync(process.execPath, ["--import", "tsx", "src/cli/create-operator.ts", ...args], {
    cwd: apiRoot,
    env,
    encoding: "utf8",
  });
}

describe("npm run create-operator", { timeout: 120_000 }, () => {
  it("exits non-zero with a clear message on bad input", () => {
    const missing = run(["--email", "ops@example.org"]);
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toMatch(/--password is required/);
    expect(missing.stderr).toMatch(/Usage: npm run create-operator/);

    const weak = run([
      "--email",
      "not-an-email",
      "--password",
      "short",
      "--first-name",
      "A",
      "--last-name",
      "B",
    ]);
    expect(weak.status).not.toBe(0);
    expect(weak.stderr).toMatch(/--email: Please enter a valid email address/);
    expect(weak.stderr).toMatch(/--password: Password must be at least 8 characters/);

    const unknown = run(["--emial", "x"]);
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toMatch(/Unknown option/);
  });

  it("creates an operator, and promotes an existing member the second time", async () => {
    const created = run([
      "--email",
      "Ops@Example.org",
      "--password",
      "operator password",
      "--first-name",
      "Olive",
      "--last-name",
      "Ops",
    ]);
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/Created platform operator ops@example.org/);
    // Before the first start: the demo is still to come, and the command says so.
    expect(created.stdout).toMatch(
      /demo agency \(Riverside Fire & Rescue\) will be seeded on the first `npm start`/,
    );
    const again = run([
      "--email",
      "ops@example.org",
      "--password",
      "new operator password",
      "--first-name",
      "Olive",
      "--last-name",
      "Ops",
    ]);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/Promoted/);

    const handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      const rows = await handle.db.select().from(users);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: "ops@example.org", isUniverseAdmin: true, firstName: "Olive" });
      // The operators' home agency is marked as the platform's own (not a customer).
      const homes = await handle.db.select().from(agencies);
      expect(homes).toMatchObject([{ id: rows[0].agencyId, name: "Platform Operations", isPlatform: true }]);
    } finally {
      await handle.close();
    }
  });
});
