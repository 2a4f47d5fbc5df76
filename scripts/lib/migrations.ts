import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

// Applies prisma/migrations/<name>/migration.sql in order and records each in Prisma's own
// `_prisma_migrations` table, row for row as `prisma migrate deploy` would, so a machine that has
// Prisma's schema engine agrees with what this runner did (our machines cannot fetch it).

export const DEFAULT_MIGRATIONS_DIR = path.resolve("prisma/migrations");

/** The advisory lock `prisma migrate` takes, so this runner and Prisma's exclude each other. */
const PRISMA_MIGRATE_LOCK = 72707369;

// Prisma's DDL for its history table (prisma-engines, postgres flavour), verbatim.
const CREATE_HISTORY_TABLE = `
CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`;

export type MigrationFile = { name: string; sql: string; checksum: string };

export type MigrationResult = { applied: string[]; alreadyApplied: string[] };

/** A refusal to migrate: the message says what is wrong and how to fix it. */
export class MigrationError extends Error {
  override name = "MigrationError";
}

/** Prisma's checksum: the sha256 hex digest of the migration.sql bytes. */
export function migrationChecksum(bytes: Buffer | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The migrations of a folder, in the order Prisma applies them (by folder name). */
export async function readMigrations(dir = DEFAULT_MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(path.join(dir, name, "migration.sql")).catch(() => {
        throw new MigrationError(`Migration folder ${name} has no migration.sql.`);
      });
      return { name, sql: bytes.toString("utf8"), checksum: migrationChecksum(bytes) };
    }),
  );
}

type HistoryRow = { migration_name: string; checksum: string; finished_at: Date | null };

/**
 * Applies every pending migration to the database at `databaseUrl`. Safe to run from several
 * app instances at once: they queue on Prisma's advisory lock and the later ones find nothing to do.
 */
export async function applyMigrations(options: {
  databaseUrl: string;
  migrationsDir?: string;
  log?: (line: string) => void;
}): Promise<MigrationResult> {
  const log = options.log ?? (() => {});
  const migrations = await readMigrations(options.migrationsDir);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query("SET client_min_messages = warning");
    await client.query(`SELECT pg_advisory_lock(${PRISMA_MIGRATE_LOCK})`);
    await client.query(CREATE_HISTORY_TABLE);
    const history = await client.query<HistoryRow>(
      `SELECT migration_name, checksum, finished_at FROM _prisma_migrations
       WHERE rolled_back_at IS NULL ORDER BY started_at`,
    );
    const done = checkHistory(migrations, history.rows, log);
    const result: MigrationResult = { applied: [], alreadyApplied: [...done] };
    for (const migration of migrations.filter((m) => !done.has(m.name))) {
      await applyOne(client, migration);
      log(`Applied migration ${migration.name}`);
      result.applied.push(migration.name);
    }
    return result;
  } finally {
    // Ending the session releases the advisory lock too; unlocking first frees it sooner.
    await client.query(`SELECT pg_advisory_unlock(${PRISMA_MIGRATE_LOCK})`).catch(() => {});
    await client.end();
  }
}

/** The names already applied; refuses a failed migration or an edited applied one. */
function checkHistory(migrations: MigrationFile[], rows: HistoryRow[], log: (line: string) => void) {
  const failed = rows.find((row) => row.finished_at === null);
  if (failed) {
    throw new MigrationError(
      `Migration ${failed.migration_name} failed earlier (see the logs column of _prisma_migrations). ` +
        `Its changes were rolled back. Fix the migration, then mark it rolled back with ` +
        `UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = '${failed.migration_name}' ` +
        `AND finished_at IS NULL (or: prisma migrate resolve --rolled-back ${failed.migration_name}).`,
    );
  }
  const local = new Map(migrations.map((m) => [m.name, m]));
  for (const row of rows) {
    const file = local.get(row.migration_name);
    if (!file) log(`Warning: migration ${row.migration_name} is applied but missing locally.`);
    else if (file.checksum !== row.checksum) {
      throw new MigrationError(
        `Migration ${row.migration_name} was modified after it was applied ` +
          `(checksum ${file.checksum} on disk, ${row.checksum} in the database). ` +
          `Restore the applied file and put the change in a new migration.`,
      );
    }
  }
  return new Set(rows.map((row) => row.migration_name));
}

/**
 * One migration, atomically: its SQL and its history row commit together. On failure the SQL is
 * rolled back and a failed row (finished_at NULL, the error in logs) is kept, as Prisma does, so
 * nothing starts on a half-known schema until someone looks.
 */
async function applyOne(client: pg.Client, migration: MigrationFile) {
  const id = randomUUID();
  try {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, $3, clock_timestamp(), 0)`,
      [id, migration.checksum, migration.name],
    );
    await client.query(migration.sql);
    await client.query(
      `UPDATE _prisma_migrations SET applied_steps_count = 1, finished_at = clock_timestamp() WHERE id = $1`,
      [id],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    const message = error instanceof Error ? error.message : String(error);
    await client.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, logs, started_at, applied_steps_count)
       VALUES ($1, $2, $3, $4, now(), 0)`,
      [id, migration.checksum, migration.name, message],
    );
    throw new MigrationError(`Migration ${migration.name} failed and was rolled back: ${message}`);
  }
}
