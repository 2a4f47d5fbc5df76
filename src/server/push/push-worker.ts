import { startOutboxLoop } from "@/server/outbox-loop";
import { pushDelivery } from "@/server/push/deliver-push-outbox";
import { prunePushOutbox } from "@/server/push/prune-push-outbox";

let started = false;

/** The push outbox's loop in this process, beside the mail's (src/server/outbox-loop.ts). */
export function startPushWorker(): void {
  if (started) return;
  started = true;
  const deliver = pushDelivery();
  startOutboxLoop("push", {
    // Not awaited: while sends of a round wait on a silent push service, the next tick adds
    // sends beside them (up to the process's bound, deliver-push-outbox.ts) for what is due.
    deliver: async () => {
      deliver().catch((error: unknown) => console.error("[ace] push delivery failed:", error instanceof Error ? error.message : error));
    },
    prune: prunePushOutbox,
  });
}
