import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import readline from "node:readline";
import { createGunzip, createGzip } from "node:zlib";
import pg from "pg";
import { applyMigrations, readMigrations } from "./migrations";

// Backups without pg_dump (the embedded PostgreSQL ships none, and Debian's refuses newer
// servers): every table's rows as JSON, read in one REPEATABLE READ transaction (a consistent
// snapshot while the club keeps working), gzipped. PostgreSQL writes each row with row_to_json
// and reads it back with json_populate_recordset, so values never pass through JavaScript
// numbers or dates. The file names the migrations it was taken at; a restore loads it only into
// an empty database of the same or a newer schema.
//
// Layout, one item per line: a header object; then per table `#table <name>` and its rows.

const FORMAT = "ace-backup";
const VERSION = 1;
const BATCH = 1000;

type Header = { format: string; version: number; created_at: string; migrations: string[]; tables: Record<string, number> };

/**
 * The app's tables, parents before the tables that refer to them. Not the migration history, nor
 * the versions of the club's data (club_data_versions): bookkeeping that a restore's own rows set anew.
 */
async function appTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; parents: string[] }>(`
    SELECT c.relname::text AS name,
           coalesce(array_agg(DISTINCT p.relname::text) FILTER (WHERE p.relname IS NOT NULL AND p.relname <> c.relname), '{}'::text[]) AS parents
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
    LEFT JOIN pg_constraint f ON f.conrelid = c.oid AND f.contype = 'f'
    LEFT JOIN pg_class p ON p.oid = f.confrelid
    WHERE c.relkind = 'r' AND c.relname NOT IN ('_prisma_migrations', 'club_data_versions')
    GROUP BY c.relname ORDER BY c.relname`);
  const ordered: string[] = [];
  const pending = new Map(rows.map((row) => [row.name, row.parents]));
  while (pending.size > 0) {
    const ready = [...pending].filter(([, parents]) => parents.every((parent) => ordered.includes(parent) || !pending.has(parent)));
    if (ready.length === 0) throw new Error(`Circular references between tables: ${[...pending.keys()].join(", ")}`);
    for (const [name] of ready) {
      ordered.push(name);
      pending.delete(name);
    }
  }
  return ordered;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Writes a consistent copy of the database to `file`; answers the rows per table. */
export async function backupDatabase(databaseUrl: string, file: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const gzip = createGzip();
  const output = gzip.pipe(createWriteStream(file, { mode: 0o600 }));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
  };
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const tables = await appTables(client);
    const migrations = (await client.query<{ name: string }>(
      "SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name",
    )).rows.map((row) => row.name);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      counts[table] = Number((await client.query(`SELECT count(*) FROM ${quote(table)}`)).rows[0].count);
    }
    const header: Header = { format: FORMAT, version: VERSION, created_at: new Date().toISOString(), migrations, tables: counts };
    await write(JSON.stringify(header));
    for (const table of tables) {
      await write(`#table ${table}`);
      await client.query(`DECLARE rows_of_table NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quote(table)} t`);
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`FETCH ${BATCH} FROM rows_of_table`);
        for (const { row } of rows) await write(row);
        if (rows.length < BATCH) break;
      }
      await client.query("CLOSE rows_of_table");
    }
    await client.query("COMMIT");
    gzip.end();
    await once(output, "finish");
    return counts;
  } catch (error) {
    gzip.destroy();
    throw error;
  } finally {
    await client.end();
  }
}

export class RestoreRefused extends Error {}

/**
 * Loads a backup into an empty database (no tables yet, or every table empty), after bringing
 * its schema up to date. The rows go in one transaction: a restore that fails loads none of them,
 * and one whose tables do not hold the rows its header counts fails before it commits.
 */
export async function restoreDatabase(databaseUrl: string, file: string): Promise<Record<string, number>> {
  const lines = readline.createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done ? null : (JSON.parse(first.value) as Header);
  if (header?.format !== FORMAT || header.version !== VERSION) throw new RestoreRefused(`${file} is not an ACE backup.`);

  const known = new Set((await readMigrations()).map((migration) => migration.name));
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length) throw new RestoreRefused(`The backup comes from a newer ACE (migrations ${unknown.join(", ")}): update this checkout first.`);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const filled = await filledTables(client);
    if (filled.length) throw new RestoreRefused(`The database is not empty (${filled.join(", ")} hold rows): restore only into an empty database.`);
    await applyMigrations({ databaseUrl });

    await client.query("BEGIN");
    const restored: Record<string, number> = {};
    let table: string | null = null;
    let batch: string[] = [];
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const columns = (await writableColumns(client, table)).map(quote).join(", ");
      await client.query(
        `INSERT INTO ${quote(table)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`,
        [`[${batch.join(",")}]`],
      );
      restored[table] = (restored[table] ?? 0) + batch.length;
      batch = [];
    };
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const line = next.value;
      if (line.startsWith("#table ")) {
        await flush();
        table = line.slice("#table ".length);
        restored[table] = 0;
      } else if (line) {
        batch.push(line);
        if (batch.length >= BATCH) await flush();
      }
    }
    await flush();
    await resetSequences(client);
    // Counted in the tables themselves, inside the transaction: a mismatch rolls everything back.
    for (const [name, count] of Object.entries(header.tables)) {
      const held = await rowCount(client, name);
      if (held !== count) throw new Error(`Table ${name}: ${held} rows restored, ${count} in the backup.`);
    }
    await client.query("COMMIT");
    return restored;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** A table's rows (0 when a later migration dropped it). */
async function rowCount(client: pg.Client, table: string): Promise<number> {
  const { exists } = (await client.query<{ exists: boolean }>("SELECT to_regclass($1) IS NOT NULL AS exists", [quote(table)])).rows[0];
  return exists ? Number((await client.query(`SELECT count(*) FROM ${quote(table)}`)).rows[0].count) : 0;
}

/** A table's columns that take values (PostgreSQL computes its generated ones itself). */
async function writableColumns(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname::text AS name FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [quote(table)],
  );
  return rows.map((row) => row.name);
}

/** The app tables that hold rows (none when the schema does not exist yet). */
async function filledTables(client: pg.Client): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await appTables(client)) {
    if ((await client.query(`SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS filled`)).rows[0].filled) filled.push(table);
  }
  return filled;
}

/** Serial ids continue after the restored rows. */
async function resetSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(`
    SELECT t.relname AS table, a.attname AS column, pg_get_serial_sequence(quote_ident(t.relname), a.attname) AS sequence
    FROM pg_class t
    JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE t.relkind = 'r' AND pg_get_serial_sequence(quote_ident(t.relname), a.attname) IS NOT NULL`);
  for (const { table, column, sequence } of rows) {
    await client.query(`SELECT setval($1, coalesce((SELECT max(${quote(column)}) FROM ${quote(table)}), 0) + 1, false)`, [sequence]);
  }
}
