/** Whether the server takes payments (the pricing page asks before it offers a checkout). */
export { useBillingStatus } from "./api/get-billing-status";
