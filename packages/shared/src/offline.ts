import { z } from "zod";

/**
 * Edits made offline and replayed later (issue 15, "Conflicts"). A write that edits or deletes a record may
 * carry the version it was made against: `If-Match: "<updatedAt>"`, the record's updatedAt exactly as the API
 * answered it. When the record has changed since, the server changes nothing and answers 412 with the
 * record as it is now, so the device can show both and let the member decide.
 */

export const VERSION_MESSAGES = {
  stale:
    "Someone else changed this record after your copy was loaded. Your change was not saved: review the current version and try again.",
  invalidIfMatch:
    "If-Match must be the record's updatedAt as the API answered it (an ISO 8601 date and time)",
} as const;

/** The If-Match value for a record's version: its updatedAt as the API answered it, as an entity tag. */
export const versionTag = (updatedAt: string) => `"${updatedAt}"`;

/** The 412 answer of a write made against an older version: the message and the record as its GET answers it. */
export const staleVersionSchema = <T extends z.ZodType>(record: T) =>
  z.object({ message: z.string(), current: record });
