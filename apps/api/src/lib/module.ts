/**
 * What a module of the API declares about itself (its `module.ts`), read by the places that used to keep the
 * modules in lists by hand: app.ts (routes, plan feature, API-key part), the API reference (its section) and
 * the demo seed (its part of the demo).
 * The one list of modules is apps/api/src/modules/registry.ts.
 */
import type { FeatureKey } from "@rollcall/shared/billing";
import type { ApiKeyResource } from "@rollcall/shared/integrations";
import type { FastifyPluginAsync } from "fastify";
import type { SeedStep } from "../db/seed/context";

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
   * the keys themselves, the operator portal).
   */
  apiKey?: ApiKeyResource;
};

export type ApiModule = {
  /** As the module's folder and the web feature's; also its section (tag) in the API reference. */
  name: string;
  /** The section's description in the API reference (/api/docs). */
  description: string;
  /** Registered in this order, each in a context of its own that marks its routes. */
  routes: readonly ModuleRoutes[];
  /** Its part of the demo agency (`<module>.seed.ts`, db/seed/context.ts), run in the registry's order. */
  seed?: SeedStep;
};
