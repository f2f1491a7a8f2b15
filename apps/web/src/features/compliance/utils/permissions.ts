import type { SessionUser } from "@rollcall/shared/auth";
import { isManager } from "@rollcall/shared/roles";

/** The server's write rule, mirrored so the screen hides what it would refuse: managers, or the holder. */
export const canWrite = (user: SessionUser | null, holderId: string) =>
  !!user && (isManager(user) || user.id === holderId);
