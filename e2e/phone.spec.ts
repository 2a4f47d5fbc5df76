import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/lib/chromium";
import { addClubDays } from "../src/lib/club-time";
import { expectAccessible } from "./support/accessibility";
import { expect, test } from "./support/fixtures";
import { createMember, uniqueName } from "./support/members";
import { bookThroughApi, longDate, memberWithAnimal, publishSlots, suiteDay, upcomingClasses } from "./support/scheduling";
import { signIn, signInQuickly, signOut } from "./support/session";

// ACE on the phone (docs/architecture.md, "On the phone"): Chromium finds it installable, and with
// no network a member still reads the lessons they last saw; after logout, nothing of them is
// left on the device for the next person.

const shots = process.env.PHONE_SHOTS; // a folder: screenshots for a person to look at

/** A day of this journey's own, far from the other journeys' days (slots may not overlap). */
function phoneDate(): string {
  const { repeatEachIndex, retry } = base.info();
  return addClubDays(suiteDay(), 43 + (repeatEachIndex * 4 + retry) * 7);
}

test("Chromium finds ACE installable from the login screen, with its manifest and icons", async ({ playwright, baseURL, extraHTTPHeaders }) => {
  // Chromium offers no install in an incognito window, which every other journey's context is:
  // this one gets a browser profile of its own.
  const profile = await mkdtemp(path.join(tmpdir(), "ace-phone-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL,
    extraHTTPHeaders,
    locale: "pt-PT",
  });
  try {
    await installableLogin(context.pages()[0] ?? (await context.newPage()), playwright, baseURL!);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

async function installableLogin(page: Page, playwright: PlaywrightWorkerArgs["playwright"], baseURL: string): Promise<void> {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeVisible();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#059669");

  // Chromium's own verdict, as its install button uses it.
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => ((await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] }).installabilityErrors, { timeout: 15_000 })
    .toEqual([]);
  const { url: manifestUrl, errors } = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[] };
  expect(errors).toEqual([]);
  expect(new URL(manifestUrl).pathname).toBe("/manifest.webmanifest");

  // Fetched as a launcher does: with no session at all.
  const anyone = await playwright.request.newContext({ baseURL });
  try {
    const response = await anyone.get(manifestUrl);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      name: "ACE - Agility Club",
      short_name: "ACE",
      start_url: "/",
      display: "standalone",
      lang: "pt-PT",
      theme_color: "#059669",
      background_color: "#f8fafc",
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    const icons = [...manifest.icons, { src: appleIcon!, sizes: "180x180", type: "image/png" }];
    for (const icon of icons) {
      const image = await anyone.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"], icon.src).toBe("image/png");
      expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
    }

    // The worker is asked for afresh on every visit, under a policy of its own.
    const worker = await anyone.get("/sw.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["content-type"]).toMatch(/javascript/);
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    expect(worker.headers()["content-security-policy"]).toContain("script-src 'self'");
    expect((await worker.text()).split("\n")[0]).toBe('importScripts("/sw-push.js");');
    expect((await anyone.get("/sw-push.js")).status()).toBe(200);
  } finally {
    await anyone.dispose();
  }
}

test("offline, a member reads the lessons they last saw; after logout the next person finds nothing of them", async ({
  page,
  request,
  trainerRequest,
}) => {
  const date = phoneDate();
  const slots = await publishSlots(trainerRequest, date, "20:00", "21:30");
  const ines = await memberWithAnimal(request, { name: uniqueName("Inês Telemóvel"), animal: "Farrusca" });
  await signInQuickly(page, ines);
  for (const slot of slots) await bookThroughApi(page.request, slot.id, ines.animalId);

  await page.goto("/");
  const card = upcomingClasses(page);
  await expect(card.getByRole("listitem").filter({ hasText: "Farrusca" })).toHaveCount(2);
  await waitForKeptLessons(page);
  // Only the static page and the member's lessons: never an API answer or a page.
  expect(await cachedAddresses(page)).toEqual({ "ace-member": ["/offline/upcoming-lessons.json"], "ace-offline-v2": ["/offline.html"] });

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sem ligação", level: 1 })).toBeVisible();
  const lessons = page.getByRole("region", { name: "As suas próximas aulas" });
  await expect(lessons.getByRole("heading", { name: longDate(date), level: 3 })).toBeVisible();
  await expect(lessons.getByRole("listitem")).toHaveText(["20:00 – 20:45 Farrusca", "20:45 – 21:30 Farrusca"]);
  await expect(lessons).toContainText(/Vistas pela última vez a \d{2}\/\d{2}\/\d{4}, às \d{2}:\d{2}\./);
  await expect(page.getByRole("link", { name: "Tentar novamente" })).toHaveAttribute("href", "/");
  await expectAccessible(page, "the offline page");
  await shoot(page, "offline-lessons");

  // Back online, the same address is the app again, never the kept copy.
  await page.context().setOffline(false);
  await page.getByRole("link", { name: "Tentar novamente" }).click();
  await expect(page.getByRole("heading", { name: /^Olá, Inês!/ })).toBeVisible();

  await signOut(page, ines.name);
  expect(await cachedAddresses(page)).not.toHaveProperty("ace-member");
  await page.context().setOffline(true);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Sem ligação", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "As suas próximas aulas" })).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText("Farrusca");
  await shoot(page, "offline-signed-out");

  // The next person on this phone: their own (empty) list, nothing of Inês.
  await page.context().setOffline(false);
  const rui = await createMember(request, { name: uniqueName("Rui Seguinte") });
  await signIn(page, rui);
  await expect(upcomingClasses(page).getByText("Não tem aulas marcadas no futuro.")).toBeVisible();
  await waitForKeptLessons(page);
  await page.context().setOffline(true);
  await page.reload();
  const ruiLessons = page.getByRole("region", { name: "As suas próximas aulas" });
  await expect(ruiLessons).toContainText("Não tem aulas marcadas no futuro.");
  await expect(page.locator("body")).not.toContainText("Farrusca");
});

test("a session that ended without a logout leaves nothing once the login screen shows", async ({ page, request, trainerRequest }) => {
  const date = addClubDays(phoneDate(), 1);
  const [slot] = await publishSlots(trainerRequest, date, "20:00", "20:45");
  const joao = await memberWithAnimal(request, { name: uniqueName("João Expirado"), animal: "Trovoada" });
  await signInQuickly(page, joao);
  await bookThroughApi(page.request, slot!.id, joao.animalId);
  await page.goto("/");
  await expect(upcomingClasses(page).getByRole("listitem").filter({ hasText: "Trovoada" })).toBeVisible();
  await waitForKeptLessons(page);

  // The session cookie goes (it expired, or the password was changed elsewhere).
  await page.context().clearCookies();
  await page.goto("/");
  await expect(page).toHaveURL("/login");
  await expect.poll(() => page.evaluate(() => caches.has("ace-member"))).toBe(false);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sem ligação", level: 1 })).toBeVisible();
  await expect(page.locator("body")).not.toContainText("Trovoada");
});

/** Waits until the service worker controls the page and the member's lessons are kept. */
async function waitForKeptLessons(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => page.evaluate(async () => (await caches.match("/offline/upcoming-lessons.json")) !== undefined)).toBe(true);
}

/**
 * Every cache of the site and the paths it holds. Opening a cache creates it: read this only
 * once nothing is deleting caches (a deletion under way is checked with `caches.has`, which
 * creates nothing), or a cache deleted between the listing and the opening comes back, empty.
 */
async function cachedAddresses(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      found[name] = keys.map((request) => new URL(request.url).pathname).sort();
    }
    return found;
  });
}

/** 'WxH' from a PNG's header. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

/** The page at 1280 px and at 375 px (a phone), when asked for screenshots. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${shots}/${name}-375.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}
