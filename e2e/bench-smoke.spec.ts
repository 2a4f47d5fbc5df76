import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eEnv } from "./support/accounts";

// `npm run bench` is how the club's speed is checked, so the suite proves the bench itself works:
// its smoke run (a tiny club, a few requests per read, no targets) against the build the suite
// has just made must finish and print every row. Its timings are not asserted here.

const READS = [
  "health (bare)", "me",
  ...["trainer", "student", "external", "guest"].flatMap((role) => [`dateView ${role}`, `weekView ${role}`]),
  "upcoming trainer", "upcoming student", "myBookings (busy)", "calendarFeed", "weatherForecast", "quickStats",
  "clubStats 1y", "memberStats 1y", "monthPayments", "pendingPayments", "bookingsSummary",
  "paymentStats 1y", "memberPayments", "memberPending",
];

// The screens the smoke run weighs: those the bench's full run scores with Lighthouse, and those
// with no budget (the full run weighs all 18 and scores these; Lighthouse takes minutes).
const PAGES: [string, string][] = [
  ["/login", "anonymous"], ["/", "trainer"], ["/", "student"], ["/calendar", "trainer"],
  ["/payments", "trainer"], ["/students", "trainer"], ["/statistics", "trainer"], ["/statistics", "student"],
];

test("the bench's smoke run measures every read, the rush, the door and its pages", async () => {
  test.setTimeout(300_000);
  const root = process.cwd(); // Playwright runs from the project's root
  // The journeys' PostgreSQL server: the bench makes and drops a database of its own on it.
  const server = new URL(e2eEnv("databaseUrl"));
  server.pathname = "/postgres";
  const { code, output } = await run(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/bench.ts", "--smoke"], {
    cwd: root,
    env: { ...process.env, TEST_DATABASE_URL: server.toString(), NEXT_TELEMETRY_DISABLED: "1" },
  });
  expect(code, output).toBe(0);
  const rows = output.split("\n");
  for (const read of READS) {
    // name, req/s, share, (target,) p50, p99, (p99 max,) statements (after a change / while the data holds)
    expect(rows.some((row) => new RegExp(`^${escape(read)}\\s+\\d+\\s+\\d\\.\\d\\d\\s.*\\s\\d+$`).test(row)), `row '${read}' in:\n${output}`).toBe(true);
  }
  // The rush hour: members booking and cancelling at once, a read beside them, all booking at one
  // moment (eight members in the smoke run); every answer was the expected one, or the run failed.
  for (const what of ["bare route (same client)", "bookings and cancellations", "week view, quiet", "week view, beside the rush", "8 bookings at once", "group lesson places"]) {
    expect(rows.some((row) => new RegExp(`^${escape(what)}\\s+\\d+\\s+\\d+\\s+\\d+`).test(row)), `rush row '${what}' in:\n${output}`).toBe(true);
  }
  // The door: a member's booking and known sign-in beside a flood of wrong sign-ins, and beside slow uploads.
  for (const beside of ["wrong sign-ins", "slow uploads"]) {
    expect(rows.some((row) => new RegExp(`^${beside}\\s+\\d+ ms\\s+\\d+ ms\\s`).test(row)), `door row '${beside}' in:\n${output}`).toBe(true);
  }
  // The pages: JavaScript weighed, against its budget; no scores.
  for (const [page, role] of PAGES) {
    const pattern = `^${escape(page)}\\s+${role}\\s+\\d+\\.\\d\\s+(\\d+|-)\\s*$`;
    expect(rows.some((row) => new RegExp(pattern).test(row)), `page row '${page} ${role}' in:\n${output}`).toBe(true);
  }
  expect(output).toMatch(/This machine: \d+\.\d µs to touch a new memory page/);
  expect(output).toContain("Smoke run: every row measured");
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, output }));
  });
}
