import type { SessionUser } from "@rollcall/shared/auth";
import { MANAGER_ROLES } from "@rollcall/shared/roles";

/** Officers and admins approve, complete and delete reports; the server refuses everyone else. */
export const isManager = (user: SessionUser | null) => !!user && MANAGER_ROLES.includes(user.role);
