/**
 * On a PostgreSQL server every parameterized statement is prepared once per pooled connection and its plan
 * kept (prepareOncePerConnection in db/client.ts). What a member would notice if it went wrong: another
 * agency's rows through a plan kept from that agency's request, or a wrong answer from a kept statement. Both
 * are checked here; the statements' reuse itself is read from PostgreSQL's own list of a connection's
 * prepared statements.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { twoAgencies } from "../test/world";
import { PREPARED_PER_CONNECTION, withAgency } from "./client";
import { users } from "./schema/users";

const onServer = Boolean(process.env.DATABASE_URL);
const { t, a, b, officer } = twoAgencies({ members: ["officer"] });

describe("statements kept per connection", () => {
  it("a plan kept across requests never shows one agency another's members (row-level security alone)", async () => {
    const actorA = { agencyId: a.user.agencyId, userId: a.user.id };
    const actorB = { agencyId: b.user.agencyId, userId: b.user.id };
    // No agency filter in the statement: only the row-level policy confines it. Twelve alternating runs of the
    // same text on the pool's connections, past the five after which PostgreSQL may keep a generic plan.
    for (let round = 0; round < 12; round++) {
      const actor = round % 2 ? actorB : actorA;
      const rows = await withAgency(t.db, actor, (tx) =>
        tx.select({ id: users.id, agencyId: users.agencyId }).from(users).where(sql`${users.id} is not null`),
      );
      const expected = round % 2 ? [b.user.id] : [a.user.id, officer.id];
      expect(rows.map((r) => r.id).sort()).toEqual(expected.sort());
      expect(new Set(rows.map((r) => r.agencyId))).toEqual(new Set([actor.agencyId]));
    }
  });

  it.runIf(onServer)(
    "a repeated statement is prepared once on its connection and answers each call's values",
    async () => {
      await t.db.transaction(async (tx) => {
        const answers: number[] = [];
        for (let n = 0; n < 8; n++) {
          const { rows } = (await tx.execute(sql`select ${n}::int * 3 as tripled`)) as unknown as {
            rows: { tripled: number }[];
          };
          answers.push(rows[0].tripled);
        }
        expect(answers).toEqual([0, 3, 6, 9, 12, 15, 18, 21]);
        const { rows: kept } = (await tx.execute(
          sql`select statement from pg_prepared_statements where statement like ${"%* 3 as tripled%"}`,
        )) as unknown as { rows: { statement: string }[] };
        expect(kept).toHaveLength(1);
      });
    },
  );

  it.runIf(onServer)(
    `past ${PREPARED_PER_CONNECTION} kept statements a connection still answers new ones`,
    async () => {
      await t.db.transaction(async (tx) => {
        for (let n = 0; n < PREPARED_PER_CONNECTION + 5; n++) {
          // A new text each time (the constant is part of it), with a parameter.
          const { rows } = (await tx.execute(
            sql`select ${n}::int + ${sql.raw(String(n))} as v`,
          )) as unknown as {
            rows: { v: number }[];
          };
          expect(rows[0].v).toBe(2 * n);
        }
        const { rows } = (await tx.execute(
          sql`select count(*)::int as kept from pg_prepared_statements`,
        )) as unknown as {
          rows: { kept: number }[];
        };
        expect(rows[0].kept).toBeLessThanOrEqual(PREPARED_PER_CONNECTION + 1); // + load_session, named by its query
      });
    },
  );
});
