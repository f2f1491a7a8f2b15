import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("configuration", () => {
  it("has working defaults for a single machine", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 5000, SEED_DEMO: true, publicUrl: "http://localhost:5000" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.dataDir).toMatch(/data$/);
  });

  it("names each wrong variable with what it expects", () => {
    expect(() =>
      parseEnv({ PORT: "99999", DATABASE_URL: "mysql://x", PUBLIC_URL: "rollcall.example.org" }),
    ).toThrow(EnvError);
    try {
      parseEnv({ PORT: "99999", DATABASE_URL: "mysql://x", PUBLIC_URL: "rollcall.example.org" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT: must be between 1 and 65535");
      expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// connection URL");
      expect(message).toContain("PUBLIC_URL: must be an http:// or https:// address");
    }
  });

  it("reads a PostgreSQL URL, SMTP URL and public address", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://u:p@db:5432/rollcall",
      SMTP_URL: "smtps://u:p@mail:465",
      PUBLIC_URL: "https://rollcall.example.org/",
      SEED_DEMO: "false",
    });
    expect(env.publicUrl).toBe("https://rollcall.example.org");
    expect(env.SEED_DEMO).toBe(false);
  });

  it("takes a replica for reports only beside a PostgreSQL server", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://db:5432/rollcall",
      DATABASE_REPLICA_URL: "postgres://standby:5432/rollcall",
    });
    expect(env.DATABASE_REPLICA_URL).toBe("postgres://standby:5432/rollcall");
    expect(() => parseEnv({ DATABASE_REPLICA_URL: "postgres://standby:5432/rollcall" })).toThrow(
      "DATABASE_REPLICA_URL: needs DATABASE_URL",
    );
    expect(() =>
      parseEnv({ DATABASE_URL: "postgres://db/rollcall", DATABASE_REPLICA_URL: "http://standby" }),
    ).toThrow("DATABASE_REPLICA_URL: must be a postgres:// or postgresql:// connection URL");
  });
});
