/**
 * The alerting channels of this installation, chosen by the environment at start (lib/alerting/channels.ts
 * describes the interface): email over the app's mailer, SMS and voice through Twilio, Web Push with our own
 * VAPID keys. app.ts decorates the app with them as `app.channels`.
 */
import type https from "node:https";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { Mailer } from "../mailer";
import type { Channels } from "./channels";
import { createEmailChannel } from "./email";
import { createPushChannel, loadVapidKeys, vapidSubject } from "./push";
import { createPhoneChannels } from "./twilio";

export type ChannelsOptions = {
  env: Env;
  log: FastifyBaseLogger;
  db: Database;
  mailer: Mailer;
  production: boolean;
  /** Push services are reached through this agent (tests: one trusting the local receiver's certificate). */
  pushAgent?: https.Agent;
};

export async function createChannels(options: ChannelsOptions): Promise<Channels> {
  const { env } = options;
  const keys = await loadVapidKeys(options.db);
  return {
    email: createEmailChannel({ mailer: options.mailer, configured: Boolean(env.SMTP_URL) }),
    ...createPhoneChannels(options),
    push: createPushChannel({
      keys,
      subject: vapidSubject(env.MAIL_FROM, env.publicUrl),
      agent: options.pushAgent,
    }),
  };
}

/** The public key browsers subscribe with (GET /api/profile/alerting hands it to the web app). */
export const vapidPublicKey = (channels: Channels) => channels.push.publicKey ?? null;
