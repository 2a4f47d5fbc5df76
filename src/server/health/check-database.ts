import pg from "pg";
import { config } from "@/server/config";
import { isDatabaseUnavailable } from "@/server/http/error-response";

/**
 * Whether the database takes new connections and answers (GET /api/health). A fresh connection,
 * not the pool's: while PostgreSQL shuts down it keeps serving the connections it has but
 * refuses new ones, and the app, which needs new ones, is then not healthy.
 */
export async function databaseAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: config().databaseUrl, connectionTimeoutMillis: 3000 });
  client.on("error", () => {}); // a connection dropped after the check is no concern of the check
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) console.error("[ace] health check failed:", error);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
