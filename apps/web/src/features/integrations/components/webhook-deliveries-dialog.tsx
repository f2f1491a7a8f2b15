import {
  WEBHOOK_MESSAGES,
  WEBHOOK_RETRY_HOURS,
  type WebhookDeliveryDto,
  type WebhookDto,
} from "@rollcall/shared/integrations";
import { RefreshCw, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CardDetail, CardDetails, CardListHeading } from "@/components/ui/data-table";
import { QueryState } from "@/components/ui/query-state";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { formatMoment } from "@/lib/dates";
import { useWebhookDeliveries } from "../api/get-webhook-deliveries";
import { useRefreshWebhooks } from "../api/get-webhooks";
import { DeliveryStatusBadge, eventLabel, responseStatusText } from "./webhook-labels";

/**
 * A webhook's deliveries (its last 100, newest first): each event's outcome, its attempts and what the receiver
 * last answered, or why it could not be reached; Refresh reads them again (retries move on by themselves).
 */
export function WebhookDeliveriesDialog({
  webhook,
  timeZone,
  onClose,
}: {
  /** The webhook whose deliveries are shown; null keeps the dialog closed. */
  webhook: WebhookDto | null;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const refresh = useRefreshWebhooks();
  const deliveries = useWebhookDeliveries(webhook?.id ?? null);
  const list = deliveries.data ?? [];
  return (
    <TitledDialog
      open={webhook !== null}
      onClose={onClose}
      title="Deliveries"
      description={
        <>
          Events sent to{" "}
          <span className="font-medium text-foreground [overflow-wrap:anywhere]">{webhook?.url}</span>, newest
          first. One not answered with a 2xx status is tried again for {WEBHOOK_RETRY_HOURS} hours.
        </>
      }
      className="max-w-3xl"
    >
      <div className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {deliveries.isSuccess ? `${list.length} ${list.length === 1 ? "delivery" : "deliveries"}` : null}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="h-11 sm:h-9"
            disabled={deliveries.isFetching}
            // The deliveries, and with them the card's latest delivery behind the dialog.
            onClick={() => void refresh()}
          >
            <RefreshCw aria-hidden="true" className={deliveries.isFetching ? "animate-spin" : undefined} />
            Refresh
          </Button>
        </div>
        <QueryState
          query={deliveries}
          framed={false}
          loadingLabel="Loading deliveries..."
          errorTitle={WEBHOOK_MESSAGES.deliveriesFailed}
          empty={{
            when: list.length === 0,
            icon: Send,
            title: "No deliveries yet",
            description: "Each event you chose is listed here once it happens.",
          }}
        >
          {() => (
            <ul className="divide-y rounded-md border" aria-label="Deliveries">
              {list.map((delivery) => (
                <li key={delivery.id} className="grid gap-2 px-4 py-3">
                  <DeliveryItem delivery={delivery} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </TitledDialog>
  );
}

function DeliveryItem({
  delivery,
  timeZone,
}: {
  delivery: WebhookDeliveryDto;
  timeZone: string | undefined;
}) {
  return (
    <>
      <CardListHeading
        title={eventLabel(delivery.event)}
        subtitle={formatMoment(delivery.createdAt, timeZone)}
        badge={<DeliveryStatusBadge status={delivery.status} />}
      />
      {/* One line from sm up: the answer keeps its own column, the next attempt's stays empty when none. */}
      <CardDetails className="sm:grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)]">
        <CardDetail label="Attempts">
          <dd>{delivery.attempts}</dd>
        </CardDetail>
        <CardDetail label="Last attempt">
          <dd>{delivery.lastAttemptAt ? formatMoment(delivery.lastAttemptAt, timeZone) : "Not yet"}</dd>
        </CardDetail>
        {delivery.status === "pending" && delivery.nextAttemptAt ? (
          <CardDetail label="Next attempt">
            <dd>{formatMoment(delivery.nextAttemptAt, timeZone)}</dd>
          </CardDetail>
        ) : null}
        {delivery.lastAttemptAt ? (
          <CardDetail label="Response" className="col-span-2 sm:col-span-1 sm:col-start-4">
            <dd>
              <span className="font-medium">{responseStatusText(delivery.responseStatus)}</span>
              {delivery.response ? (
                <span className="mt-0.5 line-clamp-3 font-mono text-xs text-muted-foreground [overflow-wrap:anywhere]">
                  {delivery.response}
                </span>
              ) : null}
            </dd>
          </CardDetail>
        ) : null}
      </CardDetails>
    </>
  );
}
