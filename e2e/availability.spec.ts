import { expect, test } from "./support/fixtures";
import { journeyDate, longDate, openCalendar, slotItem } from "./support/scheduling";
import { toasts } from "./support/session";

// The trainer's /availability: a morning published as lessons of the club's length (45 minutes
// by default), then one blocked and one deleted; the calendar shows what is left.

const MORNING = ["09:00 - 09:45", "09:45 - 10:30", "10:30 - 11:15", "11:15 - 12:00"];

test("the trainer publishes a morning of lessons, blocks one, deletes one, and the calendar shows them", async ({
  trainerPage: page,
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

  // Back on /availability: 'Eliminar todas' asks first, then clears the date.
  await page.goto("/availability");
  await expect(form).toContainText("O intervalo é dividido em aulas consecutivas de 45 minutos."); // the screen is live
  await form.getByLabel("Data").fill(date);
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await list.getByRole("button", { name: "Eliminar todas" }).click();
  const confirm = page.getByRole("dialog", { name: "Eliminar disponibilidades" });
  await expect(confirm).toContainText(`Tem a certeza de que pretende eliminar todas as disponibilidades de ${longDate(date)}?`);
  await confirm.getByRole("button", { name: "Eliminar todas" }).click();
  await expect(toasts(page).getByText("3 disponibilidades eliminadas, 0 com aula marcada mantidas.")).toBeVisible();
  await expect(list).toContainText("Não há disponibilidades para esta data.");
});
