// Next.js calls register() once when a server instance starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { guardNodeServer } = await import("@/server/http/node-server-guard");
  const { startOutboxWorker } = await import("@/server/mail/outbox-worker");
  const { startPushWorker } = await import("@/server/push/push-worker");
  const { startScheduler } = await import("@/server/jobs/scheduler");
  guardNodeServer();
  if (process.env.NODE_ENV === "production") {
    const { serveStaticWithBrotli } = await import("@/server/http/static-brotli");
    serveStaticWithBrotli().catch((error: unknown) => console.error("[ace] brotli static files:", error));
  }
  startOutboxWorker();
  startPushWorker();
  startScheduler();
}
