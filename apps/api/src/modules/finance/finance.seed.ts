/** Demo budgets and expenses. */
import { randomUUID } from "node:crypto";
import { budgets, expenses, type NewBudget, type NewExpense } from "../../db/schema/finance";
import { type DemoContext, insertRows, rowsOf, type SeedStep } from "../../db/seed/context";

type BudgetSeed = Pick<NewBudget, "name" | "category" | "totalAmount"> & { key: string };
const BUDGETS = [
  { key: "apparatus", name: "Apparatus Maintenance", category: "maintenance", totalAmount: 8_500_000 },
  { key: "overtime", name: "Overtime & Relief Staffing", category: "personnel", totalAmount: 12_000_000 },
  { key: "training", name: "Training & Certification", category: "training", totalAmount: 3_000_000 },
  { key: "fuel", name: "Fleet Fuel", category: "fuel", totalAmount: 4_200_000 },
  { key: "ems", name: "EMS Medical Supplies", category: "supplies", totalAmount: 2_500_000 },
  { key: "ppe", name: "PPE & Equipment Replacement", category: "equipment", totalAmount: 6_000_000 },
  { key: "utilities", name: "Station Utilities", category: "utilities", totalAmount: 950_000 },
] as const satisfies readonly BudgetSeed[];
type BudgetKey = (typeof BUDGETS)[number]["key"];

/** A rejected expense is charged to no budget; a budget's spentAmount counts only its approved expenses. */
type ExpenseSeed = Pick<NewExpense, "description" | "vendor" | "amount" | "status"> & { daysAgo: number } & (
    | { budget: BudgetKey }
    | { budget: null; category: NewExpense["category"] }
  );
const EXPENSES: ExpenseSeed[] = [
  {
    daysAgo: 52,
    budget: "apparatus",
    description: "Engine 1 annual pump test and service",
    vendor: "Allegiance Fire Apparatus Service",
    amount: 412_500,
    status: "approved",
  },
  {
    daysAgo: 38,
    budget: "apparatus",
    description: "Ladder 2 aerial hydraulic hose replacement",
    vendor: "Pierce Service Center - Eastport",
    amount: 689_000,
    status: "approved",
  },
  {
    daysAgo: 9,
    budget: "apparatus",
    description: "Tanker 6 brake chambers and air dryer",
    vendor: "Riverside Truck & Diesel",
    amount: 237_550,
    status: "pending",
  },
  {
    daysAgo: 45,
    budget: "fuel",
    description: "Fleet diesel, bulk delivery (1,050 gal)",
    vendor: "Tri-County Fuel Co.",
    amount: 318_740,
    status: "approved",
  },
  {
    daysAgo: 15,
    budget: "fuel",
    description: "Fleet diesel, bulk delivery (980 gal)",
    vendor: "Tri-County Fuel Co.",
    amount: 296_410,
    status: "approved",
  },
  {
    daysAgo: 40,
    budget: "ems",
    description: "ALS airway and IV start kits restock",
    vendor: "Bound Tree Medical",
    amount: 184_320,
    status: "approved",
  },
  {
    daysAgo: 20,
    budget: "ems",
    description: "Oxygen cylinder refills (D and M)",
    vendor: "Valley Medical Gas",
    amount: 46_500,
    status: "approved",
  },
  {
    daysAgo: 4,
    budget: "ems",
    description: "AED pads and batteries",
    vendor: "Henry Schein EMS",
    amount: 72_890,
    status: "pending",
  },
  {
    daysAgo: 33,
    budget: "ppe",
    description: "Structural turnout gear, 4 sets",
    vendor: "LION Total Care",
    amount: 1_196_000,
    status: "approved",
  },
  {
    daysAgo: 12,
    budget: "ppe",
    description: "SCBA face pieces (6)",
    vendor: "Municipal Emergency Services",
    amount: 258_000,
    status: "approved",
  },
  {
    daysAgo: 28,
    budget: "training",
    description: "ACLS course fees (4 members)",
    vendor: "Riverside Community College",
    amount: 78_000,
    status: "approved",
  },
  {
    daysAgo: 7,
    budget: "training",
    description: "Hazmat Operations refresher instructor fee",
    vendor: "State Fire Academy",
    amount: 150_000,
    status: "pending",
  },
  {
    daysAgo: 18,
    budget: "overtime",
    description: "Relief shift payroll, paid shifts",
    vendor: "City of Riverside Payroll",
    amount: 684_000,
    status: "approved",
  },
  {
    daysAgo: 55,
    budget: "utilities",
    description: "Electric service, Stations 1 and 2",
    vendor: "Riverside Municipal Utilities",
    amount: 284_300,
    status: "approved",
  },
  {
    daysAgo: 25,
    budget: "utilities",
    description: "Electric service, Stations 1 and 2",
    vendor: "Riverside Municipal Utilities",
    amount: 271_950,
    status: "approved",
  },
  {
    daysAgo: 3,
    budget: "utilities",
    description: "Natural gas and water, Stations 1 and 2",
    vendor: "Riverside Municipal Utilities",
    amount: 253_400,
    status: "pending",
  },
  {
    daysAgo: 22,
    budget: null,
    category: "other",
    description: "Station 2 kitchen range replacement",
    vendor: "Home Depot Pro",
    amount: 189_900,
    status: "rejected",
  },
];

/** This fiscal year's budgets, spent as their approved expenses say. */
export function buildFinance(ctx: DemoContext) {
  const { now, agencyId, dateIn, idOf } = ctx;
  const budgetIds = new Map<BudgetKey, string>(BUDGETS.map((b) => [b.key, randomUUID()]));
  const fiscalYear = String(now.getUTCFullYear());
  const budgetRows: NewBudget[] = BUDGETS.map(({ key, ...budget }) => ({
    ...budget,
    agencyId,
    id: budgetIds.get(key),
    fiscalYear,
    // As the finance module keeps it: an expense counts once approved, not while pending.
    spentAmount: EXPENSES.reduce(
      (sum, e) => (e.budget === key && e.status === "approved" ? sum + e.amount : sum),
      0,
    ),
    status: "active",
  }));
  const expenseRows: NewExpense[] = EXPENSES.map((e) => ({
    agencyId,
    budgetId: e.budget === null ? null : budgetIds.get(e.budget),
    description: e.description,
    amount: e.amount,
    category:
      e.budget === null ? e.category : (BUDGETS.find((b) => b.key === e.budget) as BudgetSeed).category,
    expenseDate: dateIn(-e.daysAgo),
    vendor: e.vendor,
    approvedById: e.status === "approved" ? idOf("reyes") : null,
    status: e.status,
  }));
  return { budgetRows, expenseRows };
}

export const financeSeed: SeedStep = (ctx) => {
  const { budgetRows, expenseRows } = buildFinance(ctx);
  return insertRows(rowsOf(budgets, budgetRows), rowsOf(expenses, expenseRows));
};
