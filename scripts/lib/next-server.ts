import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, openSync, closeSync } from "node:fs";
import net from "node:net";
import path from "node:path";

// ACE's server (server.ts, compiled by `npm run build` to .next/ace-server.mjs) on the production
// build (the test:e2e script builds first; the browser journeys and `npm run bench` use it), in a
// process group of its own so that stopping it stops everything it started.

export type NextServer = { url: string; pid: number; stop: () => Promise<void> };

/** The compiled server entry (scripts/build-server.mjs). */
export const SERVER_ENTRY = ".next/ace-server.mjs";
/** How Node runs it, with the server's memory settings. */
const SERVER_NODE = "scripts/ace-node.sh";
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export async function startNextServer(options: {
  root: string;
  port: number;
  env: NodeJS.ProcessEnv;
  logFile: string;
  /** Options for Node itself (`--cpu-prof`...). */
  nodeArgs?: string[];
}): Promise<NextServer> {
  if (!existsSync(path.join(options.root, ".next", "BUILD_ID")) || !existsSync(path.join(options.root, SERVER_ENTRY))) {
    throw new Error("No production build in .next: run `npm run build` first (`npm run test:e2e` does).");
  }
  const log = openSync(options.logFile, "a");
  // Through scripts/ace-node.sh, as `npm start` runs it: the server's memory settings (it execs Node).
  const child = spawn("sh", [SERVER_NODE, ...(options.nodeArgs ?? []), SERVER_ENTRY], {
    cwd: options.root,
    env: { ...options.env, HOST: "127.0.0.1", PORT: String(options.port) },
    detached: true, // its own process group: see stop()
    stdio: ["ignore", log, log],
  });
  closeSync(log);

  // If the runner dies without its teardown, the server must not outlive it.
  const killOnExit = () => killGroup(child, "SIGKILL");
  process.once("exit", killOnExit);

  const url = `http://localhost:${options.port}`;
  try {
    await waitUntilHealthy(child, `http://127.0.0.1:${options.port}/api/health`, options.logFile);
  } catch (error) {
    await stop(child);
    process.off("exit", killOnExit);
    throw error;
  }

  return {
    url,
    pid: child.pid!,
    async stop() {
      await stop(child);
      process.off("exit", killOnExit);
    },
  };
}

/** A free TCP port on loopback: `preferred` when it is free, else one the system picks. */
export async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(null));
      server.listen(port, "127.0.0.1", () => {
        const { port: bound } = server.address() as net.AddressInfo;
        server.close(() => resolve(bound));
      });
    });
  return (await tryPort(preferred)) ?? (await tryPort(0))!;
}

async function waitUntilHealthy(child: ChildProcess, healthUrl: string, logFile: string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before answering; see ${logFile}.`);
    }
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${healthUrl} within ${STARTUP_TIMEOUT_MS / 1000} s; see ${logFile}.`);
}

/** SIGTERM to the whole group, SIGKILL if it has not exited after a while. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  killGroup(child, "SIGTERM");
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
  killGroup(child, "SIGKILL"); // anything the server itself started and left behind
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}
