// `npm run bench`: speed and memory targets of the hot paths, measured against a real
// PostgreSQL (TEST_DATABASE_URL, else DATABASE_URL's server, else the embedded one) with a club
// of realistic size. Exits non-zero when a target is missed. Not part of `npm test`.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createDatabase, dropDatabase, startDatabaseServer } from "./lib/database-server";
import { loadEnvFiles } from "./lib/load-env";
import { applyMigrations } from "./lib/migrations";

const TARGETS_MS = { weekView: 40, upcomingBookings: 60, bookSlot: 60 };
const TARGET_RSS_MB = 512; // the whole bench process: Node, tsx, Prisma and the seeded club in memory
const ITERATIONS = 200;

async function main() {
  loadEnvFiles();
  const server = await startDatabaseServer({
    url: process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(".data/test-postgres"),
  });
  const name = `ace_bench_${randomBytes(4).toString("hex")}`;
  const url = await createDatabase(server.url, name);
  try {
    await applyMigrations({ databaseUrl: url });
    process.env.DATABASE_URL = url;
    process.env.AUTH_SECRET ||= randomBytes(32).toString("hex");
    const failures = await measure();
    if (failures.length) {
      console.error(`\nMissed: ${failures.join(", ")}`);
      process.exitCode = 1;
    } else console.log("\nEvery target met.");
  } finally {
    const { db } = await import("@/server/db");
    await db.$disconnect();
    await dropDatabase(server.url, name);
    await server.stop();
  }
}

async function measure(): Promise<string[]> {
  const { clubToday } = await import("@/lib/club-time");
  const { listSlotsOfWeek } = await import("@/server/availability/list-slots");
  const { listAllBookings } = await import("@/server/bookings/list-bookings");
  const { bookSlot } = await import("@/server/bookings/book-slot");
  const { seedBenchClub } = await import("./lib/bench-club");

  const club = await seedBenchClub();
  const trainer = { id: club.trainerId, role: "trainer" as const };
  const results = {
    weekView: await timed(() => listSlotsOfWeek(trainer, clubToday())),
    upcomingBookings: await timed(() => listAllBookings(true)),
    bookSlot: await timed(async () => {
      const slotId = club.freeSlotIds.pop()!;
      await bookSlot(trainer, { availability_slot_id: slotId, animal_id: club.animalIds[slotId % club.animalIds.length], observations: null });
    }, Math.min(ITERATIONS, club.freeSlotIds.length)),
  };
  const rssMb = process.memoryUsage().rss / 1024 / 1024;

  console.log(`Club: ${club.members} members, ${club.slots} slots, ${club.bookings} bookings\n`);
  console.log("path               p50 ms   p95 ms   target p95");
  const failures: string[] = [];
  for (const [name, samples] of Object.entries(results) as [keyof typeof TARGETS_MS, number[]][]) {
    const p95 = percentile(samples, 95);
    console.log(`${name.padEnd(18)} ${percentile(samples, 50).toFixed(1).padStart(6)}   ${p95.toFixed(1).padStart(6)}   ${TARGETS_MS[name]}`);
    if (p95 > TARGETS_MS[name]) failures.push(`${name} p95 ${p95.toFixed(1)} ms > ${TARGETS_MS[name]} ms`);
  }
  console.log(`rss                ${rssMb.toFixed(0)} MB (target ${TARGET_RSS_MB} MB)`);
  if (rssMb > TARGET_RSS_MB) failures.push(`rss ${rssMb.toFixed(0)} MB > ${TARGET_RSS_MB} MB`);
  return failures;
}

async function timed(run: () => Promise<unknown>, iterations = ITERATIONS): Promise<number[]> {
  for (let warm = 0; warm < 5; warm++) await run();
  const samples: number[] = [];
  for (let index = 0; index < iterations; index++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

void main();
