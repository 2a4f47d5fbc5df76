import { test as base, type Page, type Request } from "@playwright/test";
import { addClubDays } from "../src/lib/club-time";
import { expect, test } from "./support/fixtures";
import { uniqueName } from "./support/members";
import { bookThroughApi, longDate, memberWithAnimal, openCalendar, publishSlots, slotItem, slotsOf, suiteDay, weekDay } from "./support/scheduling";
import { signInQuickly, toasts } from "./support/session";

// At the field on a phone with a poor network (docs/rules.md, "On the phone"): a slow answer is
// never a second booking, and a lost signal never loses the calendar.

const shots = process.env.PHONE_SHOTS; // a folder: screenshots for a person to look at

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NOT_BOOKED = "Sem ligação à internet. A aula não foi marcada: tente novamente.";
const NOT_CANCELLED = "Sem ligação à internet. A aula não foi cancelada: tente novamente.";
const BANNER = /^Sem ligação: está a ver o calendário guardado às \d{2}:\d{2}\. Não é possível marcar nem cancelar\.$/;

/** A day of this file's own, far from the other journeys' days (slots may not overlap). */
function poorNetworkDate(offset: number): string {
  const { repeatEachIndex, retry } = base.info();
  return addClubDays(suiteDay(), 185 + offset + (repeatEachIndex * 4 + retry) * 7);
}

/** The booking calls the page sends, failed by the network or not. */
function bookingPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/bookings") posts.push(request);
  });
  return posts;
}

test("on a slow network a double tap on 'Marcar aula' shows the button busy and books once", async ({ page, request, trainerRequest }) => {
  const date = poorNetworkDate(0);
  await publishSlots(trainerRequest, date, "08:00", "08:45");
  const marta = await memberWithAnimal(request, { name: uniqueName("Marta Rede Lenta"), animal: "Pimenta" });
  await signInQuickly(page, marta);
  await openCalendar(page, date);

  const lesson = slotItem(page, "08:00 - 08:45");
  await lesson.getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: /^Marcar aula$/i });
  await expect(dialog.getByLabel("Animal", { exact: true }).locator("option:checked")).toHaveText("Pimenta");

  // A slow network: everything the page asks for takes its time, and the booking's answer waits
  // until the busy button has been seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 });
  const posts = bookingPosts(page);
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let received!: () => void;
  const sent = new Promise<void>((resolve) => (received = resolve));
  await page.route("**/api/bookings", async (route) => {
    received();
    await answered;
    await route.continue();
  });

  await dialog.getByRole("button", { name: /^Marcar aula$/i }).dblclick();
  const busy = dialog.getByRole("button", { name: "A marcar..." });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  await sent;
  await shoot(page, "busy-booking");
  answer();

  await expect(toasts(page).getByText("Aula marcada com sucesso!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(lesson).toContainText("A sua aula");
  expect(posts).toHaveLength(1);
  expect(await posts[0]!.headerValue("idempotency-key")).toMatch(UUID);
});

test("offline, the calendar stays: a tap says what was not done, the retry is the same request, a reload shows the week last seen", async ({
  page,
  request,
  trainerRequest,
}) => {
  const date = poorNetworkDate(1);
  await publishSlots(trainerRequest, date, "09:00", "11:15");
  const rui = await memberWithAnimal(request, { name: uniqueName("Rui Sem Rede"), animal: "Trovão" });
  await signInQuickly(page, rui);
  const [first] = await slotsOf(page.request, date);
  await bookThroughApi(page.request, first!.id, rui.animalId);
  await openCalendar(page, date, "week");
  const day = weekDay(page, date);
  await expect(slotItem(day, "09:00 - 09:45")).toContainText("A sua aula");
  // The page's service worker installed (it fetches the offline page as it installs): going
  // offline before it has would fail its install, and the reload at the end would find no worker.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // The signal goes: the calendar shown stays, under a banner, and its taps say what did not happen.
  await page.context().setOffline(true);
  const banner = page.getByRole("status").filter({ hasText: /^Sem ligação/ });
  await expect(banner).toHaveText(BANNER);
  await slotItem(day, "10:30 - 11:15").getByRole("button").click();
  await expect(toasts(page).getByText(NOT_BOOKED)).toBeVisible();
  await slotItem(day, "09:00 - 09:45").getByRole("button", { name: "Cancelar aula das 09:00" }).click();
  await expect(toasts(page).getByText(NOT_CANCELLED)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Calendário", level: 1 })).toBeVisible();
  await expect(slotItem(day, "09:00 - 09:45")).toContainText("A sua aula");
  await expect(page.getByText("Ocorreu um erro")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await shoot(page, "calendar-offline-live");

  // The signal comes back while the member chooses; it goes again at the tap, and the retry,
  // once it is back, is the same request with the same key.
  await expect(toasts(page).getByText(NOT_BOOKED)).toBeHidden();
  await page.context().setOffline(false);
  await expect(banner).toHaveCount(0);
  const posts = bookingPosts(page);
  await slotItem(day, "09:45 - 10:30").getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: /^Marcar aula$/i });
  await expect(dialog.getByLabel("Animal", { exact: true }).locator("option:checked")).toHaveText("Trovão");
  await page.context().setOffline(true);
  await dialog.getByRole("button", { name: /^Marcar aula$/i }).click();
  await expect(toasts(page).getByText(NOT_BOOKED)).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Marcar aula$/i })).toBeEnabled();
  await page.context().setOffline(false);
  await dialog.getByRole("button", { name: /^Marcar aula$/i }).click();
  await expect(toasts(page).getByText("Aula marcada com sucesso!")).toBeVisible();
  await expect(slotItem(day, "09:45 - 10:30")).toContainText("A sua aula");
  expect(posts).toHaveLength(2);
  const keys = await Promise.all(posts.map((post) => post.headerValue("idempotency-key")));
  expect(keys[0]).toMatch(UUID);
  expect(keys[1]).toBe(keys[0]);

  // Reloaded with no network: the week as last seen, read only, under the banner.
  await expect.poll(() => keptCalendarText(page)).toContain("09:45");
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole("status")).toHaveText(BANNER);
  const kept = page.getByRole("region", { name: longDate(date), exact: true });
  await expect(kept.getByRole("listitem")).toHaveText([
    "09:00 – 09:45 Marcada A sua aula: Trovão",
    "09:45 – 10:30 Marcada A sua aula: Trovão",
    "10:30 – 11:15 Disponível",
  ]);
  await expect(page.getByRole("button")).toHaveCount(0);
  await shoot(page, "calendar-offline-reload");

  await page.context().setOffline(false);
  await page.getByRole("link", { name: "Tentar novamente" }).click();
  await expect(page.getByRole("heading", { name: "Calendário", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Sem ligação/ })).toHaveCount(0);
});

/** What the phone keeps of the calendar ('' when nothing). */
async function keptCalendarText(page: Page): Promise<string> {
  return page.evaluate(async () => (await (await caches.match("/offline/calendar.json"))?.text()) ?? "");
}

/** The page at 375 px (the journey's phone) and at 1280 px, when asked for screenshots. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/${name}-375.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}
