/**
 * A channel without its provider: it writes the message to the log, like the mailer without SMTP (the whole
 * message in development, so a one-machine trial shows what would have gone out; only the fact in production,
 * where a message may carry an answer link), and says why it was not sent: the queue records the delivery
 * "not configured" with that reason (lib/alerting/queue.ts), not as a failure.
 */
import { ALERTING_MESSAGES, type AlertChannel, NOT_CONFIGURED_REASONS } from "@rollcall/shared/alerting";
import type { FastifyBaseLogger } from "fastify";
import { type Channel, ChannelError, type OutgoingMessage } from "./channels";

const SETTING: Record<AlertChannel, string> = {
  email: "SMTP_URL",
  sms: "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM",
  voice: "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM",
  push: "",
};

export function notConfiguredChannel(
  name: AlertChannel,
  options: { log: FastifyBaseLogger; production: boolean },
  render: (message: OutgoingMessage) => string,
): Channel {
  return {
    name,
    configured: false,
    provider: ALERTING_MESSAGES.notConfigured,
    async send(message) {
      const context = { alerting: { channel: name, to: message.address, delivery: message.deliveryId } };
      if (options.production)
        options.log.warn(
          context,
          `${name} alerting is not configured (set ${SETTING[name]}): a message was not sent`,
        );
      else options.log.info(context, `${name} (not configured, set ${SETTING[name]}):\n${render(message)}`);
      throw new ChannelError(NOT_CONFIGURED_REASONS[name], true);
    },
  };
}
