import { addClubDays, mondayOf } from "../src/lib/club-time";
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { createMember } from "./support/members";
import {
  bookThroughApi,
  dayAndMonth,
  journeyDate,
  longDate,
  memberWithAnimal,
  openCalendar,
  publishSlots,
  slotAt,
  slotItem,
  slotsOf,
  upcomingClasses,
  weekDay,
} from "./support/scheduling";
import { signInQuickly, toasts } from "./support/session";
import { suiteDay } from "./support/scheduling";

// /calendar: members book and cancel their lessons, the daily and the weekly view, what each
// role may see of other people's lessons, and the trainer's weekly email. The trainer publishes
// each journey's slots through the API, on a day of its own (slots may not overlap).

const LEAD_NOTE = "As marcações devem ser feitas com pelo menos 24 horas de antecedência, exceto à segunda-feira.";

test("a student books a lesson from the calendar, finds it on the home screen and cancels it", async ({
  page,
  request,
  trainerRequest,
}) => {
  const date = journeyDate("bookAndCancel");
  await publishSlots(trainerRequest, date, "14:00", "15:30");
  const student = await memberWithAnimal(request, { name: "Joana Prates", animal: "Faísca" });
  await signInQuickly(page, student);

  // From today's calendar to the lesson's day: the date picker, then the next-day arrow.
  await openCalendar(page);
  await page.getByLabel("Data", { exact: true }).fill(addClubDays(date, -1));
  await expect(page).toHaveURL(`/calendar?view=day&date=${addClubDays(date, -1)}`);
  await expect(page.getByRole("heading", { name: longDate(addClubDays(date, -1)), level: 2 })).toBeVisible();
  await page.getByRole("button", { name: "Dia seguinte" }).click();
  await expect(page).toHaveURL(`/calendar?view=day&date=${date}`);
  await expect(page.getByRole("heading", { name: longDate(date), level: 2 })).toBeVisible();
  const lesson = slotItem(page, "14:00 - 14:45");
  await expect(lesson).toContainText("Disponível");
  await expect(slotItem(page, "14:45 - 15:30")).toContainText("Disponível");
  await lesson.getByRole("button").click();

  const dialog = page.getByRole("dialog", { name: "Marcar aula" });
  await expect(dialog).toContainText(`${longDate(date)}, 14:00 - 14:45`);
  await expect(dialog).toContainText(LEAD_NOTE);
  const animal = dialog.getByLabel("Animal", { exact: true });
  await expect(animal).toHaveAttribute("required", "");
  await expect(animal.getByRole("option")).toHaveText(["Selecione um animal", "Faísca"]);
  // Her only animal is chosen already; choosing none, the form says so and sends nothing.
  await expect(animal.locator("option:checked")).toHaveText("Faísca");
  await animal.selectOption({ label: "Selecione um animal" });
  await dialog.getByRole("button", { name: "Marcar aula" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Selecione um animal.");

  await animal.selectOption({ label: "Faísca" });
  await dialog.getByRole("button", { name: "Marcar aula" }).click();
  await expect(toasts(page).getByText("Aula marcada com sucesso!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(lesson).toContainText("Marcada");
  await expect(lesson).toContainText(`${student.name} com Faísca`);
  await expect(lesson).toContainText("A sua aula");
  await expect(lesson.getByRole("button", { name: "Cancelar aula das 14:00" })).toBeVisible();
  await expect(lesson.getByRole("button", { name: /Marcar aula/ })).toHaveCount(0);

  // The weekly view: the same week, Monday first, with the lesson on its day.
  await page.getByRole("group", { name: "Vista do calendário" }).getByRole("button", { name: "Semanal" }).click();
  await expect(page).toHaveURL(`/calendar?view=week&date=${date}`);
  const monday = mondayOf(date);
  const columns = [0, 1, 2, 3, 4, 5, 6].map((offset) => weekDay(page, addClubDays(monday, offset)));
  let previousLeft = -1;
  for (const column of columns) {
    await expect(column).toBeVisible();
    const left = (await column.boundingBox())!.x;
    expect(left).toBeGreaterThan(previousLeft);
    previousLeft = left;
  }
  await expect(columns[0]!.getByRole("heading")).toContainText("Seg");
  const inWeek = slotItem(weekDay(page, date), "14:00 - 14:45");
  await expect(inWeek).toContainText("Marcada");
  await expect(inWeek).toContainText(`${student.name} com Faísca`);

  // Home: the lesson among the upcoming ones, under its day.
  await page.goto("/");
  const card = upcomingClasses(page);
  await expect(card.getByRole("heading", { name: longDate(date), level: 3 })).toBeVisible();
  const entry = card.getByRole("listitem").filter({ hasText: "Faísca" });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("14:00");

  // Cancelled from the calendar, after confirming.
  await openCalendar(page, date);
  await lesson.getByRole("button", { name: "Cancelar aula das 14:00" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancelar Aula" });
  await expect(cancel).toContainText("Tem a certeza de que pretende cancelar esta aula?");
  await expect(cancel).toContainText(`${student.name} com Faísca`);
  await cancel.getByRole("button", { name: "Cancelar aula" }).click();
  await expect(toasts(page).getByText("Aula cancelada com sucesso!")).toBeVisible();
  await expect(cancel).toBeHidden();
  await expect(lesson).toContainText("Disponível");
  await expect(lesson).not.toContainText("Faísca");
  await expect(lesson.getByRole("button")).toBeVisible();

  await page.goto("/");
  await expect(upcomingClasses(page)).toContainText("Não tem aulas marcadas no futuro.");
});

test("an external student sees another member's lesson as 'Aula Privada'; a regular student sees whose it is", async ({
  page,
  browser,
  request,
  trainerRequest,
}) => {
  const date = journeyDate("privacy");
  const [slot] = await publishSlots(trainerRequest, date, "16:00", "16:45");
  const owner = await memberWithAnimal(request, { name: "Sofia Lacerda", animal: "Trovão" });
  await bookThroughApi(trainerRequest, slot!.id, owner.animalId);
  const external = await createMember(request, { name: "Duarte Reis", role: "external" });
  const student = await createMember(request, { name: "Inês Correia" });

  await signInQuickly(page, external);
  await openCalendar(page, date);
  const seenByExternal = slotItem(page, "16:00 - 16:45");
  await expect(seenByExternal).toContainText("Marcada");
  await expect(seenByExternal).toContainText("Aula Privada");
  await expect(seenByExternal).not.toContainText("Sofia");
  await expect(seenByExternal).not.toContainText("Trovão");
  // Not theirs to cancel or book: the only thing to do is to join its waiting list.
  await expect(seenByExternal.getByRole("button")).toHaveCount(1);
  await expect(seenByExternal.getByRole("button")).toHaveAccessibleName("Lista de espera das 16:00 (0)");
  // Nor does the calendar's data carry the names.
  const json = JSON.stringify(await slotsOf(page.request, date));
  expect(json).toContain("Aula Privada");
  expect(json).not.toContain("Sofia");
  expect(json).not.toContain("Trovão");

  const studentContext = await browser.newContext();
  try {
    const studentPage = await studentContext.newPage();
    await signInQuickly(studentPage, student);
    await openCalendar(studentPage, date);
    const seenByStudent = slotItem(studentPage, "16:00 - 16:45");
    await expect(seenByStudent).toContainText("Marcada");
    await expect(seenByStudent).toContainText("Sofia Lacerda com Trovão");
    await expect(seenByStudent).not.toContainText("A sua aula");
    // Neither bookable nor hers to cancel: only its waiting list.
    await expect(seenByStudent.getByRole("button")).toHaveAccessibleName("Lista de espera das 16:00 (0)");
  } finally {
    await studentContext.close();
  }
});

test("a guest is led to the calendar, not to statistics or animals, and sees its statuses but cannot book", async ({ page, request, trainerRequest }) => {
  const date = journeyDate("guest");
  const slots = await publishSlots(trainerRequest, date, "10:00", "12:15");
  const owner = await memberWithAnimal(request, { name: "Tiago Moura", animal: "Rocky" });
  await bookThroughApi(trainerRequest, slotAt(slots, "10:45").id, owner.animalId);
  const blocking = await trainerRequest.put(`/api/availability/slot/${slotAt(slots, "11:30").id}`, { data: { is_blocked: true } });
  expect(blocking.status(), await blocking.text()).toBe(200);
  const guest = await createMember(request, { name: "Vera Lopes", role: "guest" });

  await signInQuickly(page, guest);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Olá, Vera! Boas-vindas ao ACE" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Próximas Aulas" })).toHaveCount(0);
  // A guest's navbar and shortcuts lead to the calendar, not to statistics or animals.
  const navigation = page.getByRole("navigation", { name: "Navegação principal" });
  const shortcuts = page.getByRole("navigation", { name: "Atalhos" });
  await expect(navigation.getByRole("link", { name: "Calendário" })).toBeVisible();
  for (const hidden of ["Estatísticas", "Animais"]) {
    await expect(navigation.getByRole("link", { name: hidden })).toHaveCount(0);
    await expect(shortcuts.getByRole("link", { name: new RegExp(hidden) })).toHaveCount(0);
  }
  await shortcuts.getByRole("link", { name: /Calendário/ }).click();
  await expect(page).toHaveURL("/calendar");

  await openCalendar(page, date);
  await expect(page.getByText("Convidados não podem marcar aulas. Como convidado, pode consultar o calendário.")).toBeVisible();
  const day = page.getByRole("region", { name: longDate(date), exact: true });
  await expect(day.getByRole("listitem")).toHaveCount(3);
  await expect(slotItem(day, "10:00 - 10:45")).toContainText("Disponível");
  await expect(slotItem(day, "10:45 - 11:30")).toContainText("Marcada");
  await expect(slotItem(day, "10:45 - 11:30")).not.toContainText("Tiago");
  await expect(slotItem(day, "10:45 - 11:30")).not.toContainText("Rocky");
  await expect(slotItem(day, "11:30 - 12:15")).toContainText("Bloqueada");
  await expect(day.getByRole("button")).toHaveCount(0);
  await expect(day).not.toContainText("Marcar aula");
  // Clicking the free lesson opens nothing.
  await slotItem(day, "10:00 - 10:45").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Nor does the API let a guest book, whatever the page would send.
  const attempt = await page.request.post("/api/bookings", {
    data: { availability_slot_id: slotAt(slots, "10:00").id, animal_id: owner.animalId },
  });
  expect(attempt.status()).toBe(403);
  expect(await attempt.json()).toEqual({ error: "Convidados não podem marcar aulas" });
  expect(slotAt(await slotsOf(trainerRequest, date), "10:00").status).toBe("available");
});

test("the trainer mails the week's free lessons from the weekly view", async ({ trainerPage: page, request, trainerRequest }) => {
  const date = journeyDate("weeklyEmail");
  const slots = await publishSlots(trainerRequest, date, "18:00", "19:30");
  const owner = await memberWithAnimal(request, { name: "Rui Pestana", animal: "Luna" });
  await bookThroughApi(trainerRequest, slotAt(slots, "18:00").id, owner.animalId);
  const student = await createMember(request, { name: "Leonor Alves" });

  await openCalendar(page, date, "week");
  const monday = mondayOf(date);
  const sunday = addClubDays(monday, 6);
  const confirm = page.getByRole("dialog", { name: "Enviar email semanal" });
  // The button is rendered on the server, disabled until its code has hydrated (a click before
  // then was lost): Playwright's click waits for it to be enabled.
  await page.getByRole("button", { name: "Enviar email semanal" }).click();
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText("Enviar a todos os alunos ativos as aulas disponíveis de");
  await confirm.getByRole("button", { name: "Enviar email" }).click();
  await expect(toasts(page).getByText(/^Email semanal enviado para (1 aluno|\d+ alunos)\.$/)).toBeVisible();
  await expect(confirm).toBeHidden();

  const week = `${dayAndMonth(monday)} a ${dayAndMonth(sunday)}`;
  const mail = await waitForMail(student.email, { subject: `ACE - Aulas disponíveis de ${week}` });
  expect(mail.text).toContain(`Olá ${student.name},`);
  expect(mail.text).toContain(`Estas são as aulas disponíveis de ${week}:`);
  const day = `${longDate(date).replace(/ de \d{4}$/, "").toLowerCase()}`;
  expect(mail.text).toContain(`${day}: 18:45 - 19:30`);
  expect(mail.text).not.toContain(`${day}: 18:00 - 18:45`); // booked: not free
});

test("the calendar comes with the lessons of the view it opens on; other days and weeks are asked for", async ({
  page,
  request,
  trainerRequest,
}) => {
  const date = journeyDate("firstView");
  await publishSlots(trainerRequest, date, "10:00", "10:45");
  const student = await memberWithAnimal(request, { name: "Rui Matos", animal: "Bolt" });
  await signInQuickly(page, student);
  const calls: string[] = [];
  page.on("request", (call) => {
    const path = new URL(call.url()).pathname;
    if (path.startsWith("/api/availability/")) calls.push(path);
  });

  // The page's own view: its lessons are in the page, without a call of the browser's.
  await page.goto(`/calendar?view=day&date=${date}`);
  await expect(slotItem(page, "10:00 - 10:45")).toContainText("Disponível");
  await page.goto(`/calendar?view=week&date=${date}`, { waitUntil: "networkidle" }); // then clicked: its scripts first
  await expect(slotItem(weekDay(page, date), "10:00 - 10:45")).toBeVisible();
  expect(calls).toEqual([]);

  // Moving on asks the API, as before; coming back asks again (the page's view may have changed).
  await page.getByRole("button", { name: "Semana seguinte" }).click();
  await expect.poll(() => calls).toEqual([`/api/availability/week/${addClubDays(date, 7)}`]);
  await page.getByRole("button", { name: "Semana anterior" }).click();
  await expect.poll(() => calls.length).toBe(2);
  await expect(slotItem(weekDay(page, date), "10:00 - 10:45")).toBeVisible();
});

test("on a phone, a member takes a place in a group lesson another member is in, and sees the places left go down", async ({
  page,
  request,
  trainerRequest,
}) => {
  // A day of its own, clear of the other journeys' days (slots may not overlap).
  const { repeatEachIndex, retry } = test.info();
  const date = addClubDays(suiteDay(), 97 + (repeatEachIndex * 4 + retry) * 7);
  const published = await trainerRequest.post("/api/availability", { data: { date, start_time: "12:00", end_time: "12:45", capacity: 3 } });
  expect(published.status(), await published.text()).toBe(201);
  const slot = slotAt(await slotsOf(trainerRequest, date), "12:00");
  const rui = await memberWithAnimal(request, { name: "Rui Grupo", animal: "Trovão" });
  await bookThroughApi(trainerRequest, slot.id, rui.animalId);
  const marta = await memberWithAnimal(request, { name: "Marta Grupo", animal: "Pipoca" });

  await page.setViewportSize({ width: 375, height: 812 });
  await signInQuickly(page, marta);
  await openCalendar(page, date);
  const lesson = slotItem(page, "12:00 - 12:45");
  await expect(lesson).toContainText("Aula de grupo: 2 lugares");
  await expect(lesson.getByRole("list", { name: "Participantes das 12:00" })).toContainText(`${rui.name} com Trovão`);
  await lesson.getByRole("button", { name: "Marcar lugar na aula das 12:00" }).click();

  const dialog = page.getByRole("dialog", { name: "Marcar aula" });
  await expect(dialog).toContainText("Aula de grupo: 2 lugares de 3");
  await dialog.getByRole("button", { name: "Marcar aula" }).click();
  await expect(toasts(page).getByText("Aula marcada com sucesso!")).toBeVisible();
  await expect(lesson).toContainText("Aula de grupo: 1 lugar");
  const participants = lesson.getByRole("list", { name: "Participantes das 12:00" }).getByRole("listitem");
  await expect(participants).toHaveCount(2);
  await expect(participants.nth(1)).toContainText("A sua aula");
  await expect(participants.nth(1).getByRole("button", { name: "Cancelar o lugar de Pipoca das 12:00" })).toBeVisible();
});
