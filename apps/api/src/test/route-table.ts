/**
 * What the suites generated from the route table (authorization, hostile input) share: an app that records
 * the routes it registers, the table's keys, and an agency with the catalogue of rows they probe.
 */
import type { RouteOptions } from "fastify";
import { type Catalogue, createCatalogue, EXCLUDED, isStaticWebRoute, ROUTES } from "./fixtures";
import { signUpAgency } from "./harness";
import { stripeStandIn } from "./stripe-stand-in";
import { type TestAppOptions, testApp } from "./world";

/** Every key the table names: the routes it checks (ROUTES) and the ones it leaves out (EXCLUDED). */
export const TABLED_KEYS = new Set([...Object.keys(ROUTES), ...Object.keys(EXCLUDED)]);

type Registered = { key: string; method: string; route: RouteOptions };

/** A test app (see testApp) that records every route it registers. */
export function routeRecordingApp(options: TestAppOptions = {}) {
  const registered: RouteOptions[] = [];
  // Billing runs against a local Stripe stand-in, so its routes answer as configured (not 503).
  const stripe = stripeStandIn();
  const app = testApp({
    ...options,
    env: Object.assign(stripe.env, options.env),
    app: { ...options.app, onRoute: (route) => registered.push(route) },
  });

  /** The registered routes, one per method, keyed "METHOD /url" as in the table. */
  const registeredRoutes = (): Registered[] =>
    registered.flatMap((route) =>
      ([] as string[])
        .concat(route.method)
        .map((method) => ({ key: `${method} ${route.url}`, method, route })),
    );

  /** The registered route of a key; when there is none the error names the key, then `missing`. */
  function routeOf(key: string, missing: string) {
    const found = registeredRoutes().find((r) => r.key === key);
    if (!found) throw new Error(`${key} ${missing}`);
    return found.route;
  }

  /** An agency signed up with these fields, and the catalogue of its rows, names carrying `marker`. */
  const catalogueAgency = async (fields: Record<string, string>, marker: string): Promise<Catalogue> =>
    createCatalogue(app.t.app, app.t.db, await signUpAgency(app.t.app, fields), marker);

  return Object.assign(app, { registeredRoutes, routeOf, catalogueAgency });
}

/** A registered route the table neither checks nor leaves out (the web app's static routes aside). */
export const untabled = (r: Registered) => !isStaticWebRoute(r.route.url) && !TABLED_KEYS.has(r.key);
