import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // One file per module that owns tables (each module's manifest registers them), and the platform's own.
  schema: "./apps/api/src/db/schema/*.ts",
  out: "./apps/api/src/db/migrations",
});
