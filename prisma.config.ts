import { defineConfig } from "prisma/config";

// The CLI only generates the client here; migrations are applied by scripts/migrate.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost/ace" },
});
