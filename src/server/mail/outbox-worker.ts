import { deliverDueEmails } from "@/server/mail/deliver-outbox";
import { pruneOutbox } from "@/server/mail/prune-outbox";
import { startOutboxLoop } from "@/server/outbox-loop";

let started = false;

/** The mail outbox's loop in this process (src/server/outbox-loop.ts). */
export function startOutboxWorker(): void {
  if (started) return;
  started = true;
  startOutboxLoop("outbox", { deliver: deliverDueEmails, prune: pruneOutbox });
}
