import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeEach, inject } from "vitest";
import { createDatabase, databaseUrl, dropDatabase } from "../scripts/lib/database-server";
import { emptyAllTables } from "./empty-tables";
import { forgetWeather } from "@/server/weather/weather-memo";

// Runs before each integration test file's own imports, after test/setup-environment.ts: points
// the app at a database of this worker's own, before any app module reads it. A worker runs one
// file at a time (each in a worker thread of its own: vitest.config.mts), so its files take turns on one database, cloned
// from the run's migrated template by the first of them and emptied before each: cloning and
// dropping a database for every file cost a second and more with the suite running (a drop
// waits for the server's checkpoint). The run's global teardown drops them (test/global-setup.ts).
// Each test then starts with empty tables: rows made in a beforeAll do not reach the tests, so
// create them in the test or in a beforeEach.

const { serverUrl, template, prefix } = inject("testDatabase");

// The worker's turn on its database, held until the file is done (a lock on the server, so a file
// that finds it taken, which the pool should never allow, gets a database of its own instead).
const turn = new pg.Client({ connectionString: serverUrl });
await turn.connect();
const shared = `${prefix}worker_${process.env.VITEST_POOL_ID ?? "0"}`;
const gotTurn = (await turn.query<{ got: boolean }>("SELECT pg_try_advisory_lock(hashtext($1)) AS got", [shared])).rows[0]!.got;
const name = gotTurn ? shared : `${prefix}${process.pid}_${randomBytes(4).toString("hex")}`;

process.env.DATABASE_URL = databaseUrl(serverUrl, name);
await createDatabase(serverUrl, name, { template, throwaway: true, ifNotExists: gotTurn });
// What the worker's last file left.
const emptying = new pg.Client({ connectionString: process.env.DATABASE_URL });
await emptying.connect();
try {
  await emptyAllTables({
    $queryRawUnsafe: async <T>(query: string) => (await emptying.query(query)).rows as T,
    $executeRawUnsafe: async (query: string) => (await emptying.query(query)).rowCount ?? 0,
  });
} finally {
  await emptying.end();
}

// The app's Prisma client, cached on globalThis by src/server/db.ts once a test has used it.
const cache = globalThis as {
  acePrisma?: Parameters<typeof emptyAllTables>[0] & { $disconnect(): Promise<void> };
  acePool?: { end(): Promise<void> };
  aceReadPool?: { end(): Promise<void> };
};

beforeEach(async () => {
  // Only files that touched the database pay for the reset.
  if (cache.acePrisma) await emptyAllTables(cache.acePrisma);
  // Emptied behind the app's back: what the process kept of the weather goes too.
  forgetWeather();
});

afterAll(async () => {
  await cache.acePrisma?.$disconnect();
  await cache.acePool?.end();
  await cache.aceReadPool?.end();
  delete cache.acePrisma;
  delete cache.acePool;
  delete cache.aceReadPool;
  if (!gotTurn) await dropDatabase(serverUrl, name);
  await turn.end(); // the turn goes with the connection
});
