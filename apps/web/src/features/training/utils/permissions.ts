import type { SessionUser } from "@rollcall/shared/auth";

/** Only admins create, edit and delete courses and assign training; the server refuses everyone else. */
export const isAdmin = (user: SessionUser | null) => user?.role === "admin";
