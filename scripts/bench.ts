// `npm run bench`: how fast ACE is where users feel it. Seeds a five-year club into a database of
// its own (TEST_DATABASE_URL's server, else DATABASE_URL's, else the embedded PostgreSQL), serves
// the production build (ACE's server, building first when sources changed) and loads each hot
// read over HTTP with autocannon; then weighs the pages and scores them with Lighthouse.
//
// Targets are ratios to the bare route (`GET /api/health`: one statement, no session) measured in
// the same run, so a slow or busy machine does not fail them by itself. The bench exits non-zero
// when one is missed. `npm run bench -- --smoke` runs every row on a tiny club, briefly, without
// Lighthouse, and checks no target: the test suite runs it to prove the bench itself works.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { processTree } from "./lib/bench-demo";
import { loadEndpoint, type LoadResult } from "./lib/bench-http";
import { statementsPerRequest } from "./lib/bench-queries";
import { createDatabase, dropDatabase, startDatabaseServer } from "./lib/database-server";
import { loadEnvFiles } from "./lib/load-env";
import { applyMigrations } from "./lib/migrations";
import { buildIfChanged } from "./lib/next-build";
import { freePort, startNextServer } from "./lib/next-server";
import { addClubDays, addMonths, clubMonth, clubToday } from "@/lib/club-time";
import { startFakeOpenWeather } from "../test/fake-openweather";

/** The club's OpenWeather key: the bench's club is configured, as a club running its week is. */
const BENCH_OPENWEATHER_KEY = "bench0penweather0key000000000cafe";

const SMOKE = process.argv.includes("--smoke");
/** `--reads`: the HTTP reads only, without the pages (quicker while working on the server). */
const READS_ONLY = process.argv.includes("--reads");
/** `--rush`: the rush hour only (no reads, no pages). */
const RUSH_ONLY = process.argv.includes("--rush");
/** `--group`: the group lessons' rush only (scripts/lib/bench-rush.ts, `groupRush`). */
const GROUP_ONLY = process.argv.includes("--group");
/** `--demo`: the demo's memory only. */
const DEMO_ONLY = process.argv.includes("--demo");
/** `--pages`: the pages only, without the reads and the rush (quicker while working on a screen). */
const PAGES_ONLY = process.argv.includes("--pages");
/** `--only=week`: the reads whose name holds this (and the bare route). */
const ONLY = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
/** `--profile`: the server writes a CPU profile (.cpuprofile, for Chrome's DevTools) when it stops. */
const PROFILE_DIR = process.argv.includes("--profile") ? path.resolve(".data/bench/profiles") : undefined;
const CONNECTIONS = SMOKE ? 2 : 20;
const SECONDS = 8;
/** How long each read is loaded: seconds, or in the smoke run a few requests. */
const LOAD = SMOKE ? { amount: 20 } : { seconds: SECONDS };
/** Requests per second as a share of the bare route's, and p99 at most this many times its p99. */
const SHARE = 0.6;
const REPORT_SHARE = 0.3; // a year of statistics
const P99_TIMES = 3;
/** The server after the reads and the rush: Node, Next.js, Prisma and their caches, on a 1 GB server beside PostgreSQL. */
const TARGET_SERVER_RSS_MB = 300;
/** Every process of `npm run demo` (npm, the launcher that becomes the server) after its screens were loaded. */
const TARGET_DEMO_MB = 400;
/** The rush (scripts/lib/bench-rush.ts): members booking and cancelling at once, and how many. */
const RUSH = SMOKE ? { loops: 4, members: 8, seconds: 1, turns: 1, warmSeconds: 0.5 } : { loops: 40, members: 200, seconds: 4, turns: 5, warmSeconds: 3 };
/** The group lessons' rush: members wanting the places of several Saturdays' group lessons at once (a Saturday's places = members), in turns. */
const GROUP_RUSH = SMOKE ? { lessons: 2, capacity: 3, saturdays: 1, turns: 1 } : { lessons: 10, capacity: 4, saturdays: 8, turns: 5 };
/** The door (scripts/lib/bench-door.ts): wrong sign-ins at once, and slow uploads, beside a member. */
const DOOR = SMOKE ? { flood: 8, slowUploads: 2 } : { flood: 100, slowUploads: 8 };
/** Writes a second in the rush as a share of the bare route's requests a second, same client, as many loops. */
const RUSH_SHARE = 0.5;
/** Every rush member booking a slot of their own at the same moment: the slowest answer (p99). */
const ALL_AT_ONCE_P99_MS = 1000;
/** A member's week view during the rush: p99 at most this many times its p99 on a quiet server. */
const BESIDE_TIMES = 5;

type Role = "trainer" | "student" | "external" | "guest";
type Read = {
  name: string;
  role: Role | null;
  path: string;
  /** The route module (under src/app) whose handler serves `path`, and its dynamic segments. */
  module: string;
  params?: Record<string, string>;
  share: number;
};
type Row = Read & LoadResult & { statements: { changed: number; unchanged: number } };

async function main() {
  loadEnvFiles();
  const server = await startDatabaseServer({
    url: process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(".data/test-postgres"),
  });
  const name = `ace_bench_${randomBytes(4).toString("hex")}`;
  const databaseUrl = await createDatabase(server.url, name);
  let next: Awaited<ReturnType<typeof startNextServer>> | undefined;
  // OpenWeather lies outside the machine: a fake one on loopback answers in its format, so the
  // slots carry their weather and the weather screen shows a forecast, as in a configured club.
  const openWeather = await startFakeOpenWeather({ apiKey: BENCH_OPENWEATHER_KEY });
  try {
    await applyMigrations({ databaseUrl });
    const port = await freePort(3090);
    const appUrl = `http://127.0.0.1:${port}`;
    // The bench's own process calls the same handlers to count statements: same database,
    // same secret, same address.
    Object.assign(process.env, {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      APP_URL: appUrl,
      OPENWEATHER_BASE_URL: openWeather.url,
      OPENWEATHER_API_KEY: BENCH_OPENWEATHER_KEY,
    });
    const { seedBenchClub, FIVE_YEAR_CLUB, TINY_CLUB } = await import("./lib/bench-club");
    // The group lessons' rush alone needs no five years of club behind it.
    const club = await seedBenchClub(SMOKE || GROUP_ONLY ? TINY_CLUB : FIVE_YEAR_CLUB);
    const { seedRushClub, mondayAfter } = await import("./lib/bench-rush");
    const rushClub = await seedRushClub({ members: RUSH.members, slotsEach: 1, firstDay: mondayAfter(35) });
    // From the Saturday of the rush's first week on: its slots are weekdays only.
    const groupClub = await (await import("./lib/bench-rush")).seedGroupRushClub({ ...GROUP_RUSH, day: addClubDays(mondayAfter(35), 5) });
    const { seedDoorMember } = await import("./lib/bench-door");
    const doorMember = await seedDoorMember();
    console.log(
      `Club: ${club.members} members, ${club.animals} animals, ${club.slots} slots, ${club.bookings} bookings ` +
        `(${club.busyMemberBookings} of one member), ${club.payments} payments\n`,
    );

    const env = { ...process.env, NODE_ENV: "production" as const };
    const logDir = path.resolve(".data/bench");
    await mkdir(logDir, { recursive: true });
    // The smoke run serves the build the test suite has just made (never builds beside it).
    if (!SMOKE) await buildIfChanged({ stateFile: path.resolve(".data/build-hash"), env, log: console.log });
    next = await startNextServer({ root: process.cwd(), port, env,
      logFile: path.join(logDir, "next.log"),
      nodeArgs: PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : process.env.BENCH_TRACE_GC ? ["--trace-gc"] : [],
    });

    const cookies = await signIn(appUrl, club.logins);
    const failures: string[] = [];
    if (GROUP_ONLY) failures.push(...(await groupLessonsRush(appUrl, groupClub, next.pid)));
    else if (!PAGES_ONLY && !DEMO_ONLY) {
      if (!RUSH_ONLY) {
        const feed = new URL(((await (await fetch(`${appUrl}/api/auth/me`, { headers: { cookie: cookies.student } })).json()) as { user: { calendar_feed_url: string } }).user.calendar_feed_url);
        failures.push(...report(await loadReads(appUrl, reads(feed).filter((read) => !ONLY || read.name.includes(ONLY)), cookies)));
      }
      if (!ONLY) failures.push(...(await rush(appUrl, rushClub, cookies.student, next.pid)));
      if (!ONLY) failures.push(...(await groupLessonsRush(appUrl, groupClub, next.pid)));
      if (!ONLY) failures.push(...(await door(appUrl, doorMember)));
      const serverRssMb = residentMb(next.pid);
      console.log(`\nServer memory after the load: ${serverRssMb.toFixed(0)} MB resident (target ${TARGET_SERVER_RSS_MB} MB)`);
      if (serverRssMb > TARGET_SERVER_RSS_MB) failures.push(`server rss ${serverRssMb.toFixed(0)} MB > ${TARGET_SERVER_RSS_MB} MB`);
    }

    if (!READS_ONLY && !RUSH_ONLY && !GROUP_ONLY && !DEMO_ONLY) {
      const { measurePages, printPages, PAGE_TARGETS } = await import("./lib/bench-pages");
      // Each scored screen: the median of five Lighthouse runs in one browser (bench-pages.ts).
      // The smoke run runs no Lighthouse and weighs the JavaScript of the screens the full run
      // scores and of those with no budget: every kind of row, in half the time of all 18.
      const pages = await measurePages({
        baseUrl: appUrl,
        cookies: { trainer: cookies.trainer, student: cookies.student },
        pages: SMOKE ? PAGE_TARGETS.filter((target) => target.lighthouse || target.maxJsKb === null) : PAGE_TARGETS,
        lighthouse: !SMOKE,
        // Each scored screen's five runs (score, LCP, TBT) and its largest paint: what a score is made of.
        log: (line) => {
          if (line.includes("Lighthouse")) console.log(line);
        },
      });
      printPages(pages);
      console.log(`\n${pageFaultNote()}`);
      failures.push(...pages.flatMap((page) => page.failures));
    }

    // Not in the smoke run: it serves the build the suite made, and the demo would build its own.
    if (!SMOKE && !READS_ONLY && !RUSH_ONLY && !GROUP_ONLY && !PAGES_ONLY) failures.push(...(await demoMemory(server.url, name)));

    if (SMOKE) console.log("\nSmoke run: every row measured; targets are not checked on a tiny club.");
    else if (failures.length) {
      console.error(`\nMissed:\n- ${failures.join("\n- ")}`);
      process.exitCode = 1;
    } else console.log("\nEvery target met.");
  } finally {
    await next?.stop();
    await openWeather.close();
    if (PROFILE_DIR) console.log(`CPU profiles of the server: ${PROFILE_DIR}`);
    const { closeDb } = await import("@/server/db");
    await closeDb();
    await dropDatabase(server.url, name);
    await server.stop();
  }
}

/**
 * With --profile, the phase's window on the monotonic clock the server's CPU profile also uses
 * (microseconds), printed so that a profile can be read phase by phase.
 */
async function profiled<T>(phase: string, run: () => Promise<T>): Promise<T> {
  const now = () => Number(process.hrtime.bigint() / 1000n);
  const start = now();
  const result = await run();
  if (PROFILE_DIR) console.log(`profile window ${phase}: ${start} ${now()}`);
  return result;
}

type RushFigures = import("./lib/bench-rush").RushFigures;

/**
 * The rush hour (scripts/lib/bench-rush.ts): the bare route and a member's week view on a quiet
 * server, then members booking and cancelling at once with that week view read beside them, then
 * every rush member booking at the same moment.
 */
async function rush(appUrl: string, rushClub: import("./lib/bench-rush").RushClub, readerCookie: string, serverPid: number): Promise<string[]> {
  const { bookAndCancel, bookAllAtOnce, readLoop, together } = await import("./lib/bench-rush");
  const week = `/api/availability/week/${rushClub.weekDate}`;
  const loopers = rushClub.members.slice(0, RUSH.loops);
  const { counted, perRequest } = cpuSpent(serverPid);
  // Warm first: what is compared is the server at work, not V8 compiling the routes' code on their
  // first requests (with --rush nothing else has run before).
  await readLoop(appUrl, "/api/health", { loops: RUSH.loops, seconds: RUSH.warmSeconds });
  await Promise.all([bookAndCancel(appUrl, loopers, RUSH.warmSeconds), readLoop(appUrl, week, { loops: 2, seconds: RUSH.warmSeconds, cookie: readerCookie })]);
  // The loads compared are run in turns, a few seconds each, and each one's turns taken together
  // (together()): a slower moment of a shared machine then weighs on both sides of a ratio.
  const runs: Record<"bare" | "quiet" | "rush" | "besideWrites" | "beside", RushFigures[]> = { bare: [], quiet: [], rush: [], besideWrites: [], beside: [] };
  for (let turn = 0; turn < RUSH.turns; turn++) {
    runs.bare.push(await profiled("bare", () => counted("bare", () => readLoop(appUrl, "/api/health", { loops: RUSH.loops, seconds: RUSH.seconds }))));
    runs.quiet.push(await profiled("quiet", () => readLoop(appUrl, week, { loops: 2, seconds: RUSH.seconds, cookie: readerCookie })));
    runs.rush.push(await profiled("rush", () => counted("rush", () => bookAndCancel(appUrl, loopers, RUSH.seconds))));
    // The rush again, with a member reading the week being booked beside it: how long that read waits.
    const writes = bookAndCancel(appUrl, loopers, RUSH.seconds);
    runs.beside.push(await profiled("beside", () => readLoop(appUrl, week, { loops: 2, seconds: RUSH.seconds, cookie: readerCookie, until: writes })));
    runs.besideWrites.push(await writes);
  }
  const [bare, quiet, rushed, besideWrites, beside] = [runs.bare, runs.quiet, runs.rush, runs.besideWrites, runs.beside].map(together);
  const atOnce = await profiled("at-once", () => bookAllAtOnce(appUrl, rushClub.members));

  const share = rushed.rate / bare.rate;
  const times = beside.p99 / quiet.p99;
  const ms = (value: number) => value.toFixed(0).padStart(6);
  console.log(`\nThe rush: ${RUSH.loops} members booking and cancelling their own lessons at once, ${RUSH.turns} turns of ${RUSH.seconds} s; ` +
    `the same client (${RUSH.loops} loops) on the bare route; 2 loops reading the week being booked, quiet and beside the rush run again; ` +
    `then ${rushClub.members.length} members booking ${rushClub.members.length} different lessons at the same moment\n`);
  console.log("what                         per s   p50 ms  p99 ms   figure    target");
  const line = (what: string, row: { rate: number; p50: number; p99: number }, figure = "", target = "") =>
    console.log(`${what.padEnd(26)} ${row.rate.toFixed(0).padStart(7)}  ${ms(row.p50)}  ${ms(row.p99)}  ${figure.padStart(7)}  ${target.padStart(8)}`);
  line("bare route (same client)", bare);
  line("bookings and cancellations", rushed, `${share.toFixed(2)}x`, `>= ${RUSH_SHARE}x`);
  line("week view, quiet", quiet);
  line("the rush again", besideWrites);
  line("week view, beside the rush", beside, `${times.toFixed(1)}x`, `<= ${BESIDE_TIMES}x`);
  line(`${rushClub.members.length} bookings at once`, atOnce, `${ms(atOnce.p99).trim()} ms`, `< ${ALL_AT_ONCE_P99_MS} ms`);
  console.log(`\nbare route: ${perRequest("bare", bare.requests)}\nthe rush: ${perRequest("rush", rushed.requests)}`);

  const failures = [bare, quiet, rushed, besideWrites, beside, atOnce].flatMap((figures) => figures.errors.slice(0, 5));
  // A tiny club proves the rush runs (every answer the expected one); its figures are not the club's.
  if (SMOKE && failures.length) throw new Error(`The rush's answers:\n- ${failures.join("\n- ")}`);
  if (SMOKE) return failures;
  if (share < RUSH_SHARE) failures.push(`rush: ${share.toFixed(2)} of the bare route's rate < ${RUSH_SHARE}`);
  if (times > BESIDE_TIMES) failures.push(`week view beside the rush: p99 ${times.toFixed(1)}x the quiet one > ${BESIDE_TIMES}x`);
  if (atOnce.p99 >= ALL_AT_ONCE_P99_MS) failures.push(`${rushClub.members.length} bookings at once: p99 ${atOnce.p99.toFixed(0)} ms >= ${ALL_AT_ONCE_P99_MS} ms`);
  return failures;
}

/**
 * The group lessons' rush (docs/rules.md, "Group lessons"): as many members as a Saturday's
 * places want a place on each of several Saturdays at once, half of them finding their first
 * lesson full (409) and moving on. Every answer 201 or 409, each lesson exactly full, and the
 * answers a second at least RUSH_SHARE of the bare route's (the same client, as many loops), in
 * turns taken together as the rush's are.
 */
async function groupLessonsRush(appUrl: string, club: import("./lib/bench-rush").GroupRushClub, serverPid: number): Promise<string[]> {
  const { groupRush, readLoop, together } = await import("./lib/bench-rush");
  const { counted, perRequest } = cpuSpent(serverPid);
  const { db } = await import("@/server/db");
  const loops = club.members.length;
  const free = () => db.booking.deleteMany({ where: { slotId: { in: club.saturdays.flat() } } });
  // Warm first, as the rush does.
  await readLoop(appUrl, "/api/health", { loops, seconds: RUSH.warmSeconds });
  await groupRush(appUrl, club);
  const bare: RushFigures[] = [];
  const runs: Awaited<ReturnType<typeof groupRush>>[] = [];
  for (let turn = 0; turn < GROUP_RUSH.turns; turn++) {
    await free();
    bare.push(await profiled("bare", () => counted("bare", () => readLoop(appUrl, "/api/health", { loops, seconds: 1 }))));
    runs.push(await profiled("group", () => counted("rush", () => groupRush(appUrl, club))));
  }
  const [baseline, rushed] = [together(bare), together(runs)];
  const share = rushed.rate / baseline.rate;
  const refused = runs.reduce((sum, run) => sum + run.refused, 0);
  console.log(`
Group lessons: ${loops} members wanting a place on each of ${club.saturdays.length} Saturdays, ${club.saturdays[0].length} lessons of ${club.capacity} each, at once, ${GROUP_RUSH.turns} turns ` +
    `(${refused} refusals, 409, in all); the same client (${loops} loops) on the bare route
`);
  console.log("what                         per s   p50 ms  p99 ms   figure    target");
  const ms = (value: number) => value.toFixed(0).padStart(6);
  const line = (what: string, row: { rate: number; p50: number; p99: number }, figure = "", target = "") =>
    console.log(`${what.padEnd(26)} ${row.rate.toFixed(0).padStart(7)}  ${ms(row.p50)}  ${ms(row.p99)}  ${figure.padStart(7)}  ${target.padStart(8)}`);
  line("bare route (same client)", baseline);
  line("group lesson places", rushed, `${share.toFixed(2)}x`, `>= ${RUSH_SHARE}x`);
  console.log(`\nbare route: ${perRequest("bare", baseline.requests)}\ngroup lesson places: ${perRequest("rush", rushed.requests)}`);
  const failures = [baseline, rushed].flatMap((figures) => figures.errors.slice(0, 5));
  if (SMOKE && failures.length) throw new Error(`The group lessons' answers:\n- ${failures.join("\n- ")}`);
  if (!SMOKE && share < RUSH_SHARE) failures.push(`group lessons: ${share.toFixed(2)} of the bare route's rate < ${RUSH_SHARE}`);
  return failures;
}

/** The door (scripts/lib/bench-door.ts): a member's booking and known sign-in beside a flood of wrong sign-ins, and beside slow uploads. */
async function door(appUrl: string, member: import("./lib/bench-door").DoorMember): Promise<string[]> {
  const { measureDoor, DOOR_TARGETS } = await import("./lib/bench-door");
  const figures = await measureDoor(appUrl, member, DOOR);
  const { flood, slowUploads } = figures;
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);
  console.log(`\nThe door: a member's booking and sign-in from a phone that signed in before, beside ${DOOR.flood} wrong sign-ins at once, ` +
    `then beside ${DOOR.slowUploads} clients sending a body a byte a second (targets: booking < ${DOOR_TARGETS.bookingMs} ms, sign-in < ${DOOR_TARGETS.knownSignInMs} ms)\n`);
  console.log("beside                  booking    sign-in   what the flood was answered");
  console.log(`wrong sign-ins       ${ms(flood.bookingMs)}  ${ms(flood.signInMs)}   ${Object.entries(flood.statuses).map(([status, count]) => `${count} x ${status}`).join(", ")}`);
  console.log(`slow uploads         ${ms(slowUploads.bookingMs)}  ${ms(slowUploads.signInMs)}   ${slowUploads.stillSending} of ${DOOR.slowUploads} still sending after`);
  const failures = figures.errors.map((error) => `door: ${error}`);
  if (SMOKE && failures.length) throw new Error(`The door's answers:\n- ${failures.join("\n- ")}`);
  if (SMOKE) return failures;
  for (const [beside, row] of [["wrong sign-ins", flood], ["slow uploads", slowUploads]] as const) {
    if (row.bookingMs >= DOOR_TARGETS.bookingMs) failures.push(`door: booking beside ${beside} ${row.bookingMs.toFixed(0)} ms >= ${DOOR_TARGETS.bookingMs} ms`);
    if (row.signInMs >= DOOR_TARGETS.knownSignInMs) failures.push(`door: known sign-in beside ${beside} ${row.signInMs.toFixed(0)} ms >= ${DOOR_TARGETS.knownSignInMs} ms`);
  }
  return failures;
}

/** `npm run demo` started as a person starts it, its screens loaded, every process of it measured (bench-demo.ts). */
async function demoMemory(serverUrl: string, benchDatabase: string): Promise<string[]> {
  const { measureDemoMemory } = await import("./lib/bench-demo");
  const { BENCH_PASSWORD } = await import("./lib/bench-club");
  const name = `${benchDatabase}_demo`;
  const databaseUrl = await createDatabase(serverUrl, name);
  try {
    const demo = await measureDemoMemory({
      root: process.cwd(),
      databaseUrl,
      port: await freePort(3190),
      buildState: path.resolve(".data/build-hash"),
      trainerPassword: BENCH_PASSWORD,
    });
    console.log(`\nnpm run demo after its trainer's screens were loaded: ${demo.totalMb.toFixed(0)} MB resident in all (target ${TARGET_DEMO_MB} MB)`);
    for (const process of demo.processes) console.log(`  ${process.mb.toFixed(0).padStart(5)} MB  ${process.command}`);
    return demo.totalMb > TARGET_DEMO_MB ? [`npm run demo: ${demo.totalMb.toFixed(0)} MB > ${TARGET_DEMO_MB} MB`] : [];
  } finally {
    await dropDatabase(serverUrl, name);
  }
}

function reads(feed: URL): Read[] {
  const today = clubToday();
  const month = clubMonth();
  const yearAgo = addClubDays(today, -365);
  const monthYearAgo = addMonths(month, -11);
  const views: Read[] = (["trainer", "student", "external", "guest"] as const).flatMap((role) => [
    { name: `dateView ${role}`, role, path: `/api/availability/date/${today}`, module: "api/availability/date/[date]", params: { date: today }, share: SHARE },
    { name: `weekView ${role}`, role, path: `/api/availability/week/${today}`, module: "api/availability/week/[date]", params: { date: today }, share: SHARE },
  ]);
  return [
    { name: "me", role: "student", path: "/api/auth/me", module: "api/auth/me", share: SHARE },
    ...views,
    { name: "upcoming trainer", role: "trainer", path: "/api/bookings/all?upcoming=1", module: "api/bookings/all", share: SHARE },
    { name: "upcoming student", role: "student", path: "/api/bookings/my?upcoming=1", module: "api/bookings/my", share: SHARE },
    { name: "myBookings (busy)", role: "student", path: "/api/bookings/my", module: "api/bookings/my", share: SHARE },
    { name: "calendarFeed", role: null, path: `${feed.pathname}${feed.search}`, module: "calendar.ics", share: SHARE },
    { name: "weatherForecast", role: "student", path: "/api/weather/forecast?days=5", module: "api/weather/forecast", share: SHARE },
    { name: "quickStats", role: "student", path: "/api/bookings/user-quick-stats", module: "api/bookings/user-quick-stats", share: SHARE },
    { name: "clubStats 1y", role: "trainer", path: `/api/bookings/statistics?start_date=${yearAgo}&end_date=${today}`, module: "api/bookings/statistics", share: REPORT_SHARE },
    { name: "memberStats 1y", role: "student", path: `/api/bookings/statistics?start_date=${yearAgo}&end_date=${today}`, module: "api/bookings/statistics", share: REPORT_SHARE },
    { name: "monthPayments", role: "trainer", path: `/api/payments?month=${month}`, module: "api/payments", share: SHARE },
    { name: "pendingPayments", role: "trainer", path: "/api/payments/pending", module: "api/payments/pending", share: SHARE },
    { name: "bookingsSummary", role: "trainer", path: `/api/payments/bookings-summary?month=${month}`, module: "api/payments/bookings-summary", share: SHARE },
    { name: "paymentStats 1y", role: "trainer", path: `/api/payments/statistics?start_month=${monthYearAgo}&end_month=${month}`, module: "api/payments/statistics", share: REPORT_SHARE },
    { name: "memberPayments", role: "student", path: "/api/payments/user", module: "api/payments/user", share: SHARE },
    { name: "memberPending", role: "student", path: "/api/payments/user-pending", module: "api/payments/user-pending", share: SHARE },
  ];
}

/** The bare route, then each read, the bare route again every few reads (its share is of their mean). */
async function loadReads(appUrl: string, list: Read[], cookies: Record<Role, string>): Promise<{ bare: Row; rows: Row[] }> {
  const bare: Read = { name: "health (bare)", role: null, path: "/api/health", module: "api/health", share: 1 };
  const bareRuns: LoadResult[] = [];
  const rows: Row[] = [];
  const load = async (read: Read): Promise<Row> => {
    const cookie = read.role ? cookies[read.role] : undefined;
    const result = await loadEndpoint({ url: `${appUrl}${read.path}`, headers: cookie ? { cookie } : {}, connections: CONNECTIONS, ...LOAD });
    const { GET } = await import(path.resolve("src/app", read.module, "route.ts"));
    const statements = await statementsPerRequest({ handler: GET, url: `${appUrl}${read.path}`, params: read.params, cookie });
    return { ...read, ...result, statements };
  };
  // Warm up: the first requests of each route compile nothing in production, but fill caches.
  for (const read of SMOKE ? [] : [bare, ...list]) {
    const cookie = read.role ? cookies[read.role] : undefined;
    await loadEndpoint({ url: `${appUrl}${read.path}`, headers: cookie ? { cookie } : {}, seconds: 1, connections: 2 });
  }
  let bareRow = await load(bare);
  bareRuns.push(bareRow);
  for (const [index, read] of list.entries()) {
    rows.push(await load(read));
    if (index % 5 === 4 || index === list.length - 1) bareRuns.push(await load(bare));
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  bareRow = { ...bareRow, rps: mean(bareRuns.map((run) => run.rps)), p50: mean(bareRuns.map((run) => run.p50)), p99: mean(bareRuns.map((run) => run.p99)) };
  return { bare: bareRow, rows };
}

function report({ bare, rows }: { bare: Row; rows: Row[] }): string[] {
  const load = SMOKE ? `${LOAD.amount} requests` : `${SECONDS} s`;
  console.log(`${CONNECTIONS} connections, ${load} per read; share = req/s / the bare route's req/s (mean of its runs)\n`);
  console.log("read                     req/s   share  target   p50 ms   p99 ms  p99 max  statements (after a change / while the data holds)");
  const line = (row: Row, share: string, target: string, p99Max: string) =>
    console.log(
      `${row.name.padEnd(22)} ${row.rps.toFixed(0).padStart(7)}  ${share.padStart(6)}  ${target.padStart(6)}  ${row.p50.toFixed(0).padStart(7)}  ${row.p99.toFixed(0).padStart(7)}  ${p99Max.padStart(7)}  ${`${row.statements.changed} / ${row.statements.unchanged}`.padStart(7)}`,
    );
  line(bare, "1.00", "", "");
  const failures: string[] = [];
  const p99Max = P99_TIMES * bare.p99;
  for (const row of rows) {
    const share = row.rps / bare.rps;
    line(row, share.toFixed(2), row.share.toFixed(2), p99Max.toFixed(0));
    if (share < row.share) failures.push(`${row.name}: ${share.toFixed(2)} of the bare route's req/s < ${row.share}`);
    if (row.p99 > p99Max) failures.push(`${row.name}: p99 ${row.p99} ms > ${P99_TIMES}x the bare route's (${p99Max.toFixed(0)} ms)`);
  }
  return failures;
}

async function signIn(appUrl: string, logins: Record<Role, string>): Promise<Record<Role, string>> {
  const { BENCH_PASSWORD } = await import("./lib/bench-club");
  const entries = await Promise.all(
    Object.entries(logins).map(async ([role, email]) => {
      const response = await fetch(`${appUrl}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: BENCH_PASSWORD }),
      });
      if (!response.ok) throw new Error(`Sign-in of ${email} answered ${response.status}: ${await response.text()}`);
      const { token } = (await response.json()) as { token: string };
      return [role, `ace_session=${token}`] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Role, string>;
}

/**
 * What a first touch of a memory page costs on this machine. A fresh browser faults in about
 * 20,000 pages while it loads /login (counted in /proc), and Lighthouse's simulated phone
 * multiplies the time the browser's main thread took here by four: on a virtual machine whose page
 * faults cost ten times or more what they cost on hardware, its scores read low for that alone.
 */
function pageFaultNote(): string {
  const size = 128 * 1024 * 1024;
  const page = 4096;
  const started = process.hrtime.bigint();
  const memory = Buffer.allocUnsafeSlow(size);
  for (let offset = 0; offset < size; offset += page) memory[offset] = 1;
  const microseconds = Number(process.hrtime.bigint() - started) / 1000 / (size / page);
  return `This machine: ${microseconds.toFixed(1)} µs to touch a new memory page (hardware: about 0.1-0.5 µs). ` +
    "Lighthouse scales what a fresh browser did here, page faults included.";
}

/** CPU time (user and system) the processes have used, in ms, from /proc (Linux). */
/**
 * Where the time goes: the CPU the server, PostgreSQL and this client spent, summed over the turns
 * of a load (`counted("rush", run)`), and then per request.
 */
function cpuSpent(serverPid: number) {
  const cpu = () => ({ server: cpuMs([serverPid]), postgres: cpuMs(postgresPids()), client: (({ user, system }) => (user + system) / 1000)(process.cpuUsage()) });
  type Cpu = ReturnType<typeof cpu>;
  const spentOn = { bare: { server: 0, postgres: 0, client: 0 }, rush: { server: 0, postgres: 0, client: 0 } };
  const counted = async <F>(load: keyof typeof spentOn, run: () => Promise<F>) => {
    const before = cpu();
    const figures = await run();
    const after = cpu();
    for (const part of ["server", "postgres", "client"] as (keyof Cpu)[]) spentOn[load][part] += after[part] - before[part];
    return figures;
  };
  const perRequest = (load: keyof typeof spentOn, requests: number) => {
    const per = (ms: number) => (ms / requests).toFixed(2);
    return `server ${per(spentOn[load].server)}, PostgreSQL ${per(spentOn[load].postgres)}, client ${per(spentOn[load].client)} ms CPU per request`;
  };
  return { counted, perRequest };
}

function cpuMs(pids: number[]): number {
  const tick = 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim() || 100);
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      // utime and stime, and the time of children it has waited for: a PostgreSQL backend that
      // ended meanwhile is counted in its server's (the postmaster's) cutime and cstime.
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * tick;
    } catch {
      // gone meanwhile (a PostgreSQL backend that ended): its time is not counted
    }
  }
  return total;
}

function postgresPids(): number[] {
  const out = execFileSync("ps", ["-C", "postgres", "-o", "pid="], { encoding: "utf8" });
  return out.split("\n").filter(Boolean).map(Number);
}

/** Resident memory of the server process and its descendants (MB). */
function residentMb(pid: number): number {
  return processTree(pid).reduce((sum, process) => sum + process.mb, 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
