import { FINANCE_MESSAGES, type FinanceStats } from "@rollcall/shared/finance";
import { formatCents } from "@rollcall/shared/money";
import { Info, PiggyBank, Receipt, Scale, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { StatCard } from "@/components/ui/stat-card";
import { pendingLine } from "../utils/format";

/** Money steps down a size on phones so two cards fit side by side. */
function Money({ cents }: { cents: number }) {
  return <span className="text-xl [overflow-wrap:anywhere] sm:text-2xl">{formatCents(cents)}</span>;
}

function Item({ children }: { children: ReactNode }) {
  return <li className="grid">{children}</li>;
}

/** The four stat cards (spec 02 §2) and what counts toward them: approved expenses only, pending apart. */
export function FinanceStatCards({ stats }: { stats: FinanceStats }) {
  return (
    <div className="grid gap-3">
      <ul aria-label="Budget totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Item>
          <StatCard label="Total Budget" value={<Money cents={stats.totalBudget} />} icon={PiggyBank} />
        </Item>
        <Item>
          <StatCard
            label="Total Expenses"
            value={<Money cents={stats.totalExpenses} />}
            icon={Receipt}
            tone="info"
          />
        </Item>
        <Item>
          <StatCard
            label="Remaining Budget"
            value={<Money cents={stats.remainingBudget} />}
            icon={Scale}
            tone={stats.remainingBudget < 0 ? "danger" : "success"}
          />
        </Item>
        <Item>
          <StatCard label="Active Budgets" value={stats.activeBudgets} icon={Wallet} />
        </Item>
      </ul>
      <p className="flex items-start gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {FINANCE_MESSAGES.onlyApproved}{" "}
          <span className="font-medium text-foreground" data-testid="pending-expenses">
            {pendingLine(stats.pendingExpenses, stats.pendingAmount)}.
          </span>
        </span>
      </p>
    </div>
  );
}
