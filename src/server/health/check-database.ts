import { db } from "@/server/db";
import { isDatabaseUnavailable } from "@/server/http/error-response";

/** Whether the database answers a trivial query (for GET /api/health). */
export async function databaseAnswers(): Promise<boolean> {
  try {
    await db.$queryRaw`SELECT 1`;
    return true;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) console.error("[ace] health check failed:", error);
    return false;
  }
}
