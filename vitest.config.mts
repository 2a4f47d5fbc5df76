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
    // The first run initialises the embedded PostgreSQL; bcrypt at production cost is slow too.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
