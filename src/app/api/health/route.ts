import { databaseAnswers } from "@/server/health/check-database";

export const dynamic = "force-dynamic";

/** For load balancers and docker-compose: 200 when the database answers, else 503. */
export async function GET() {
  return (await databaseAnswers())
    ? Response.json({ status: "ok", database: "up" })
    : Response.json({ status: "error", database: "down" }, { status: 503 });
}
