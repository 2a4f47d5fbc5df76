#!/bin/sh
# Stand-in for Prisma's native schema engine, which cannot be downloaded on our machines.
# `prisma generate` never calls it; `prisma migrate` does, and we apply migrations with
# scripts/migrate.ts instead (docs/architecture.md).
echo "prisma schema engine not installed: use npm run db:migrate" >&2
exit 1
