import { mkdtemp, rm, mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import pg from "pg";
import { createDatabase, dropDatabase } from "../../scripts/lib/database-server";
import { applyMigrations } from "../../scripts/lib/migrations";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server";
import { freePort, startNextServer, type NextServer } from "../../scripts/lib/next-server";

// A whole ACE of its own for the journeys about the server itself (several instances, a
// database that goes away): a fresh database on the given PostgreSQL server, migrated, with a
// trainer; a real SMTP server in this process; and `count` processes of the build's server (server.ts).

export const STACK_TRAINER = { email: "treinador@stack.pt", password: "treinador-stack" } as const;

export type AppStack = {
  urls: string[];
  /** Each instance's server process (Node itself: scripts/ace-node.sh execs it). */
  pids: number[];
  databaseUrl: string;
  smtp: TestSmtpServer;
  stopInstances: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function startAppStack(options: { serverUrl: string; instances: number; name: string; env?: Record<string, string> }): Promise<AppStack> {
  const root = process.cwd(); // Playwright runs from the project root
  // The 'ace_e2e_' prefix and the time let a later run drop what a crashed run left.
  const database = `ace_e2e_${Date.now().toString(36)}_${options.name}_${randomBytes(2).toString("hex")}`;
  // Not a throwaway database (scripts/lib/database-server.ts): the outage journey crashes
  // PostgreSQL and checks that every acknowledged write is still there, as in production.
  const databaseUrl = await createDatabase(options.serverUrl, database);
  await applyMigrations({ databaseUrl });
  await query(databaseUrl, "INSERT INTO users (name, email, password_hash, role, approved_at, updated_at) VALUES ('Treinador', $1, $2, 'trainer', now(), now())", [
    STACK_TRAINER.email,
    await bcrypt.hash(STACK_TRAINER.password, 4),
  ]);
  const smtp = await startSmtpServer();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `ace-${options.name}-`));
  const servers: NextServer[] = [];
  const stopInstances = async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  };
  try {
    for (let index = 0; index < options.instances; index++) {
      const port = await freePort(0);
      const logFile = path.join(root, "test-results", `${options.name}-${index}.log`);
      await mkdir(path.dirname(logFile), { recursive: true });
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: "ace-stack-secret-not-for-production-0123456789",
        APP_URL: `http://localhost:${port}`,
        SMTP_URL: smtp.url,
        ACE_DATA_DIR: dataDir,
        NEXT_TELEMETRY_DISABLED: "1",
        ACE_TEST_PASSWORD_COST: "4",
        MAIL_FROM: "", OPENWEATHER_API_KEY: "", OPENWEATHER_BASE_URL: "", EUPAGO_API_KEY: "", EUPAGO_BASE_URL: "", TRUST_PROXY: "", TRUST_PROXY_FROM: "", ACE_FAKE_NOW: "", PORT: "",
        ...options.env,
      };
      servers.push(await startNextServer({ root, port, env, logFile }));
    }
  } catch (error) {
    await stopInstances();
    await smtp.close();
    throw error;
  }
  return {
    urls: servers.map((server) => server.url),
    pids: servers.map((server) => server.pid),
    databaseUrl,
    smtp,
    stopInstances,
    async stop() {
      await stopInstances();
      await smtp.close();
      await dropDatabase(options.serverUrl, database).catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(databaseUrl: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
