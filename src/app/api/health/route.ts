import { db } from "@/server/db";
import { isDatabaseUnavailable } from "@/server/http/error-response";

export const dynamic = "force-dynamic";

/** For load balancers and docker-compose: 200 when the database answers, else 503. */
export async function GET() {
  try {
    await db.$queryRaw`SELECT 1`;
    return Response.json({ status: "ok", database: "up" });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) console.error("[ace] health check failed:", error);
    return Response.json({ status: "error", database: "down" }, { status: 503 });
  }
}
