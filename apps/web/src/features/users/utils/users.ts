import { FIELD_ROLES, isAdmin, ROLES } from "@rollcall/shared/roles";
import type { AgencyMember } from "@rollcall/shared/users";

export const fullName = (m: Pick<AgencyMember, "firstName" | "lastName">) =>
  `${m.firstName} ${m.lastName}`.trim();

export type SortKey = "name" | "role" | "email" | "joined";
export type Sort = { key: SortKey; dir: "asc" | "desc" };

const compare: Record<SortKey, (a: AgencyMember, b: AgencyMember) => number> = {
  name: (a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`),
  // By rank (admin first), as people read roles; names break ties.
  role: (a, b) => ROLES.indexOf(a.role) - ROLES.indexOf(b.role) || compare.name(a, b),
  email: (a, b) => a.email.localeCompare(b.email),
  joined: (a, b) => a.createdAt.localeCompare(b.createdAt) || compare.name(a, b),
};

/** Search by name or email: every word of the (lower-cased) query, in any order of first and last name. */
export function matchesMember(m: AgencyMember, query: string) {
  const haystack = `${m.firstName} ${m.lastName} ${m.email}`.toLowerCase();
  return query.split(/\s+/).every((term) => haystack.includes(term));
}

/** The members in the table's order. */
export function sortUsers(users: AgencyMember[], sort: Sort) {
  const sorted = [...users].sort(compare[sort.key]);
  return sort.dir === "asc" ? sorted : sorted.reverse();
}

/** The four summary cards: Total Users, Admins, Officers, Field Personnel (firefighter plus emt). */
export function userCounts(users: AgencyMember[]) {
  return {
    total: users.length,
    admins: users.filter(isAdmin).length,
    officers: users.filter((m) => m.role === "officer").length,
    field: users.filter((m) => FIELD_ROLES.includes(m.role)).length,
  };
}
