import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, inject } from "vitest";
import { createDatabase, databaseUrl, dropDatabase } from "../scripts/lib/database-server";
import { emptyAllTables } from "./empty-tables";
import { forgetWeather } from "@/server/weather/weather-memo";

// Runs before each test file's own imports: points the app at a fresh database cloned from the
// run's migrated template, and at a fixed environment, before any app module reads it.
// Each test then starts with empty tables: rows made in a beforeAll do not reach the tests, so
// create them in the test or in a beforeEach.

/** The session secret of every test (40+ characters; the app requires 32+). */
const TEST_AUTH_SECRET = "ace-test-secret-not-for-production-0123456789";

/** Variables a developer's shell might carry that must not leak into tests (real mail, keys). */
const CLEARED = [
  "SMTP_URL",
  "MAIL_FROM",
  "OPENWEATHER_API_KEY",
  "OPENWEATHER_BASE_URL",
  "TRUST_PROXY",
  "TRUST_PROXY_FROM",
  "TRAINER_EMAIL",
  "TRAINER_PASSWORD",
  "TRAINER_NAME",
  "ACE_FAKE_NOW",
];

const { serverUrl, template, prefix } = inject("testDatabase");
const name = `${prefix}${process.pid}_${randomBytes(4).toString("hex")}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "ace-test-"));

for (const key of CLEARED) delete process.env[key];
process.env.DATABASE_URL = databaseUrl(serverUrl, name);
process.env.AUTH_SECRET = TEST_AUTH_SECRET;
process.env.ACE_DATA_DIR = dataDir;
process.env.APP_URL = "http://localhost:3000";
// bcrypt at cost 4 (production: 12, src/server/auth/passwords.test.ts): a real hash, 256 times faster.
process.env.ACE_TEST_PASSWORD_COST = "4";

// Eager but cheap (a file copy of a small template): unit tests pay a few milliseconds for it.
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
  rmSync(dataDir, { recursive: true, force: true });
});
