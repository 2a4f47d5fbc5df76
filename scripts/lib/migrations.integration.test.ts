import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { createDatabase, dropDatabase } from "./database-server";
import { applyMigrations, MigrationError, migrationChecksum, readMigrations } from "./migrations";

// The runner against an empty database of its own (not the test file's migrated one), with a
// copy of prisma/migrations that the tests may change.

const { serverUrl, prefix } = inject("testDatabase");
let databaseName: string;
let databaseUrl: string;
let migrationsDir: string;

beforeEach(async () => {
  databaseName = `${prefix}mig_${randomBytes(4).toString("hex")}`;
  databaseUrl = await createDatabase(serverUrl, databaseName);
  migrationsDir = await mkdtemp(path.join(os.tmpdir(), "ace-migrations-"));
  await cp(path.resolve("prisma/migrations"), migrationsDir, { recursive: true });
});

afterEach(async () => {
  await dropDatabase(serverUrl, databaseName);
  await rm(migrationsDir, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const migrate = () => applyMigrations({ databaseUrl, migrationsDir });

async function addMigration(name: string, sql: string) {
  await mkdir(path.join(migrationsDir, name));
  await writeFile(path.join(migrationsDir, name, "migration.sql"), sql);
}

/** The project's own migrations, in the order they apply. */
const SHIPPED = (await readMigrations(path.resolve("prisma/migrations"))).map((migration) => migration.name);

describe("applyMigrations (integration)", () => {
  it("applies every migration once; a second run is a no-op", async () => {
    expect(SHIPPED[0]).toBe("20261121120000_init");
    const first = await migrate();
    expect(first.applied).toEqual(SHIPPED);
    expect(await migrate()).toEqual({ applied: [], alreadyApplied: SHIPPED });
    expect(await query("SELECT * FROM _prisma_migrations")).toHaveLength(SHIPPED.length);
    expect(await query("SELECT 1 FROM users")).toEqual([]);
  });

  it("records each migration in Prisma's table, in Prisma's format", async () => {
    await migrate();
    const sqlBytes = await readFile(path.join(migrationsDir, "20261121120000_init", "migration.sql"));
    const [row] = await query<Record<string, unknown>>("SELECT * FROM _prisma_migrations");
    expect(row).toMatchObject({
      migration_name: "20261121120000_init",
      checksum: migrationChecksum(sqlBytes),
      logs: null,
      rolled_back_at: null,
      applied_steps_count: 1,
    });
    expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(row.finished_at).toBeInstanceOf(Date);
    const columns = await query<{ column_name: string; data_type: string; character_maximum_length: number | null }>(
      `SELECT column_name, data_type, character_maximum_length FROM information_schema.columns
       WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => [c.column_name, c.data_type, c.character_maximum_length])).toEqual([
      ["id", "character varying", 36],
      ["checksum", "character varying", 64],
      ["finished_at", "timestamp with time zone", null],
      ["migration_name", "character varying", 255],
      ["logs", "text", null],
      ["rolled_back_at", "timestamp with time zone", null],
      ["started_at", "timestamp with time zone", null],
      ["applied_steps_count", "integer", null],
    ]);
  });

  it("refuses to run when an applied migration was edited", async () => {
    await migrate();
    const file = path.join(migrationsDir, "20261121120000_init", "migration.sql");
    await writeFile(file, `${await readFile(file, "utf8")}\n-- an edit\n`);
    await expect(migrate()).rejects.toThrow(MigrationError);
    await expect(migrate()).rejects.toThrow(/20261121120000_init was modified after it was applied/);
  });

  it("rolls a failing migration back, records the failure and refuses to go on until resolved", async () => {
    await addMigration("20261201000000_broken", 'CREATE TABLE "scratch" (id INT);\nSELECT 1 / 0;');
    await expect(migrate()).rejects.toThrow(/20261201000000_broken failed and was rolled back: division by zero/);
    expect(await query("SELECT to_regclass('scratch') AS t")).toEqual([{ t: null }]);
    expect(await query("SELECT to_regclass('users') IS NOT NULL AS t")).toEqual([{ t: true }]);
    const [failed] = await query<{ finished_at: Date | null; logs: string }>(
      "SELECT finished_at, logs FROM _prisma_migrations WHERE migration_name = '20261201000000_broken'",
    );
    expect(failed).toMatchObject({ finished_at: null, logs: expect.stringContaining("division by zero") });
    await expect(migrate()).rejects.toThrow(/failed earlier/);

    // Resolved as Prisma's `migrate resolve --rolled-back` would, then fixed: it applies.
    await query("UPDATE _prisma_migrations SET rolled_back_at = now() WHERE finished_at IS NULL");
    await writeFile(path.join(migrationsDir, "20261201000000_broken", "migration.sql"), 'CREATE TABLE "scratch" (id INT);');
    expect((await migrate()).applied).toEqual(["20261201000000_broken"]);
  });

  it("lets several instances start together: each migration is applied exactly once", async () => {
    const results = await Promise.all([migrate(), migrate(), migrate()]);
    expect(results.flatMap((result) => result.applied)).toEqual(SHIPPED);
    expect(await query("SELECT migration_name FROM _prisma_migrations")).toHaveLength(SHIPPED.length);
  });
});
