import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit and integration tests. Integration tests (*.integration.test.ts) get a real PostgreSQL
// database of their own per test file (test/global-setup.ts, test/setup-database.ts); unit tests
// get none, so they do not pay for making and dropping one. Playwright journeys live in e2e/.
// (A project's lists are added to the root's, so each project names its own files.)
const ALL = ["src/**/*.test.ts", "scripts/**/*.test.ts", "prisma/**/*.test.ts", "test/**/*.test.ts"];
const INTEGRATION = ALL.map((pattern) => pattern.replace(/\.test\.ts$/, ".integration.test.ts"));

export default defineConfig({
  resolve: {
    alias: { "@": path.resolve(import.meta.dirname, "src") },
  },
  test: {
    environment: "node",
    exclude: ["e2e/**", "node_modules/**", ".next/**", ".data/**"],
    // Two cores: most files wait on PostgreSQL as much as they compute, so a third worker keeps
    // both cores busy (2 workers: 133 s, 4: 121 s for the whole run, November 2026).
    maxWorkers: 3,
    // The first run initialises the embedded PostgreSQL.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // `expect.poll` waits for a state the test brings about (a request handed over, a row
    // written). Vitest's own ceiling, 1 s, is a time bound a loaded machine failed: the door's
    // test saw 5 of 8 writes handed over by then (30 November 2026). A poll that passes returns
    // as soon as it does; the test's own timeout stays the bound.
    expect: { poll: { timeout: 20_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ALL,
          exclude: INTEGRATION,
          setupFiles: ["test/setup-environment.ts"],
          // A worker's unit files share its modules (about 40% less CPU than a fresh module graph
          // each): a unit test puts back what it changes (timers, globals, env, TZ) in its own
          // afterEach or afterAll, and passes in any order of files (checked with
          // `--sequence.shuffle.files`). Integration files share only node_modules: they set
          // their environment before the app's modules read it.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: INTEGRATION,
          // A worker's files run one after the other in one thread and one module registry: the
          // app's own modules are loaded afresh for each file (test/setup-fresh-modules.ts), and
          // each starts from the worker's environment (test/setup-environment.ts); what comes from
          // node_modules stays loaded. Against a thread and a registry of their own per file:
          // about 130 CPU-seconds against 310 for the integration files (November 2026). The unit
          // tests keep processes: passwords.test.ts weighs the event loop while bcrypt runs.
          pool: "threads",
          isolate: false,
          globalSetup: ["test/global-setup.ts"],
          setupFiles: ["test/setup-fresh-modules.ts", "test/setup-environment.ts", "test/setup-database.ts"],
        },
      },
    ],
  },
});
