// `npm run bench`: speed and memory targets of the hot paths, measured against a real
// PostgreSQL (TEST_DATABASE_URL, else DATABASE_URL's server, else the embedded one) with a club
// of realistic size. Exits non-zero when a target is missed. Not part of `npm test`.
//
// Targets are absolute p95 times for the calendar's paths and, for the reports (payments 2x,
// statistics 3x), ratios to the calendar's date view measured in the same run, so a slow machine does not fail
// them by itself. Each path also prints its SQL queries per call, which must not grow with the
// club or the range.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createDatabase, dropDatabase, startDatabaseServer } from "./lib/database-server";
import { loadEnvFiles } from "./lib/load-env";
import { applyMigrations } from "./lib/migrations";

const TARGET_RSS_MB = 640; // the whole bench process: Node, tsx, Prisma and a five-year club in memory
const ITERATIONS = 200;

type Target = { p95Ms: number } | { timesDateView: number };
type BenchPath = { name: string; run: () => Promise<unknown>; target: Target; iterations?: number };

let queries = 0;

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
    await countingPrismaClient(url);
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

/** The app's Prisma client (src/server/db.ts reuses the one on globalThis), counting queries. */
async function countingPrismaClient(url: string) {
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const { PrismaClient } = await import("@/generated/prisma/client");
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }), log: [{ emit: "event", level: "query" }] });
  client.$on("query", () => queries++);
  (globalThis as { acePrisma?: unknown }).acePrisma = client;
}

async function measure(): Promise<string[]> {
  const { addMonths, clubMonth, clubToday } = await import("@/lib/club-time");
  const { listSlotsOfDate, listSlotsOfWeek } = await import("@/server/availability/list-slots");
  const { listAllBookings } = await import("@/server/bookings/list-bookings");
  const { bookSlot } = await import("@/server/bookings/book-slot");
  const { listMonthPayments } = await import("@/server/payments/list-payments");
  const { bookingsSummary } = await import("@/server/payments/bookings-summary");
  const { paymentStatistics } = await import("@/server/payments/payment-statistics");
  const { getBookingStatistics } = await import("@/server/statistics/get-booking-statistics");
  const { getQuickStats } = await import("@/server/statistics/get-quick-stats");
  const { addClubDays } = await import("@/lib/club-time");
  const { seedBenchClub } = await import("./lib/bench-club");

  const club = await seedBenchClub();
  const trainer = { id: club.trainerId, role: "trainer" as const };
  const member = { id: club.memberIds[1], role: "student" as const };
  const today = clubToday();
  const month = clubMonth();
  const lastMonth = addMonths(month, -1);
  const paths: BenchPath[] = [
    { name: "dateView", run: () => listSlotsOfDate(trainer, today), target: { p95Ms: 40 } },
    { name: "weekView", run: () => listSlotsOfWeek(trainer, today), target: { p95Ms: 40 } },
    { name: "upcomingBookings", run: () => listAllBookings(true), target: { p95Ms: 60 } },
    {
      name: "bookSlot",
      run: async () => {
        const slotId = club.freeSlotIds.pop()!;
        await bookSlot(trainer, { availability_slot_id: slotId, animal_id: club.animalIds[slotId % club.animalIds.length], observations: null });
      },
      target: { p95Ms: 60 },
      iterations: Math.min(ITERATIONS, club.freeSlotIds.length - 10),
    },
    { name: "monthPayments", run: () => listMonthPayments(lastMonth), target: { timesDateView: 2 } },
    { name: "bookingsSummary", run: () => bookingsSummary(lastMonth), target: { timesDateView: 2 } },
    { name: "paymentStats1y", run: () => paymentStatistics({ start_month: addMonths(month, -11), end_month: month }), target: { timesDateView: 2 } },
    { name: "paymentStats5y", run: () => paymentStatistics({ start_month: addMonths(month, -59), end_month: month }), target: { timesDateView: 2 } },
    { name: "clubStats1y", run: () => getBookingStatistics(trainer, { start_date: addClubDays(today, -365), end_date: today }), target: { timesDateView: 3 } },
    { name: "clubStats5y", run: () => getBookingStatistics(trainer, { start_date: addClubDays(today, -5 * 365 + 2), end_date: today }), target: { timesDateView: 3 } },
    { name: "memberStats1y", run: () => getBookingStatistics(member, { start_date: addClubDays(today, -365), end_date: today }), target: { timesDateView: 3 } },
    { name: "memberStats5y", run: () => getBookingStatistics(member, { start_date: addClubDays(today, -5 * 365 + 2), end_date: today }), target: { timesDateView: 3 } },
    { name: "quickStats", run: () => getQuickStats(member.id), target: { timesDateView: 3 } },
  ];

  const results = new Map<string, { p50: number; p95: number; queries: number }>();
  for (const benchPath of paths) results.set(benchPath.name, await timed(benchPath.run, benchPath.iterations));
  const rssMb = process.memoryUsage().rss / 1024 / 1024;

  console.log(`Club: ${club.members} members, ${club.slots} slots, ${club.bookings} bookings, ${club.payments} payments\n`);
  console.log("path               p50 ms   p95 ms  queries   target p95");
  const failures: string[] = [];
  const dateViewP95 = results.get("dateView")!.p95;
  for (const { name, target } of paths) {
    const { p50, p95, queries: perCall } = results.get(name)!;
    const limit = "p95Ms" in target ? target.p95Ms : Math.max(target.timesDateView * dateViewP95, 1);
    const label = "p95Ms" in target ? `${target.p95Ms} ms` : `${target.timesDateView}x dateView = ${limit.toFixed(1)} ms`;
    console.log(`${name.padEnd(18)} ${p50.toFixed(1).padStart(6)}   ${p95.toFixed(1).padStart(6)}   ${String(perCall).padStart(6)}   ${label}`);
    if (p95 > limit) failures.push(`${name} p95 ${p95.toFixed(1)} ms > ${limit.toFixed(1)} ms`);
  }
  // The reports' queries must not grow with the range: one year and five cost the same.
  for (const [short, long] of [["paymentStats1y", "paymentStats5y"], ["clubStats1y", "clubStats5y"], ["memberStats1y", "memberStats5y"]]) {
    const [a, b] = [results.get(short)!.queries, results.get(long)!.queries];
    if (a !== b) failures.push(`${long} makes ${b} queries per call, ${short} ${a}`);
  }
  console.log(`rss                ${rssMb.toFixed(0)} MB (target ${TARGET_RSS_MB} MB)`);
  if (rssMb > TARGET_RSS_MB) failures.push(`rss ${rssMb.toFixed(0)} MB > ${TARGET_RSS_MB} MB`);
  return failures;
}

async function timed(run: () => Promise<unknown>, iterations = ITERATIONS) {
  for (let warm = 0; warm < 5; warm++) await run();
  const before = queries;
  await run();
  const perCall = queries - before;
  const samples: number[] = [];
  for (let index = 0; index < iterations; index++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), queries: perCall };
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

void main();
