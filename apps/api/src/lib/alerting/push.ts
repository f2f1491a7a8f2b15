/**
 * Web Push (the `web-push` package) to the browsers a member allowed. The VAPID key pair that signs our
 * pushes is made on the first start and kept in platform_secrets ("vapid"), so every instance, and every
 * restart, signs with the same keys the browsers subscribed with. Push is always configured: the keys are ours.
 * The library (about 10 MB in memory) loads with the first push sent; the keys are made with node:crypto.
 */
import { createECDH } from "node:crypto";
import type https from "node:https";
import { ALERT_KIND_URGENCY, type AlertUrgency } from "@rollcall/shared/alerting";
import { eq } from "drizzle-orm";
import type webpush from "web-push";
import { asPlatform, type Database } from "../../db/client";
import { platformSecrets } from "../../db/schema/alerting";
import { type Channel, ChannelError } from "./channels";

export type VapidKeys = { publicKey: string; privateKey: string };

const VAPID_SECRET = "vapid";
/** A push waits at most a day for a browser that is offline: an older alert is news no longer. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const URGENCY: Record<AlertUrgency, webpush.Urgency> = { urgent: "high", normal: "normal", low: "low" };

let library: Promise<typeof webpush> | undefined;
const loadWebPush = () => {
  library ??= import("web-push").then((m) => m.default);
  return library;
};

/** A VAPID key pair as web-push writes it: the P-256 public point (uncompressed) and private scalar, base64url. */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  // The scalar can come out shorter than 32 bytes (leading zeros): padded, as web-push's own generator does.
  const privateKey = Buffer.alloc(32);
  const scalar = ecdh.getPrivateKey();
  scalar.copy(privateKey, 32 - scalar.length);
  return {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    privateKey: privateKey.toString("base64url"),
  };
}

/**
 * The installation's VAPID keys, made once. Two instances starting together each offer a pair; the insert
 * that loses does nothing, and both read the one that won.
 */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  const actor = { agencyId: "", userId: null, userAgent: "alerting start" };
  return asPlatform(db, actor, async (tx) => {
    const offered = generateVapidKeys();
    await tx
      .insert(platformSecrets)
      .values({ name: VAPID_SECRET, value: { ...offered } })
      .onConflictDoNothing({ target: platformSecrets.name });
    const [row] = await tx.select().from(platformSecrets).where(eq(platformSecrets.name, VAPID_SECRET));
    const value = row?.value ?? {};
    if (!value.publicKey || !value.privateKey) throw new Error("platform_secrets 'vapid' holds no key pair");
    return { publicKey: value.publicKey, privateKey: value.privateKey };
  });
}

/** Who push services contact about our pushes: MAIL_FROM's address, else the installation's https address. */
export function vapidSubject(mailFrom: string, publicUrl: string) {
  const address =
    mailFrom.match(/<([^<>\s]+@[^<>\s]+)>/)?.[1] ?? mailFrom.match(/^\s*([^\s<>]+@[^\s<>]+)\s*$/)?.[1];
  if (address) return `mailto:${address}`;
  if (publicUrl.startsWith("https:")) return publicUrl;
  return `mailto:no-reply@${new URL(publicUrl).hostname}`;
}

export function createPushChannel(options: {
  keys: VapidKeys;
  subject: string;
  /** How to reach push services (tests: an agent that trusts their receiver's certificate). */
  agent?: https.Agent;
}): Channel {
  const vapidDetails = { subject: options.subject, ...options.keys };
  return {
    name: "push",
    configured: true,
    provider: "Web Push",
    publicKey: options.keys.publicKey,
    async send(message) {
      const targets = message.push ?? [];
      if (!targets.length) throw new ChannelError("No browser of this member accepts push", true);
      const payload = JSON.stringify({
        title: message.title,
        body: message.body,
        url: message.url,
        tag: message.deliveryId,
      });
      const urgency = URGENCY[ALERT_KIND_URGENCY[message.kind]];
      const expiredEndpoints: string[] = [];
      const failures: Array<{ reason: string; permanent: boolean }> = [];
      let reached = 0;
      const webpush = await loadWebPush();
      await Promise.all(
        targets.map(async (target) => {
          try {
            await webpush.sendNotification(target, payload, {
              vapidDetails,
              TTL: PUSH_TTL_SECONDS,
              urgency,
              timeout: 15_000,
              ...(options.agent ? { agent: options.agent } : {}),
            });
            reached++;
          } catch (err) {
            const status = (err as { statusCode?: unknown }).statusCode;
            if (status === 404 || status === 410) {
              // The browser unsubscribed or the subscription expired: it will never accept a push again.
              expiredEndpoints.push(target.endpoint);
              failures.push({ reason: "The browser no longer accepts push", permanent: true });
            } else if (typeof status === "number") {
              failures.push({
                reason: `The push service refused the message (HTTP ${status})`,
                permanent: status >= 400 && status < 500 && status !== 429,
              });
            } else {
              const code = (err as { code?: unknown }).code;
              failures.push({
                reason: `Could not reach the push service${typeof code === "string" ? ` (${code})` : ""}`,
                permanent: false,
              });
            }
          }
        }),
      );
      if (reached > 0) return { expiredEndpoints };
      // Every browser failed: try again later unless each failure is one a retry cannot mend.
      const transient = failures.find((f) => !f.permanent);
      throw new ChannelError((transient ?? failures[0]).reason, !transient, expiredEndpoints);
    },
  };
}
