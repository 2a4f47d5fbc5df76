import { addClubDays, clubToday } from "../src/lib/club-time";
import { expectAccessible } from "./support/accessibility";
import { shoot } from "./support/calendar-truth";
import { addAnimal } from "./support/database";
import { expect, test } from "./support/fixtures";
import { createMember, signUp, tagOf, uniqueName } from "./support/members";
import { keepToOneDay, memberWithAnimal, openCalendar, publishSlots, slotItem, upcomingClasses } from "./support/scheduling";
import { toasts } from "./support/session";
import { memberCard } from "./support/students-screen";
import { deskDate, endVaccination, lessonsOn, lessonToday } from "./support/trainer-desk";

// The trainer's desk (docs/rules.md, "The trainer's home" and "Screens"): finding a member by
// typing in the booking dialog, rejecting several sign-ups with one confirmation, and home's
// list of what needs doing. Screenshots for a person to look at: CALENDAR_SHOTS=<folder>.

test("the trainer finds a member by typing part of the name and books for them, keyboard only", async ({ trainerPage: page, request, trainerRequest }) => {
  const date = deskDate();
  await publishSlots(trainerRequest, date, "06:15", "07:00");
  const name = uniqueName("Joaquina Guimarães"); // 'Joaquina Guimarães 0020014'
  const member = await memberWithAnimal(request, { name, animal: "Pipoca" });

  await openCalendar(page, date);
  const lesson = slotItem(page, "06:15 - 07:00");
  await lesson.getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: "Marcar aula" });
  const combobox = dialog.getByRole("combobox", { name: "Aluno" });
  await expect(combobox).toBeEnabled();
  await combobox.focus();
  // Without the accent nor capitals, and only her tag as the rest of the club shares the name's start.
  await page.keyboard.type(`guimaraes ${tagOf(name)}`);
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  const list = dialog.getByRole("listbox", { name: "Aluno" });
  await expect(list.getByRole("option")).toHaveCount(1);
  await expect(list.getByRole("option")).toContainText(name);
  await expect(list.getByRole("option")).toContainText(member.email);
  await expectAccessible(page, "booking dialog, member list open");
  await shoot(page, "booking-combobox-open");

  await page.keyboard.press("ArrowDown");
  await expect(list.getByRole("option", { name: new RegExp(name) })).toHaveAttribute("aria-selected", "true");
  await expect(combobox).toHaveAttribute("aria-activedescendant", /.+/);
  await page.keyboard.press("Enter");
  await expect(combobox).toHaveValue(name);
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
  // Her only animal is chosen already.
  await expect(dialog.getByLabel("Animal", { exact: true }).locator("option:checked")).toHaveText("Pipoca");

  // The list opens again on her; Escape closes the list, not the dialog around it.
  await page.keyboard.press("ArrowDown");
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  await expect(dialog.getByRole("option", { name: new RegExp(name) })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
  await expect(dialog).toBeVisible();

  await page.keyboard.press("Enter"); // the list closed: Enter sends the form
  await expect(toasts(page).getByText("Aula marcada com sucesso!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(lesson).toContainText(`${name} com Pipoca`);
});

test("on a phone, the trainer picks the member and their animal with taps", async ({ browser, trainerSession, extraHTTPHeaders, request, trainerRequest }) => {
  const date = deskDate();
  await publishSlots(trainerRequest, date, "07:00", "07:45");
  const name = uniqueName("Inês Tavares");
  const member = await createMember(request, { name, firstAnimal: { name: "Trovão", birthDate: "2020-02-02" } });
  await addAnimal(member.email, { name: "Estrela", birthDate: "2021-06-06" });

  const context = await browser.newContext({ storageState: trainerSession, extraHTTPHeaders, viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    await openCalendar(page, date);
    const lesson = slotItem(page, "07:00 - 07:45");
    await lesson.getByRole("button").tap();
    const dialog = page.getByRole("dialog", { name: "Marcar aula" });
    const combobox = dialog.getByRole("combobox", { name: "Aluno" });
    await combobox.tap();
    // Part of her email, as typed on the phone's keyboard.
    await combobox.fill(member.email.split("@")[0]!);
    const option = dialog.getByRole("option", { name: new RegExp(name) });
    await expect(option).toBeVisible();
    const box = await option.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await option.tap();
    await expect(combobox).toHaveValue(name);
    await expect(dialog.getByRole("listbox")).toBeHidden();
    // Two animals: she chooses one.
    const animal = dialog.getByLabel("Animal", { exact: true });
    await expect(animal.getByRole("option")).toHaveText(["Selecione um animal", "Estrela", "Trovão"]);
    await dialog.getByRole("button", { name: "Marcar aula" }).tap();
    await expect(dialog.getByRole("alert")).toHaveText("Selecione um animal.");
    await animal.selectOption({ label: "Estrela" });
    await dialog.getByRole("button", { name: "Marcar aula" }).tap();
    await expect(toasts(page).getByText("Aula marcada com sucesso!")).toBeVisible();
    await expect(lesson).toContainText(`${name} com Estrela`);
  } finally {
    await context.close();
  }
});

test("the trainer rejects several pending sign-ups with one confirmation", async ({ trainerPage: page, request, trainerRequest }) => {
  const signUps = [await signUp(request, uniqueName("Paulo Rejeitado")), await signUp(request, uniqueName("Sofia Rejeitada")), await signUp(request, uniqueName("Tiago Rejeitado"))];
  const kept = await signUp(request, uniqueName("Vera Mantida"));

  await page.goto("/students?tab=pending");
  for (const registrant of signUps) {
    await memberCard(page, registrant.email).getByRole("checkbox", { name: `Selecionar ${registrant.name}` }).check();
  }
  const rejectChosen = page.getByRole("button", { name: "Rejeitar selecionados (3)" });
  await expect(rejectChosen).toBeEnabled();
  await expectAccessible(page, "/students (pending, three selected)");
  await shoot(page, "pending-selection");
  await rejectChosen.click();

  const confirmation = page.getByRole("dialog", { name: "Rejeitar pedidos de registo" });
  await expect(confirmation).toContainText("Tem a certeza de que quer rejeitar os 3 pedidos de registo selecionados?");
  await confirmation.getByRole("button", { name: "Rejeitar 3 pedidos" }).click();
  await expect(toasts(page).getByText("3 pedidos de registo rejeitados.")).toBeVisible();
  await expect(confirmation).toBeHidden();
  for (const registrant of signUps) await expect(memberCard(page, registrant.email)).toHaveCount(0);
  await expect(memberCard(page, kept.email)).toBeVisible();
  // Nothing stays selected (with fewer than two sign-ups left, the selection bar goes altogether).
  await expect(page.getByRole("button", { name: /^Rejeitar selecionados \([1-9]/ })).toHaveCount(0);

  const pending = (await (await trainerRequest.get("/api/auth/pending-students")).json()) as { pending_students: { email: string }[] };
  const emails = pending.pending_students.map((student) => student.email);
  for (const registrant of signUps) expect(emails).not.toContain(registrant.email);
  expect(emails).toContain(kept.email);
});

test("the trainer's home lists today's lesson, its animal marked when its vaccination has ended", async ({ trainerPage: page, request }) => {
  await keepToOneDay(); // today's lesson, on home's list of today
  const name = uniqueName("Carlos Vacinado");
  const member = await memberWithAnimal(request, { name, animal: "Farrusco" });
  await endVaccination(member.animalId, 3);
  const time = await lessonToday(member.animalId);
  const pending = await signUp(request, uniqueName("Olga Pendente"));

  await page.goto("/");
  const today = page.getByRole("region", { name: "Aulas de hoje" });
  const item = today.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText(time);
  await expect(item).toContainText("Farrusco");
  await expect(item).toContainText("Vacina ou seguro caducado");
  await expect(item.getByRole("link")).toHaveAttribute("href", `/calendar?view=day&date=${clubToday()}`);

  const signUps = page.getByRole("region", { name: "Pedidos de registo" });
  await expect(signUps).toBeVisible();
  await expect(signUps.getByRole("link", { name: "Ver pedidos pendentes" })).toHaveAttribute("href", "/students?tab=pending");
  // Among the oldest five, or counted in 'E mais N' (other journeys' sign-ups wait there too):
  // with more than five waiting, she may be named and the rest counted, both at once.
  await expect(signUps.getByText(pending.name).or(signUps.getByText(/^E mais \d+\.$/)).first()).toBeVisible();
  await expectAccessible(page, "/ (trainer, to-do)");
  await shoot(page, "home-trainer");

  // The day it links to marks the animal on the lesson's card too.
  await item.getByRole("link").click();
  const card = page.getByRole("listitem").filter({ hasText: `${name} com Farrusco` });
  await expect(card).toContainText("Vacina ou seguro caducado");
  await shoot(page, "day-view-papers-ended");
});

test("the trainer's home comes with the first upcoming lessons of a busy club and reads the rest when 'Ver mais' asks past them", async ({ trainerPage: page, request }) => {
  // A busy month: home sends two pages of the club's upcoming lessons with the page, not all of them.
  const member = await memberWithAnimal(request, { name: uniqueName("Helena Ocupada"), animal: "Faísca" });
  expect(await lessonsOn(addClubDays(deskDate(), 1), member.animalId, 21)).toBe(21);

  await page.goto("/");
  const card = upcomingClasses(page);
  const lessons = card.getByRole("listitem");
  await expect(lessons).toHaveCount(5);
  const more = card.getByRole("button", { name: /^Ver mais \(\d+ restantes\)$/ });
  // Every upcoming lesson is counted, those not sent with the page too (21 of them are this journey's).
  expect(Number((await more.textContent())!.match(/\d+/)![0])).toBeGreaterThanOrEqual(16);
  await more.click();
  await expect(lessons).toHaveCount(10);
  await more.click(); // past what came with the page: the rest are read
  await expect(lessons).toHaveCount(15);
  await more.click();
  await expect(lessons).toHaveCount(20);
});
