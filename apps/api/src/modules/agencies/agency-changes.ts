/**
 * The changes other modules make to the agencies table, agencies' own: a new agency (a sign-up, the operator
 * portal) and an agency's fields set where they are decided (its plan and Stripe ids by billing, its status and
 * host name by the operator portal). In the caller's transaction; the caller reads back what it needs
 * (`.returning(...)`).
 */
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { agencies, type NewAgency } from "../../db/schema/agencies";

export const insertAgency = (tx: Transaction, agency: NewAgency) => tx.insert(agencies).values(agency);

export const updateAgency = (tx: Transaction, id: string, fields: Partial<NewAgency>) =>
  tx.update(agencies).set(fields).where(eq(agencies.id, id));
