/**
 * Finance's public face: budget against actual over a range of days, for the analytics charts. Other code
 * imports this module only from here (LAYERS.md).
 */
export { budgetFigures } from "./finance.queries";
