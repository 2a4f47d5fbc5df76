// `npm run db:migrate` (and the first half of `npm start`): applies pending migrations to
// DATABASE_URL. Exits non-zero, with the reason, when it must not go on.
import { loadEnvFiles } from "./lib/load-env";
import { applyMigrations, MigrationError } from "./lib/migrations";

async function main() {
  loadEnvFiles();
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error("DATABASE_URL is not set. For a local demo with its own database, run `npm run demo`.");
    process.exit(1);
  }
  const { applied, alreadyApplied } = await applyMigrations({ databaseUrl, log: console.log });
  console.log(
    applied.length
      ? `Database migrated: ${applied.length} applied, ${alreadyApplied.length} already there.`
      : `Database up to date (${alreadyApplied.length} migrations).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof MigrationError ? error.message : error);
  process.exit(1);
});
