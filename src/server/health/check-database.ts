import pg from "pg";
import { config } from "@/server/config";
import { db } from "@/server/db";
import { isDatabaseUnavailable } from "@/server/database-unavailable";

/** How long a fresh connection's success holds: a closing or moved database shows within this. */
const PROBE_EVERY_MS = 1000;

let lastProbe: { at: number; answer: Promise<boolean> } | undefined;

/**
 * Whether the database answers and takes new connections (GET /api/health): one query on the
 * pool per call, and a fresh connection at most once a second, shared by every call meanwhile.
 * The fresh one matters: while PostgreSQL shuts down it keeps serving the connections it has but
 * refuses new ones, and the app, which needs new ones, is then not healthy. Opening one per call
 * would make a polled or loaded health check fork a PostgreSQL backend per request.
 */
export async function databaseAnswers(): Promise<boolean> {
  if (!lastProbe || Date.now() - lastProbe.at >= PROBE_EVERY_MS) {
    lastProbe = { at: Date.now(), answer: freshConnectionAnswers() };
  }
  if (!(await lastProbe.answer)) {
    lastProbe = undefined; // a failure is not kept: the next call looks again
    return false;
  }
  try {
    await db.$queryRaw`SELECT 1`;
    return true;
  } catch (error) {
    return failed(error);
  }
}

async function freshConnectionAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: config().databaseUrl, connectionTimeoutMillis: 3000 });
  client.on("error", () => {}); // a connection dropped after the check is no concern of the check
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch (error) {
    return failed(error);
  } finally {
    await client.end().catch(() => {});
  }
}

function failed(error: unknown): false {
  if (!isDatabaseUnavailable(error)) console.error("[ace] health check failed:", error);
  return false;
}
