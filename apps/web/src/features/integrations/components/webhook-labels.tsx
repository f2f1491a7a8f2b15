import {
  AUTOMATION_WEBHOOK_LABEL,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENTS,
  type WebhookDeliveryStatus,
} from "@rollcall/shared/integrations";
import { Badge } from "@/components/ui/badge";

/** An event's label ("Shift created"); an id this version does not know, as it is. */
export const eventLabel = (event: string) =>
  event === "automation.fired"
    ? AUTOMATION_WEBHOOK_LABEL
    : (WEBHOOK_EVENTS[event as keyof typeof WEBHOOK_EVENTS] ?? event);

/** "Shift created, Incident created": a webhook's events by their labels. */
export const eventLabels = (events: readonly string[]) => events.map(eventLabel).join(", ");

const VARIANTS = { pending: "warning", succeeded: "success", failed: "danger" } as const satisfies Record<
  WebhookDeliveryStatus,
  "warning" | "success" | "danger"
>;

/** A delivery's outcome in the status colours: Delivered (green), Retrying (yellow), Gave up (red). */
export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return <Badge variant={VARIANTS[status]}>{WEBHOOK_DELIVERY_STATUS_LABELS[status]}</Badge>;
}

/** What the receiver answered: "HTTP 200", or "Not reached" when it could not be (the reason comes apart). */
export const responseStatusText = (status: number | null) =>
  status === null ? "Not reached" : `HTTP ${status}`;
