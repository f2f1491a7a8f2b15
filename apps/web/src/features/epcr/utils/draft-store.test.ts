import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import {
  loadDraft,
  type PcrDraft,
  removeDraft,
  resolveDraft,
  sameContent,
  saveDraft,
  unsavedDrafts,
} from "./draft-store";
import { setIn } from "./set-in";

const draft = (over: Partial<PcrDraft> = {}): PcrDraft => ({
  userId: "member-a",
  reportId: "report-1",
  content: { narrative: "Pt found sitting" },
  baseVersion: 1,
  dirty: true,
  savedAt: 1,
  ...over,
});

describe("drafts kept on the device", () => {
  it("keeps a draft per member and report, and gives it back after a restart", async () => {
    await saveDraft(draft());
    await saveDraft(draft({ userId: "member-b", content: { narrative: "other" } }));
    expect((await loadDraft("member-a", "report-1"))?.content).toEqual({ narrative: "Pt found sitting" });
    expect((await loadDraft("member-b", "report-1"))?.content).toEqual({ narrative: "other" });
    expect(await loadDraft("member-a", "report-2")).toBeNull();
    expect((await unsavedDrafts("member-a")).map((d) => d.reportId)).toEqual(["report-1"]);
    await removeDraft("member-a", "report-1");
    expect(await loadDraft("member-a", "report-1")).toBeNull();
  });

  it("a later save replaces the earlier one", async () => {
    await saveDraft(draft({ content: { narrative: "a" } }));
    await saveDraft(draft({ content: { narrative: "ab" }, queuedId: "q2" }));
    expect(await loadDraft("member-a", "report-1")).toMatchObject({
      content: { narrative: "ab" },
      queuedId: "q2",
    });
  });
});

describe("what a report opens with", () => {
  const server = (version: number, narrative: string) => ({ version, content: { narrative } });

  it("the server's copy when the device has nothing unsaved", () => {
    expect(resolveDraft(null, server(1, "x")).kind).toBe("server");
    expect(resolveDraft(draft({ dirty: false }), server(3, "x")).kind).toBe("server");
  });

  it("the device's typing when it was edited from the current version", () => {
    expect(resolveDraft(draft(), server(1, "old")).kind).toBe("draft");
  });

  it("the server's copy when a queued save already brought it there", () => {
    expect(resolveDraft(draft({ baseVersion: 1 }), server(2, "Pt found sitting")).kind).toBe("server");
  });

  it("a conflict when someone else saved another version meanwhile", () => {
    const r = resolveDraft(draft({ baseVersion: 1 }), server(2, "someone else's"));
    expect(r.kind).toBe("conflict");
  });

  it("compares content whatever the key order", () => {
    expect(sameContent({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameContent({ a: 1, x: undefined }, { a: 1 })).toBe(true);
    expect(sameContent({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });
});

describe("setting one field", () => {
  it("sets a nested value and removes what is cleared", () => {
    const a = setIn({}, ["times", "onScene"], { value: "2026-12-07T14:05:00Z" });
    expect(a).toEqual({ times: { onScene: { value: "2026-12-07T14:05:00Z" } } });
    expect(setIn(a, ["times", "onScene"], undefined)).toEqual({});
    const v = setIn({ vitals: [{ sbp: { value: 120 } }, {}] }, ["vitals", 1, "heartRate"], { value: 80 });
    expect(v).toEqual({ vitals: [{ sbp: { value: 120 } }, { heartRate: { value: 80 } }] });
  });
});
