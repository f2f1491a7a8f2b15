import type { SessionUser } from "@rollcall/shared/auth";
import { MANAGER_ROLES } from "@rollcall/shared/roles";

/** Officers and admins manage everyone's certifications and send reminders. */
export const isManager = (user: SessionUser | null) => !!user && MANAGER_ROLES.includes(user.role);

/** The server's write rule, mirrored so the screen hides what it would refuse: managers, or the holder. */
export const canWrite = (user: SessionUser | null, holderId: string) =>
  !!user && (isManager(user) || user.id === holderId);
