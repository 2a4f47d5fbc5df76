import { randomInt } from "node:crypto";
import { test as base, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { e2eEnv, OWN_CLUB_PROJECT, TRAINER, useOwnClub } from "./accounts";

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

// The journeys' `test`: Playwright's, plus
// - the browser's console errors and uncaught page errors attached to a failed test's report
//   (a screen's error boundary logs its error there), for `page` and `trainerPage`; a journey
//   that asks for neither opens no browser;
// - `trainerPage`: the trainer's own browser, already signed in, beside the member's `page`;
//   `trainerRequest`: the trainer's session for API calls.
//   The trainer signs in once per worker (the login is rate-limited per email, and a journey
//   about the trainer's screens is not about the login form);
// - `club`: which club the worker's journeys run in, the shared one or, for the project
//   OWN_CLUB_PROJECT, the club of their own (accounts.ts, `OWN_CLUB_ENV`), set before anything
//   reads the journeys' addresses;
// - each journey's own client address: the app runs as behind one proxy (TRUST_PROXY=1) and
//   every request of a journey names the same address, so the per-address limits count each
//   journey apart, as they would count members on their own phones.
export const test = base.extend<
  { trainerPage: Page; trainerRequest: APIRequestContext },
  { club: "shared" | "own"; trainerSession: StorageState }
>({
  club: [
    async ({}, use, workerInfo) => {
      const own = workerInfo.project.name === OWN_CLUB_PROJECT;
      if (own) useOwnClub();
      await use(own ? "own" : "shared");
    },
    { scope: "worker", auto: true },
  ],

  extraHTTPHeaders: async ({}, use) => {
    await use({ "x-forwarded-for": journeyAddress() });
  },

  page: async ({ page }, use, testInfo) => {
    const lines = collectBrowserLog(page);
    await use(page);
    await attachBrowserLog(testInfo, "browser console", lines);
  },

  trainerSession: [
    // After `club`: the trainer signs in to the worker's club.
    async ({ playwright, club: _club }, use) => {
      const request = await playwright.request.newContext({
        baseURL: e2eEnv("baseUrl"),
        extraHTTPHeaders: { "x-forwarded-for": journeyAddress() },
      });
      const response = await request.post("/api/auth/login", { data: { email: TRAINER.email, password: TRAINER.password } });
      if (!response.ok()) throw new Error(`The trainer could not sign in: ${response.status()} ${await response.text()}`);
      const state = await request.storageState();
      await request.dispose();
      await use(state);
    },
    { scope: "worker" },
  ],

  trainerPage: async ({ browser, trainerSession, extraHTTPHeaders }, use, testInfo) => {
    const context = await browser.newContext({ storageState: trainerSession, extraHTTPHeaders });
    const page = await context.newPage();
    const lines = collectBrowserLog(page);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach("trainer's screen", { body: await page.screenshot(), contentType: "image/png" }).catch(() => {});
    }
    await attachBrowserLog(testInfo, "trainer's browser console", lines);
    await context.close();
  },

  trainerRequest: async ({ playwright, trainerSession, extraHTTPHeaders }, use) => {
    const request = await playwright.request.newContext({ baseURL: e2eEnv("baseUrl"), storageState: trainerSession, extraHTTPHeaders });
    await use(request);
    await request.dispose();
  },
});

/** An address of the benchmarking range (198.18.0.0/15), one per journey. */
function journeyAddress(): string {
  return `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
}

function collectBrowserLog(page: Page): string[] {
  const lines: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") lines.push(`[${message.type()}] ${message.text()}`);
  });
  page.on("pageerror", (error) => lines.push(`[page error] ${error.stack ?? error.message}`));
  return lines;
}

async function attachBrowserLog(testInfo: TestInfo, name: string, lines: string[]) {
  if (testInfo.status !== testInfo.expectedStatus && lines.length > 0) {
    await testInfo.attach(name, { body: lines.join("\n"), contentType: "text/plain" });
  }
}

export { expect } from "@playwright/test";
