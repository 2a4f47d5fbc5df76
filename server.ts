import http from "node:http";
import next from "next";
import { config } from "@/server/config";
import { answerBeforeNext } from "@/server/http/request-guard";
import { brotliStaticFiles } from "@/server/http/static-brotli";

// ACE's HTTP server (docs/architecture.md, "The server"): Node's own server, which does what
// must happen before Next.js sees a request (the request guard, the build's scripts in brotli)
// and hands the rest to Next.js's request handler, as Next.js's custom-server door allows.
// `npm run build` compiles it to .next/ace-server.mjs; `npm start` runs that after the migrations.
//
// Connections: a member's tap must never meet a connection the server is closing. A client or a
// reverse proxy keeps an idle connection open for its own while (Node's and browsers' agents a
// few seconds, nginx's upstream pool 60 s) and sends the next request on it; if the server has
// closed it in the meantime, that request is reset and lost. So the server keeps idle
// connections longer than any of them (65 s), and says so in its Keep-Alive header, which
// clients that read it (Node's agent, undici) stay under.

/** How long an idle connection stays open: longer than the clients' and proxies' own idle timeouts. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How long a shutdown waits for requests under way before it stops anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  (process.env as Record<string, string>).NODE_ENV ||= "production";
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || undefined; // unset: every interface
  const { proxyTrust } = config();
  const app = next({ dev: false, dir: process.cwd(), hostname: host ?? "localhost", port });
  const handle = app.getRequestHandler();
  const staticFiles = brotliStaticFiles();
  staticFiles.ready.catch((error: unknown) => console.error("[ace] brotli static files:", error));

  const server = http.createServer((request, response) => {
    if (answerBeforeNext(request, response, proxyTrust)) return;
    if (staticFiles.serve(request, response)) return;
    handle(request, response).catch((error: unknown) => {
      console.error(`[ace] ${request.method} ${request.url}:`, error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: "Erro interno do servidor." }));
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // A request's headers may arrive on a connection that was idle up to the keep-alive timeout.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;

  await app.prepare();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host }, resolve);
  });
  console.log(`[ace] listening on ${host ?? "every interface"}, port ${port}`);

  const stop = () => {
    // New connections are refused, idle ones closed; requests under way get their answer.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error("[ace] the server did not start:", error);
  process.exit(1);
});
