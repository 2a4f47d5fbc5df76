// The demo's preparation (`npm run demo`: scripts/demo.mjs runs it in a process of its own, which
// exits once done, so none of this stays in memory beside the app): the database (DATABASE_URL
// when set, else an embedded PostgreSQL kept in the data folder, its lease held for the launcher),
// the migrations, the demo club's seed, and a build when sources changed. It answers the launcher
// over IPC: first the embedded database's lease (to give back on stop), then the server's settings.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { demoLoginLines, seed } from "../prisma/seed";
import { createDatabase, startDatabaseServer, type DatabaseServer } from "./lib/database-server";
import { loadEnvFiles } from "./lib/load-env";
import { applyMigrations } from "./lib/migrations";
import { buildIfChanged } from "./lib/next-build";

/** What this process tells the launcher (scripts/demo.mjs reads the same shapes). */
export type DemoMessage =
  | { type: "database"; dir: string; lease: string }
  | { type: "ready"; env: Record<string, string>; banner: string[] };

const log = (line: string) => console.log(`[demo] ${line}`);

async function main() {
  if (!process.send) throw new Error("Run `npm run demo` (scripts/demo.mjs starts this preparation).");
  const tell = (message: DemoMessage) => new Promise<void>((resolve) => process.send!(message, undefined, {}, () => resolve()));
  loadEnvFiles();
  const dataDir = path.resolve(process.env.ACE_DATA_DIR || ".data");
  await mkdir(dataDir, { recursive: true });
  const port = process.env.PORT || "3000";
  const appUrl = process.env.APP_URL || `http://localhost:${port}`;

  const databaseDir = path.join(dataDir, "postgres");
  const server = await startDatabaseServer({ url: process.env.DATABASE_URL || undefined, dataDir: databaseDir, log, holder: process.ppid });
  if (server.lease) await tell({ type: "database", dir: databaseDir, lease: server.lease });

  const { databaseUrl, trainerPassword } = await prepareDatabase(server);
  const env = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: process.env.AUTH_SECRET || (await keptSecret(dataDir)),
    APP_URL: appUrl,
    PORT: port,
    ACE_DATA_DIR: dataDir,
  };
  await buildIfChanged({ stateFile: path.join(dataDir, "build-hash"), env: { ...process.env, ...env }, log });
  const banner = ["", `ACE is running at ${appUrl}`, "Demo logins:", ...demoLoginLines(trainerPassword), "Ctrl-C stops it.", ""];
  await tell({ type: "ready", env, banner });
}

/**
 * The app's database: created on first use, migrated, seeded with the demo club. On the start
 * that creates the trainer (without TRAINER_PASSWORD) the seed makes its password: printed now
 * and again once the app answers, and never on a later start.
 */
async function prepareDatabase(server: DatabaseServer): Promise<{ databaseUrl: string; trainerPassword: string | null }> {
  const given = process.env.DATABASE_URL;
  const name = given ? decodeURIComponent(new URL(given).pathname.slice(1)) || "postgres" : "ace";
  const databaseUrl = await createDatabase(server.url, name, { ifNotExists: true });
  log(given ? `Using DATABASE_URL (database "${name}").` : `Using the embedded PostgreSQL (database "${name}").`);
  await applyMigrations({ databaseUrl, log });
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  try {
    const result = await seed(db, { demo: true, log });
    log(`Seeded: ${result.settingsAdded} settings, trainer ${result.trainerCreated ? "created" : "present"}, ` +
      `demo club ${result.demoCreated ? "created" : "already there"}.`);
    return { databaseUrl, trainerPassword: result.trainerPassword };
  } finally {
    await db.$disconnect();
  }
}

/** AUTH_SECRET for the demo: generated on the first start, then kept, so sessions survive restarts. */
async function keptSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "auth-secret");
  const kept = (await readFile(file, "utf8").catch(() => "")).trim();
  if (kept.length >= 32) return kept;
  const secret = randomBytes(48).toString("base64url"); // 64 characters
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

// Exits once done: the database stays up for the launcher, which holds its lease.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[demo] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
