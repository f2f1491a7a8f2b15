/**
 * Email alerts: the app's one Mailer (lib/mailer.ts) behind the channel interface. Without SMTP_URL the mailer
 * keeps its own behaviour (the message in the development log, a warning without content in production) and
 * the delivery is recorded "not configured" (with why), since it went nowhere.
 */
import { ALERTING_MESSAGES, NOT_CONFIGURED_REASONS } from "@rollcall/shared/alerting";
import type { Mailer } from "../mailer";
import { type Channel, ChannelError, type OutgoingMessage } from "./channels";

export function emailText(message: OutgoingMessage) {
  return [message.body, message.url].filter(Boolean).join("\n\n");
}

export function createEmailChannel(options: { mailer: Mailer; configured: boolean }): Channel {
  const { mailer, configured } = options;
  return {
    name: "email",
    configured,
    provider: configured ? "SMTP" : ALERTING_MESSAGES.notConfigured,
    async send(message) {
      if (!message.address) throw new ChannelError("No email address", true);
      try {
        await mailer.send({
          to: message.address,
          fromName: message.brandName,
          subject: `${message.agencyName}: ${message.title}`,
          text: emailText(message),
        });
      } catch (err) {
        // A refused recipient (5xx) will be refused again; a connection or 4xx problem may pass later.
        const code = (err as { responseCode?: number }).responseCode;
        const reason = (err as Error).message?.split("\n")[0] || "The mail server refused the message";
        throw new ChannelError(reason, typeof code === "number" && code >= 500);
      }
      if (!configured) throw new ChannelError(NOT_CONFIGURED_REASONS.email, true);
      return {};
    },
  };
}
