import pg from "pg";
import { startEmbeddedPostgres } from "./embedded-postgres";

// Where the demo and the tests find PostgreSQL: the URL they are given, else an embedded server
// in a local folder, so a fresh clone runs with no installed database. Plus the few admin statements both need.

export type DatabaseServer = {
  /** A URL of the server (its database part is only a place to connect to). */
  url: string;
  /** True when we started (or joined) the embedded server. */
  embedded: boolean;
  /** Stops the embedded server if nobody else uses it; a no-op for a given URL. */
  stop: () => Promise<void>;
  /** The embedded server's lease, for `releaseEmbeddedPostgres` in another process (scripts/demo.mjs). */
  lease?: string;
};

export async function startDatabaseServer(options: {
  url?: string;
  /** Folder of the embedded server, e.g. .data/postgres. */
  dataDir: string;
  log?: (line: string) => void;
  /** The process the embedded server's lease is held for (default: this one). */
  holder?: number;
}): Promise<DatabaseServer> {
  if (options.url) return { url: options.url, embedded: false, stop: async () => {} };
  const server = await startEmbeddedPostgres({ dir: options.dataDir, log: options.log, holder: options.holder });
  return { url: server.url, embedded: true, stop: server.stop, lease: server.lease };
}

/** The URL of database `name` on the server of `serverUrl` (same host, user, options). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/**
 * Creates database `name` and answers its URL. `template` copies an existing database (fast: how
 * each test file gets a migrated database); `ifNotExists` makes it idempotent.
 */
export async function createDatabase(
  serverUrl: string,
  name: string,
  options: {
    template?: string;
    ifNotExists?: boolean;
    /**
     * A test's database, dropped after the run: its commits do not wait for the disk
     * (`synchronous_commit = off`). Only a crash of the server could lose its last commits;
     * what a transaction sees and locks is unchanged. A commit here: 0.6-0.9 ms against 5-6 ms.
     */
    throwaway?: boolean;
  } = {},
): Promise<string> {
  await withAdminClient(serverUrl, async (client) => {
    const template = options.template ? ` TEMPLATE ${client.escapeIdentifier(options.template)}` : "";
    // Looked up first: a role without CREATEDB may still own an existing database.
    if (options.ifNotExists && (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount) {
      return;
    }
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${template}`);
    } catch (error) {
      const duplicate = (error as { code?: string }).code === "42P04";
      if (!(duplicate && options.ifNotExists)) throw error;
    }
    if (options.throwaway) await client.query(`ALTER DATABASE ${client.escapeIdentifier(name)} SET synchronous_commit = off`);
  });
  return databaseUrl(serverUrl, name);
}

/** Drops database `name` if it exists, closing its connections first. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
  );
}

/** Names of the databases whose name starts with `prefix`. */
export async function listDatabases(serverUrl: string, prefix: string): Promise<string[]> {
  return withAdminClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname",
      [prefix],
    );
    return rows.map((row) => row.datname);
  });
}

/**
 * A connection for CREATE/DROP DATABASE. The URL's own database may not exist yet (DATABASE_URL
 * naming the app's database before its first start), so fall back to `postgres`.
 */
async function withAdminClient<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  let client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: string }).code !== "3D000") throw error; // 3D000: no such database
    client = new pg.Client({ connectionString: databaseUrl(serverUrl, "postgres") });
    await client.connect();
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
