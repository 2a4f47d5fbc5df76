import { randomBytes } from "node:crypto";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDatabase, dropDatabase, listDatabases, startDatabaseServer } from "../scripts/lib/database-server";
import { applyMigrations } from "../scripts/lib/migrations";

// Once per `vitest run`: find a PostgreSQL server, build a migrated template database for this
// run, and tell the workers about it. Each worker then clones the template for its integration
// test files, which take turns on it, emptied before each (test/setup-database.ts): files never
// see each other's rows and run in parallel. The teardown drops them all.

export type TestDatabaseContext = { serverUrl: string; template: string; prefix: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseContext;
  }
}

/** Every database a test run creates starts with this, then the run's id. */
const PREFIX = "ace_test_";
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

export default async function setup(project: TestProject) {
  const server = await startDatabaseServer({
    url: process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(".data/test-postgres"),
    log: (line) => console.log(`[test database] ${line}`),
  });
  await dropLeftovers(server.url);

  // The id starts with the time, so a later run can tell a crashed run's leftovers by their age.
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const prefix = `${PREFIX}${runId}_`;
  const template = `${prefix}template`;
  await applyMigrations({ databaseUrl: await createDatabase(server.url, template, { throwaway: true }) });
  project.provide("testDatabase", { serverUrl: server.url, template, prefix });

  return async function teardown() {
    for (const name of await listDatabases(server.url, prefix)) await dropDatabase(server.url, name);
    await server.stop();
  };
}

/** Databases of earlier runs that crashed before their teardown, older than an hour. */
async function dropLeftovers(serverUrl: string) {
  for (const name of await listDatabases(serverUrl, PREFIX)) {
    const startedAt = parseInt(name.slice(PREFIX.length).split("_")[0] ?? "", 36);
    if (Number.isFinite(startedAt) && Date.now() - startedAt > LEFTOVER_AGE_MS) {
      await dropDatabase(serverUrl, name).catch(() => {}); // another run may be dropping it too
    }
  }
}
