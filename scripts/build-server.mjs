// Compiles ACE's server entry (server.ts) to .next/ace-server.mjs after `next build`, so that
// `npm start` runs it with Node alone: no TypeScript loader in the club's server process. Its own
// modules (the request guard, the brotli files, the configuration) are bundled in; packages
// (next, zod) are loaded from node_modules.
import { build } from "esbuild";

export const SERVER_ENTRY_OUT = ".next/ace-server.mjs";

await build({
  entryPoints: ["server.ts"],
  outfile: SERVER_ENTRY_OUT,
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
});
