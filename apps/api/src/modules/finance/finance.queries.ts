/**
 * Budget against actual over a range of days, for the analytics charts (through index.ts).
 */
import { BUDGET_CATEGORIES, type BudgetCategory } from "@rollcall/shared/finance";
import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { queryRows } from "../../lib/sql";

/**
 * Per budget category, one statement: the budgets of the fiscal years the range touches, each prorated to the
 * share of its year's days inside the range (a whole year counts whole, one month about a twelfth), against the
 * approved expenses dated in the range. Cents.
 */
export function budgetFigures(tx: Transaction, q: { agencyId: string; from: string; to: string }) {
  const categories = sql.join(
    BUDGET_CATEGORIES.map((c) => sql`(${c})`),
    sql`, `,
  );
  return queryRows<{ category: BudgetCategory; budgetedCents: number; actualCents: number }>(
    tx,
    sql`
    with categories(category) as (values ${categories}),
    budgeted as (
      select b.category, sum(b.total_amount::numeric
        * greatest(0, least(${q.to}::date, make_date(y, 12, 31)) - greatest(${q.from}::date, make_date(y, 1, 1)) + 1)
        / (make_date(y + 1, 1, 1) - make_date(y, 1, 1))) as cents
      from budgets b, lateral (select b.fiscal_year::int as y) fy
      where b.agency_id = ${q.agencyId} and b.fiscal_year ~ '^[0-9]{4}$'
        and b.fiscal_year between ${q.from.slice(0, 4)} and ${q.to.slice(0, 4)}
      group by b.category
    ), spent as (
      select e.category, sum(e.amount) as cents from expenses e
      where e.agency_id = ${q.agencyId} and e.status = 'approved'
        and e.expense_date between ${q.from}::date and ${q.to}::date
      group by e.category
    )
    select k.category, round(coalesce(budgeted.cents, 0))::float8 as "budgetedCents",
      coalesce(spent.cents, 0)::float8 as "actualCents"
    from categories k
    left join budgeted on budgeted.category = k.category
    left join spent on spent.category = k.category`,
  );
}
