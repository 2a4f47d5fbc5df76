// `npm run demo`'s last step (scripts/demo.mjs runs it once the app has stopped): gives back the
// launcher's lease on the embedded PostgreSQL, which stops it unless another run still uses it.
import { releaseEmbeddedPostgres } from "./lib/embedded-postgres";

const [dir, lease] = process.argv.slice(2);
releaseEmbeddedPostgres({ dir, lease, log: (line) => console.log(`[demo] ${line}`) }).catch((error: unknown) => {
  console.error(`[demo] The embedded PostgreSQL was not stopped: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
