/**
 * What a module of the API declares about itself (its `module.ts`), read by the places that used to keep the
 * modules in lists by hand: app.ts (routes, plan feature, API-key part), the API reference (its section), the
 * demo seed (its part of the demo), live updates (what its writes refresh on the web) and the checks on its
 * tables (one owner each, the global keys).
 * The one list of modules is apps/api/src/modules/registry.ts.
 */
import type { FeatureKey } from "@rollcall/shared/billing";
import type { ApiKeyPart } from "@rollcall/shared/integrations";
import { getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyPluginAsync } from "fastify";
import type { Transaction } from "../db/client";
import type { SeedStep } from "../db/seed/context";

/** What a module does when the agency data export includes its tables exported only on request. */
export type ExportHook = (tx: Transaction, who: { agencyId: string; userId: string }) => Promise<void>;

/** One routes plugin of a module and how its routes are marked (`config.feature`, `config.apiKey`). */
export type ModuleRoutes = {
  plugin: FastifyPluginAsync;
  /**
   * The plan feature its routes belong to (spec 02 §9, PLAN_FEATURES in packages/shared/billing.ts): each
   * answers 402 to an agency whose plan lacks it. Without one they are in every plan (a route may still name
   * its own, as white-label does in agencies).
   */
  feature?: FeatureKey;
  /**
   * The part of the API an API key's scopes name its routes by (packages/shared/integrations.ts, decision
   * 024). Without one no key reaches them (sign-in, notifications, live updates, wellness records, billing,
   * the keys themselves, the operator portal). An integration's scope ("cad") instead: only a key with that
   * scope, or the bare write, reaches them.
   */
  apiKey?: ApiKeyPart;
};

export type ApiModule = {
  /** As the module's folder and the web feature's; also its section (tag) in the API reference. */
  name: string;
  /** The section's description in the API reference (/api/docs). */
  description: string;
  /** Registered in this order, each in a context of its own that marks its routes. */
  routes: readonly ModuleRoutes[];
  /** The module's Drizzle tables (db/schema): every table has exactly one owner (modules/registry.test.ts). */
  tables?: Record<string, PgTable>;
  /**
   * Its audited tables (SQL name → the record type an admin reads in the audit log, "Shift"): every table the
   * audit trigger writes for has one (agencies.test.ts), and the audit log's record-type filter lists them.
   */
  audited?: Record<string, string>;
  /**
   * Its tables the agency data export leaves out unless an admin asks for them (SQL name → why, written into
   * the file): patient care reports, whose health information leaves the system only on purpose.
   */
  exportOnRequest?: Record<string, string>;
  /**
   * Called in the transaction of an agency data export that includes its `exportOnRequest` tables, with who
   * asked: patient care reports log the export in each report's access log.
   */
  onExportOnRequest?: ExportHook;
  /**
   * Keys of its tables that are deliberately global, "table.key" with why (db/schema-keys.test.ts keeps the
   * schema distributable by agency_id; docs/scaling.md says what becomes of each under distribution):
   * `unique`, a unique index of an agency-owned table without agency_id; `fromGlobalTables`, a foreign key from
   * one of its global tables (no agency_id) into an agency-owned one.
   */
  globalKeys?: { unique?: Record<string, string>; fromGlobalTables?: Record<string, string> };
  /**
   * Live updates: for each of its tables whose writes are announced (by SQL name), the API paths whose web
   * queries show its rows, refreshed when it changes. A table of LIVE_SILENT_TABLES (packages/shared/live.ts)
   * has none. Each change on the live stream carries its table's paths (lib/live.ts), which the web refreshes.
   */
  live?: Record<string, readonly string[]>;
  /**
   * JSON Schemas its routes' documentation refers to (`$ref: "#/components/schemas/<name>"`), added to the API
   * reference's components as they are: a request body validated against a published schema rather than a zod
   * shape (the NERIS DispatchPayload of POST /api/cad/incidents).
   */
  openapiSchemas?: Record<string, object>;
  /** Its part of the demo agency (`<module>.seed.ts`, db/seed/context.ts), run in the registry's order. */
  seed?: SeedStep;
};

/** The SQL names of a module's tables. */
export const tableNames = (module: ApiModule) =>
  Object.values(module.tables ?? {}).map((t) => getTableName(t));

/** Every module's tables: the schema, as the manifests register it (db/schema holds one file per module). */
export const moduleTables = (modules: readonly ApiModule[]): PgTable[] =>
  modules.flatMap((module) => Object.values(module.tables ?? {}));

/** Every module's audited tables with their record-type names, in the modules' order. */
export function auditRecordTypes(modules: readonly ApiModule[]): Record<string, string> {
  return Object.fromEntries(modules.flatMap((module) => Object.entries(module.audited ?? {})));
}

/** Every module's tables left out of the agency data export unless asked for, with why. */
export function exportOnRequestTables(modules: readonly ApiModule[]): Record<string, string> {
  return Object.fromEntries(modules.flatMap((module) => Object.entries(module.exportOnRequest ?? {})));
}

/** The modules' hooks on an export that includes the tables exported only on request. */
export const exportHooks = (modules: readonly ApiModule[]): ExportHook[] =>
  modules.flatMap((module) => (module.onExportOnRequest ? [module.onExportOnRequest] : []));

/** Every module's live tables, in the modules' order: what the live stream sends with each table's change. */
export function liveTables(modules: readonly ApiModule[]): Record<string, readonly string[]> {
  return Object.fromEntries(modules.flatMap((module) => Object.entries(module.live ?? {})));
}
