// `npm run demo`: ACE from a fresh clone with one command. Plain Node, started by
// scripts/ace-node.sh with the server's memory settings, because this process becomes the app's
// server: the preparation (database, migrations, seed, build: scripts/demo-prepare.ts, under tsx)
// runs in a child that exits once done, then this process loads the built server
// (.next/ace-server.mjs) itself. So nothing big waits beside the app (docs/performance.md,
// "Memory"). Ctrl-C stops the server (requests under way get their answer),
// then the embedded database.
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
const SERVER_ENTRY = ".next/ace-server.mjs"; // scripts/lib/next-server.ts, SERVER_ENTRY

/** A TypeScript script of ours in a child Node with tsx; resolves its exit code. */
function runTypeScript(script, args, onMessage) {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    stdio: ["inherit", "inherit", "inherit", "ipc"],
  });
  child.on("message", onMessage ?? (() => {}));
  // A signal sent to the whole terminal reaches the child by itself; one sent to us alone is passed on.
  const pass = (signal) => child.exitCode === null && child.kill(signal);
  for (const signal of SIGNALS) process.on(signal, pass);
  return new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      for (const name of SIGNALS) process.off(name, pass);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

async function main() {
  let database; // the embedded PostgreSQL's lease, once the preparation started it for us
  let ready;
  const code = await runTypeScript("scripts/demo-prepare.ts", [], (message) => {
    if (message.type === "database") database = message;
    if (message.type === "ready") ready = message;
  });
  const releaseDatabase = async () => {
    if (database) await runTypeScript("scripts/demo-release.ts", [database.dir, database.lease]);
  };
  if (code !== 0 || !ready) {
    await releaseDatabase();
    process.exit(code || 1);
  }

  Object.assign(process.env, ready.env); // beside every variable of .env.example (SMTP_URL, TRUST_PROXY...)
  const server = await import(pathToFileURL(path.resolve(SERVER_ENTRY)).href);
  server.onShutdown(async () => {
    // The app's connections end first (src/server/db.ts keeps its pool on globalThis), so that
    // stopping the database does not cut them and log each one as lost.
    await globalThis.acePool?.end().catch(() => {});
    await releaseDatabase();
  });
  await server.listening;
  console.log(ready.banner.join("\n"));
}

void main();
