import { expect, test } from "./support/fixtures";
import { bookThroughApi, journeyDate, longDate, memberWithAnimal, publishSlots, upcomingClasses } from "./support/scheduling";
import { mainNavigation, signInQuickly } from "./support/session";

// Home's 'Próximas Aulas' and 'Adicionar ao calendário', and the account page's 'Calendário das
// Aulas': a student subscribes her phone's calendar to her lessons.

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("a student copies her calendar feed URL, and the feed holds her lesson", async ({
  page,
  playwright,
  request,
  trainerRequest,
  baseURL,
}) => {
  const date = journeyDate("calendarFeed");
  const [slot] = await publishSlots(trainerRequest, date, "17:00", "17:45");
  const student = await memberWithAnimal(request, { name: "Marta Cruz", animal: "Pipoca" });
  await signInQuickly(page, student);
  await bookThroughApi(page.request, slot!.id, student.animalId);
  const me = (await (await page.request.get("/api/auth/me")).json()) as { user: { id: number } };

  // The page's timers run on Playwright's clock, so the confirmation's 3 s are counted, not waited for.
  await page.clock.install();
  await page.goto("/");
  const card = upcomingClasses(page);
  await expect(card.getByRole("heading", { name: longDate(date), level: 3 })).toBeVisible();
  await expect(card.getByRole("listitem").filter({ hasText: "Pipoca" })).toContainText("17:00");

  await card.getByRole("button", { name: "Adicionar ao calendário" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar ao Calendário" });
  await expect(dialog.getByLabel("URL de subscrição")).not.toHaveValue("");
  await page.clock.pauseAt(Date.now() + 2_000);
  await dialog.getByRole("button", { name: "Copiar URL" }).click();
  const confirmation = dialog.getByRole("status");
  await expect(confirmation).toHaveText("URL copiada para a área de transferência!");

  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const base = baseURL!.replace(/\/$/, "");
  expect(copied.startsWith(`${base}/calendar.ics?aluno=${me.user.id}&token=`), copied).toBe(true);
  expect(new URL(copied).searchParams.get("token")).toMatch(/^[\w-]{20,}$/);
  await expect(dialog.getByLabel("URL de subscrição")).toHaveValue(copied);
  await expect(dialog.getByRole("link", { name: "Descarregar ficheiro .ics" })).toHaveAttribute("href", `${copied}&download=1`);
  await expect(dialog.getByRole("link", { name: "Subscrever no calendário" })).toHaveAttribute("href", copied.replace(/^https?:/, "webcal:"));
  // The confirmation stays for 3 s, then goes away by itself.
  await page.clock.runFor(2_900);
  await expect(confirmation).toHaveText("URL copiada para a área de transferência!");
  await page.clock.runFor(100);
  await expect(confirmation).toHaveText("");
  await page.clock.resume();

  // A calendar app fetches the URL with no session of its own.
  const calendarApp = await playwright.request.newContext();
  try {
    const feed = await calendarApp.get(copied);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
    const lines = unfold(await feed.text());
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    const events = lines.filter((line) => line === "BEGIN:VEVENT");
    expect(events).toHaveLength(1);
    expect(lines.find((line) => line.startsWith("SUMMARY"))).toMatch(/^SUMMARY[^:]*:.*Pipoca/);
    const start = new Date(slot!.starts_at).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(lines).toContain(`DTSTART:${start}`);

    // Another token opens nothing.
    const forged = new URL(copied);
    forged.searchParams.set("token", "x".repeat(43));
    expect((await calendarApp.get(forged.toString())).status()).toBe(403);
  } finally {
    await calendarApp.dispose();
  }
});

test("back from the calendar, home shows the lesson booked meanwhile", async ({ page, request, trainerRequest }) => {
  const date = journeyDate("backToHome");
  const [first, second] = await publishSlots(trainerRequest, date, "09:00", "10:30");
  const student = await memberWithAnimal(request, { name: "Lia Barros", animal: "Farrusco" });
  await signInQuickly(page, student);
  await bookThroughApi(page.request, first!.id, student.animalId);
  await page.goto("/");
  const lessons = upcomingClasses(page).getByRole("listitem").filter({ hasText: "Farrusco" });
  await expect(lessons).toHaveCount(1);

  // To the calendar through the navbar (the router keeps home's payload), a second lesson is
  // booked there, and the browser's back shows home with both.
  await mainNavigation(page).getByRole("link", { name: "Calendário" }).click();
  await expect(page).toHaveURL(/\/calendar/);
  await bookThroughApi(page.request, second!.id, student.animalId);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(lessons).toHaveCount(2);
  await expect(lessons.nth(1)).toContainText(second!.start_time.slice(0, 5));
});

/** An iCalendar text as its logical lines (RFC 5545 folds long lines with CRLF + a space). */
function unfold(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split(/\r\n/)
    .filter(Boolean);
}

test("the account page subscribes her calendar in one tap, or Google Calendar, beside the address to copy", async ({ page, playwright, request }) => {
  const student = await memberWithAnimal(request, { name: "Lara Pinto", animal: "Trufa" });
  await signInQuickly(page, student);
  const me = (await (await page.request.get("/api/auth/me")).json()) as { user: { calendar_feed_url: string } };
  const feedUrl = me.user.calendar_feed_url;
  const webcal = feedUrl.replace(/^https?:\/\//, "webcal://");

  await page.goto("/account");
  const block = page.getByRole("region", { name: "Calendário das Aulas" });
  await expect(block.getByRole("link", { name: "Subscrever no calendário" })).toHaveAttribute("href", webcal);
  const google = block.getByRole("link", { name: "Adicionar ao Google Calendar" });
  await expect(google).toHaveAttribute("href", `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`);
  await expect(google).toHaveAttribute("target", "_blank");
  await expect(block.getByLabel("URL de subscrição")).toHaveValue(feedUrl);
  await block.getByRole("button", { name: "Copiar URL" }).click();
  await expect(block.getByRole("status")).toHaveText("URL copiada para a área de transferência!");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);

  // The webcal link names the feed itself: read over the web, as a calendar app does, it is her calendar.
  const calendarApp = await playwright.request.newContext();
  try {
    const feed = await calendarApp.get(webcal.replace(/^webcal:/, new URL(feedUrl).protocol));
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
  } finally {
    await calendarApp.dispose();
  }
});
