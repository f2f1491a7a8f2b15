/**
 * The route table's vocabulary: what an entry says about a route (RouteSpec) and the pieces entries are built
 * from. Each module's entries are in its folder, `<module>.routes.fixtures.ts`; test/fixtures.ts composes them.
 */
import type { Access } from "../plugins/auth";
import type { Catalogue } from "./fixtures";

/**
 * A UTC calendar day from today. Records that may not lie in the future (maintenance done, an expense, an
 * incident) use yesterday: just after midnight UTC the agency's own today is still yesterday.
 */
export const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export type ReadBack = { url: string; as?: keyof Pick<Catalogue, "admin" | "firefighter" | "emt"> };

export type RouteSpec = {
  /** What the route must declare in config.access (default "member"). */
  access: Access;
  /** Path parameters, from the catalogue of the agency whose row the path names. */
  params?: (c: Catalogue) => Record<string, string>;
  /**
   * A valid body. `target` owns the row in the path; `refs` is the agency whose ids the body names (the
   * same agency normally; another one in the cross-agency body check).
   */
  body?: (target: Catalogue, refs: Catalogue) => unknown;
  /** A valid query string. */
  query?: (c: Catalogue) => Record<string, string>;
  /** Writes with parameters: what the owner reads back to prove the row unchanged. */
  readBack?: (c: Catalogue) => ReadBack;
  /** Reads: whether the owner's own answer carries its marker or ids (the check's positive control). */
  list?: { ownerSees: boolean };
  /** Who makes the valid call in the input suite (default: the admin, or none for public routes). */
  as?: "admin" | "firefighter" | "operator";
  /** Reachable with a temporary password (config.allowPendingPassword). */
  allowPendingPassword?: true;
  /** The path holds a credential (a token), not an agency's row id: no 404-by-agency case. */
  tokenInPath?: true;
  /** The upload route: a multipart body (the input suite sends hostile parts). */
  multipart?: true;
};

/** Path parameters: the id of one of the catalogue's rows (or of one a module's step `added`), or the agency's own. */
export const id = (key: keyof Catalogue | (string & {})) => (c: Catalogue) => ({ id: catalogued(c, key) });

/** A row's id by its name in the catalogue, or in what a module's step added (CATALOGUE). */
export function catalogued(c: Catalogue, key: string): string {
  const value = (c as unknown as Record<string, unknown>)[key] ?? c.added[key];
  if (typeof value !== "string") throw new Error(`the catalogue has no ${key}`);
  return value;
}
export const agency = (c: Catalogue) => ({ agencyId: c.agencyId });
/** What the owner reads back (as the admin, unless `as` says otherwise). */
export const read = (url: (c: Catalogue) => string, as?: ReadBack["as"]) => (c: Catalogue) => ({
  url: url(c),
  as,
});
export const shiftBack = read((c) => `/api/shifts/${c.shift}`);
/** Spread into an entry: the access any member has; reads whose answer shows, or not, the owner's rows. */
export const member = { access: "member" } as const;
export const owned = { list: { ownerSees: true } } as const;
export const blind = { list: { ownerSees: false } } as const;
