import type {
  alertDetailSchema,
  alertingPreferencesSchema,
  alertingStatusSchema,
  alertRecipientSchema,
  alertRespondViewSchema,
  alertSummarySchema,
  deliverySchema,
} from "@rollcall/shared/alerting";
import type { z } from "zod";

/*
 * The alerting answers as the web receives them: the shared schemas' input side, where a timestamp is its ISO
 * text (the shared types are their output side, with Dates, as the API's services build them).
 */
export type AlertSummary = z.input<typeof alertSummarySchema>;
export type AlertDetail = z.input<typeof alertDetailSchema>;
export type AlertRecipient = z.input<typeof alertRecipientSchema>;
export type Delivery = z.input<typeof deliverySchema>;
export type AlertRespondView = z.input<typeof alertRespondViewSchema>;
export type AlertingPreferences = z.input<typeof alertingPreferencesSchema>;
export type AlertingStatus = z.input<typeof alertingStatusSchema>;
