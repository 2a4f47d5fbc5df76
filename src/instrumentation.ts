// Next.js calls register() once when a server instance starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { stampClientAddresses } = await import("@/server/http/stamp-client-address");
  const { startOutboxWorker } = await import("@/server/mail/outbox-worker");
  const { startScheduler } = await import("@/server/jobs/scheduler");
  stampClientAddresses();
  startOutboxWorker();
  startScheduler();
}
