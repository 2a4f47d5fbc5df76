// Next.js calls register() once when a server instance starts: the background work of the app
// (outgoing mail and pushes, the scheduled jobs). What happens to requests before Next.js sees
// them is the server's (server.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startOutboxWorker } = await import("@/server/outbox/outbox-worker");
  const { mailOutbox } = await import("@/server/mail/mail-outbox");
  const { pushOutbox } = await import("@/server/push/push-outbox");
  const { startScheduler } = await import("@/server/jobs/scheduler");
  startOutboxWorker(mailOutbox);
  startOutboxWorker(pushOutbox);
  startScheduler();
}
