import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, vi } from "vitest";

// Runs before each test file's own imports: a fixed environment, before any app module reads it.
// Integration tests then get a database of their own (test/setup-database.ts); unit tests get
// none, and a unit test that reaches for one is refused (DATABASE_URL below).

/** The session secret of every test (40+ characters; the app requires 32+). */
const TEST_AUTH_SECRET = "ace-test-secret-not-for-production-0123456789";

/** Variables a developer's shell might carry that must not leak into tests (real mail, keys). */
const CLEARED = [
  "SMTP_URL",
  "MAIL_FROM",
  "OPENWEATHER_API_KEY",
  "OPENWEATHER_BASE_URL",
  "EUPAGO_API_KEY",
  "EUPAGO_BASE_URL",
  "EUPAGO_TIMEOUT_MS",
  "TRUST_PROXY",
  "TRUST_PROXY_FROM",
  "TRAINER_EMAIL",
  "TRAINER_PASSWORD",
  "TRAINER_NAME",
  "ACE_FAKE_NOW",
];

// A worker runs many files (vitest.config.mts): each starts from the environment the worker
// started with, whatever the file before it set (its SMTP_URL, ACE_FAKE_NOW, TZ...).
const STARTING_ENVIRONMENT = Symbol.for("ace.test.startingEnvironment");
const worker = globalThis as { [STARTING_ENVIRONMENT]?: NodeJS.ProcessEnv };
const starting = (worker[STARTING_ENVIRONMENT] ??= { ...process.env });
for (const key of Object.keys(process.env)) if (!(key in starting)) delete process.env[key];
Object.assign(process.env, starting);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "ace-test-"));

for (const key of CLEARED) delete process.env[key];
// Nothing listens on port 1: a connection is refused at once. Name the file *.integration.test.ts
// to get a database (test/setup-database.ts sets this again).
process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:1/unit_tests_have_no_database";
process.env.AUTH_SECRET = TEST_AUTH_SECRET;
process.env.ACE_DATA_DIR = dataDir;
process.env.APP_URL = "http://localhost:3000";
// bcrypt at cost 4 (production: 12, src/server/auth/passwords.test.ts): a real hash, 256 times faster.
process.env.ACE_TEST_PASSWORD_COST = "4";
// The server's door lets fewer writes in at once (WRITES_AT_ONCE, src/server/http/door/door.ts)
// than the writes' pool has connections. Integration tests call the handlers without the door,
// sixty at once, and on a loaded machine the last of them waited more than the pool's 5 s for a
// connection (answered 503 "busy": src/server/http/error-response.ts). A minute is a wait no
// loaded machine reaches; the pool's own tests set theirs (db, pool-wait.integration.test.ts).
process.env.DATABASE_POOL_TIMEOUT_MS = "60000";

afterAll(() => {
  // What a file may have left for the next one in its worker.
  vi.useRealTimers();
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});
