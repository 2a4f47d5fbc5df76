import { defineConfig, devices } from "@playwright/test";
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
 * Journeys that change settings every journey depends on (paying-online sets the payment
 * provider's key, which would offer every other journey's members MB WAY and Multibanco): one
 * after the other, as each settings journey puts every default back (the key's, empty) when it
 * ends; see `projects`.
 */
const CLUB_SETTINGS_JOURNEYS = /(settings|paying-online)\.spec\.ts$/;
/**
 * The journey that marks every started lesson of today present ('Todos presentes' is club-wide:
 * beside the others, it would mark their lessons and they would add lessons to its day): after
 * them too, beside the club-settings ones (see `projects`).
 */
const CLUB_TODAY_JOURNEYS = /attendance-at-once\.spec\.ts$/;
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
  // Projects run in phases: each phase is the projects whose dependencies ran in the phases
  // before, and starts once the last one ended, whatever the workers left idle meanwhile. So every
  // journey but the club-settings ones is in one phase, the longest and the one-at-a-time ones
  // listed first: they start first, and the rest fill the workers around them.
  projects: [
    // Journeys that change club-wide settings (the lesson length, the weather's place) would
    // disturb the others running beside them, so they run alone, after all of them: the
    // "club-settings" project is the teardown of "start", an empty project every other journey
    // depends on. It runs even when journeys failed, and also ends a run of a single file. Its
    // journeys run one at a time; "club-today", the teardown of "start-today", beside them.
    { name: "start", testMatch: /^$/, teardown: "club-settings" },
    { name: "start-today", testMatch: /^$/, teardown: "club-today" },
    // Its own app and database, beside the journeys. Without "start" it ran in the first phase, alone.
    { name: "bench-smoke", dependencies: ["start", "start-today"], testMatch: BENCH_SMOKE, use: CHROMIUM },
    { name: "weekly-template", dependencies: ["start", "start-today"], testMatch: WEEKLY_TEMPLATE_JOURNEYS, workers: 1, use: CHROMIUM },
    { name: "own-servers", dependencies: ["start", "start-today"], testMatch: OWN_SERVERS_JOURNEYS, use: CHROMIUM },
    { name: "whole-browser", dependencies: ["start", "start-today"], testMatch: WHOLE_BROWSER_JOURNEYS, use: WHOLE_CHROMIUM },
    {
      name: "chromium",
      dependencies: ["start", "start-today"],
      testIgnore: [CLUB_SETTINGS_JOURNEYS, CLUB_TODAY_JOURNEYS, BENCH_SMOKE, WEEKLY_TEMPLATE_JOURNEYS, OWN_SERVERS_JOURNEYS, WHOLE_BROWSER_JOURNEYS],
      use: CHROMIUM,
    },
    { name: "club-settings", testMatch: CLUB_SETTINGS_JOURNEYS, workers: 1, use: CHROMIUM },
    { name: "club-today", testMatch: CLUB_TODAY_JOURNEYS, use: CHROMIUM },
  ],
});
