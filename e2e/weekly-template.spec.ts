import { addClubDays, mondayOf } from "../src/lib/club-time";
import { expect, test } from "./support/fixtures";
import { longDate, slotItem, suiteDay } from "./support/scheduling";
import { toasts } from "./support/session";
import { scrollToApplyForm, scrollToSection } from "./support/lazy-section";

// The trainer's weekly template (docs/rules.md, "Weekly template"): a pattern of opening hours saved on
// /availability and applied to four weeks in one action; the lessons appear in that month's
// dates. The weeks are a year and more ahead and the times odd ones, so no other journey's
// slots meet them; a repeat of this journey in the same run takes later weeks.

test("the trainer defines a weekly pattern, applies it to four weeks and finds the lessons on a date of them", async ({
  trainerPage: page,
}) => {
  const { repeatEachIndex, retry } = test.info();
  const start = mondayOf(addClubDays(suiteDay(), 400 + (repeatEachIndex * 4 + retry) * 42));
  const end = addClubDays(start, 27);
  const tuesday = addClubDays(start, 8);

  await page.goto("/availability");
  const section = await scrollToSection(page, "Horário semanal");
  await expect(section.getByRole("button", { name: "Guardar horário semanal" })).toBeVisible();
  // A pattern an earlier repeat saved goes first.
  const remove = section.getByRole("button", { name: /^Remover / });
  while ((await remove.count()) > 0) await remove.first().click();

  const tuesdayGroup = section.getByRole("group", { name: "Terça-feira" });
  await tuesdayGroup.getByRole("button", { name: "Adicionar intervalo a Terça-feira" }).click();
  await expect(section).toContainText("Há alterações por guardar.");
  await tuesdayGroup.getByLabel("Terça-feira, intervalo 1: hora de início").fill("06:10");
  await tuesdayGroup.getByLabel("Terça-feira, intervalo 1: hora de fim").fill("06:00");
  await section.getByRole("button", { name: "Guardar horário semanal" }).click();
  await expect(section.getByRole("alert")).toHaveText("A hora de fim tem de ser posterior à hora de início.");

  await tuesdayGroup.getByLabel("Terça-feira, intervalo 1: hora de fim").fill("07:40");
  const thursdayGroup = section.getByRole("group", { name: "Quinta-feira" });
  await thursdayGroup.getByRole("button", { name: "Adicionar intervalo a Quinta-feira" }).click();
  await thursdayGroup.getByLabel("Quinta-feira, intervalo 1: hora de início").fill("21:05");
  await thursdayGroup.getByLabel("Quinta-feira, intervalo 1: hora de fim").fill("21:50");
  await section.getByRole("button", { name: "Guardar horário semanal" }).click();
  await expect(toasts(page).getByText("Horário semanal guardado.")).toBeVisible();
  await expect(section).not.toContainText("Há alterações por guardar.");

  // Four weeks: four Tuesdays of two 45-minute lessons and four Thursdays of one.
  await scrollToApplyForm(section);
  await section.getByLabel("Data de início").fill(start);
  await section.getByLabel("Data de fim").fill(end);
  await section.getByRole("button", { name: "Aplicar horário" }).click();
  const confirm = page.getByRole("dialog", { name: "Aplicar horário semanal" });
  await expect(confirm).toContainText(`de ${longDate(start)} a ${longDate(end)}`);
  await confirm.getByRole("button", { name: "Aplicar" }).click();
  await expect(toasts(page).getByText("12 aulas criadas, 0 ignoradas.")).toBeVisible();
  await expect(confirm).toHaveCount(0);

  // A Tuesday of those weeks in the availability list.
  await page.getByRole("region", { name: "Criar Disponibilidades" }).getByLabel("Data").fill(tuesday);
  const list = page.getByRole("region", { name: `Disponibilidades de ${longDate(tuesday)}` });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  for (const time of ["06:10 - 06:55", "06:55 - 07:40"]) await expect(slotItem(list, time)).toContainText("Disponível");

  // Applied again: every lesson is already there.
  await section.getByRole("button", { name: "Aplicar horário" }).click();
  await confirm.getByRole("button", { name: "Aplicar" }).click();
  await expect(toasts(page).getByText("0 aulas criadas, 12 ignoradas.")).toBeVisible();

  // The server keeps the pattern.
  await page.reload();
  await scrollToSection(page, "Horário semanal");
  await expect(tuesdayGroup.getByLabel("Terça-feira, intervalo 1: hora de início")).toHaveValue("06:10");
  await expect(thursdayGroup.getByLabel("Quinta-feira, intervalo 1: hora de fim")).toHaveValue("21:50");
  await expect(section.getByRole("group", { name: "Segunda-feira" })).toContainText("Sem aulas.");
});
