/**
 * The If-Match contract (lib/versions.ts) as tests, for one kind of record: registers its cases in the suite
 * it is called in. A module's test file calls it with its own world's `call` and records, so scheduling and
 * incidents prove the same promises without copies of each other.
 */
import { VERSION_MESSAGES, versionTag } from "@rollcall/shared/offline";
import { expect, it } from "vitest";
import type { Method } from "./harness";
import type { Json, testApp } from "./world";

type Signed = { cookie: string };

export type VersionedRecord = {
  call: ReturnType<typeof testApp>["call"];
  /** Makes a new record of agency A; its id. */
  create: () => Promise<string>;
  /** The record's GET, PATCH and DELETE path. */
  url: (id: string) => string;
  /** A body that changes the record (a different change for each `n`). */
  edit: (n: number) => Json;
  /** A member who may edit and delete it (the world's objects: their cookies are filled once the suite starts). */
  editor: Signed;
  /** A member of the same agency refused (403) both writes. */
  refused: Signed;
  /** Another agency's admin. */
  foreign: Signed;
  /** What a delete answers. */
  deleted: 200 | 204;
};

/** The same instant written the other way: "…Z" as "…+00:00", and PostgreSQL's "…+00:00" as toISOString(). */
const otherRendering = (version: string) =>
  version.endsWith("Z") ? `${version.slice(0, -1)}+00:00` : new Date(version).toISOString();

const MISSING = "00000000-0000-4000-8000-000000000000";

export function versionedWriteTests(r: VersionedRecord) {
  const { call } = r;
  const read = async (id: string) => {
    const res = await call("GET", r.url(id), r.editor.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Json & { updatedAt: string };
  };
  const write = (method: Method, id: string, ifMatch?: string, n = 0, as = r.editor) =>
    call(
      method,
      r.url(id),
      as.cookie,
      method === "PATCH" ? r.edit(n) : undefined,
      ifMatch === undefined ? {} : { "if-match": ifMatch },
    );

  // Quoted, weak with the same instant written the other way, bare, and "*" (any version).
  it("an edit or delete made against the current version goes through, however the tag is written", async () => {
    const id = await r.create();
    let version = (await read(id)).updatedAt;
    const tags: Array<(v: string) => string> = [
      (v) => versionTag(v),
      (v) => `W/${versionTag(otherRendering(v))}`,
      (v) => v,
      () => "*",
    ];
    for (const [n, tagOf] of tags.entries()) {
      const res = await write("PATCH", id, tagOf(version), n);
      expect(res.statusCode, `${tagOf(version)}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual(await read(id));
      expect(Date.parse(res.json().updatedAt)).toBeGreaterThan(Date.parse(version));
      version = res.json().updatedAt;
    }
    expect((await write("DELETE", id, versionTag(version))).statusCode).toBe(r.deleted);
    expect((await call("GET", r.url(id), r.editor.cookie)).statusCode).toBe(404);
  });

  it("a stale version answers 412 with the record as its GET answers it, and changes nothing", async () => {
    const id = await r.create();
    const loaded = (await read(id)).updatedAt;
    expect((await write("PATCH", id, undefined, 1)).statusCode).toBe(200);
    const now = await read(id);
    for (const method of ["PATCH", "DELETE"] as const) {
      const res = await write(method, id, versionTag(loaded), 2);
      expect(res.statusCode, res.body).toBe(412);
      expect(res.json()).toEqual({ message: VERSION_MESSAGES.stale, current: now });
      expect(await read(id)).toEqual(now);
    }
  });

  it("without If-Match, edits and deletes go through as they always did", async () => {
    const id = await r.create();
    const before = await read(id);
    await write("PATCH", id, undefined, 1);
    const res = await write("PATCH", id, undefined, 2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updatedAt).not.toBe(before.updatedAt);
    expect((await write("DELETE", id)).statusCode).toBe(r.deleted);
  });

  it("a malformed If-Match is a 400 on the if-match field, and changes nothing", async () => {
    const id = await r.create();
    const before = await read(id);
    // Not dates: a word, a response's ETag, February 30, a date without a time, a time without a zone, nothing.
    const day = before.updatedAt.slice(0, 10);
    for (const value of ["yesterday", 'W/"1f3k-4b2"', '"2030-02-30T07:00:00Z"', day, `${day}T07:00:00`, ""])
      for (const method of ["PATCH", "DELETE"] as const) {
        const res = await write(method, id, value, 1);
        expect(res.statusCode, `${method} ${value}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({
          message: VERSION_MESSAGES.invalidIfMatch,
          errors: { "if-match": VERSION_MESSAGES.invalidIfMatch },
        });
      }
    expect(await read(id)).toEqual(before);
  });

  it("another agency's record is a 404 whatever the version (never 412); a refused member gets 403", async () => {
    const id = await r.create();
    const before = await read(id);
    const stale = versionTag(new Date(Date.parse(before.updatedAt) - 1000).toISOString());
    for (const tag of [versionTag(before.updatedAt), stale])
      for (const method of ["PATCH", "DELETE"] as const) {
        expect((await write(method, id, tag, 1, r.foreign)).statusCode).toBe(404);
        expect((await write(method, MISSING, tag, 1, r.editor)).statusCode).toBe(404);
        expect((await write(method, id, tag, 1, r.refused)).statusCode).toBe(403);
      }
    expect(await read(id)).toEqual(before);
  });

  it("two edits made against the same version at once: one is saved, the other gets 412", async () => {
    const id = await r.create();
    const tag = versionTag((await read(id)).updatedAt);
    const results = await Promise.all([write("PATCH", id, tag, 1), write("PATCH", id, tag, 2)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 412]);
    const saved = results.find((res) => res.statusCode === 200)?.json();
    const refused = results.find((res) => res.statusCode === 412)?.json();
    expect(refused.current).toEqual(saved);
    expect(await read(id)).toEqual(saved);
  });
}
