// `npm run restore FILE`: loads a backup into the app's database (DATABASE_URL, else the
// embedded one), which must be empty; refuses otherwise and changes nothing.
import path from "node:path";
import { openAppDatabase } from "./lib/app-database";
import { restoreDatabase } from "./lib/backup";
import { loadEnvFiles } from "./lib/load-env";

async function main() {
  loadEnvFiles();
  const file = process.argv[2];
  if (!file) throw new Error("Usage: npm run restore FILE");
  const { databaseUrl, server } = await openAppDatabase((line) => console.error(line));
  try {
    const counts = await restoreDatabase(databaseUrl, path.resolve(file));
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(`Restored ${rows} rows in ${Object.keys(counts).length} tables from ${path.resolve(file)}.`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`Restore refused or failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
