import bcrypt from "bcryptjs";
import { addClubDays, clubInstant, clubToday } from "../src/lib/club-time";
import { LATEST } from "./support/changelog";
import { query } from "./support/database";
import { expect, test } from "./support/fixtures";
import { memberWithAnimal, openCalendar, slotItem, upcomingClasses } from "./support/scheduling";
import { uniqueEmail, uniqueName } from "./support/members";
import { signIn, toasts } from "./support/session";
import { lookAtBothWidths } from "./support/shots";

// An assistant trainer (docs/rules.md, "Roles" and "Each lesson's trainer") on a phone: signs
// in, finds the Saturday lesson they give on home, sees the member's phone on it, books a member
// into a free lesson they give from the calendar, on the day view of last Saturday's lesson marks
// the member present with a note, and turns off the notices of others' bookings on their
// lessons. Set up through the API (the trainer adds the assistant) and the database (their
// lessons); the browser only for what the assistant does.

test.use({ viewport: { width: 375, height: 812 } });

/** The Saturday `weeks` weeks from today's week (club dates; negative: before). */
function saturday(weeks: number): string {
  const today = clubToday();
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addClubDays(today, ((6 - weekday + 7) % 7) + weeks * 7);
}

/** A lesson the assistant gives, booked for the member's animal (straight to the database). */
async function assistantLesson(trainerId: number, animalId: number, date: string, time: string): Promise<void> {
  const startsAt = clubInstant(date, time);
  await query(
    `WITH slot AS (
       INSERT INTO availability_slots (starts_at, ends_at, trainer_id) VALUES ($1, $2, $3) RETURNING id
     )
     INSERT INTO bookings (availability_slot_id, animal_id, user_id)
     SELECT slot.id, a.id, a.user_id FROM slot, animals a WHERE a.id = $4`,
    [startsAt, new Date(startsAt.getTime() + 45 * 60_000), trainerId, animalId],
  );
}

test("an assistant trainer signs in on a phone, sees their Saturday lesson, books a member in and marks last Saturday's present with a note", async ({
  page,
  request,
  trainerRequest,
}) => {
  const name = uniqueName("Marta Assistente");
  const added = await trainerRequest.post("/api/trainers", { data: { name, email: uniqueEmail(name) } });
  expect(added.status(), await added.text()).toBe(201);
  const { trainer: assistant } = (await added.json()) as { trainer: { id: number; email: string } };
  // The mailed password is for one sign-in (its own journey, password.spec.ts): this one chose theirs.
  const password = "assistente-e2e";
  await query("UPDATE users SET password_hash = $2, must_change_password = false, last_changelog_seen = $3 WHERE id = $1", [
    assistant.id,
    await bcrypt.hash(password, 4),
    LATEST.version,
  ]);
  const member = await memberWithAnimal(request, { name: uniqueName("Rui Sábado"), animal: "Trovão" });
  await query("UPDATE users SET phone = '+351912345678' WHERE email = lower($1)", [member.email]);
  // Saturdays of their own, far from the days other journeys count their lessons on (an
  // assistant's lesson may share an hour with the trainer's: e2e/support/scheduling.ts).
  const { repeatEachIndex, retry } = test.info();
  const weeks = 15 + repeatEachIndex * 4 + retry;
  const [last, next] = [saturday(-weeks), saturday(weeks)];
  await assistantLesson(assistant.id, member.animalId, last, "09:00");
  await assistantLesson(assistant.id, member.animalId, next, "09:00");
  // A free lesson they give, after it.
  const freeAt = clubInstant(next, "10:00");
  await query("INSERT INTO availability_slots (starts_at, ends_at, trainer_id) VALUES ($1, $2, $3)", [freeAt, new Date(freeAt.getTime() + 45 * 60_000), assistant.id]);

  await signIn(page, { email: assistant.email, password });
  // Home: the lessons they give.
  await expect(upcomingClasses(page)).toContainText(`${member.name} com Trovão`);
  await expect(page.getByRole("navigation", { name: "Atalhos" }).getByRole("link", { name: /Estatísticas/ })).toHaveCount(0);

  // Next Saturday: the member's phone on the lesson they give, to call; the free lesson after it:
  // they book the member in, found by name.
  await openCalendar(page, next);
  const call = slotItem(page, "09:00 - 09:45").getByRole("link", { name: "Telefonar para 912 345 678" });
  await expect(call).toHaveAttribute("href", "tel:+351912345678");
  expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  const free = slotItem(page, "10:00 - 10:45");
  await free.getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: "Marcar aula" });
  await dialog.getByRole("combobox", { name: "Aluno" }).fill(member.name);
  await dialog.getByRole("option").filter({ hasText: member.name }).click();
  await expect(dialog.getByLabel("Animal", { exact: true }).locator("option:checked")).toHaveText("Trovão");
  await dialog.getByRole("button", { name: "Marcar aula" }).click();
  await expect(toasts(page).getByText("Aula marcada com sucesso!")).toBeVisible();
  await expect(free).toContainText(`${member.name} com Trovão`);

  // Last Saturday's lesson: marked present, with a note for the owner.
  await openCalendar(page, last);
  const lesson = slotItem(page, "09:00 - 09:45");
  await expect(lesson).toContainText("Trovão");
  const present = lesson.getByRole("button", { name: "Presente" });
  expect((await present.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await present.click();
  await expect(toasts(page)).toContainText("Presença registada.");
  await expect(lesson.getByLabel("Nota para o dono (opcional)")).toBeFocused();
  await page.keyboard.type("Boa condução nos túneis.");
  await lesson.getByRole("button", { name: "Guardar nota" }).click();
  await expect(lesson).toContainText("Boa condução nos túneis.");
  // Kept by the server (the card shows the note as it is sent).
  const saved = async () =>
    (await query<{ attendance: string; trainer_note: string | null }>(
      `SELECT b.attendance::text, b.trainer_note FROM bookings b JOIN availability_slots s ON s.id = b.availability_slot_id
       WHERE s.trainer_id = $1 AND s.starts_at = $2`,
      [assistant.id, clubInstant(last, "09:00")],
    ))[0];
  await expect.poll(saved).toEqual({ attendance: "present", trainer_note: "Boa condução nos túneis." });

  // Home: they turn off the notices of others' bookings on their lessons, and it stays off.
  await page.goto("/", { waitUntil: "networkidle" });
  const notices = page.getByRole("region", { name: "Avisos por Email" });
  const bookings = notices.getByRole("switch", { name: "Marcações nas minhas aulas" });
  await expect(bookings).toHaveAttribute("aria-checked", "true");
  await expect(notices).toContainText("Recebe um aviso quando alguém marca ou cancela uma das aulas que dá.");
  await lookAtBothWidths(page, "assistant-trainer", "home-notices");
  await bookings.click();
  await expect(toasts(page).getByText("Preferências de avisos guardadas.")).toBeVisible();
  await expect(notices).toContainText("Não recebe avisos das marcações nas aulas que dá: veja-as no calendário.");
  await page.reload({ waitUntil: "networkidle" });
  await expect(bookings).toHaveAttribute("aria-checked", "false");
});
