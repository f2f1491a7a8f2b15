/**
 * The role vocabulary and the permission questions both sides ask. The server enforces them; the web asks the
 * same functions so it shows only what the server will allow. Nothing else compares role names.
 */
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
/** Spec 02 §2: the Field Personnel card counts these. */
export const FIELD_ROLES: readonly Role[] = ["firefighter", "emt"];
export const DEFAULT_ROLE: Role = "firefighter";

type HasRole = { role: Role } | null | undefined;

/** Admins: billing, finance, users, payroll, the audit log, course management. */
export const isAdmin = (who: HasRole): boolean => who?.role === "admin";
/** Admins and officers: schedules, approvals, everyone's certifications and reports. */
export const isManager = (who: HasRole): boolean => !!who && MANAGER_ROLES.includes(who.role);
