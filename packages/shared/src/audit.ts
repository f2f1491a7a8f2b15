/**
 * The usual audit verbs. audit_logs.action is free text (modules may record others such as
 * "check_in" or "suspend"), so this list is a convention, not a database constraint.
 */
export const AUDIT_ACTIONS = ["create", "update", "delete"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Shape of audit_logs.change_details: the fields before and/or after the write. */
export type AuditChangeDetails = {
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  [key: string]: unknown;
};
