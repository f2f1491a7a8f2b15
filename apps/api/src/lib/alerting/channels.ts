/**
 * The channels a message leaves the app by (email, SMS, voice, Web Push): one small interface, chosen by the
 * environment at start. A channel without its provider configured is "not configured": it writes the message
 * to the log and reports it sent nowhere; the queue records the delivery `not_configured` with that reason,
 * which is not a failure (the sender sees "Not configured", as Alerts → Reachability says).
 *
 * The delivery queue (lib/alerting/queue.ts) calls send() with one claimed delivery; a channel throws
 * ChannelError for a failure, `permanent` when trying again cannot help (an invalid number, a gone push
 * subscription), so the queue retries only what may succeed later.
 */
import { ALERT_CHANNELS, type AlertChannel, type AlertKind } from "@rollcall/shared/alerting";

export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

export type OutgoingMessage = {
  deliveryId: string;
  agencyId: string;
  userId: string;
  kind: AlertKind;
  /** The agency's name: the sender members recognise (email subject prefix, SMS first words). */
  agencyName: string;
  /** The name the mail comes from: the agency's own when white-labelled, else the product's. */
  brandName: string;
  title: string;
  body: string;
  /** Absolute URL of the screen the message opens (PUBLIC_URL + the delivery's link), if any. */
  url: string | null;
  /** The phone number (sms, voice) or email address (email) the delivery was queued for. */
  address: string | null;
  /** Voice: ask for a keypress, 1 yes and 2 no (a call-back offer, an alert with a question). */
  askForAnswer: boolean;
  /** Push: the member's subscribed browsers. */
  push?: PushTarget[];
};

export type SendResult = {
  /** The provider's id for status callbacks (Twilio's MessageSid / CallSid). */
  providerId?: string | null;
  /** Push subscriptions the push service said are gone (404/410): the queue deletes them. */
  expiredEndpoints?: string[];
};

export class ChannelError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
    /** Push: subscriptions found gone even though the send failed as a whole (the queue deletes them too). */
    readonly expiredEndpoints: string[] = [],
  ) {
    super(message);
    this.name = "ChannelError";
  }
}

export type Channel = {
  name: AlertChannel;
  /** Whether a provider is set up; false: send() only logs. */
  configured: boolean;
  /** "SMTP", "Twilio", "Web Push", or "Not configured" (ALERTING_MESSAGES.notConfigured). */
  provider: string;
  /** Push: the VAPID public key browsers subscribe with (the same on every instance). */
  publicKey?: string;
  send(message: OutgoingMessage): Promise<SendResult>;
};

export type Channels = Record<AlertChannel, Channel>;

/** The channels without a provider on this installation ("Not configured" in settings, status and roster). */
export const notConfiguredChannels = (channels: Channels): AlertChannel[] =>
  ALERT_CHANNELS.filter((channel) => !channels[channel].configured);
