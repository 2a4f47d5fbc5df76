import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { z } from "zod";
import { Prisma, PrismaClient } from "@/generated/prisma/client";
import { config } from "@/server/config";

// One connection pool and one Prisma client on it per process (kept on globalThis so dev reloads
// do not open new pools). Prisma does the app's writes and most reads; the hot reads (the
// session, the settings, the calendar's slots, the lesson lists, the payment lists, the
// statistics) send their one statement straight to the driver with `queryRows`: Prisma's raw path
// costs about twice the driver's own, and on the calendar that was most of a request (see
// docs/architecture.md, "Speed"). Raw SQL is written one way in src/: a tagged template
// (queryRows`... ${value}`, writeRows`...`, tx.$queryRaw`...`), never a string numbered $1...$n.
const globalForDb = globalThis as unknown as { acePrisma?: PrismaClient; acePool?: pg.Pool; aceReadPool?: pg.Pool };

/**
 * The pools' sizes and how long a request waits for one of their connections before it fails (a
 * transaction's start waits as long). Documented in .env.example; see docs/architecture.md,
 * "Concurrency and hostile input": a transaction holds one connection and never asks for another.
 *
 * Two pools: Prisma's (the writes, their transactions, and Prisma's reads) and the hot reads'
 * (`queryRows`: every request's session, the calendar, the lists). A transaction holds its
 * connection while the app works between its statements; when many members book at once, every
 * connection of a shared pool was held so, and a member only opening the calendar waited behind
 * them for one. With a pool of their own, reads never wait for a write's connection.
 */
const poolEnv = z.object({
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_READ_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(5),
  DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
});
function poolLimits() {
  const env = poolEnv.parse({
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE || undefined,
    DATABASE_READ_POOL_SIZE: process.env.DATABASE_READ_POOL_SIZE || undefined,
    DATABASE_POOL_TIMEOUT_MS: process.env.DATABASE_POOL_TIMEOUT_MS || undefined,
  });
  return { size: env.DATABASE_POOL_SIZE, readSize: env.DATABASE_READ_POOL_SIZE, timeoutMs: env.DATABASE_POOL_TIMEOUT_MS };
}

/** Prisma's pool: the writes and their transactions. */
function pool(): pg.Pool {
  globalForDb.acePool ??= newPool(poolLimits().size);
  return globalForDb.acePool;
}

/** The hot reads' pool (`queryRows`). */
function readPool(): pg.Pool {
  globalForDb.aceReadPool ??= newPool(poolLimits().readSize);
  return globalForDb.aceReadPool;
}

function newPool(size: number): pg.Pool {
  const created = new pg.Pool({
    connectionString: config().databaseUrl,
    max: size,
    connectionTimeoutMillis: poolLimits().timeoutMs,
    // Idle connections do not keep a script alive once it is done with the database.
    allowExitOnIdle: true,
    options: connectionOptions(),
  });
  // An idle connection the server dropped (restart, crash) is only logged: the pool replaces it.
  created.on("error", (error) => console.error("[ace] database connection lost:", error.message));
  return created;
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
  globalForDb.acePrisma ??= new PrismaClient({
    adapter: new PrismaPg(pool()),
    transactionOptions: { maxWait: poolLimits().timeoutMs },
  });
  return globalForDb.acePrisma;
}

/**
 * Under tests, set while a `$transaction` callback runs: `db` and `queryRows` then throw, so a
 * read through the pool inside a transaction (which waits for a second connection while holding
 * one, and under load stalls every transaction) fails the first test that reaches it.
 */
const insideTransaction = process.env.NODE_ENV === "test" ? new AsyncLocalStorage<true>() : null;

function refuseInsideTransaction(what: string): void {
  if (insideTransaction?.getStore()) {
    throw new Error(
      `${what} inside a transaction: read it before the transaction opens, or through its tx (docs/architecture.md, "Concurrency and hostile input").`,
    );
  }
}

/** The Prisma client, created on first use so tests can point DATABASE_URL first. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    if (typeof property === "string") refuseInsideTransaction(`db.${property}`);
    const client = getDb();
    if (property === "$transaction" && insideTransaction) return guardedTransaction(client, insideTransaction);
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

function guardedTransaction(client: PrismaClient, flag: AsyncLocalStorage<true>): PrismaClient["$transaction"] {
  return ((work: unknown, options?: unknown) =>
    client.$transaction(
      (typeof work === "function" ? (tx: Tx) => flag.run(true, () => work(tx)) : work) as never,
      options as never,
    )) as PrismaClient["$transaction"];
}

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/**
 * A transaction as SQL statements (tagged templates, `${value}` sent as a parameter): what Prisma's
 * transaction client (`Tx`) offers besides its models, and all that `sqlTransaction` offers. Code
 * written against it runs in either.
 */
export type SqlTx = {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): Promise<number>;
};

/** Longer than this, a transaction is a server in trouble: it fails (and rolls back). */
const TRANSACTION_TIMEOUT_MS = 5_000;

/**
 * A transaction on one of the writes' pool connections, its statements sent straight to the
 * driver (each prepared once per connection, as `queryRows`'s are): for the writes members make
 * all at once (a booking, a cancellation). Prisma's interactive transaction costs about 0.7 ms of
 * the server's time to open and close and 0.25 ms per statement; the driver's, a third of that
 * (docs/performance.md, "The rush hour"). Like Prisma's, it fails after 5 s: no statement of it
 * runs longer, and it does not commit later.
 */
export async function sqlTransaction<T>(work: (tx: SqlTx) => Promise<T>): Promise<T> {
  refuseInsideTransaction("sqlTransaction");
  const client = await pool().connect();
  const run = (query: TemplateStringsArray, values: unknown[]) => client.query(prepared(query, values));
  const tx: SqlTx = {
    $queryRaw: async <Row>(query: TemplateStringsArray, ...values: unknown[]) => (await run(query, values)).rows as Row,
    $executeRaw: async (query: TemplateStringsArray, ...values: unknown[]) => (await run(query, values)).rowCount ?? 0,
  };
  const started = performance.now();
  let broken: Error | undefined;
  try {
    await client.query(`BEGIN; SET LOCAL statement_timeout = ${TRANSACTION_TIMEOUT_MS}`);
    const result = await (insideTransaction ? insideTransaction.run(true, () => work(tx)) : work(tx));
    if (performance.now() - started > TRANSACTION_TIMEOUT_MS) throw new Error(`Transaction over ${TRANSACTION_TIMEOUT_MS} ms: rolled back.`);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch((failed: Error) => (broken = failed)); // a lost connection is not reused
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * One statement's rows, straight from the driver: for the hottest reads. A tagged template, like
 * `tx.$queryRaw`: queryRows<Row>`SELECT ... WHERE id = ${id}`. Each `${value}` is sent as a
 * parameter; a `${Prisma.sql`...`}` (or Prisma.join, Prisma.empty) is a piece of the statement.
 */
export async function queryRows<Row>(query: TemplateStringsArray, ...values: unknown[]): Promise<Row[]> {
  refuseInsideTransaction("queryRows");
  return (await readPool().query(prepared(query, values))).rows as Row[];
}

/**
 * One write statement of its own (no transaction around it), straight from the driver, through
 * the writes' pool: what a request records beside its change (an idempotency key). It waits for a
 * disk flush as it commits, and so does not hold one of the reads' connections meanwhile. A tagged
 * template, as `queryRows`.
 */
export async function writeRows<Row>(query: TemplateStringsArray, ...values: unknown[]): Promise<Row[]> {
  refuseInsideTransaction("writeRows");
  return (await pool().query(prepared(query, values))).rows as Row[];
}

/**
 * The statement for the driver, named after its text: each connection prepares it once
 * (PostgreSQL parses it once, not on every request). The text is the template's, so it stays the
 * same from call to call as long as a list goes as one array parameter (`= ANY(${ids})`), not as
 * Prisma.join of its values.
 */
function prepared(query: TemplateStringsArray, values: unknown[]): pg.QueryConfig {
  const statement = Prisma.sql(query, ...values);
  return { name: statementName(statement.text), text: statement.text, values: statement.values };
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
  await globalForDb.aceReadPool?.end();
  delete globalForDb.acePrisma;
  delete globalForDb.acePool;
  delete globalForDb.aceReadPool;
}
