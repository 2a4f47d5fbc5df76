import { deliverDuePushes } from "@/server/push/deliver-push-outbox";
import { prunePushOutbox } from "@/server/push/prune-push-outbox";

// Runs inside each app server process (started from src/instrumentation.ts), a loop of its own
// beside the mail worker's: a push service that is down or slow holds up only the pushes. Safe
// with several instances: delivery claims rows in the database.

const INTERVAL_MS = 3_000;
let started = false;

export function startPushWorker(): void {
  if (started) return;
  started = true;
  let running = false;
  let ticks = 0;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await deliverDuePushes();
      if (ticks++ % 1200 === 0) await prunePushOutbox();
    } catch (error) {
      console.error("[ace] push delivery failed:", error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  setInterval(tick, INTERVAL_MS).unref();
}
