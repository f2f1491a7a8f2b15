import type { SQL } from "drizzle-orm";
import type { Transaction } from "../db/client";

/** The rows of a raw SQL statement (the reports whose SQL is easier to read written out than built). */
export async function queryRows<T>(tx: Transaction, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
