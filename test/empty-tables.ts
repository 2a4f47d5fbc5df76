// Empties every table of the app (not the migration history, nor the data versions), so a test starts from a migrated,
// empty database. Takes any Prisma client; no app module is imported here.

type RawClient = {
  $queryRawUnsafe<T>(query: string): Promise<T>;
  $executeRawUnsafe(query: string): Promise<number>;
};

let statement: string | undefined;

export async function emptyAllTables(client: RawClient): Promise<void> {
  statement ??= await truncateStatement(client);
  if (statement) await client.$executeRawUnsafe(statement);
}

async function truncateStatement(client: RawClient): Promise<string> {
  const rows = await client.$queryRawUnsafe<{ tablename: string }[]>(
    // Not the versions of the club's data: they only ever grow (read-cache.ts), and a read a test
    // kept must not be given again after the tables were emptied.
    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('_prisma_migrations', 'club_data_versions')",
  );
  if (rows.length === 0) return "";
  const tables = rows.map((row) => `"${row.tablename.replaceAll('"', '""')}"`).join(", ");
  return `TRUNCATE ${tables} RESTART IDENTITY CASCADE`;
}
