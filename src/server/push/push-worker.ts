import { startOutboxLoop } from "@/server/outbox-loop";
import { deliverDuePushes } from "@/server/push/deliver-push-outbox";
import { prunePushOutbox } from "@/server/push/prune-push-outbox";

let started = false;

/** The push outbox's loop in this process, beside the mail's (src/server/outbox-loop.ts). */
export function startPushWorker(): void {
  if (started) return;
  started = true;
  startOutboxLoop("push", { deliver: deliverDuePushes, prune: prunePushOutbox });
}
