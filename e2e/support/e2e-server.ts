import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { FullConfig } from "@playwright/test";
import pg from "pg";
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "../../scripts/lib/chromium";
import { createDatabase, dropDatabase, listDatabases, startDatabaseServer } from "../../scripts/lib/database-server";
import { applyMigrations } from "../../scripts/lib/migrations";
import { clubToday } from "../../src/lib/club-time";
import { startFakeOpenWeather } from "../../test/fake-openweather";
import { E2E_ENV, OWN_CLUB_ENV, TRAINER } from "./accounts";
import { startMailbox } from "./mailbox-server";
import { freePort, startNextServer } from "../../scripts/lib/next-server";
import { E2E_OPENWEATHER_KEY } from "./weather";
import { startFakeEupagoServer } from "./payments-provider";

// Playwright's global setup: the app as a member meets it. A real SMTP server; a fake OpenWeather
// on loopback (five days of forecast from now, for the key OPENWEATHER_API_KEY gives the app); a
// fake payment provider; and two clubs, each a fresh database on the test PostgreSQL
// (TEST_DATABASE_URL, else the embedded one the unit tests use), migrated and seeded with the
// trainer only, with the production build's server (server.ts) on it: the shared club, and the
// club of the journeys that change what holds for the whole club (`startClub`).
// The returned function is the global teardown: it stops all of it and drops the databases.

const PREFIX = "ace_e2e_";
const LEFTOVER_AGE_MS = 60 * 60 * 1000;
const PREFERRED_PORT = Number(process.env.E2E_PORT || 3100);

/** The session secret of the journeys (40+ characters; the app requires 32+). */
const E2E_AUTH_SECRET = "ace-e2e-secret-not-for-production-0123456789abcdef";

/**
 * Variables a developer's shell or .env file might set that must not reach the app under test.
 * Set empty rather than deleted: Next.js loads .env files only into variables that are unset,
 * and the app reads an empty variable as unset.
 */
const CLEARED = ["MAIL_FROM", "OPENWEATHER_API_KEY", "OPENWEATHER_BASE_URL", "EUPAGO_API_KEY", "EUPAGO_BASE_URL", "EUPAGO_TIMEOUT_MS", "TRUST_PROXY", "TRUST_PROXY_FROM", "HOST", "ACE_FAKE_NOW", "PORT"];

const run = promisify(execFile);

export default async function globalSetup(config: FullConfig) {
  // Said once, before anything starts, rather than by every journey's launch.
  const missing = [CHROMIUM_PATH, HEADLESS_SHELL_PATH].filter((browser) => !existsSync(browser));
  if (missing.length) {
    throw new Error(`The journeys run in Debian's Chromium, missing here (${missing.join(", ")}): apt-get install -y chromium chromium-headless-shell`);
  }
  const root = config.configFile ? path.dirname(config.configFile) : process.cwd();
  const cleanups: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error("[e2e] teardown step failed:", error));
    }
  };

  try {
    const server = await startDatabaseServer({
      url: process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined,
      dataDir: path.join(root, ".data/test-postgres"),
    });
    cleanups.push(server.stop);
    await dropLeftovers(server.url);

    const dataDir = await mkdtemp(path.join(os.tmpdir(), "ace-e2e-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    const mailbox = await startMailbox();
    cleanups.push(mailbox.close);

    const openWeather = await startFakeOpenWeather({ apiKey: E2E_OPENWEATHER_KEY });
    cleanups.push(openWeather.close);

    // The payment provider, for the journey that sets its key in the settings (no key here: the
    // other journeys meet a club without one).
    const eupago = await startFakeEupagoServer();
    cleanups.push(eupago.close);

    const services = { serverUrl: server.url, root, dataDir, mailbox, openWeather, eupago };
    // The two clubs start side by side; each is stopped and dropped by the teardown. Both starts
    // end before a failure of either is thrown, so the teardown finds all that was started.
    const started = await Promise.allSettled([
      startClub({ ...services, name: "shared", preferredPort: PREFERRED_PORT }, cleanups),
      startClub({ ...services, name: "own", preferredPort: 0 }, cleanups),
    ]);
    const [shared, own] = started.map((club) => {
      if (club.status === "rejected") throw club.reason;
      return club.value;
    });

    // Inherited by the test workers, which Playwright starts after this setup.
    process.env[E2E_ENV.baseUrl] = shared.appUrl;
    process.env.PLAYWRIGHT_TEST_BASE_URL = shared.appUrl;
    process.env[E2E_ENV.databaseUrl] = shared.databaseUrl;
    process.env[OWN_CLUB_ENV.baseUrl] = own.appUrl;
    process.env[OWN_CLUB_ENV.databaseUrl] = own.databaseUrl;
    process.env[E2E_ENV.mailboxUrl] = mailbox.url;
    process.env[E2E_ENV.eupagoUrl] = eupago.url;
    process.env[E2E_ENV.suiteDay] = clubToday(); // where the journeys' days of their own count from (scheduling.ts, suiteDay)
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

type ClubServices = {
  serverUrl: string;
  root: string;
  dataDir: string;
  mailbox: Awaited<ReturnType<typeof startMailbox>>;
  openWeather: Awaited<ReturnType<typeof startFakeOpenWeather>>;
  eupago: Awaited<ReturnType<typeof startFakeEupagoServer>>;
};

/**
 * A club: its own database (migrated, seeded with the trainer) and the build's server on it, with
 * the run's mailbox, weather and payment provider. `shared` is every journey's; `own` is the
 * club of the journeys that change what holds for the whole club (playwright.config.ts,
 * `OWN_CLUB_JOURNEYS`).
 */
async function startClub(
  { serverUrl, root, dataDir, mailbox, openWeather, eupago, name, preferredPort }: ClubServices & { name: string; preferredPort: number },
  cleanups: (() => Promise<void>)[],
): Promise<{ appUrl: string; databaseUrl: string }> {
  // The name starts with the time, so a later run can tell a crashed run's leftovers by age.
  const database = `${PREFIX}${Date.now().toString(36)}_${randomBytes(3).toString("hex")}_${name}`;
  const databaseUrl = await createDatabase(serverUrl, database, { throwaway: true });
  cleanups.push(() => dropDatabase(serverUrl, database));
  await applyMigrations({ databaseUrl });
  await seedTrainer(root, databaseUrl);

  const clubDataDir = path.join(dataDir, name);
  await mkdir(clubDataDir, { recursive: true });
  const port = await freePort(preferredPort);
  const appUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of CLEARED) env[key] = "";
  Object.assign(env, {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: E2E_AUTH_SECRET,
    APP_URL: appUrl,
    SMTP_URL: mailbox.smtpUrl,
    OPENWEATHER_BASE_URL: openWeather.url,
    OPENWEATHER_API_KEY: E2E_OPENWEATHER_KEY,
    EUPAGO_BASE_URL: eupago.url,
    ACE_DATA_DIR: clubDataDir,
    NEXT_TELEMETRY_DISABLED: "1",
    // bcrypt at cost 4 (production: 12): every journey signs up or in at least once.
    ACE_TEST_PASSWORD_COST: "4",
    // As behind one reverse proxy: each journey names its own client address (fixtures.ts).
    TRUST_PROXY: "1",
  });
  // Kept after the run (test-results/ is Playwright's output folder, emptied when a run starts).
  const logFile = path.join(root, "test-results", name === "shared" ? "e2e-server.log" : `e2e-server-${name}.log`);
  await mkdir(path.dirname(logFile), { recursive: true });
  const next = await startNextServer({ root, port, env, logFile });
  cleanups.push(next.stop);
  return { appUrl, databaseUrl };
}

/**
 * The project's own seed (settings and the first trainer), as `npm run db:seed` runs it. The
 * trainer has already read this version's news, so the journeys that are not about the
 * changelog meet the screens without its modal.
 */
async function seedTrainer(root: string, databaseUrl: string) {
  await run(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "prisma/seed.ts")], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      TRAINER_EMAIL: TRAINER.email,
      TRAINER_PASSWORD: TRAINER.password,
      TRAINER_NAME: TRAINER.name,
      ACE_TEST_PASSWORD_COST: "4",
    },
  });
  const [latest] = JSON.parse(await readFile(path.join(root, "public/changelog.json"), "utf8")) as { version: string }[];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("UPDATE users SET last_changelog_seen = $1 WHERE email = $2", [latest?.version, TRAINER.email]);
  } finally {
    await client.end();
  }
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
