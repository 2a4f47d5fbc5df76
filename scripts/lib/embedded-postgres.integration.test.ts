import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, databaseUrl } from "./database-server";
import { startEmbeddedPostgres } from "./embedded-postgres";

// What a fresh clone relies on: an embedded server in a local folder that keeps its data, starts
// again quickly, and is not wedged by what a killed run leaves behind. A folder the server's user
// cannot enter (a clone under /root): embedded-postgres-clone.integration.test.ts.

const dir = await mkdtemp(path.join(os.tmpdir(), "ace-embedded-"));
afterAll(async () => {
  // Whatever a failed test left running: join it and leave last, which stops it.
  await (await startEmbeddedPostgres({ dir })).stop();
  await rm(dir, { recursive: true, force: true });
});

async function scalar(url: string, sql: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Object.values((await client.query(sql)).rows[0] ?? {})[0];
  } finally {
    await client.end();
  }
}

/**
 * initdb and two starts: about 10 s quiet, and over 30 s (Vitest's usual bound) on a loaded
 * machine whose page faults are slow (30 November 2026). A bound no loaded machine reaches: the
 * test is about what the server keeps, not how fast it starts (that is the bench's).
 */
const INITDB_TIMEOUT_MS = 180_000;

describe("embedded PostgreSQL (integration)", () => {
  it("initialises once, keeps data across restarts, and a restart only starts the server", async () => {
    const said: string[] = [];
    const first = await startEmbeddedPostgres({ dir, log: (line) => said.push(line) });
    expect(new URL(first.url).port).not.toBe("5432");
    expect(said.filter((line) => line.startsWith("Initialising"))).toHaveLength(1);
    const url = await createDatabase(first.url, "kept");
    await scalar(url, "CREATE TABLE notes AS SELECT 'ainda aqui' AS text");
    await first.stop();

    // What makes a restart quick: no second initdb (how quick is the bench's, `npm run bench`).
    said.length = 0;
    const second = await startEmbeddedPostgres({ dir, log: (line) => said.push(line) });
    expect(said.filter((line) => line.startsWith("Initialising"))).toEqual([]);
    expect(await scalar(databaseUrl(second.url, "kept"), "SELECT text FROM notes")).toBe("ainda aqui");
    await second.stop();
  }, INITDB_TIMEOUT_MS);

  it("starts over a stale postmaster.pid whose pid now belongs to another process", async () => {
    // This test process is alive and is no postgres: what a reused pid looks like.
    await writeFile(path.join(dir, "pgdata", "postmaster.pid"), `${process.pid}\n${dir}/pgdata\n0\n5999\n`);
    const server = await startEmbeddedPostgres({ dir });
    expect(await scalar(server.url, "SELECT 1")).toBe(1);
    await server.stop();
  });

  it("joins a server left running by a run that died, and the last user out stops it", async () => {
    const lines: string[] = [];
    const orphan = await startEmbeddedPostgres({ dir });
    await rm(path.join(dir, "leases"), { recursive: true }); // as if its process had been killed

    const joined = await startEmbeddedPostgres({ dir, log: (line) => lines.push(line) });
    expect(joined.url).toBe(orphan.url);
    expect(lines.join("\n")).toMatch(/already running/);
    const other = await startEmbeddedPostgres({ dir });
    await joined.stop();
    expect(await scalar(other.url, "SELECT 1")).toBe(1); // still used by `other`: left running
    await other.stop();
    await expect(scalar(other.url, "SELECT 1")).rejects.toThrow();
    expect(await readdir(path.join(dir, "leases"))).toEqual([]);
  });
});
