import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/generated/prisma/client";
import { config } from "@/server/config";

// One connection pool and one Prisma client on it per process (kept on globalThis so dev reloads
// do not open new pools). Prisma does the app's writes and most reads; the hot reads (the
// session, the settings, the calendar's slots, the lesson lists, the payment lists, the
// statistics) send their one statement through the same pool with `queryRows`: Prisma's raw path costs about twice the driver's own,
// and on the calendar that was most of a request (see docs/architecture.md, "Speed").
const globalForDb = globalThis as unknown as { acePrisma?: PrismaClient; acePool?: pg.Pool };

function pool(): pg.Pool {
  if (!globalForDb.acePool) {
    // Idle connections do not keep a script alive once it is done with the database.
    const created = new pg.Pool({ connectionString: config().databaseUrl, allowExitOnIdle: true, options: connectionOptions() });
    // An idle connection the server dropped (restart, crash) is only logged: the pool replaces it.
    created.on("error", (error) => console.error("[ace] database connection lost:", error.message));
    globalForDb.acePool = created;
  }
  return globalForDb.acePool;
}

/**
 * The club's data fits in memory many times over, so reading a row through an index costs about
 * what reading the next one does (PostgreSQL's default, 4x, is for spinning disks): without
 * this, the calendar joined a week's 40 slots to every booking ever made rather than look up 40.
 * Options already in DATABASE_URL are kept.
 */
function connectionOptions(): string {
  const inUrl = new URL(config().databaseUrl).searchParams.get("options");
  return [inUrl, "-c random_page_cost=1.1"].filter(Boolean).join(" ");
}

export function getDb(): PrismaClient {
  globalForDb.acePrisma ??= new PrismaClient({ adapter: new PrismaPg(pool()) });
  return globalForDb.acePrisma;
}

/** The Prisma client, created on first use so tests can point DATABASE_URL first. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getDb();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/**
 * One statement's rows, straight from the driver: for the hottest reads. `text` is a fixed
 * template with $1, $2... for the values: each connection prepares it once (PostgreSQL parses it
 * once, not on every request), under a name taken from the text.
 */
export async function queryRows<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  return (await pool().query({ name: statementName(text), text, values })).rows as Row[];
}

const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `ace_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** Closes the client and the pool (scripts and tests, when done with the database). */
export async function closeDb(): Promise<void> {
  await globalForDb.acePrisma?.$disconnect();
  await globalForDb.acePool?.end();
  delete globalForDb.acePrisma;
  delete globalForDb.acePool;
}
