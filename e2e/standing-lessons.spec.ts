import { addClubDays, mondayOf } from "../src/lib/club-time";
import { expect, test } from "./support/fixtures";
import { uniqueName } from "./support/members";
import { bookThroughApi, longDate, memberWithAnimal, publishSlots, slotAt, slotsOf, suiteDay } from "./support/scheduling";
import { toasts } from "./support/session";
import { scrollToApplyForm, scrollToSection } from "./support/lazy-section";

// Standing lessons (docs/rules.md, "Standing lessons"): the trainer gives two members a fixed
// Wednesday lesson on /availability, applies the weekly template to a week far ahead and finds
// one booked and the other reported as a clash (a member already had that lesson). The weekly
// template is the club's, so this journey and weekly-template.spec.ts run one after the other
// (playwright.config.ts, the "weekly-template" project). Early-morning Wednesday times no other
// journey uses; a repeat takes a later week.

const SHOTS = process.env.STANDING_SHOTS;

test("the trainer gives members a weekly lesson, applies the template, and sees one booked and one clash", async ({
  trainerPage: page,
  trainerRequest,
}) => {
  const { repeatEachIndex, retry } = test.info();
  const monday = mondayOf(addClubDays(suiteDay(), 700 + (repeatEachIndex * 4 + retry) * 14));
  const wednesday = addClubDays(monday, 2);
  const minutes = Number((await (await trainerRequest.get("/api/settings")).json()).booking_duration_minutes.value);
  const at = (offset: number) => {
    const total = 5 * 60 + 20 + offset * minutes;
    return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
  };
  const [first, second] = [at(0), at(1)];

  // The template opens two Wednesday lessons from 05:20 (added to whatever it holds); an earlier
  // repeat's standing lessons at those times go first.
  const template = (await (await trainerRequest.get("/api/availability/template")).json()) as {
    entries: { weekday: number; start_time: string; end_time: string }[];
  };
  const entries = [...template.entries.filter((entry) => entry.weekday !== 3), { weekday: 3, start_time: first, end_time: at(2) }];
  expect((await trainerRequest.put("/api/availability/template", { data: { entries } })).status()).toBe(200);
  const standing = (await (await trainerRequest.get("/api/availability/standing")).json()) as { standing_lessons: { id: number; weekday: number }[] };
  for (const lesson of standing.standing_lessons.filter((l) => l.weekday === 3)) {
    await trainerRequest.delete("/api/availability/standing", { data: { id: lesson.id } });
  }

  const ana = await memberWithAnimal(trainerRequest, { name: uniqueName("Ana Fixa"), animal: "Tobias" });
  const carla = await memberWithAnimal(trainerRequest, { name: uniqueName("Carla Fixa"), animal: "Pipoca", role: "external" });
  const bruno = await memberWithAnimal(trainerRequest, { name: uniqueName("Bruno Antes"), animal: "Faísca" });
  // That Wednesday's first lesson was published by hand and booked for Bruno before.
  await bookThroughApi(trainerRequest, slotAt(await publishSlots(trainerRequest, wednesday, first, second), first).id, bruno.animalId);

  await page.goto("/availability");
  await scrollToSection(page, "Horário semanal");
  const section = await scrollToSection(page, "Aulas fixas");
  // The screen's three lists load after it shows and push what is below them down: a click
  // while they arrive can land on the button's old place (pressed, never released on it).
  await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);
  // The form opens from its button (its code loads then, not with the screen).
  await section.getByRole("button", { name: "Nova aula fixa" }).click();
  const addForm = section.getByRole("form", { name: "Nova aula fixa" });
  const give = async (member: string, time: string) => {
    // The member is found by typing part of the name, as in the booking dialog.
    await addForm.getByRole("combobox", { name: "Aluno" }).fill(member.slice(0, 8));
    await addForm.getByRole("option").filter({ hasText: member }).click();
    await addForm.getByLabel("Dia da semana").selectOption({ label: "Quarta-feira" });
    await addForm.getByLabel("Hora de início").fill(time);
    await addForm.getByRole("button", { name: "Adicionar aula fixa" }).click();
  };

  // A time the template does not open is refused, naming the day and hour.
  await give(ana.name, "05:25");
  await expect(addForm.getByRole("alert")).toHaveText("A grelha semanal não abre aulas à quarta-feira às 05:25.");

  await give(ana.name, first);
  await expect(toasts(page).getByText(`Aula fixa criada: ${ana.name} com Tobias, à quarta-feira às ${first}.`)).toBeVisible();
  // The same weekday and time for another member: refused, naming who has it.
  await give(carla.name, first);
  await expect(addForm.getByRole("alert")).toHaveText(`Já há uma aula fixa à quarta-feira às ${first}: ${ana.name} com Tobias.`);
  await give(carla.name, second);
  await expect(toasts(page).getByText(`Aula fixa criada: ${carla.name} com Pipoca, à quarta-feira às ${second}.`)).toBeVisible();

  const list = section.getByRole("list", { name: "Aulas fixas" });
  await expect(list.getByRole("listitem").filter({ hasText: ana.name })).toContainText(`Quarta-feira · ${first}`);
  await expect(list.getByRole("listitem").filter({ hasText: carla.name })).toContainText(`Quarta-feira · ${second}`);

  // Applied to that week: Carla's lesson is booked; Ana's is a clash, and Bruno keeps his.
  const templateSection = await scrollToSection(page, "Horário semanal");
  await scrollToApplyForm(templateSection);
  await templateSection.getByLabel("Data de início").fill(monday);
  await templateSection.getByLabel("Data de fim").fill(addClubDays(monday, 6));
  await templateSection.getByRole("button", { name: "Aplicar horário" }).click();
  await page.getByRole("dialog", { name: "Aplicar horário semanal" }).getByRole("button", { name: "Aplicar" }).click();
  await expect(toasts(page).getByText("Aulas fixas: 1 marcada, 1 em conflito.")).toBeVisible();
  const result = templateSection.getByRole("status").filter({ hasText: "Aulas fixas:" });
  await expect(result).toContainText("Aulas fixas: 1 marcada, 1 em conflito.");
  await expect(result.getByRole("list", { name: "Aulas fixas marcadas" })).toContainText(`${carla.name} com Pipoca`);
  await expect(result.getByRole("list", { name: "Aulas fixas por marcar" }).getByRole("listitem")).toHaveText(
    `${longDate(wednesday)}, ${first} · ${ana.name} com Tobias: Já marcada para ${bruno.name} com Faísca`,
  );
  const slots = await slotsOf(trainerRequest, wednesday);
  expect(slotAt(slots, second).status).toBe("booked");

  // The booked lesson on that day's list.
  await page.getByRole("region", { name: "Criar Disponibilidades" }).getByLabel("Data").fill(wednesday);
  const day = page.getByRole("region", { name: `Disponibilidades de ${longDate(wednesday)}` });
  await expect(day.getByRole("listitem", { name: `${second} - ${at(2)}` })).toContainText(carla.name);

  if (SHOTS) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await templateSection.getByRole("heading", { name: "Aplicar horário" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/apply-result-${width}.png` });
      await section.screenshot({ path: `${SHOTS}/standing-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Removed, with a confirmation; the lesson it booked stays.
  await list.getByRole("button", { name: `Remover a aula fixa de ${carla.name} à quarta-feira às ${second}` }).click();
  const confirm = page.getByRole("dialog", { name: "Remover aula fixa" });
  await expect(confirm).toContainText("As aulas já marcadas mantêm-se.");
  await confirm.getByRole("button", { name: "Remover" }).click();
  await expect(toasts(page).getByText("Aula fixa removida.")).toBeVisible();
  await expect(list.getByRole("listitem").filter({ hasText: carla.name })).toHaveCount(0);
  expect(slotAt(await slotsOf(trainerRequest, wednesday), second).status).toBe("booked");
  await list.getByRole("button", { name: `Remover a aula fixa de ${ana.name} à quarta-feira às ${first}` }).click();
  await confirm.getByRole("button", { name: "Remover" }).click();
  await expect(list.getByRole("listitem").filter({ hasText: ana.name })).toHaveCount(0);
});
