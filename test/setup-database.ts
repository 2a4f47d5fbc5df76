import { randomBytes } from "node:crypto";
import { afterAll, beforeEach, inject } from "vitest";
import { createDatabase, databaseUrl, dropDatabase } from "../scripts/lib/database-server";
import { emptyAllTables } from "./empty-tables";
import { forgetWeather } from "@/server/weather/weather-memo";

// Runs before each integration test file's own imports, after test/setup-environment.ts: points
// the app at a fresh database cloned from the run's migrated template, before any app module
// reads it.
// Each test then starts with empty tables: rows made in a beforeAll do not reach the tests, so
// create them in the test or in a beforeEach.

const { serverUrl, template, prefix } = inject("testDatabase");
const name = `${prefix}${process.pid}_${randomBytes(4).toString("hex")}`;

process.env.DATABASE_URL = databaseUrl(serverUrl, name);

// A copy of a small template, but still a second or more with the suite running: only
// integration tests pay for it (vitest.config.mts).
await createDatabase(serverUrl, name, { template, throwaway: true });

// The app's Prisma client, cached on globalThis by src/server/db.ts once a test has used it.
const cache = globalThis as {
  acePrisma?: Parameters<typeof emptyAllTables>[0] & { $disconnect(): Promise<void> };
  acePool?: { end(): Promise<void> };
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
  delete cache.acePrisma;
  delete cache.acePool;
  await dropDatabase(serverUrl, name);
});
