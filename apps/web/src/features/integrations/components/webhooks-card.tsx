import { WEBHOOK_MESSAGES, WEBHOOK_RETRY_HOURS, type WebhookDto } from "@rollcall/shared/integrations";
import { History, Plus, Trash2, Webhook } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardDetail, CardDetails } from "@/components/ui/data-table";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { useAgencyTimeZone } from "@/features/agencies";
import { formatMoment } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { useDeleteWebhook } from "../api/delete-webhook";
import { useWebhooks } from "../api/get-webhooks";
import { AddWebhookDialog } from "./add-webhook-dialog";
import { CreatedDetail, IntegrationListCard } from "./integration-list-card";
import { WebhookDeliveriesDialog } from "./webhook-deliveries-dialog";
import { DeliveryStatusBadge, eventLabel, eventLabels, responseStatusText } from "./webhook-labels";

/**
 * Settings → Webhooks (admins; issue 18, Standard and Pro): the addresses the agency's other systems receive
 * events at, each with its events, who added it, its latest delivery, its Deliveries and Delete; Add Webhook
 * shows the signing secret once. On a plan without API access, the server's 402 and the way to a plan.
 */
export function WebhooksCard() {
  const { user } = useUser();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<WebhookDto | null>(null);
  const [deleting, setDeleting] = useState<WebhookDto | null>(null);

  return (
    <IntegrationListCard
      title="Webhooks"
      description={`Webhooks tell your agency's other systems when something happens here: each event is sent to the address you give, signed, and retried for ${WEBHOOK_RETRY_HOURS} hours until it is received.`}
      query={webhooks}
      action={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add Webhook
        </Button>
      }
      loadingLabel="Loading webhooks..."
      errorTitle={WEBHOOK_MESSAGES.loadFailed}
      empty={{
        icon: Webhook,
        title: "No webhooks yet",
        description: "Add one for each system that should hear about new shifts, incidents and more.",
      }}
      listLabel="Webhooks"
      itemKey={(webhook) => webhook.id}
      item={(webhook) => (
        <>
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
            <h3 className="min-w-0 flex-1 basis-60 font-semibold text-foreground [overflow-wrap:anywhere]">
              {webhook.url}
            </h3>
            <div className="flex shrink-0 gap-2">
              <Button
                variant="outline"
                size="sm"
                className="h-11 sm:h-9"
                aria-label={`Deliveries to ${webhook.url}`}
                onClick={() => setViewing(webhook)}
              >
                <History aria-hidden="true" />
                Deliveries
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="h-11 sm:h-9"
                aria-label={`Delete ${webhook.url}`}
                onClick={() => setDeleting(webhook)}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </div>
          </div>
          {/* On wider screens the events take what the date and the delivery, aligned from row to row, leave. */}
          <CardDetails className="sm:grid-cols-[minmax(0,1fr)_13.5rem_11rem] sm:gap-x-6">
            <CardDetail label="Events" className="col-span-2 sm:col-span-1">
              {webhook.events.map((event) => (
                <dd key={event} className="mr-1 mb-1 inline-block">
                  <Badge variant="secondary">{eventLabel(event)}</Badge>
                </dd>
              ))}
            </CardDetail>
            <CreatedDetail at={webhook.createdAt} by={webhook.createdBy} timeZone={timeZone} />
            <CardDetail label="Last delivery">
              {webhook.lastDelivery ? (
                <dd>
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <DeliveryStatusBadge status={webhook.lastDelivery.status} />
                    {/* A delivery waiting for its first try has no answer yet. */}
                    {webhook.lastDelivery.status === "pending" && webhook.lastDelivery.responseStatus === null
                      ? null
                      : responseStatusText(webhook.lastDelivery.responseStatus)}
                  </span>
                  <span className="block">{formatMoment(webhook.lastDelivery.at, timeZone)}</span>
                </dd>
              ) : (
                <dd>No events yet</dd>
              )}
            </CardDetail>
          </CardDetails>
        </>
      )}
    >
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} />
      <WebhookDeliveriesDialog webhook={viewing} timeZone={timeZone} onClose={() => setViewing(null)} />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title="Delete Webhook"
        description={WEBHOOK_MESSAGES.deleteConfirm}
        remove={(webhook) => remove.mutateAsync(webhook.id)}
        pending={remove.isPending}
        deleted={WEBHOOK_MESSAGES.deleted}
        failure={() => [WEBHOOK_MESSAGES.errorTitle, WEBHOOK_MESSAGES.deleteFailed]}
        summary={(webhook) => (
          <>
            <p className="font-medium [overflow-wrap:anywhere]">{webhook.url}</p>
            <p className="text-muted-foreground">{eventLabels(webhook.events)}</p>
          </>
        )}
      />
    </IntegrationListCard>
  );
}
