import { test as base, type Page, type Request } from "@playwright/test";
import { addClubDays } from "../src/lib/club-time";
import { expect, test } from "./support/fixtures";
import { uniqueName } from "./support/members";
import { memberWithAnimal, openCalendar, publishSlots, slotItem, suiteDay } from "./support/scheduling";
import { signInQuickly, toasts } from "./support/session";

// A lost answer is asked again (docs/rules.md, "Writes safe to retry"): the booking reached the
// server, its answer never reached the phone; the screen asks again with the same key and shows
// what was done, never 'não foi marcada' for a lesson that was.

const shots = process.env.PHONE_SHOTS; // a folder: screenshots for a person to look at

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

/** A day of this file's own, clear of the other journeys' days (slots may not overlap). */
function lostAnswerDate(): string {
  const { repeatEachIndex, retry } = base.info();
  return addClubDays(suiteDay(), 188 + (repeatEachIndex * 4 + retry) * 7);
}

test("a booking whose answer is lost is asked again with the same key, and the screen says 'Aula marcada'", async ({
  page,
  request,
  trainerRequest,
}) => {
  const date = lostAnswerDate();
  const [slot] = await publishSlots(trainerRequest, date, "09:00", "09:45");
  const ines = await memberWithAnimal(request, { name: uniqueName("Inês Resposta Perdida"), animal: "Faísca" });
  await signInQuickly(page, ines);
  await openCalendar(page, date);

  const lesson = slotItem(page, "09:00 - 09:45");
  await lesson.getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: /^Marcar aula$/i });
  await expect(dialog.getByLabel("Animal", { exact: true }).locator("option:checked")).toHaveText("Faísca");

  // The first booking reaches the server, which books it; its answer is lost on the way back.
  const posts = bookingPosts(page);
  const handled: number[] = [];
  await page.route("**/api/bookings", async (route) => {
    if (route.request().method() !== "POST" || handled.length > 0) return route.continue();
    const answer = await route.fetch();
    handled.push(answer.status());
    await route.abort("connectionreset");
  });

  await dialog.getByRole("button", { name: /^Marcar aula$/i }).click();
  await expect(toasts(page).getByText("Aula marcada com sucesso!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(lesson).toContainText("A sua aula");
  await shoot(page, "lost-answer-booked");
  await expect(toasts(page).getByText(/não foi marcada/)).toHaveCount(0);

  // The server handled the first request; the second, with the same key, got its answer again.
  expect(handled).toEqual([201]);
  expect(posts).toHaveLength(2);
  const keys = await Promise.all(posts.map((post) => post.headerValue("idempotency-key")));
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  const replay = await posts[1]!.response();
  expect(replay?.status()).toBe(201);
  expect(await replay?.headerValue("idempotent-replayed")).toBe("true");

  // One lesson booked.
  const mine = await page.request.get("/api/bookings/my?upcoming=1");
  expect(mine.status()).toBe(200);
  const { bookings } = (await mine.json()) as { bookings: Array<{ availability_slot_id: number }> };
  expect(bookings.filter((booking) => booking.availability_slot_id === slot!.id)).toHaveLength(1);
});

/** The booking calls the page sends, answered or not. */
function bookingPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/bookings") posts.push(request);
  });
  return posts;
}

/** The page at 375 px (the journey's phone) and at 1280 px, when asked for screenshots. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-375.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}
