import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** Two-letter initials for an avatar; "??" when the person has no name parts. */
export function initials(firstName?: string | null, lastName?: string | null): string {
  const value = `${firstName?.trim()?.[0] ?? ""}${lastName?.trim()?.[0] ?? ""}`.toUpperCase();
  return value || "??";
}

/** Spec 02 §2: "The user id is shown truncated to its first 8 characters"; the audit log shows ids the same way. */
export const shortId = (id: string) => id.slice(0, 8);
