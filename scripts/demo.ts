// `npm run demo`: ACE from a fresh clone with one command. Uses DATABASE_URL when set, else an
// embedded PostgreSQL kept in the data folder; migrates, seeds the demo club, builds only when
// sources changed, and serves on PORT. Ctrl-C stops Next.js, then the database.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { demoLoginLines, seed } from "../prisma/seed";
import { createDatabase, startDatabaseServer, type DatabaseServer } from "./lib/database-server";
import { loadEnvFiles } from "./lib/load-env";
import { applyMigrations } from "./lib/migrations";
import { buildIfChanged } from "./lib/next-build";
import { SERVER_ENTRY } from "./lib/next-server";

const log = (line: string) => console.log(`[demo] ${line}`);

async function main() {
  loadEnvFiles();
  const dataDir = path.resolve(process.env.ACE_DATA_DIR || ".data");
  await mkdir(dataDir, { recursive: true });
  const port = process.env.PORT || "3000";
  const appUrl = process.env.APP_URL || `http://localhost:${port}`;

  const server = await startDatabaseServer({
    url: process.env.DATABASE_URL || undefined,
    dataDir: path.join(dataDir, "postgres"),
    log,
  });
  let next: ChildProcess | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await server.stop().catch((error: unknown) => console.error(error));
    process.exit(code);
  };
  // Next.js gets the terminal's Ctrl-C itself; we pass on signals sent only to us, wait for it to
  // exit, then stop the database, so no request is cut off by a vanished database.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (next && next.exitCode === null) next.kill(signal);
      else void shutdown(0);
    });
  }

  try {
    const { databaseUrl, trainerPassword } = await prepareDatabase(server);
    const env: NodeJS.ProcessEnv = {
      ...process.env, // every variable of .env.example passes through (SMTP_URL, TRUST_PROXY...)
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: process.env.AUTH_SECRET || (await keptSecret(dataDir)),
      APP_URL: appUrl,
      PORT: port,
      ACE_DATA_DIR: dataDir,
    };
    await buildIfChanged({ stateFile: path.join(dataDir, "build-hash"), env, log });
    next = spawn(process.execPath, [SERVER_ENTRY], { stdio: "inherit", env });
    next.once("exit", (code) => void shutdown(code ?? 0));
    if (await answers(`http://127.0.0.1:${port}/`)) {
      console.log(["", `ACE is running at ${appUrl}`, "Demo logins:", ...demoLoginLines(trainerPassword), "Ctrl-C stops it.", ""].join("\n"));
    }
  } catch (error) {
    console.error(`[demo] ${error instanceof Error ? error.message : error}`);
    await shutdown(1);
  }
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

/** Waits until the server answers HTTP at all (any status), for up to a minute. */
async function answers(url: string): Promise<boolean> {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (await fetch(url, { redirect: "manual" }).then(() => true, () => false)) return true;
    await sleep(500);
  }
  return false;
}

void main();
