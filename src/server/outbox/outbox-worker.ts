import { outboxDelivery } from "@/server/outbox/deliver-due";
import type { ClaimedRow, OutboxChannel } from "@/server/outbox/outbox-channel";
import { pruneOutbox } from "@/server/outbox/prune-outbox";

// The loop each outbox runs inside every app server process, started from src/instrumentation.ts:
// deliver what is due every few seconds, prune now and then. Several instances are safe because
// delivery claims its rows in the database. Each channel has a loop of its own, so a slow push
// service never holds up the mail.

const INTERVAL_MS = 3_000;
/** Pruning every 1 200 ticks: about once an hour. */
const PRUNE_EVERY = 1_200;

const started = new Set<string>();

export function startOutboxWorker<Row extends ClaimedRow, Round>(channel: OutboxChannel<Row, Round>): void {
  if (started.has(channel.name)) return;
  started.add(channel.name);
  const deliver = outboxDelivery(channel);
  const failed = (what: string) => (error: unknown) =>
    console.error(`[ace] ${channel.name} ${what} failed:`, error instanceof Error ? error.message : error);
  let ticks = 0;
  const tick = () => {
    // Not awaited: while sends wait on a slow service, the next tick adds sends beside them, up
    // to the channel's bound (a full bound adds none), for what has come due meanwhile.
    deliver().catch(failed("delivery"));
    if (ticks++ % PRUNE_EVERY === 0) pruneOutbox(channel).catch(failed("pruning"));
  };
  setInterval(tick, INTERVAL_MS).unref();
}
