import { zodResolver } from "@hookform/resolvers/zod";
import {
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_IDS,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_RETRY_HOURS,
  type WebhookCreatedDto,
  type WebhookCreateInput,
  webhookCreateSchema,
} from "@rollcall/shared/integrations";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ChoiceInputs } from "@/components/ui/choice-inputs";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { fieldError, TextField } from "@/components/ui/form-fields";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { serverMessageOr } from "@/lib/form-errors";
import { useCreateWebhook } from "../api/create-webhook";
import { ShownOnceDialog, ShownOnceSecret } from "./shown-once-dialog";
import { eventLabels } from "./webhook-labels";

type WebhookValues = z.output<typeof webhookCreateSchema>;

const DEFAULTS: WebhookCreateInput = { url: "", events: [] };

/** A receiver's check with the official Standard Webhooks library, shown under the secret. */
const RECEIVER_SNIPPET = `import { Webhook } from "standardwebhooks";

const wh = new Webhook(process.env.ROLLCALL_WEBHOOK_SECRET); // "whsec_..."
// In your handler, with the request's raw body (a string) and its headers:
const event = wh.verify(rawBody, headers); // throws if the signature or timestamp is wrong
// event.type: "shift.created", ...; event.data: the record`;

/**
 * "Add Webhook" (admins): the receiver's address and the events it wants; then, once, the signing secret to
 * copy, with how a receiver checks a delivery. Closing the dialog forgets the secret.
 */
export function AddWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ShownOnceDialog<WebhookCreatedDto>
      open={open}
      onClose={onClose}
      title="Add Webhook"
      description="Rollcall sends each event you choose to this address as a signed POST request."
      createdTitle="Webhook Added"
      createdDescription={WEBHOOK_MESSAGES.createdDescription}
      className="max-w-xl"
      createdClassName="max-w-3xl"
      form={(props) => <AddWebhookForm {...props} />}
      created={(created) => <WebhookSecret created={created} />}
    />
  );
}

function AddWebhookForm({
  onCreated,
  onCancel,
}: {
  onCreated: (webhook: WebhookCreatedDto) => void;
  onCancel: () => void;
}) {
  const create = useCreateWebhook();
  const form = useForm<WebhookCreateInput, unknown, WebhookValues>({
    resolver: zodResolver(webhookCreateSchema),
    defaultValues: DEFAULTS,
  });
  const submit = useFormSubmit(form, {
    action: async (body) => {
      onCreated(await create.mutateAsync(body));
      toast({ title: WEBHOOK_MESSAGES.created });
    },
    // A 409 says why in its own words (at most 20 webhooks); anything else is the spec's failure.
    onFailure: (error) =>
      toastError(
        WEBHOOK_MESSAGES.errorTitle,
        error instanceof ApiError && error.status === 409
          ? serverMessageOr(error, WEBHOOK_MESSAGES.createFailed)
          : WEBHOOK_MESSAGES.createFailed,
      ),
  });

  return (
    <form noValidate aria-label="Add Webhook" className="grid gap-5" onSubmit={submit}>
      <TextField
        form={form}
        name="url"
        label="URL"
        type="url"
        inputMode="url"
        placeholder="https://example.org/hooks/rollcall"
        autoComplete="off"
        spellCheck={false}
        description="The address of your system's receiver: it must be reachable on the internet."
      />
      <div className="grid gap-2">
        <ChoiceInputs
          legend="Events"
          type="checkbox"
          values={WEBHOOK_EVENT_IDS}
          labels={WEBHOOK_EVENTS}
          registration={form.register("events")}
          error={fieldError(form, "events")}
          choicesClassName="grid-cols-1 sm:grid-cols-2"
        />
        <details className="rounded-md border bg-muted/30 px-3 py-2 text-sm">
          <summary className="min-h-8 cursor-pointer py-1 font-medium">What each event sends</summary>
          <dl className="mt-2 grid gap-2 pb-1">
            {WEBHOOK_EVENT_IDS.map((event) => (
              <div key={event}>
                <dt className="font-medium">
                  {WEBHOOK_EVENTS[event]}{" "}
                  <span className="font-mono text-xs text-muted-foreground">{event}</span>
                </dt>
                <dd className="text-muted-foreground">In data: {WEBHOOK_EVENT_DATA[event]}.</dd>
              </div>
            ))}
          </dl>
        </details>
      </div>
      <FormDialogFooter
        submitLabel="Add Webhook"
        pendingText="Adding..."
        pending={create.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}

/** The secret, this one time, and how a receiver verifies a delivery with it. */
function WebhookSecret({ created }: { created: WebhookCreatedDto }) {
  const headingId = useId();
  return (
    <div className="grid min-w-0 gap-5">
      <ShownOnceSecret
        name={created.url}
        detail={eventLabels(created.events)}
        label="Signing secret"
        secret={created.secret}
      />
      <section aria-labelledby={headingId} className="grid min-w-0 gap-2 text-sm">
        <h3 id={headingId} className="font-semibold">
          Verifying deliveries
        </h3>
        <p className="text-muted-foreground">
          Each event arrives as a POST of JSON{" "}
          <code className="font-mono text-xs whitespace-nowrap">{"{ type, timestamp, data }"}</code> signed by
          the Standard Webhooks scheme (the <code className="font-mono text-xs">webhook-id</code>,{" "}
          <code className="font-mono text-xs">webhook-timestamp</code> and{" "}
          <code className="font-mono text-xs">webhook-signature</code> headers). Answer with a 2xx status:
          anything else is tried again for {WEBHOOK_RETRY_HOURS} hours. In Node.js, with the{" "}
          <code className="font-mono text-xs">standardwebhooks</code> package:
        </p>
        {/* Scrolls sideways inside itself on a phone; focusable, so a keyboard can scroll it too. */}
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="min-w-0 overflow-x-auto rounded-md border bg-muted/40 p-3 font-mono text-xs leading-relaxed text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <code>{RECEIVER_SNIPPET}</code>
        </pre>
      </section>
    </div>
  );
}
