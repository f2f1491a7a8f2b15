/**
 * A queue's worker loop (alerting's deliveries, outgoing webhooks): a round every `pollMs` (unref'd timer) and
 * on kick(); one round at a time per process, a kick during a round runs another right after it, and a full
 * batch goes on at once. Off under NODE_ENV=test, where tests call the round themselves.
 */
import type { FastifyBaseLogger } from "fastify";

export type Poller = {
  readonly enabled: boolean;
  start(): void;
  /** Clears the timer and waits for a round in progress. */
  stop(): Promise<void>;
  /** Something was queued: run a round now rather than at the next poll. */
  kick(): void;
};

export function createPoller(options: {
  enabled: boolean;
  pollMs: number;
  /** A round: how many items it took. A full batch means more is waiting. */
  runOnce: () => Promise<number>;
  batch: number;
  log: FastifyBaseLogger;
  /** Names the loop in the log when a round fails. */
  name: string;
}): Poller {
  const { enabled, pollMs, runOnce, batch, log, name } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  const schedule = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(round, delay);
    timer.unref();
  };
  function round() {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        while ((await runOnce()) >= batch && !stopped) {}
      } catch (err) {
        log.error({ err }, `${name} round failed`);
      }
    })().finally(() => {
      running = null;
      const next = again;
      again = false;
      schedule(next ? 0 : pollMs);
    });
  }

  return {
    enabled,
    start() {
      if (!enabled || !stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running;
    },
    kick() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
  };
}
