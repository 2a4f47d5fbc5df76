import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit and integration tests. Integration tests get a real PostgreSQL database of their own per
// test file (test/global-setup.ts, test/setup-database.ts); Playwright journeys live in e2e/.
export default defineConfig({
  resolve: {
    alias: { "@": path.resolve(import.meta.dirname, "src") },
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "prisma/**/*.test.ts", "test/**/*.test.ts"],
    exclude: ["e2e/**", "node_modules/**", ".next/**", ".data/**"],
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup-database.ts"],
    // Two cores: most files wait on PostgreSQL as much as they compute, so a third worker keeps
    // both cores busy (2 workers: 133 s, 4: 121 s for the whole run, November 2026).
    maxWorkers: 3,
    // The first run initialises the embedded PostgreSQL.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
