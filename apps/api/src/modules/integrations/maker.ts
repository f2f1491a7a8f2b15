/** Who made a key or a webhook, as the lists show it: `createdBy` {id, firstName, lastName}, null once removed. */
import { sql } from "drizzle-orm";
import type { apiKeys, webhooks } from "../../db/schema/integrations";
import { users } from "../../db/schema/users";

export type Maker = { id: string; firstName: string; lastName: string } | null;

/**
 * One JSON column for the row's maker (a member of the same agency), instead of a join and its reassembly. The
 * outer table's columns are written with its name: in a one-table select Drizzle leaves them unqualified, and
 * inside the subquery they would name the member's own columns.
 */
export const makerOf = (table: typeof apiKeys | typeof webhooks) =>
  sql<Maker>`(select json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name)
    from ${users} u where u.agency_id = ${table}.agency_id and u.id = ${table}.created_by)`;
