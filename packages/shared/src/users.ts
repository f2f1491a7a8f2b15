export const ROLES = ["admin", "officer", "firefighter", "emt"] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  officer: "Officer",
  firefighter: "Firefighter",
  emt: "EMT",
};
/** Roles that manage schedules and approve coverage. */
export const MANAGER_ROLES: readonly Role[] = ["admin", "officer"];
