import path from "node:path";
import { createDatabase, startDatabaseServer, type DatabaseServer } from "./database-server";

// The database the app uses, for the maintenance scripts (backup, restore): DATABASE_URL when
// set, else the demo's embedded PostgreSQL and its "ace" database, started for the occasion.

export function dataFolder(): string {
  return path.resolve(process.env.ACE_DATA_DIR || ".data");
}

export async function openAppDatabase(log: (line: string) => void): Promise<{ databaseUrl: string; server: DatabaseServer }> {
  const given = process.env.DATABASE_URL || undefined;
  const server = await startDatabaseServer({ url: given, dataDir: path.join(dataFolder(), "postgres"), log });
  if (given) return { databaseUrl: given, server };
  return { databaseUrl: await createDatabase(server.url, "ace", { ifNotExists: true }), server };
}
