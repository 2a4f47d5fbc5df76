// Empties every table of the app (not the migration history, nor the data versions), so a test starts from a migrated,
// empty database. Takes any Prisma client; no app module is imported here.
//
// DELETE, not TRUNCATE: TRUNCATE gives each table and index a new file and drops the old one's
// buffers, 0.3-1.5 s for the app's tables on the 2-core machine with the suite running, before
// every test; deleting the few rows a test made takes milliseconds. What the test sees is the
// same: empty tables, ids from 1 again (the sequences are set back as RESTART IDENTITY would),
// and the data versions moved on (the deletes fire the same triggers a test's own delete does).

type RawClient = {
  $queryRawUnsafe<T>(query: string): Promise<T>;
  $executeRawUnsafe(query: string): Promise<number>;
};

let statement: string | undefined;

export async function emptyAllTables(client: RawClient): Promise<void> {
  statement ??= await emptyingStatement(client);
  if (statement) await client.$executeRawUnsafe(statement);
}

async function emptyingStatement(client: RawClient): Promise<string> {
  const tables = await client.$queryRawUnsafe<{ name: string; parents: string[] }[]>(
    // Not the versions of the club's data: they only ever grow (read-cache.ts), and a read a test
    // kept must not be given again after the tables were emptied.
    `SELECT t.tablename::text AS name,
            coalesce(array_agg(DISTINCT p.relname::text) FILTER (WHERE p.relname IS NOT NULL AND p.relname <> t.tablename), '{}'::text[]) AS parents
       FROM pg_tables t
       LEFT JOIN pg_constraint c ON c.contype = 'f' AND c.conrelid = format('%I.%I', t.schemaname, t.tablename)::regclass
       LEFT JOIN pg_class p ON p.oid = c.confrelid
      WHERE t.schemaname = current_schema() AND t.tablename NOT IN ('_prisma_migrations', 'club_data_versions')
      GROUP BY t.tablename`,
  );
  if (tables.length === 0) return "";
  const sequences = await client.$queryRawUnsafe<{ name: string; start: string }[]>(
    `SELECT format('%I.%I', s.schemaname, s.sequencename) AS name, s.start_value::text AS start
       FROM pg_sequences s
       JOIN pg_depend d ON d.objid = format('%I.%I', s.schemaname, s.sequencename)::regclass AND d.deptype IN ('a', 'i')
       JOIN pg_class t ON t.oid = d.refobjid
      WHERE s.schemaname = current_schema() AND t.relname <> ALL (ARRAY['_prisma_migrations', 'club_data_versions'])`,
  );
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  // A table's rows go before the rows they point to (the foreign keys refuse the other order).
  const deletes = deletionOrder(tables).map((name) => `DELETE FROM ${quote(name)};`);
  const restarts = sequences.map(({ name, start }) => `PERFORM setval('${name.replaceAll("'", "''")}', ${Number(start)}, false);`);
  // One statement, one round trip, one transaction.
  return `DO $$ BEGIN ${[...deletes, ...restarts].join(" ")} END $$`;
}

/** The tables ordered so that each comes before every table it references. */
function deletionOrder(tables: { name: string; parents: string[] }[]): string[] {
  const ordered: string[] = [];
  const left = new Map(tables.map((table) => [table.name, new Set(table.parents)]));
  while (left.size > 0) {
    // A table no remaining table references can go now.
    const referenced = new Set([...left.values()].flatMap((parents) => [...parents]));
    const free = [...left.keys()].filter((name) => !referenced.has(name)).sort();
    if (free.length === 0) throw new Error(`Foreign keys in a cycle among: ${[...left.keys()].join(", ")}`);
    for (const name of free) {
      ordered.push(name);
      left.delete(name);
    }
  }
  return ordered;
}
