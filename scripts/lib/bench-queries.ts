import { queryRows } from "@/server/db";
import { countStatements } from "../../test/count-statements";

// SQL statements per request: the bench calls each measured route's handler in its own process,
// against the same database, and counts the statements that reach PostgreSQL through `pg` (the
// driver under Prisma's adapter and the app's hot reads alike, transactions' BEGIN/COMMIT included).

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * The statements one call of `handler` makes just after a change to the club's data, and then
 * while it holds (reads kept by the process, src/server/read-cache.ts); failing on a non-2xx.
 */
export async function statementsPerRequest(options: {
  handler: Handler;
  url: string;
  params?: Record<string, string>;
  cookie?: string;
}): Promise<{ changed: number; unchanged: number }> {
  const statements = countStatements();
  const call = async () => {
    const request = new Request(options.url, { headers: options.cookie ? { cookie: options.cookie } : {} });
    const response = await options.handler(request, { params: Promise.resolve(options.params ?? {}) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${options.url} answered ${response.status} in process.`);
  };
  await call();
  // A change that changes nothing (the trainer's name set to itself) still moves the version.
  await queryRows`UPDATE users SET name = name WHERE role = 'trainer'`;
  statements.reset();
  await call();
  const changed = statements.count;
  statements.reset();
  await call();
  return { changed, unchanged: statements.count };
}
