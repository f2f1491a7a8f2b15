/**
 * The report as the crew types it, kept on the device (IndexedDB) so a closed tab, a restart or a lost
 * connection loses nothing (issue 46). Each draft belongs to its member and report; it records the version the
 * content was edited from and whether the server has it yet. Separate from lib/offline-store's database: a draft
 * is the screen's working copy, the queued PATCH (lib/api) is what carries it to the server.
 */
import { sameContent } from "@rollcall/shared/epcr/content";
import type { PcrReportInput } from "@rollcall/shared/epcr/report";
import { type DBSchema, type IDBPDatabase, openDB } from "idb";

export type PcrDraft = {
  userId: string;
  reportId: string;
  content: PcrReportInput;
  /** The server's version this content was edited from (the If-Match its save sends). */
  baseVersion: number;
  /** The content differs from what the server is known to have. */
  dirty: boolean;
  /** The id of the save queued offline for it (the Idempotency-Key), replaced by the next save. */
  queuedId?: string;
  /** When it was last typed (ms). */
  savedAt: number;
};

interface DraftDb extends DBSchema {
  drafts: { key: string; value: PcrDraft & { key: string } };
}

let opening: Promise<IDBPDatabase<DraftDb>> | null = null;
const db = () => {
  opening ??= openDB<DraftDb>("rollcall-pcr-drafts", 1, {
    upgrade(database) {
      database.createObjectStore("drafts", { keyPath: "key" });
    },
  });
  return opening;
};

const keyOf = (userId: string, reportId: string) => `${userId} ${reportId}`;

/** Storage missing or refused (a private window): the screen still works, without the device's copy. */
async function attempt<T>(fallback: T, work: (d: IDBPDatabase<DraftDb>) => Promise<T>): Promise<T> {
  try {
    if (typeof indexedDB === "undefined") return fallback;
    return await work(await db());
  } catch (error) {
    console.warn("Draft storage unavailable", error);
    return fallback;
  }
}

export function saveDraft(draft: PcrDraft) {
  return attempt(undefined, async (d) => {
    await d.put("drafts", { ...draft, key: keyOf(draft.userId, draft.reportId) });
  });
}

export function loadDraft(userId: string, reportId: string): Promise<PcrDraft | null> {
  return attempt(null, async (d) => {
    const row = await d.get("drafts", keyOf(userId, reportId));
    if (!row) return null;
    const { key: _key, ...draft } = row;
    return draft;
  });
}

export function removeDraft(userId: string, reportId: string) {
  return attempt(undefined, (d) => d.delete("drafts", keyOf(userId, reportId)));
}

/** The member's drafts the server does not have yet (the list marks them). */
export function unsavedDrafts(userId: string): Promise<PcrDraft[]> {
  return attempt([], async (d) =>
    (await d.getAll("drafts")).filter((x) => x.userId === userId && x.dirty).map(({ key: _k, ...x }) => x),
  );
}

// The comparison the server makes of two contents too.
export { sameContent };

export type DraftResolution =
  | { kind: "server" }
  | { kind: "draft" }
  | { kind: "conflict"; server: { version: number; content: PcrReportInput } };

/**
 * What a report opens with, given the device's draft and the server's copy:
 * - no unsaved draft, or the server already has its content (a queued save arrived): the server's copy;
 * - an unsaved draft edited from the server's current version: the draft (it saves next);
 * - an unsaved draft edited from an older version, and the server's content is another: a conflict the crew
 *   settles, seeing both.
 */
export function resolveDraft(
  draft: PcrDraft | null,
  server: { version: number; content: PcrReportInput },
): DraftResolution {
  if (!draft?.dirty) return { kind: "server" };
  if (sameContent(draft.content, server.content)) return { kind: "server" };
  if (draft.baseVersion >= server.version) return { kind: "draft" };
  return { kind: "conflict", server };
}
