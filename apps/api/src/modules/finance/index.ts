/**
 * Finance's public face: budget against actual over a range of days, for the analytics charts. Other code
 * imports this module only from here (modules/registry.ts: the layers).
 */
export { budgetFigures } from "./finance.queries";
