import type { PcrRecord } from "@rollcall/shared/epcr/api";
import { type PcrReportInput, pcrReportInputSchema } from "@rollcall/shared/epcr/report";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, isQueued } from "@/lib/api";
import { useConnectivity } from "@/lib/connectivity";
import { removeQueued } from "@/lib/offline-store";
import { getPcr, startWaiting } from "./api/get-pcr";
import { pcrKey } from "./api/pcr-keys";
import { updatePcr } from "./api/update-pcr";
import { loadDraft, type PcrDraft, resolveDraft, sameContent, saveDraft } from "./utils/draft-store";
import { type Path, setIn } from "./utils/set-in";

/** Typing is kept on the device this soon after the last key, and sent to the server this soon. */
export const KEEP_DELAY_MS = 300;
export const SAVE_DELAY_MS = 1500;

/** How often a report started offline checks whether the queue has sent its start. */
const START_WAIT_MS = 2000;
const INVALID = "some values do not fit the standard yet (marked on their fields)";

/**
 * "saved": the server has it; "device": kept on this device, waiting for the connection (or for its save);
 * "saving": on its way; "conflict": someone saved another version meanwhile; "error": the server refused it
 * (kept on the device all the same).
 */
export type SaveState = "loading" | "saved" | "device" | "saving" | "conflict" | "error";

/**
 * The report's working copy: restored from the device when it has unsaved typing, kept there on every change
 * (debounced), saved to the server with PATCH and If-Match (lib/api queues it offline; a newer save replaces
 * the queued one, so the server gets the last content once), and a conflict with another saved version
 * offered to the crew with both.
 */
export function useReportDraft(record: PcrRecord | undefined, userId: string | undefined) {
  const queryClient = useQueryClient();
  const reportId = record?.id;
  const editable = record?.status === "draft";
  const [content, setContent] = useState<PcrReportInput | null>(null);
  const [state, setState] = useState<SaveState>("loading");
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<PcrRecord | null>(null);
  const draft = useRef<PcrDraft | null>(null);
  const timers = useRef<{ keep?: ReturnType<typeof setTimeout>; save?: ReturnType<typeof setTimeout> }>({});
  const saving = useRef(false);
  const again = useRef(false);
  /** What the last queued save carried: a 409 whose current content is this was our own save arriving. */
  const lastQueued = useRef<PcrReportInput | null>(null);
  // Timers call the save of the render that set them: it reads these, the screen's state now.
  const live = useRef({ editable, conflict });
  live.current = { editable, conflict };
  // Effects and timers call the latest save through this stable function.
  const latestSave = useRef<() => Promise<void>>(async () => {});
  const saveSoon = useCallback(() => latestSave.current(), []);

  const keep = useCallback(async () => {
    clearTimeout(timers.current.keep);
    timers.current.keep = undefined;
    if (draft.current) await saveDraft({ ...draft.current, savedAt: Date.now() });
  }, []);

  const adoptServer = useCallback(
    (server: PcrRecord) => {
      if (!userId) return;
      draft.current = {
        userId,
        reportId: server.id,
        content: server.content,
        baseVersion: server.version,
        dirty: false,
        savedAt: Date.now(),
      };
      setContent(server.content);
      setState("saved");
      setConflict(null);
      void keep();
    },
    [userId, keep],
  );

  // Opening: the device's unsaved typing, the server's copy, or both to choose from.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!record || !userId || opened.current === record.id) return;
    opened.current = record.id;
    void loadDraft(userId, record.id).then((kept) => {
      const resolution = resolveDraft(record.status === "draft" ? kept : null, record);
      if (resolution.kind === "server" || !kept) return adoptServer(record);
      draft.current = kept;
      setContent(kept.content);
      if (resolution.kind === "conflict") {
        setConflict(record);
        setState("conflict");
      } else {
        setState("device");
        timers.current.save = setTimeout(() => void saveSoon(), 0);
      }
    });
  }, [record, userId, adoptServer, saveSoon]);

  // The server's copy changed (our queued save arrived, a live update): follow it unless the crew typed since.
  useEffect(() => {
    const d = draft.current;
    if (!record || !d || opened.current !== record.id || record.version <= d.baseVersion) return;
    if (!d.dirty || sameContent(record.content, d.content)) {
      adoptServer(record);
    } else if (lastQueued.current && sameContent(record.content, lastQueued.current)) {
      // Our earlier save arrived; the typing since goes on top of it.
      draft.current = { ...d, baseVersion: record.version };
      lastQueued.current = null;
      void saveSoon();
    } else if (record.status === "draft" && !saving.current) {
      setConflict(record);
      setState("conflict");
    }
  }, [record, adoptServer, saveSoon]);

  latestSave.current = save;
  async function save(): Promise<void> {
    const d = draft.current;
    if (!d?.dirty || !live.current.editable || live.current.conflict) return;
    if (saving.current) {
      again.current = true;
      return;
    }
    saving.current = true;
    clearTimeout(timers.current.save);
    const sending = d.content;
    // A value the standard refuses would be refused by the server too: it stays on the device until fixed.
    if (!pcrReportInputSchema.safeParse(sending).success) {
      setError(INVALID);
      setState("error");
      saving.current = false;
      return;
    }
    // A report started offline: its saves go once the queue has sent its start (the draft is on the device).
    if (await startWaiting(d.reportId)) {
      saving.current = false;
      setState("device");
      timers.current.save = setTimeout(() => void saveSoon(), START_WAIT_MS);
      return;
    }
    setState("saving");
    try {
      // Only the last content waits in the queue: the one before it is replaced, not sent too.
      if (d.queuedId) await removeQueued(d.queuedId);
      const saved = await updatePcr({ id: d.reportId, content: sending, version: d.baseVersion });
      const now = draft.current ?? d;
      const clean = sameContent(now.content, sending);
      draft.current = { ...now, baseVersion: saved.version, dirty: !clean, queuedId: undefined };
      lastQueued.current = null;
      queryClient.setQueryData(pcrKey(d.reportId), saved);
      setError(null);
      setState(clean ? "saved" : "device");
      await keep();
      if (!clean) again.current = true;
    } catch (e) {
      if (isQueued(e)) {
        draft.current = { ...(draft.current ?? d), queuedId: e.request.id };
        lastQueued.current = sending;
        setState("device");
        await keep();
      } else if (e instanceof ApiError && e.status === 409) {
        await stale(sending);
      } else {
        setError(e instanceof ApiError ? e.serverMessage : String(e));
        setState("error");
        await keep();
      }
    } finally {
      saving.current = false;
    }
    if (again.current) {
      again.current = false;
      await save();
    }
  }

  /** 409: our own earlier save (sent from the queue) made the new version, or someone else did. */
  async function stale(sending: PcrReportInput) {
    const current = await getPcr(record?.id ?? "");
    const d = draft.current;
    if (!d) return;
    const ours =
      sameContent(current.content, sending) ||
      (lastQueued.current && sameContent(current.content, lastQueued.current));
    if (ours) {
      draft.current = { ...d, baseVersion: current.version, queuedId: undefined };
      lastQueued.current = null;
      again.current = !sameContent(current.content, d.content);
      if (!again.current) adoptServer(current);
      return;
    }
    queryClient.setQueryData(pcrKey(current.id), current);
    setConflict(current);
    setState("conflict");
    await keep();
  }

  const change = useCallback(
    (path: Path, value: unknown) => {
      const d = draft.current;
      if (!d || !live.current.editable) return;
      const next = setIn(d.content, path, value);
      draft.current = { ...d, content: next, dirty: true };
      setContent(next);
      setState((s) => (s === "conflict" ? s : "device"));
      clearTimeout(timers.current.keep);
      timers.current.keep = setTimeout(() => void keep(), KEEP_DELAY_MS);
      clearTimeout(timers.current.save);
      timers.current.save = setTimeout(() => void saveSoon(), SAVE_DELAY_MS);
    },
    [keep, saveSoon],
  );

  /** The crew's choice on a conflict: their typing over the saved version, or the saved version instead. */
  const settle = useCallback(
    (choice: "mine" | "theirs") => {
      const theirs = conflict;
      const d = draft.current;
      if (!theirs || !d) return;
      if (choice === "theirs") return adoptServer(theirs);
      draft.current = { ...d, baseVersion: theirs.version, dirty: true, queuedId: undefined };
      live.current.conflict = null;
      setConflict(null);
      setState("device");
      setTimeout(() => void saveSoon(), 0);
    },
    [conflict, adoptServer, saveSoon],
  );

  // Back online with the queue sent: read the report again, so the version our save made is adopted.
  const { pendingCount, online } = useConnectivity();
  useEffect(() => {
    if (online && pendingCount === 0 && reportId && draft.current?.queuedId) {
      void queryClient.invalidateQueries({ queryKey: pcrKey(reportId) });
    }
  }, [online, pendingCount, reportId, queryClient]);

  // A tab hidden or closed: what was typed is on the device now, not after the debounce.
  useEffect(() => {
    const flush = () => {
      if (timers.current.keep) void keep();
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("pagehide", flush);
    return () => {
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("pagehide", flush);
      if (timers.current.keep) void keep();
    };
  }, [keep]);

  return {
    content,
    state,
    error,
    conflict,
    change,
    settle,
    /** Sends now what waits (before closing). */
    saveNow: saveSoon,
    dirty: () => Boolean(draft.current?.dirty),
  };
}
