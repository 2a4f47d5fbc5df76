import pg from "pg";

// Counts the SQL statements that reach PostgreSQL through `pg`: Prisma's adapter and the app's
// own hot reads both go through pg.Client#query. For tests asserting a read's statement count.

let statements = 0;
let installed = false;

export function countStatements(): { reset(): void; readonly count: number } {
  if (!installed) {
    installed = true;
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      statements++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  }
  return {
    reset: () => void (statements = 0),
    get count() {
      return statements;
    },
  };
}
