import { defineConfig, devices } from "@playwright/test";
import { OWN_CLUB_ENV, OWN_CLUB_PROJECT } from "./e2e/support/accounts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./scripts/lib/chromium";

// Browser journeys (e2e/*.spec.ts) against the production build: `npm run test:e2e` runs
// `next build`, then this. The global setup starts PostgreSQL's database, a test SMTP server
// and `next start`, and hands their addresses to the workers through the environment.
//
// Debian's Chromium, never a downloaded browser (scripts/lib/chromium.ts): its headless build for
// the journeys, the whole browser for those that need its own services.
const DESKTOP = {
  ...devices["Desktop Chrome"],
  // Wide enough for the full navbar (its links fold into a menu below 1280 px).
  viewport: { width: 1280, height: 800 },
};
const CHROMIUM = { ...DESKTOP, launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS } };
const WHOLE_CHROMIUM = { ...DESKTOP, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } };

/**
 * Journeys that change what holds for the whole club: the settings every journey depends on
 * (paying-online sets the payment provider's key, which would offer every other journey's members
 * MB WAY and Multibanco; another blocks bookings; lead-time lengthens the booking lead time), and
 * 'Todos presentes', which marks every started lesson of today present (beside the others, it
 * would mark their lessons, and they would add lessons to its day). They run in a club of their
 * own (e2e/support/accounts.ts, `OWN_CLUB_ENV`), one at a time, beside the rest (see `projects`).
 */
const OWN_CLUB_JOURNEYS = /(settings|paying-online|attendance-at-once|lead-time)\.spec\.ts$/;
/**
 * Journeys that change the club's weekly template (and its standing lessons): one after the
 * other, in a project of their own beside the rest (see `projects`).
 */
const WEEKLY_TEMPLATE_JOURNEYS = /(weekly-template|standing-lessons|template-year)\.spec\.ts$/;
/** The bench's smoke run: the longest journey, in a server of its own, so it starts first (see `projects`). */
const BENCH_SMOKE = /bench-smoke\.spec\.ts$/;
/**
 * Journeys that start servers of their own (e2e/support/app-stack.ts) before their tests: started
 * first too (see `projects`), or the last workers wait for them.
 */
const OWN_SERVERS_JOURNEYS = /(outage|two-instances|framework-patches)\.spec\.ts$/;
/** Journeys that need the whole browser: the headless build has no push service (PushManager). */
const WHOLE_BROWSER_JOURNEYS = /push-notifications\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/e2e-server.ts",
  // Two cores: a journey spends much of its time waiting on the app server, PostgreSQL or the
  // bench's smoke run (its own server), so four keep both cores busy without starving them
  // (the whole run, November 2026: 3 workers 174 s, 4: 153 s, 5: 160 s).
  workers: 4,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  reporter: "list",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by the global setup before the workers start (the port is picked when it runs).
    baseURL: process.env.E2E_BASE_URL,
    locale: "pt-PT",
    timezoneId: "Europe/Lisbon",
    trace: "off",
    screenshot: "only-on-failure",
  },
  // Projects run side by side, in one phase: the longest and the one-at-a-time ones are listed
  // first, so they start first and the rest fill the workers around them.
  projects: [
    // Its own app and database, beside the journeys.
    { name: "bench-smoke", testMatch: BENCH_SMOKE, use: CHROMIUM },
    // In the club of their own (set by the global setup, like the shared club's baseURL).
    { name: OWN_CLUB_PROJECT, testMatch: OWN_CLUB_JOURNEYS, workers: 1, use: { ...CHROMIUM, baseURL: process.env[OWN_CLUB_ENV.baseUrl] } },
    { name: "weekly-template", testMatch: WEEKLY_TEMPLATE_JOURNEYS, workers: 1, use: CHROMIUM },
    { name: "own-servers", testMatch: OWN_SERVERS_JOURNEYS, use: CHROMIUM },
    { name: "whole-browser", testMatch: WHOLE_BROWSER_JOURNEYS, use: WHOLE_CHROMIUM },
    {
      name: "chromium",
      testIgnore: [OWN_CLUB_JOURNEYS, BENCH_SMOKE, WEEKLY_TEMPLATE_JOURNEYS, OWN_SERVERS_JOURNEYS, WHOLE_BROWSER_JOURNEYS],
      use: CHROMIUM,
    },
  ],
});
