/**
 * A stand-in for a browser's push service and the browser behind it, for tests: an HTTPS server on a free
 * local port (web-push speaks only https; its certificate is made for the run with openssl and trusted through
 * `agent`) that hands out subscriptions like PushManager.subscribe() does (an ECDH P-256 key pair and an auth
 * secret per subscription), checks the VAPID signature of each push against the key in its Authorization
 * header, and decrypts the aes128gcm payload (http_ece) the way the browser would.
 *
 *   const push = await startPushReceiver();
 *   const subscription = push.subscribe();           // PushSubscription.toJSON()
 *   push.answer(subscription.endpoint, 410);          // the browser unsubscribed
 *   push.received                                     // [{ endpoint, payload, ttl, urgency, vapid }]
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import ece from "http_ece";

export type ReceivedPush = {
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: Record<string, unknown>;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key the push was signed with (verified), and the JWT's claims. */
  vapid: { publicKey: string; aud: string; sub: string; exp: number };
};

/** A self-signed certificate for 127.0.0.1, made for this run. */
function certificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "push-receiver-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
        "-days",
        "2",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { stdio: "ignore" },
    );
    return {
      key: fs.readFileSync(path.join(dir, "key.pem")),
      cert: fs.readFileSync(path.join(dir, "cert.pem")),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Verifies a VAPID JWT (ES256) with the raw public key of the `k=` parameter; its claims, or an error. */
function verifyVapid(authorization: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [, jwt, k] = match;
  const point = Buffer.from(k, "base64url");
  const key = crypto.createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const [header, claims, signature] = jwt.split(".");
  const valid = crypto.verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("VAPID signature does not verify");
  return { publicKey: k, ...JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) };
}

export async function startPushReceiver() {
  const { key, cert } = certificate();
  const subscriptions = new Map<string, { ecdh: crypto.ECDH; auth: Buffer; status: number }>();
  const received: ReceivedPush[] = [];
  const refused: Array<{ endpoint: string; reason: string }> = [];
  let base = "";

  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const endpoint = base + (req.url ?? "");
      const subscription = subscriptions.get(endpoint);
      const finish = (status: number) => {
        res.writeHead(status);
        res.end();
      };
      if (!subscription) return finish(404);
      if (subscription.status !== 201) return finish(subscription.status);
      try {
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const vapid = verifyVapid(req.headers.authorization);
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: "aes128gcm",
          privateKey: subscription.ecdh,
          authSecret: subscription.auth.toString("base64url"),
        });
        received.push({
          endpoint,
          payload: JSON.parse(plain.toString("utf8")),
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          vapid,
        });
        finish(201);
      } catch (err) {
        refused.push({ endpoint, reason: (err as Error).message });
        finish(400);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: cert });

  return {
    /** Trusts this receiver's certificate: web-push reaches it through this agent. */
    agent,
    received,
    /** Pushes the receiver could not verify or decrypt. */
    refused,
    /** A new subscription, as PushSubscription.toJSON() gives it. */
    subscribe() {
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const endpoint = `${base}/push/${crypto.randomUUID()}`;
      subscriptions.set(endpoint, { ecdh, auth, status: 201 });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    /** What the push service answers for this subscription from now on (410: gone, 500: trouble). */
    answer(endpoint: string, status: number) {
      const subscription = subscriptions.get(endpoint);
      if (subscription) subscription.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

export type PushReceiver = Awaited<ReturnType<typeof startPushReceiver>>;
