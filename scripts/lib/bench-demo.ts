import { execFileSync, spawn } from "node:child_process";
import { copyFile, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { loadEndpoint } from "./bench-http";

// The memory of `npm run demo` for `npm run bench`: the demo started as a person starts it, on a
// database of its own on the bench's PostgreSQL server (so every process of its tree is ACE's:
// npm, the launcher that becomes the server; an embedded PostgreSQL is measured apart, in
// docs/performance.md, "Memory"), signed in as its trainer, five screens and
// the week loaded for a few seconds, then the resident memory of every process of the tree.

export type DemoMemory = { totalMb: number; processes: { command: string; mb: number }[] };

/** The trainer's screens a club opens first, and the week a member opens. */
const LOADED = ["/", "/calendar", "/students", "/payments", "/statistics"];

export async function measureDemoMemory(options: {
  root: string;
  databaseUrl: string;
  port: number;
  /** The bench's own build state: the demo sees the same build and does not build again. */
  buildState: string;
  trainerPassword: string;
}): Promise<DemoMemory> {
  const dataDir = path.join(options.root, ".data/bench/demo");
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  await copyFile(options.buildState, path.join(dataDir, "build-hash"));
  const appUrl = `http://127.0.0.1:${options.port}`;
  const { NODE_ENV: _benchMode, ...inherited } = process.env; // the demo sets its own
  const env: Record<string, string | undefined> = {
    ...inherited,
    DATABASE_URL: options.databaseUrl,
    PORT: String(options.port),
    APP_URL: appUrl,
    ACE_DATA_DIR: dataDir,
    TRAINER_PASSWORD: options.trainerPassword,
  };
  // A process group of its own: Ctrl-C reaches the whole of it, as from a terminal.
  const demo = spawn("npm", ["run", "demo"], { cwd: options.root, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  demo.stdout.on("data", (chunk: Buffer) => (output += chunk));
  demo.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => demo.once("exit", (code) => resolve(code)));
  try {
    await answers(`${appUrl}/login`, exited, () => output);
    const login = await fetch(`${appUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "treinador@ace.pt", password: options.trainerPassword }),
    });
    if (!login.ok) throw new Error(`The demo's trainer could not sign in: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const cookie = `ace_session=${token}`;
    for (const page of LOADED) await loadEndpoint({ url: `${appUrl}${page}`, headers: { cookie }, connections: 4, seconds: 2 });
    const processes = processTree(demo.pid!);
    return { totalMb: processes.reduce((sum, process) => sum + process.mb, 0), processes };
  } finally {
    signal(demo.pid!, "SIGINT");
    await Promise.race([exited, sleep(20_000)]);
    signal(demo.pid!, "SIGKILL");
  }
}

/** A signal to the demo's whole process group, if any of it is left. */
function signal(group: number, name: NodeJS.Signals): void {
  try {
    process.kill(-group, name);
  } catch {
    // the group has exited: nothing left to stop
  }
}

/** Until the demo answers HTTP, or fails to start (its output then says why). */
async function answers(url: string, exited: Promise<number | null>, output: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let attempt = 0; attempt < 240; attempt++) {
    if (gone) throw new Error(`npm run demo stopped before it answered:\n${output()}`);
    if (await fetch(url, { redirect: "manual" }).then(() => true, () => false)) return;
    await sleep(500);
  }
  throw new Error(`npm run demo did not answer within 2 minutes:\n${output()}`);
}

/** The process and every descendant, with its resident memory (MB): the demo's, the bench's server's. */
export function processTree(root: number): { command: string; mb: number }[] {
  const rows = execFileSync("ps", ["-e", "-o", "pid=,ppid=,rss=,args="], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [pid, ppid, rss, ...args] = line.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), mb: Number(rss) / 1024, command: args.join(" ").slice(0, 60) };
    });
  const found = rows.filter((row) => row.pid === root);
  for (let index = 0; index < found.length; index++) found.push(...rows.filter((row) => row.ppid === found[index].pid));
  return found.map(({ command, mb }) => ({ command, mb }));
}
