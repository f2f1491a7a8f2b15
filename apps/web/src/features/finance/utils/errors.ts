import { FINANCE_MESSAGES } from "@rollcall/shared/finance";
import { isAdminRefusal } from "@/lib/api";

/** The failure toast's title; the text says what failed. */
export const ERROR_TITLE = "Error";

/** Spec 02 §8: "You need admin access to create budgets" on a refusal, else "Failed to create budget". */
export const createBudgetFailure = (error: unknown) =>
  isAdminRefusal(error) ? FINANCE_MESSAGES.createBudgetForbidden : FINANCE_MESSAGES.createBudgetFailed;

/** Spec 02 §8: "You need admin access to record expenses" on a refusal, else "Failed to record expense". */
export const recordExpenseFailure = (error: unknown) =>
  isAdminRefusal(error) ? FINANCE_MESSAGES.recordExpenseForbidden : FINANCE_MESSAGES.recordExpenseFailed;
