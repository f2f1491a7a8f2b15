import type { SessionUser } from "@rollcall/shared/auth";
import { canEditIncident, type Incident } from "@rollcall/shared/incidents";
import { MANAGER_ROLES } from "@rollcall/shared/users";

/** Officers and admins approve, complete and delete reports; the server refuses everyone else. */
export const isManager = (user: SessionUser | null) => !!user && MANAGER_ROLES.includes(user.role);

/**
 * Edit is offered only where the server accepts it (the shared rule): officers and admins on any report,
 * its writer while it is a draft or pending.
 */
export const canEdit = (user: SessionUser | null, incident: Incident) => canEditIncident(user, incident);
