import type { Page } from "@playwright/test";
import { addClubDays } from "../src/lib/club-time";
import { expectAccessible } from "./support/accessibility";
import { expect, test } from "./support/fixtures";
import { uniqueName } from "./support/members";
import { bookThroughApi, memberWithAnimal, openCalendar, publishSlots, slotAt, slotItem, suiteDay } from "./support/scheduling";
import { signInQuickly, toasts } from "./support/session";
import { chooseRange, expectRow, figuresTable, openStatistics } from "./support/statistics";

// The training record (docs/rules.md, "The training record") on a phone: after a lesson, the
// trainer marks it 'Presente' on the day view and writes what was worked on; the owner reads it
// on their animal's timeline, in their own browser.

test.use({ viewport: { width: 375, height: 812 } });

const shots = process.env.TRAINING_RECORD_SHOTS; // a folder: screenshots for a person to look at

async function shoot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 812 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

/** A past day of this journey's own (the trainer may publish and book past slots); a repeat or retry gets an earlier week. */
function recordDate(): string {
  const { repeatEachIndex, retry } = test.info();
  return addClubDays(suiteDay(), -(40 + (repeatEachIndex * 4 + retry) * 7));
}

test("the trainer marks a lesson present with a note, and the owner reads it on the animal's timeline", async ({
  page,
  request,
  trainerRequest,
  trainerPage,
}) => {
  test.slow(); // four screens in two browsers, each shot at two widths when asked
  const member = await memberWithAnimal(request, { name: uniqueName("Sara Registo"), animal: "Faísca" });
  const date = recordDate();
  const slots = await publishSlots(trainerRequest, date, "10:00", "10:45");
  await bookThroughApi(trainerRequest, slotAt(slots, "10:00").id, member.animalId);
  const note = "Trabalhámos o slalom de 12 estacas.\nEm casa: praticar a paragem no contacto.";

  // The trainer, on the day of the lesson: one tap marks it, the note opens to be typed into.
  await trainerPage.setViewportSize({ width: 375, height: 812 });
  await openCalendar(trainerPage, date);
  const lesson = slotItem(trainerPage, "10:00 - 10:45");
  await expect(lesson).toContainText("Faísca");
  await expect(lesson).toContainText("Presença por registar");
  const present = lesson.getByRole("button", { name: "Presente" });
  const box = await present.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await present.click();
  await expect(toasts(trainerPage)).toContainText("Presença registada.");
  await expect(present).toHaveAttribute("aria-pressed", "true");
  await expect(lesson.getByLabel("Nota para o dono (opcional)")).toBeFocused();
  await trainerPage.keyboard.type(note);
  await shoot(trainerPage, "day-view-note");
  await expectAccessible(trainerPage, "/calendar (trainer, the note open)");
  await lesson.getByRole("button", { name: "Guardar nota" }).click();
  await expect(lesson.getByLabel("Nota para o dono (opcional)")).toHaveCount(0);
  await expect(lesson).toContainText("Trabalhámos o slalom de 12 estacas.");

  // After a reload the card says what was recorded.
  await openCalendar(trainerPage, date);
  const reloaded = slotItem(trainerPage, "10:00 - 10:45");
  await expect(reloaded).toContainText("Presença: Presente");
  await expect(reloaded.getByRole("button", { name: "Presente" })).toHaveAttribute("aria-pressed", "true");
  await expect(reloaded.getByRole("button", { name: "Faltou" })).toHaveAttribute("aria-pressed", "false");
  await expect(reloaded).toContainText("Em casa: praticar a paragem no contacto.");
  await shoot(trainerPage, "day-view-marked");

  // The trainer's statistics of that day count it present.
  await openStatistics(trainerPage);
  await chooseRange(trainerPage, date, date);
  const attendance = figuresTable(trainerPage, "Presenças, faltas e aulas por registar de cada aluno no período");
  await expectRow(attendance, member.name, "1", "0", "0", "100%");
  await shoot(trainerPage, "statistics");

  // The owner, in their own browser: from the animal's card to its timeline.
  await signInQuickly(page, member);
  await page.goto("/animals", { waitUntil: "networkidle" });
  const cardLink = page.getByRole("link", { name: "Ver registo de treino de Faísca" });
  await expect(cardLink).toBeVisible();
  await shoot(page, "animal-card");
  await cardLink.click();
  await expect(page).toHaveURL(`/animals/${member.animalId}`);
  await expect(page.getByRole("heading", { name: "Registo de treino: Faísca", level: 1 })).toBeVisible();
  const lessons = page.getByRole("list", { name: "Aulas de Faísca" }).getByRole("listitem");
  await expect(lessons).toHaveCount(1);
  await expect(lessons.first()).toContainText("10:00 - 10:45");
  await expect(lessons.first()).toContainText("Presente");
  await expect(lessons.first()).toContainText("Trabalhámos o slalom de 12 estacas.");
  await expect(lessons.first()).toContainText("Em casa: praticar a paragem no contacto.");
  await shoot(page, "timeline");
  await expectAccessible(page, "/animals/{id} (owner)");

  // Nobody else reads it: another member's call for this animal's lessons is not found.
  const other = await memberWithAnimal(request, { name: uniqueName("Outro Curioso"), animal: "Nariz" });
  const signedIn = await request.post("/api/auth/login", { data: { email: other.email, password: other.password } });
  expect(signedIn.status()).toBe(200);
  const peek = await request.get(`/api/animals/${member.animalId}/lessons`);
  expect(peek.status()).toBe(404);
  expect(await peek.text()).not.toContain("slalom");

  // The trainer reads any animal's timeline: one without lessons says so.
  await trainerPage.goto(`/animals/${other.animalId}`, { waitUntil: "networkidle" });
  await expect(trainerPage.getByRole("heading", { name: "Registo de treino: Nariz", level: 1 })).toBeVisible();
  await expect(trainerPage.getByRole("main")).toContainText("Ainda não há aulas no registo de Nariz.");
  await shoot(trainerPage, "timeline-empty");
});

test("the first mark asks for the marking's code and the calls' code at once: one wait for code, not two", async ({ request, trainerRequest, trainerPage }) => {
  const member = await memberWithAnimal(request, { name: uniqueName("Rui Primeiro"), animal: "Tufão" });
  const date = addClubDays(recordDate(), -2);
  const slots = await publishSlots(trainerRequest, date, "11:00", "11:45");
  await bookThroughApi(trainerRequest, slotAt(slots, "11:00").id, member.animalId);
  await trainerPage.setViewportSize({ width: 375, height: 812 });
  await openCalendar(trainerPage, date);
  const lesson = slotItem(trainerPage, "11:00 - 11:45");
  await expect(lesson).toContainText("Presença por registar");

  // From here the build's scripts are held: each is asked for, and none arrives until released.
  const asked: string[] = [];
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await trainerPage.route("**/_next/static/**/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    asked.push(body);
    const deliver = () => route.fulfill({ response, body });
    if (holding) held.push(deliver);
    else await deliver();
  });
  await lesson.getByRole("button", { name: "Presente" }).click();
  // The calls' code (attendance-api.ts, which holds the calls' paths) is asked for while the
  // marking's own code is still held: it does not wait for the marking to arrive and ask.
  await expect.poll(() => asked.some((body) => body.includes("/bookings/attendance"))).toBe(true);
  holding = false;
  await Promise.all(held.map((deliver) => deliver()));
  await expect(toasts(trainerPage)).toContainText("Presença registada.");
  await expect(lesson.getByRole("button", { name: "Presente" })).toHaveAttribute("aria-pressed", "true");
  // A script the page still asks for as the journey ends (a later chunk) would reach the handler
  // after its page is gone, and its route.fetch fail with "Response has been disposed".
  await trainerPage.unrouteAll({ behavior: "ignoreErrors" });
});
