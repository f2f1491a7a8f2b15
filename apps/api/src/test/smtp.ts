/** A real SMTP server in the test process (smtp-server): what it receives is what a mail server would. */
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export type ReceivedMail = { to: string; raw: string };

/**
 * Starts one on a free local port; `received` fills as mail arrives, `close()` stops it. `onRcptTo` answers each
 * recipient (a busy or refused mailbox); by default every one is accepted.
 */
export async function startSmtpServer(options: Pick<SMTPServerOptions, "onRcptTo"> = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    ...options,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk) => (raw += chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits (up to 20 s: a loaded machine sends late) until `count` messages have arrived. */
    async arrived(count = 1) {
      for (let i = 0; i < 200 && received.length < count; i++) await new Promise((r) => setTimeout(r, 100));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
