import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/generated/prisma/client";
import { config } from "@/server/config";

// One connection pool and one Prisma client on it per process (kept on globalThis so dev reloads
// do not open new pools). Prisma does the app's reads and writes; the few hottest reads (the
// session, the settings, the calendar's slots, the lesson lists) send their one statement
// through the same pool with `queryRows`: Prisma's raw path costs about twice the driver's own,
// and on the calendar that was most of a request (see docs/architecture.md, "Speed").
const globalForDb = globalThis as unknown as { acePrisma?: PrismaClient; acePool?: pg.Pool };

function pool(): pg.Pool {
  if (!globalForDb.acePool) {
    // Idle connections do not keep a script alive once it is done with the database.
    const created = new pg.Pool({ connectionString: config().databaseUrl, allowExitOnIdle: true });
    // An idle connection the server dropped (restart, crash) is only logged: the pool replaces it.
    created.on("error", (error) => console.error("[ace] database connection lost:", error.message));
    globalForDb.acePool = created;
  }
  return globalForDb.acePool;
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

/** One statement's rows, straight from the driver ($1, $2... placeholders): for the hottest reads. */
export async function queryRows<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  return (await pool().query(text, values)).rows as Row[];
}

/** Closes the client and the pool (scripts and tests, when done with the database). */
export async function closeDb(): Promise<void> {
  await globalForDb.acePrisma?.$disconnect();
  await globalForDb.acePool?.end();
  delete globalForDb.acePrisma;
  delete globalForDb.acePool;
}
