import { countStatements } from "../../test/count-statements";

// SQL statements per request: the bench calls each measured route's handler in its own process,
// against the same database, and counts the statements that reach PostgreSQL through `pg` (the
// driver under Prisma's adapter and the app's hot reads alike, transactions' BEGIN/COMMIT included).

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The statements one call of `handler` makes (after a warm-up call), failing on a non-2xx. */
export async function statementsPerRequest(options: {
  handler: Handler;
  url: string;
  params?: Record<string, string>;
  cookie?: string;
}): Promise<number> {
  const statements = countStatements();
  const call = async () => {
    const request = new Request(options.url, { headers: options.cookie ? { cookie: options.cookie } : {} });
    const response = await options.handler(request, { params: Promise.resolve(options.params ?? {}) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${options.url} answered ${response.status} in process.`);
  };
  await call();
  statements.reset();
  await call();
  return statements.count;
}
