import { expect, test } from "./support/fixtures";
import { addAnimal } from "./support/database";
import { bookThroughApi, journeyDate, longDate, memberWithAnimal, openCalendar, slotAt, slotItem, slotsOf } from "./support/scheduling";
import { toasts } from "./support/session";

// The trainer's /availability: a morning published as lessons of the club's length (45 minutes
// by default), then one blocked and one deleted; the calendar shows what is left. On a phone, one
// becomes a group lesson, whose places cannot go below those booked.

const MORNING = ["09:00 - 09:45", "09:45 - 10:30", "10:30 - 11:15", "11:15 - 12:00"];

test("the trainer publishes a morning of lessons, blocks one, deletes one, the calendar shows them, and one becomes a group lesson", async ({
  trainerPage: page,
  request,
  trainerRequest,
}) => {
  const date = journeyDate("publishMorning");
  await page.goto("/availability");
  await expect(page.getByRole("heading", { name: "Disponibilidade", level: 1 })).toBeVisible();
  const form = page.getByRole("region", { name: "Criar Disponibilidades" });
  // Read from the settings once the screen is live (before that, a typed date would be lost).
  await expect(form).toContainText("O intervalo é dividido em aulas consecutivas de 45 minutos.");

  await form.getByLabel("Data").fill(date);
  const list = page.getByRole("region", { name: `Disponibilidades de ${longDate(date)}` });
  await expect(list).toContainText("Não há disponibilidades para esta data.");

  // The end time is missing: nothing is sent.
  await form.getByLabel("Hora de início").fill("09:00");
  await form.getByRole("button", { name: "Criar disponibilidades" }).click();
  await expect(form.getByRole("alert")).toHaveText("Preencha todos os campos.");
  await expect(toasts(page).getByText("Preencha todos os campos.")).toBeVisible();
  await expect(list).toContainText("Não há disponibilidades para esta data.");

  await form.getByLabel("Hora de fim").fill("12:00");
  await form.getByRole("button", { name: "Criar disponibilidades" }).click();
  await expect(toasts(page).getByText("4 disponibilidades criadas, 0 ignoradas por sobreposição.")).toBeVisible();
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(list.getByRole("listitem")).toHaveCount(4);
  for (const time of MORNING) await expect(slotItem(list, time)).toContainText("Disponível");

  // The same morning again: every lesson overlaps one already there.
  await form.getByRole("button", { name: "Criar disponibilidades" }).click();
  await expect(toasts(page).getByText("0 disponibilidades criadas, 4 ignoradas por sobreposição.")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(4);

  await list.getByRole("button", { name: "Bloquear 10:30 - 11:15" }).click();
  await expect(toasts(page).getByText("Disponibilidade bloqueada.")).toBeVisible();
  await expect(slotItem(list, "10:30 - 11:15")).toContainText("Bloqueada");
  await expect(list.getByRole("button", { name: "Desbloquear 10:30 - 11:15" })).toBeVisible();

  await list.getByRole("button", { name: "Eliminar 11:15 - 12:00" }).click();
  await expect(toasts(page).getByText("Disponibilidade eliminada com sucesso!")).toBeVisible();
  await expect(slotItem(list, "11:15 - 12:00")).toHaveCount(0);
  await expect(list.getByRole("listitem")).toHaveCount(3);

  // The calendar of that day: the three lessons left, the blocked one grey and not bookable.
  await openCalendar(page, date);
  const day = page.getByRole("region", { name: longDate(date), exact: true });
  await expect(day.getByRole("listitem")).toHaveCount(3);
  for (const time of MORNING.slice(0, 2)) {
    await expect(slotItem(day, time)).toContainText("Disponível");
    await expect(slotItem(day, time).getByRole("button")).toBeVisible(); // the trainer may book it
  }
  const blocked = slotItem(day, "10:30 - 11:15");
  await expect(blocked).toContainText("Bloqueada");
  await expect(blocked.getByRole("button")).toHaveCount(0);
  await expect(slotItem(day, "11:15 - 12:00")).toHaveCount(0);
  const background = (slot: string) =>
    slotItem(day, slot)
      .locator(":scope > *")
      .first()
      .evaluate((card) => getComputedStyle(card).backgroundColor);
  const blockedTone = await background("10:30 - 11:15");
  expect(blockedTone).not.toBe(await background("09:00 - 09:45"));
  // Grey: a neutral tone (next to no chroma), darker than the white and near-white cards.
  const [lightness, a, b] = (blockedTone.match(/^lab\(([\d.]+) ([-\d.]+) ([-\d.]+)\)$/) ?? [])
    .slice(1)
    .map(Number);
  expect(lightness, blockedTone).toBeLessThan(95);
  expect(Math.hypot(a!, b!), blockedTone).toBeLessThan(6);

  // Back on /availability, on a phone: the 09:00 lesson becomes a group lesson of 3 places.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/availability");
  await expect(form).toContainText("O intervalo é dividido em aulas consecutivas de 45 minutos."); // the screen is live
  await form.getByLabel("Data").fill(date);
  await expect(list.getByRole("listitem")).toHaveCount(3);
  const nine = slotItem(list, "09:00 - 09:45");
  const places = nine.getByRole("spinbutton", { name: "Lugares" });
  const save = nine.getByRole("button", { name: "Guardar os lugares das 09:00 - 09:45" });
  await expect(places).toHaveValue("1");
  for (const target of [places, save]) expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await places.fill("3");
  await save.click();
  await expect(toasts(page).getByText("Aula com 3 lugares.")).toBeVisible();
  await expect(nine).toContainText("Aula de grupo: 0 de 3 lugares marcados");
  // Two places taken meanwhile (one member's two dogs): fewer places than that is refused in the
  // server's words, once, beside the field, and the lesson keeps its 3.
  const member = await memberWithAnimal(request, { name: "Lara Lugares", animal: "Nuvem" });
  const sombra = await addAnimal(member.email, { name: "Sombra", birthDate: "2021-03-02" });
  const group = slotAt(await slotsOf(trainerRequest, date), "09:00");
  for (const animal of [member.animalId, sombra]) await bookThroughApi(trainerRequest, group.id, animal);
  await places.fill("1");
  await save.click();
  const below = "Esta aula já tem 2 lugares marcados: os lugares não podem ser menos.";
  await expect(nine.getByRole("alert")).toHaveText(below);
  await expect(page.getByText(below)).toHaveCount(1);
  await places.fill("13");
  await save.click();
  await expect(nine.getByRole("alert")).toHaveText("Os lugares têm de ser um número de 1 a 12.");
  expect((await slotsOf(trainerRequest, date)).find((slot) => slot.id === group.id)).toMatchObject({ capacity: 3, booked: 2 });

  // 'Eliminar todas' asks first, then clears the date but for the group lesson, which has places booked.
  await list.getByRole("button", { name: "Eliminar todas" }).click();
  const confirm = page.getByRole("dialog", { name: "Eliminar disponibilidades" });
  await expect(confirm).toContainText(`Tem a certeza de que pretende eliminar todas as disponibilidades de ${longDate(date)}?`);
  await confirm.getByRole("button", { name: "Eliminar todas" }).click();
  await expect(toasts(page).getByText("2 disponibilidades eliminadas, 1 com aula marcada mantida.")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(nine).toContainText("Aula de grupo: 2 de 3 lugares marcados");
});
