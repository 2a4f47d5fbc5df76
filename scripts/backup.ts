// `npm run backup [FILE]`: a consistent copy of the app's database (DATABASE_URL, else the
// embedded one) in one file; default: a dated file in the data folder's backups/. The file's
// path is printed last.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { openAppDatabase, dataFolder } from "./lib/app-database";
import { backupDatabase } from "./lib/backup";
import { loadEnvFiles } from "./lib/load-env";

async function main() {
  loadEnvFiles();
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
  const file = path.resolve(process.argv[2] ?? path.join(dataFolder(), "backups", `ace-${stamp}.backup.gz`));
  await mkdir(path.dirname(file), { recursive: true });
  const { databaseUrl, server } = await openAppDatabase((line) => console.error(line));
  try {
    const counts = await backupDatabase(databaseUrl, file);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.error(`Backup: ${rows} rows in ${Object.keys(counts).length} tables.`);
  } finally {
    await server.stop();
  }
  console.log(file); // last, so scripts can take it: `file=$(npm run -s backup | tail -1)`
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
