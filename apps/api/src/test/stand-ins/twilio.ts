/**
 * A stand-in for Twilio's REST API, for tests: a real HTTP server on a free local port that checks what the
 * `twilio` library sends for a text (Messages.json: To, From, Body, StatusCallback) and a call (Calls.json:
 * To, From, Twiml, StatusCallback), with the account's Basic credentials, and answers as Twilio does (201 and
 * the resource with its SID; Twilio's error JSON otherwise). The app's client reaches it through
 * TWILIO_API_URL. `signed()` builds the signed webhook posts Twilio would send back.
 *
 *   const twilio = await startTwilioStandIn();
 *   createTestApp({ ...twilio.env });
 *   twilio.messages / twilio.calls           // what was sent
 *   twilio.failNext(400, 21211)              // the next request answers Twilio's "invalid To number"
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import twilio from "twilio";

export const STAND_IN_ACCOUNT_SID = `AC${"0123456789abcdef".repeat(2)}`;
export const STAND_IN_AUTH_TOKEN = "stand-in-auth-token-0123456789ab";
export const STAND_IN_FROM = "+15005550006";

export type SentMessage = { sid: string; to: string; from: string; body: string; statusCallback?: string };
export type PlacedCall = { sid: string; to: string; from: string; twiml: string; statusCallback?: string };

const ERROR_MESSAGES: Record<number, string> = {
  20003: "Authenticate",
  21211: "Invalid 'To' Phone Number",
  21604: "A 'To' phone number is required.",
  21602: "Message body is required.",
  21610: "Attempt to send to unsubscribed recipient",
  20500: "An internal server error has occurred",
};

export async function startTwilioStandIn() {
  const messages: SentMessage[] = [];
  const calls: PlacedCall[] = [];
  const failures: Array<{ status: number; code: number }> = [];
  const sid = (prefix: string) => `${prefix}${randomBytes(16).toString("hex")}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      const answer = (status: number, body: Record<string, unknown>) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, code: number) =>
        answer(status, {
          code,
          message: ERROR_MESSAGES[code] ?? "Error",
          more_info: `https://www.twilio.com/docs/errors/${code}`,
          status,
        });
      const expected = `Basic ${Buffer.from(`${STAND_IN_ACCOUNT_SID}:${STAND_IN_AUTH_TOKEN}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return error(401, 20003);
      const failure = failures.shift();
      if (failure) return error(failure.status, failure.code);

      const base = `/2010-04-01/Accounts/${STAND_IN_ACCOUNT_SID}`;
      const path = new URL(req.url ?? "/", "http://stand-in").pathname;
      if (req.method !== "POST") return answer(404, { code: 20404, message: "Not found", status: 404 });
      if (!form.To) return error(400, 21604);
      if (!/^\+[1-9]\d{7,14}$/.test(form.To)) return error(400, 21211);
      if (path === `${base}/Messages.json`) {
        if (!form.Body) return error(400, 21602);
        const message = {
          sid: sid("SM"),
          to: form.To,
          from: form.From,
          body: form.Body,
          statusCallback: form.StatusCallback,
        };
        messages.push(message);
        return answer(201, {
          ...message,
          account_sid: STAND_IN_ACCOUNT_SID,
          status: "queued",
          num_segments: "1",
        });
      }
      if (path === `${base}/Calls.json`) {
        if (!form.Twiml && !form.Url)
          return answer(400, { code: 21205, message: "Url or Twiml required", status: 400 });
        const placed = {
          sid: sid("CA"),
          to: form.To,
          from: form.From,
          twiml: form.Twiml,
          statusCallback: form.StatusCallback,
        };
        calls.push(placed);
        return answer(201, { ...placed, account_sid: STAND_IN_ACCOUNT_SID, status: "queued" });
      }
      return answer(404, { code: 20404, message: "Not found", status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: {
      TWILIO_ACCOUNT_SID: STAND_IN_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: STAND_IN_AUTH_TOKEN,
      TWILIO_FROM: STAND_IN_FROM,
      TWILIO_API_URL: url,
    },
    messages,
    calls,
    /** The next request answers this HTTP status with Twilio's error JSON for `code`. */
    failNext: (status: number, code: number) => void failures.push({ status, code }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;

/**
 * A webhook post as Twilio sends it: the form, and X-Twilio-Signature computed with the auth token over the
 * full public URL (PUBLIC_URL + path + query) and the fields.
 */
export function signed(
  publicUrl: string,
  pathAndQuery: string,
  fields: Record<string, string>,
  authToken = STAND_IN_AUTH_TOKEN,
) {
  const signature = twilio.getExpectedTwilioSignature(authToken, publicUrl + pathAndQuery, fields);
  return {
    method: "POST" as const,
    url: pathAndQuery,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": signature,
      // Twilio's servers, not a browser: no Origin.
      origin: undefined as unknown as string,
    },
    payload: new URLSearchParams(fields).toString(),
  };
}
