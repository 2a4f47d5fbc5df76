import type { Locator, Page } from "@playwright/test";
import { clubDateOf, clubTimeOf, clubToday } from "../src/lib/club-time";
import { expectAccessible } from "./support/accessibility";
import { query } from "./support/database";
import { expect, test } from "./support/fixtures";
import { signUp, uniqueName } from "./support/members";
import { keepToOneDay, memberWithAnimal, openCalendar, slotItem } from "./support/scheduling";
import { toasts } from "./support/session";

// A lesson list at once (docs/rules.md, "The training record" and "The trainer's home"): on a
// phone at the field, the trainer opens home, sees today's lessons first with those still to be
// marked, marks the morning present in one tap on the day view, changes one of them, and home
// then has none left; a lesson that started since is marked from home in one tap too.
// Screenshots for a person to look at: ATTENDANCE_SHOTS=<folder>.

test.use({ viewport: { width: 375, height: 812 } });

const LESSON_MINUTES = 1;
const MINUTE_MS = 60_000;
/**
 * Lessons are placed by instant, a whole minute each, and their times read off the club's clock:
 * a wall-clock time would name two instants in the hour the clocks go back (the last Sunday of
 * October) and none in the hour they skip (the last Sunday of March).
 */
const minuteBefore = (instant: number) => Math.floor(instant / MINUTE_MS) * MINUTE_MS;

/** The start of lesson `index` (0 to 3) from the first one's start. */
const lessonStart = (first: number, index: number) => new Date(first + index * LESSON_MINUTES * MINUTE_MS);
/** 'HH:mm' of lesson `index`, as the club's clock reads its start. */
const lessonTime = (first: number, index: number) => clubTimeOf(lessonStart(first, index));

/**
 * Lessons of today that have started, straight to the database (a lesson earlier today cannot be
 * booked through the API), all or none: one statement. Throws the database's error when a slot
 * overlaps another (23P01).
 */
async function startedLessons(first: number, lessons: { index: number; animalId: number }[]): Promise<void> {
  const starts = lessons.map(({ index }) => lessonStart(first, index));
  await query(
    `WITH lesson AS (SELECT * FROM unnest($1::timestamptz[], $2::int[]) AS l(starts_at, animal_id)),
          slot AS (INSERT INTO availability_slots (starts_at, ends_at)
                   SELECT starts_at, starts_at + make_interval(mins => $3) FROM lesson RETURNING id, starts_at)
     INSERT INTO bookings (availability_slot_id, animal_id, user_id)
     SELECT slot.id, a.id, a.user_id FROM slot JOIN lesson USING (starts_at) JOIN animals a ON a.id = lesson.animal_id`,
    [starts, lessons.map(({ animalId }) => animalId), LESSON_MINUTES],
  );
}

/**
 * The morning's first three lessons, in the latest four minutes of today that have passed and are
 * free (the journey runs in a club of its own, playwright.config.ts; an earlier repeat's lessons
 * are just before now): answers the first one's start. The fourth minute is kept for the lesson
 * "started since".
 */
async function morningLessons(animalIds: number[]): Promise<number> {
  const today = clubToday();
  const step = 4 * LESSON_MINUTES * MINUTE_MS;
  for (let first = minuteBefore(Date.now()) - step; clubDateOf(new Date(first)) === today; first -= step) {
    try {
      await startedLessons(first, animalIds.map((animalId, index) => ({ index, animalId })));
      return first;
    } catch (error) {
      if ((error as { code?: string }).code !== "23P01") throw error; // taken: the four minutes before
    }
  }
  throw new Error("No four free minutes left today for this journey's lessons.");
}

async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.ATTENDANCE_SHOTS;
  if (!folder) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 812 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

/** Home's list of today's lessons, and one of its rows by the member's name. */
const todayCard = (page: Page) => page.getByRole("region", { name: "Aulas de hoje" });
const homeRow = (card: Locator, name: string) => card.getByRole("listitem").filter({ hasText: name });

test("on a phone, the trainer marks the morning present in one tap, and home has none left to mark", async ({ request, trainerPage: page }) => {
  test.slow(); // three members, two screens, each shot at two widths when asked
  await page.setViewportSize({ width: 375, height: 812 });
  const members = await Promise.all(
    [["Beatriz Manhã", "Bolinha"], ["Carlos Manhã", "Tareco"], ["Diana Manhã", "Pantufa"]].map(([name, animal]) =>
      memberWithAnimal(request, { name: uniqueName(name!), animal: animal! }),
    ),
  );
  await signUp(request, uniqueName("Rui Pendente")); // home's sign-ups card, to be below today's lessons
  // Its four one-minute lessons of today must all have started: five minutes of today gone.
  await keepToOneDay(5);
  const first = await morningLessons(members.map((member) => member.animalId));
  const times = [0, 1, 2].map((index) => `${lessonTime(first, index)} - ${lessonTime(first, index + 1)}`);

  // Home, on the phone: today's lessons come first, those started and unmarked said so.
  await page.goto("/", { waitUntil: "networkidle" });
  const today = todayCard(page);
  for (const member of members) await expect(homeRow(today, member.name)).toContainText("Presença por registar");
  await expect(today.getByRole("status")).toHaveText(/^\d+ presenças por registar$/);
  const signUps = page.getByRole("region", { name: "Pedidos de registo" });
  expect((await today.boundingBox())!.y).toBeLessThan((await signUps.boundingBox())!.y);
  await expectAccessible(page, "/ (trainer, lessons to mark)");
  await shoot(page, "home-to-mark");

  // The day view: one tap marks the morning present.
  await today.getByRole("link", { name: "Ver o dia no calendário" }).click();
  await expect(page).toHaveURL(`/calendar?view=day&date=${clubToday()}`);
  await openCalendar(page, clubToday());
  const lessons = times.map((time) => slotItem(page, time));
  for (const lesson of lessons) await expect(lesson).toContainText("Presença por registar");
  const allPresent = page.getByRole("button", { name: "Todos presentes" });
  expect((await allPresent.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await shoot(page, "day-to-mark");
  await allPresent.click();
  await expect(toasts(page).getByText(/^\d+ presenças registadas\.$/)).toBeVisible();
  for (const lesson of lessons) {
    await expect(lesson).toContainText("Presença: Presente");
    await expect(lesson.getByRole("button", { name: "Presente" })).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.getByRole("status").filter({ hasText: "presenças registadas" })).toHaveText("Todas as presenças registadas.");
  await expect(allPresent).toBeDisabled();
  await expectAccessible(page, "/calendar (trainer, the day marked)");

  // Each lesson can still be changed on its own: one of them was not there after all.
  await lessons[1]!.getByRole("button", { name: "Faltou" }).click();
  await expect(toasts(page).getByText("Falta registada.")).toBeVisible();
  await expect(lessons[1]!).toContainText("Presença: Faltou");
  // The changed mark opens the note, for why the member missed it.
  await expect(lessons[1]!.getByLabel("Nota para o dono (opcional)")).toBeFocused();
  await lessons[1]!.getByRole("button", { name: "Guardar nota" }).click();
  await expect(lessons[1]!.getByLabel("Nota para o dono (opcional)")).toHaveCount(0);
  await shoot(page, "day-marked");

  // Home: none left to mark, each lesson as it was recorded.
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(today.getByRole("status")).toHaveText("Todas as presenças registadas.");
  await expect(today.getByRole("button", { name: "Todos presentes" })).toBeDisabled();
  await expect(homeRow(today, members[0]!.name)).toContainText("Presente");
  await expect(homeRow(today, members[1]!.name)).toContainText("Faltou");
  await expect(homeRow(today, members[2]!.name)).toContainText("Presente");
  await shoot(page, "home-marked");

  // A lesson that started since (the fourth minute's) is marked from home, in one tap too.
  await startedLessons(first, [{ index: 3, animalId: members[0]!.animalId }]);
  await page.reload({ waitUntil: "networkidle" });
  const late = homeRow(today, members[0]!.name).filter({ hasText: lessonTime(first, 3) });
  await expect(late).toContainText("Presença por registar");
  await expect(today.getByRole("status")).toHaveText(/^\d+ presenças? por registar$/);
  await today.getByRole("button", { name: "Todos presentes" }).click();
  await expect(toasts(page).getByText(/^\d+ presenças? registadas?\.$/)).toBeVisible();
  await expect(late).toContainText("Presente");
  await expect(late).not.toContainText("por registar");
  await expect(today.getByRole("status")).toHaveText("Todas as presenças registadas.");
});
