import { readFileSync } from "node:fs";
import { open, readFile, rm, stat } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";

// A lock between processes on one machine: the file exists while someone holds it and names
// their pid, so a lock left by a killed process is taken over instead of blocking forever.

/** Runs `fn` while holding the lock file; waits up to `timeoutMs` for another holder. */
export async function withFileLock<T>(file: string, fn: () => Promise<T>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (!(await tryAcquire(file))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for the lock ${file}.`);
    await sleep(100);
  }
  try {
    return await fn();
  } finally {
    await rm(file, { force: true });
  }
}

async function tryAcquire(file: string): Promise<boolean> {
  try {
    const handle = await open(file, "wx");
    await handle.writeFile(String(process.pid));
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if (await isStale(file)) await rm(file, { force: true });
    return false;
  }
}

async function isStale(file: string): Promise<boolean> {
  const [text, info] = await Promise.all([
    readFile(file, "utf8").catch(() => ""),
    stat(file).catch(() => undefined),
  ]);
  if (!info) return false;
  const pid = Number(text);
  // An empty file is a holder between creating and writing it; only a long-empty one is stale.
  if (!pid) return Date.now() - info.mtimeMs > 10_000;
  return !isProcessAlive(pid);
}

/** Whether a process runs. A killed one can linger as a zombie until reaped: that is dead. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z";
  } catch {
    return true; // no /proc (macOS): trust kill(0)
  }
}
