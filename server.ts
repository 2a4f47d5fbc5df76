import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import next from "next";
import { config } from "@/server/config";
import { answerBeforeNext } from "@/server/http/request-guard";
import { brotliStaticFiles } from "@/server/http/static-brotli";
import { BODY_BUFFER_BYTES } from "@/server/http/door/body-first";
import { capConnectionsPerAddress } from "@/server/http/door/connection-cap";
import { serverDoor } from "@/server/http/door/door";
import { loadEnvFiles } from "./scripts/lib/load-env";

// ACE's HTTP server (docs/architecture.md, "The server"): Node's own server, which does what
// must happen before Next.js sees a request (the request guard, the build's scripts in brotli)
// and hands the rest to Next.js's request handler, as Next.js's custom-server door allows:
// reads at once, writes a few at a time (src/server/http/door/door.ts).
// `npm run build` compiles it to .next/ace-server.mjs; `npm start` runs that after the migrations.
//
// Connections: a member's tap must never meet a connection the server is closing. A client or a
// reverse proxy keeps an idle connection open for its own while (Node's and browsers' agents a
// few seconds, nginx's upstream pool 60 s) and sends the next request on it; if the server has
// closed it in the meantime, that request is reset and lost. So the server keeps idle
// connections longer than any of them (65 s), and says so in its Keep-Alive header, which
// clients that read it (Node's agent, undici) stay under. A connection is capped per address
// (src/server/http/door/connection-cap.ts), and a client must send its request's headers within
// HEADERS_TIMEOUT_MS of opening the connection or of the request's first byte (an idle
// keep-alive connection is not counted: Node starts that clock with the next request), and the
// whole request within REQUEST_TIMEOUT_MS; past either, Node answers 408 and closes.

/** How long an idle connection stays open: longer than the clients' and proxies' own idle timeouts. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How long a request's headers may take to arrive. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** How long a whole request (headers and body, at most 64 kB) may take to arrive. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often Node checks those two: the default, 30 s, let a silent connection live 40 s. */
const TIMEOUTS_CHECKED_EVERY_MS = 1_000;
/** How long a shutdown waits for requests under way before it stops anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

const shutdownWork: Array<() => Promise<void>> = [];

/**
 * Work done once the server has stopped (its requests answered, or the grace over) and before the
 * process exits: the demo, which runs the server in its own process, stops its database there.
 */
export function onShutdown(work: () => Promise<void>): void {
  shutdownWork.push(work);
}

async function main() {
  (process.env as Record<string, string>).NODE_ENV ||= "production";
  loadEnvFiles(); // `.env` settings, read before the configuration below needs them
  giveNextTheBuildConfig();
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || undefined; // unset: every interface
  const { proxyTrust } = config();
  const app = next({ dev: false, dir: process.cwd(), hostname: host ?? "localhost", port });
  const handle = app.getRequestHandler();
  const staticFiles = brotliStaticFiles();
  staticFiles.ready.catch((error: unknown) => console.error("[ace] brotli static files:", error));
  const door = serverDoor();

  const options = {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUTS_CHECKED_EVERY_MS,
    highWaterMark: BODY_BUFFER_BYTES, // a whole body waits in the request's buffer (door/body-first.ts)
  };
  const server = http.createServer(options, (request, response) => {
    if (answerBeforeNext(request, response, proxyTrust)) return;
    if (staticFiles.serve(request, response)) return;
    door(request, response, () => {
      handle(request, response).catch((error: unknown) => {
        console.error(`[ace] ${request.method} ${request.url}:`, error);
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ error: "Erro interno do servidor." }));
      });
    });
  });
  capConnectionsPerAddress(server, proxyTrust);

  await app.prepare();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host }, resolve);
  });
  console.log(`[ace] listening on ${host ?? "every interface"}, port ${port}`);

  let exiting = false;
  const exit = () => {
    if (exiting) return;
    exiting = true;
    void Promise.allSettled(shutdownWork.map((work) => work())).then(() => process.exit(0));
  };
  const stop = () => {
    // New connections are refused, idle ones closed; requests under way get their answer.
    server.close(exit);
    server.closeIdleConnections();
    setTimeout(exit, SHUTDOWN_GRACE_MS).unref();
  };
  // SIGHUP: the demo's terminal was closed; it stops as on Ctrl-C, its database included.
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.once(signal, stop);
}

/**
 * Next.js's configuration as the build wrote it (.next/required-server-files.json), given to
 * Next.js the way its own standalone server gives it, instead of Next.js reading next.config.ts
 * again: reading a TypeScript configuration loads Next.js's compiler (SWC, a native module of
 * about 25 MB resident) into the server for the rest of its life (docs/performance.md,
 * "Memory"). Without the file (an older build), Next.js reads next.config.ts.
 */
function giveNextTheBuildConfig(): void {
  try {
    const manifest = JSON.parse(readFileSync(path.join(".next", "required-server-files.json"), "utf8")) as { config: unknown };
    process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(manifest.config);
  } catch {
    // no manifest: Next.js loads next.config.ts itself
  }
}

/** Settles once the server listens (the demo prints its logins then). */
export const listening = main();
listening.catch((error: unknown) => {
  console.error("[ace] the server did not start:", error);
  process.exit(1);
});
